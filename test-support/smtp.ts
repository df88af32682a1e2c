// A real SMTP server (smtp-server) for tests: it keeps what it accepts, parsed (mailparser), and can refuse
// messages for a while (a 4xx: try again later) or a recipient for good (550: a bounce).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the server accepted. */
export interface CaughtMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines as written (`list-unsubscribe`, `list-unsubscribe-post`...), lower-case names. */
  header(name: string): string | undefined;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every accepted message, in order. */
  messages: CaughtMail[];
  /** Messages to an address. */
  to(address: string): CaughtMail[];
  /** Refuses the next `count` messages with `451 Try again later`. */
  refuseNext(count: number): void;
  /** Refuses this recipient for good (`550 No such user`). */
  refuseRecipient(address: string): void;
  stop(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** Starts the server on a free port of 127.0.0.1. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const refusedRecipients = new Set<string>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase())) {
        callback(smtpError('No such user here', 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream).then(
        (parsed) => {
          if (refusals > 0) {
            refusals--;
            callback(smtpError('Try again later', 451));
            return;
          }
          messages.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // Unfolded (RFC 5322: a folded line goes on after CRLF and a space).
            header: (name) =>
              parsed.headerLines
                .find((h) => h.key === name.toLowerCase())
                ?.line.replace(/\r?\n(?=[ \t])/g, '')
                .replace(/^[^:]+:\s*/, ''),
            parsed,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    refuseNext: (count) => {
      refusals = count;
    },
    refuseRecipient: (address) => {
      refusedRecipients.add(address.toLowerCase());
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
