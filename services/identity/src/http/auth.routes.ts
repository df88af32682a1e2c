import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@tryon/kit';
import type { AuthService, SignedIn } from '../domain/auth.service.js';

/** Name of the sign-in cookie. */
export const SID_COOKIE = 'sid';

/**
 * Sign-up, sign-in and sign-out. The gateway passes these through unchanged (they set and clear the
 * cookie); the client IP comes from the gateway's signed context, not from a header anyone can send.
 */
export function authRoutes(app: FastifyInstance, auth: AuthService, opts: { secureCookies: boolean }): void {
  const setCookie = (reply: FastifyReply, s: SignedIn) =>
    reply.setCookie(SID_COOKIE, s.sid, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      path: '/',
      maxAge: s.maxAgeSeconds,
    });

  app.post('/auth/register', async (req, reply) => {
    const signedIn = await auth.register(req.body, req.caller.ip);
    setCookie(reply, signedIn);
    return reply.status(201).send(signedIn.user);
  });

  app.post('/auth/login', async (req, reply) => {
    const signedIn = await auth.login(req.body, req.caller.ip, req.cookies[SID_COOKIE]);
    setCookie(reply, signedIn);
    return reply.send(signedIn.user);
  });

  app.post('/auth/logout', async (req, reply) => {
    await auth.logout(req.cookies[SID_COOKIE]);
    reply.clearCookie(SID_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies });
    return reply.send({ success: true });
  });

  // Gateway only: which user a cookie (by its SHA-256) belongs to.
  app.post<{ Body: { sidHash?: unknown } }>('/internal/sessions/resolve', async (req) => {
    const sidHash = req.body?.sidHash;
    if (typeof sidHash !== 'string') throw new AppError('VALIDATION', 'Missing required field: sidHash');
    const who = await auth.resolve(sidHash);
    if (!who) throw new AppError('NOT_FOUND', 'Session not found');
    return who;
  });
}
