#!/usr/bin/env node
/**
 * The embedded S3-compatible store the launcher runs when S3_ENDPOINT is not set: s3rver on
 * 127.0.0.1:S3RVER_PORT keeping its objects in S3RVER_DIR. Stops cleanly on SIGTERM/SIGINT.
 */
import S3rver from 's3rver';

const port = Number(process.env.S3RVER_PORT);
const directory = process.env.S3RVER_DIR;
if (!Number.isInteger(port) || port <= 0 || !directory) {
  console.error('S3RVER_PORT and S3RVER_DIR are required');
  process.exit(2);
}

const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
await server.run();
console.log(`S3 server is ready on http://127.0.0.1:${port} (${directory})`);

let stopping = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
