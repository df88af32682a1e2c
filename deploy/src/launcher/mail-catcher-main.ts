#!/usr/bin/env node
/**
 * The embedded mail catcher the launcher runs when SMTP_URL is not set: an SMTP server (smtp-server) on
 * 127.0.0.1:MAIL_CATCHER_PORT that accepts every message and keeps it as
 * MAIL_CATCHER_DIR/<time>-<id>.eml (open it with any mail program), so that a local run sends its e-mails
 * for real and they can be read. It never relays anything. Stops cleanly on SIGTERM/SIGINT.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT);
const directory = process.env.MAIL_CATCHER_DIR;
if (!Number.isInteger(port) || port <= 0 || !directory) {
  console.error('MAIL_CATCHER_PORT and MAIL_CATCHER_DIR are required');
  process.exit(2);
}
const dir: string = directory;

/** Largest message kept (larger ones are refused with 552). */
const MAX_BYTES = 25 * 1024 * 1024;

/** Writes one message to a hidden part file, then renames it: a reader never sees half a message. */
async function keep(stream: NodeJS.ReadableStream & { sizeExceeded?: boolean }): Promise<string> {
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const part = path.join(dir, `.${name}.part`);
  await pipeline(stream, createWriteStream(part, { mode: 0o600 }));
  if (stream.sizeExceeded) {
    await rm(part, { force: true });
    throw Object.assign(new Error('Message too large'), { responseCode: 552 });
  }
  await rename(part, path.join(dir, name));
  return name;
}

const server = new SMTPServer({
  // Local only: no login, and no STARTTLS (there is no certificate a client would trust).
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  size: MAX_BYTES,
  banner: 'try-on platform mail catcher (nothing is relayed)',
  logger: false,
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
    keep(stream).then(
      (name) => {
        console.log(`kept a message to ${to} as ${name}`);
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
server.on('error', (err) => console.error(`mail catcher error: ${err.message}`));
server.listen(port, '127.0.0.1', () => {
  console.log(`Mail catcher is ready on smtp://127.0.0.1:${port} (${dir})`);
});

let stopping = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
  });
}
