import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canConnect } from './ports.js';
import { Managed, sleep } from './proc.js';

/** Where the embedded mail catcher keeps each message, under DATA_DIR. */
export const MAIL_SUBDIR = 'mail';

const SELF = fileURLToPath(import.meta.url);
// Compiled: dist/launcher/mail-catcher-main.js. From source (tsx, as the launcher tests run it): the .ts.
const ENTRY = path.join(path.dirname(SELF), `mail-catcher-main${path.extname(SELF)}`);
const ENTRY_ARGS = ENTRY.endsWith('.ts') ? ['--import', import.meta.resolve('tsx'), ENTRY] : [ENTRY];

export interface MailHandle {
  /** SMTP_URL for the services. */
  env: Record<string, string>;
  proc: Managed;
}

/** The SMTP_URL of an embedded catcher on `port`. */
export function embeddedMailEnv(port: number): Record<string, string> {
  return { SMTP_URL: `smtp://127.0.0.1:${port}` };
}

/**
 * Starts the mail catcher (deploy/dist/launcher/mail-catcher-main.js) as a child process keeping each
 * message as an .eml file in DATA_DIR/mail.
 */
export async function startMailCatcher(opts: {
  dataDir: string;
  port: number;
  env: Record<string, string>;
  onLine: (line: string) => void;
  readyTimeoutMs: number;
}): Promise<MailHandle> {
  const dir = path.join(opts.dataDir, MAIL_SUBDIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const proc = new Managed({
    name: 'mail',
    command: process.execPath,
    args: ENTRY_ARGS,
    env: { ...opts.env, MAIL_CATCHER_PORT: String(opts.port), MAIL_CATCHER_DIR: dir },
    cwd: dir,
    onLine: opts.onLine,
  });
  const deadline = Date.now() + opts.readyTimeoutMs;
  while (proc.running) {
    if (await canConnect(opts.port)) return { env: embeddedMailEnv(opts.port), proc };
    if (Date.now() > deadline) break;
    await sleep(100);
  }
  const timedOut = proc.running;
  await proc.stop(5000);
  throw new Error(
    timedOut ? 'the mail catcher did not become ready in time' : 'the mail catcher exited during start',
  );
}
