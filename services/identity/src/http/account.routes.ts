import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, linkPage } from '@tryon/kit';
import type { AccountService } from '../domain/account.service.js';

export { linkPage };

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
