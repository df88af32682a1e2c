import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { fastifyCookie } from '@fastify/cookie';
import type { CallerContext, Logger } from '@tryon/kit';
import type { CallerResolver } from './caller.js';
import { SID_COOKIE } from './caller.js';
import type { GatewayEvents } from './events.js';
import { subscriptionSchema } from './subscriptions.js';

/**
 * Same-origin check for browsers (blocks cross-site requests and WebSocket hijacking): the Origin's scheme
 * and host must be the request's own (`http://host` is not `https://host`).
 */
export function sameOrigin(origin: string | undefined, host: string | undefined, protocol: string): boolean {
  if (!origin) return true; // non-browser clients send no Origin; they still need the cookie
  try {
    const url = new URL(origin);
    return url.host === host && url.protocol === `${protocol.replace(/:$/, '')}:`;
  } catch {
    return false;
  }
}

/** The scheme an upgrade request came in with (the proxy's X-Forwarded-Proto when proxies are trusted). */
function upgradeProtocol(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-proto'];
  if (trustProxy && typeof forwarded === 'string' && forwarded) return forwarded.split(',')[0]!.trim();
  return (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
}

/**
 * graphql-ws on `/graphql`: the `sid` cookie of the upgrade request must belong to a signed-in person.
 * Returns the upgrade handler and a close function.
 */
export function createSubscriptionServer(opts: {
  events: GatewayEvents;
  callers: CallerResolver;
  logger: Logger;
  /** Whether a proxy's X-Forwarded-Proto tells the scheme (TRUST_PROXY set). */
  trustProxy?: boolean;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const schema = subscriptionSchema(opts.events);
  /** The open sockets of each sign-in session (by the cookie's hash), closed when it ends. */
  const bySession = new Map<string, Set<WebSocket>>();
  const server = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      schema,
      context: async (ctx) => ({ caller: (ctx.extra as unknown as { caller: CallerContext }).caller }),
      onConnect: async (ctx) => {
        const req = ctx.extra.request;
        const cookies = fastifyCookie.parse(req.headers.cookie ?? '');
        const caller = await opts.callers.resolveSid(
          cookies[SID_COOKIE],
          req.socket.remoteAddress ?? null,
          randomUUID(),
        );
        if (caller.userId === null || !caller.sidHash) return false;
        (ctx.extra as unknown as { caller: CallerContext }).caller = caller;
        const { socket } = ctx.extra;
        const sidHash = caller.sidHash;
        const open = bySession.get(sidHash) ?? new Set<WebSocket>();
        open.add(socket);
        bySession.set(sidHash, open);
        socket.once('close', () => {
          open.delete(socket);
          if (open.size === 0 && bySession.get(sidHash) === open) bySession.delete(sidHash);
        });
        return true;
      },
    },
    wss,
  );

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    const protocol = upgradeProtocol(req, opts.trustProxy ?? false);
    if (path !== '/graphql' || !sameOrigin(req.headers.origin, req.headers.host, protocol)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  return {
    handleUpgrade,
    /**
     * Closes the sockets of a sign-in session that ended (4401: the client does not reconnect). After the
     * pushes already under way (the `signedOut` of that session) have been written.
     */
    closeSession(sidHash: string) {
      const open = bySession.get(sidHash);
      if (!open) return;
      bySession.delete(sidHash);
      setImmediate(() => {
        for (const socket of open) socket.close(4401, 'Signed out');
      });
    },
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
