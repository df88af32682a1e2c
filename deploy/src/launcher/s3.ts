import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canConnect } from './ports.js';
import { Managed, sleep } from './proc.js';

export const S3_SUBDIR = 's3';
/** s3rver accepts any credentials; these are the ones its documentation uses. */
export const S3RVER_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

const SELF = fileURLToPath(import.meta.url);
// Compiled: dist/launcher/s3rver-main.js. From source (tsx, as the launcher tests run it): the .ts with tsx.
const ENTRY = path.join(path.dirname(SELF), `s3rver-main${path.extname(SELF)}`);
const ENTRY_ARGS = ENTRY.endsWith('.ts') ? ['--import', import.meta.resolve('tsx'), ENTRY] : [ENTRY];

export interface S3Handle {
  /** S3_* variables for the services. */
  env: Record<string, string>;
  proc: Managed;
}

/** The S3_* variables of an embedded store on `port`. */
export function embeddedS3Env(port: number): Record<string, string> {
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY: S3RVER_CREDENTIALS.accessKey,
    S3_SECRET_KEY: S3RVER_CREDENTIALS.secretKey,
  };
}

/** Starts s3rver (deploy/dist/launcher/s3rver-main.js) as a child process on DATA_DIR/s3. */
export async function startEmbeddedS3(opts: {
  dataDir: string;
  port: number;
  env: Record<string, string>;
  onLine: (line: string) => void;
  readyTimeoutMs: number;
}): Promise<S3Handle> {
  const dir = path.join(opts.dataDir, S3_SUBDIR);
  await mkdir(dir, { recursive: true });
  const proc = new Managed({
    name: 's3',
    command: process.execPath,
    args: ENTRY_ARGS,
    env: { ...opts.env, S3RVER_PORT: String(opts.port), S3RVER_DIR: dir },
    cwd: dir,
    onLine: opts.onLine,
  });
  const deadline = Date.now() + opts.readyTimeoutMs;
  while (proc.running) {
    if (await canConnect(opts.port)) return { env: embeddedS3Env(opts.port), proc };
    if (Date.now() > deadline) break;
    await sleep(100);
  }
  const timedOut = proc.running;
  await proc.stop(5000);
  throw new Error(
    timedOut
      ? 'the embedded S3 store did not become ready in time'
      : 'the embedded S3 store exited during start',
  );
}
