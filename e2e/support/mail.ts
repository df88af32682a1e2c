// The mails the launcher's embedded mail catcher received for the run's shared system: its folder
// (DATA_DIR/mail, one .eml file per message), read as a mail program would.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mail catcher's folder of the shared system. */
function mailDir(): string {
  const info = JSON.parse(process.env.E2E_SHARED_SYSTEM ?? '{}') as { dataDir?: string };
  if (!info.dataDir) throw new Error('E2E_SHARED_SYSTEM names no data folder');
  return path.join(info.dataDir, 'mail');
}

/**
 * Waits (up to 45 s) for a mail to `to` whose subject matches and that is not in `seen` (its file name is
 * added there), and answers it parsed.
 */
export async function caughtMail(to: string, subject: RegExp, seen = new Set<string>()): Promise<ParsedMail> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files.sort()) {
      if (seen.has(file)) continue;
      const mail = await simpleParser(await readFile(path.join(mailDir(), file)));
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address?.toLowerCase());
      if (!recipients.includes(to) || !subject.test(mail.subject ?? '')) continue;
      seen.add(file);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within 45 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
