import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@tryon/kit';
import { BRAND, escapeHtml } from '../mail/templates.js';
import { UNSUBSCRIBE_LABELS, type MailService } from '../mail/mail.service.js';

/** Largest body a one-click unsubscribe may carry (RFC 8058 sends `List-Unsubscribe=One-Click`). */
const MAX_BODY_BYTES = 4096;

/** A small page of its own (the link opens in a browser, outside the web app). */
function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} - ${escapeHtml(BRAND)}</title>` +
    `<style>body{font-family:Helvetica,Arial,sans-serif;background:#f3f4f6;color:#1f2937;margin:0}` +
    `main{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:32px}` +
    `h1{font-size:20px;margin:0 0 16px}button{background:#7c3aed;color:#fff;border:0;border-radius:6px;` +
    `padding:12px 20px;font-size:15px;cursor:pointer}a{color:#7c3aed}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const tokenOf = (req: FastifyRequest) => (req.query as Record<string, unknown> | undefined)?.token;

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(page(title, body));
}

/** A refused link: the page says so (400), in words rather than JSON. */
function refused(reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError) || err.status >= 500) throw err;
  return sendPage(
    reply,
    err.status,
    'This link does not work',
    `<p>This unsubscribe link is not valid. You can change which e-mails you receive in your ` +
      `notification settings after signing in.</p>`,
  );
}

/**
 * The unsubscribe link of every e-mail but receipts (gateway `/api/email/unsubscribe?token=...`):
 * - GET shows what the link turns off and a button to confirm. It changes nothing: mail scanners open
 *   links on their own, and RFC 8058 asks that only the POST unsubscribes.
 * - POST (RFC 8058 one-click, `List-Unsubscribe=One-Click`, or the page's button) turns it off.
 * A malformed or forged token answers 400.
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: { mail: MailService }): Promise<void> {
  await app.register(async (scope) => {
    // The body says nothing the token does not: it is accepted in whatever form it comes, and ignored.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    scope.get('/email/unsubscribe', async (req, reply) => {
      const token = tokenOf(req);
      let claim;
      try {
        claim = deps.mail.checkToken(token);
      } catch (err) {
        return refused(reply, err);
      }
      const what = UNSUBSCRIBE_LABELS[claim.type];
      return sendPage(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop receiving ${escapeHtml(what)} from ${escapeHtml(BRAND)}?</p>` +
          `<form method="post" action="unsubscribe?token=${encodeURIComponent(String(token))}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Unsubscribe</button></form>`,
      );
    });

    scope.post('/email/unsubscribe', async (req, reply) => {
      let claim;
      try {
        claim = await deps.mail.unsubscribe(tokenOf(req));
      } catch (err) {
        return refused(reply, err);
      }
      return sendPage(
        reply,
        200,
        'You are unsubscribed',
        `<p>You will no longer receive ${escapeHtml(UNSUBSCRIBE_LABELS[claim.type])}. You can turn them ` +
          `back on at any time in your notification settings.</p>`,
      );
    });
  });
}
