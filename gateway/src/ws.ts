import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { fastifyCookie } from '@fastify/cookie';
import type { CallerContext, Logger } from '@tryon/kit';
import type { CallerResolver } from './caller.js';
import { SID_COOKIE } from './caller.js';
import type { GatewayEvents } from './events.js';
import { subscriptionSchema } from './subscriptions.js';

/** Same-origin check for browsers (blocks cross-site WebSocket hijacking). */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // non-browser clients send no Origin; they still need the cookie
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * graphql-ws on `/graphql`: the `sid` cookie of the upgrade request must belong to a signed-in person.
 * Returns the upgrade handler and a close function.
 */
export function createSubscriptionServer(opts: {
  events: GatewayEvents;
  callers: CallerResolver;
  logger: Logger;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const schema = subscriptionSchema(opts.events);
  const server = useServer<Record<string, unknown>, { request: IncomingMessage }>(
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
        if (caller.userId === null) return false;
        (ctx.extra as unknown as { caller: CallerContext }).caller = caller;
        return true;
      },
    },
    wss,
  );

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql' || !sameOrigin(req.headers.origin, req.headers.host)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  return {
    handleUpgrade,
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
