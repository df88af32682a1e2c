import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@tryon/kit';
import type { AccountService } from '../domain/account.service.js';

const BRAND = 'AI Virtual Try-On';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own (the links are followed outside the app): a title, a line and a way on. */
export function linkPage(title: string, text: string, action: { label: string; href: string }): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)} - ${BRAND}</title></head>` +
    `<body style="margin:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;color:#1f2937">` +
    `<main style="max-width:480px;margin:64px auto;background:#fff;border-radius:8px;padding:32px">` +
    `<div style="font-weight:bold;color:#7c3aed;margin-bottom:16px">${BRAND}</div>` +
    `<h1 style="font-size:22px;margin:0 0 12px">${escape(title)}</h1>` +
    `<p style="line-height:1.5">${escape(text)}</p>` +
    `<p><a href="${escape(action.href)}" style="color:#7c3aed;font-weight:bold">${escape(action.label)}</a></p>` +
    `</main></body></html>`
  );
}

/**
 * The e-mail links (GET, through the gateway's /api/account/*): each either does its work and sends the
 * person on into the app, or answers a clear 400 page and changes nothing. The pages are never cached,
 * and the token never goes on to another site (no-referrer).
 */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  const badLink = (
    reply: FastifyReply,
    err: unknown,
    what: string,
    again: { label: string; href: string },
  ) => {
    if (err instanceof AppError && err.code === 'VALIDATION') {
      return page(reply, 400, linkPage(`This ${what} link does not work`, err.message, again));
    }
    throw err;
  };

  const go = (reply: FastifyReply, location: string) =>
    reply.status(303).header('location', location).header('cache-control', 'no-store').send();

  app.get('/account/verify-email', async (req, reply) => {
    try {
      await account.verifyEmail(req.query, req.caller.ip);
    } catch (err) {
      return badLink(reply, err, 'verification', { label: 'Go to your account', href: '/account' });
    }
    return go(reply, '/account?emailVerified=1');
  });

  app.get('/account/confirm-email', async (req, reply) => {
    try {
      await account.confirmEmailChange(req.query, req.caller.ip);
    } catch (err) {
      return badLink(reply, err, 'confirmation', { label: 'Go to your account', href: '/account' });
    }
    return go(reply, '/account?emailChanged=1');
  });

  // The reset link opens the app's form only while it works; the token goes on in the fragment, which
  // the browser never sends to a server.
  app.get<{ Querystring: { token?: unknown } }>('/account/reset-password', async (req, reply) => {
    try {
      await account.checkResetLink(req.query, req.caller.ip);
    } catch (err) {
      return badLink(reply, err, 'password reset', {
        label: 'Ask for a new link',
        href: '/forgot-password',
      });
    }
    return go(reply, `/reset-password#token=${encodeURIComponent(String(req.query.token).trim())}`);
  });
}
