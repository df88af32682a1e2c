import cookie from '@fastify/cookie';
import replyFrom from '@fastify/reply-from';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppError,
  CONTEXT_HEADER,
  ContextSigner,
  closeDraining,
  createHttpServer,
  installHttpMetrics,
  pingNats,
  toAppError,
  type Logger,
  type Nats,
} from '@tryon/kit';
import type { GatewayConfig } from './config.js';
import { CallerResolver } from './caller.js';
import { createGraphQLServer, graphQLErrorFrom, makeContext, type GatewayContext } from './graphql.js';
import { GatewayEvents } from './events.js';
import { registerRestShim } from './rest/shim.js';
import { restRoutes } from './rest/routes/index.js';
import { createSubscriptionServer, sameOrigin } from './ws.js';
import { serveWebApp, type SignedInAnswers } from './static.js';
import { registerHttpCache } from './http-cache.js';
import { registerCompression } from './compression.js';
import { registerSecurityHeaders } from './security-headers.js';
import { closeSubgraphConnections } from './subgraph-fetcher.js';
import { installBodyDeadline } from './body-deadline.js';

export interface Gateway {
  app: FastifyInstance;
  /** The live events the subscriptions follow (tests wait on their listeners). */
  events: GatewayEvents;
  stop(): Promise<void>;
}

async function waitForSubgraphs(
  subgraphs: { name: string; url: string }[],
  waitMs: number,
  logger: Logger,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (const s of subgraphs) {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`subgraph ${s.name} at ${s.url} did not become ready`);
      if (attempt % 10 === 1) logger.info({ subgraph: s.name }, 'waiting for subgraph');
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/**
 * A subgraph's `/readyz`: throws, naming what it found not ready (`answered 503 (postgres: ...)`), when
 * it is not.
 */
export async function subgraphReady(url: string): Promise<void> {
  const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1500) });
  if (res.ok) {
    await res.body?.cancel();
    return;
  }
  const body = (await res.json().catch(() => undefined)) as { checks?: Record<string, string> } | undefined;
  const failing = Object.entries(body?.checks ?? {})
    .filter(([, v]) => v !== 'ok')
    .map(([k, v]) => `${k}: ${v}`);
  throw new Error(`answered ${res.status}${failing.length ? ` (${failing.join('; ')})` : ''}`);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Wires the public edge: GraphQL (HTTP + WebSocket), the REST shim, the web app, health. */
export async function buildGateway(
  config: GatewayConfig,
  deps: { nats: Nats; logger: Logger },
): Promise<Gateway> {
  const { nats, logger } = deps;
  const production = config.APP_MODE === 'production' || config.NODE_ENV === 'production';
  const serviceUrl = (name: string) => config.SUBGRAPHS.find((s) => s.name === name)?.url;
  const identityUrl = serviceUrl('identity');
  if (!identityUrl) throw new Error('SUBGRAPHS must include identity');

  await waitForSubgraphs(config.SUBGRAPHS, config.SUBGRAPH_WAIT_MS, logger);
  const { server } = createGraphQLServer({
    subgraphs: config.SUBGRAPHS,
    supergraph: { location: config.SUPERGRAPH, pollMs: config.SUPERGRAPH_POLL_MS },
    secret: config.INTERNAL_TOKEN_SECRET,
    production,
    logger,
    upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  await server.start();

  const callers = new CallerResolver({ identityUrl, secret: config.INTERNAL_TOKEN_SECRET, logger });
  const events = new GatewayEvents();
  // A sign-in session that ends: forget its cookie and close its sockets (set up below).
  let closeSockets: (sidHash: string) => void = () => undefined;
  events.on('sessionRevoked', (e) => {
    callers.evict(e.sidHash);
    closeSockets(e.sidHash);
  });
  events.start(nats, logger);

  const trustProxy =
    config.TRUST_PROXY === undefined
      ? false
      : /^\d+$/.test(config.TRUST_PROXY)
        ? Number(config.TRUST_PROXY)
        : config.TRUST_PROXY === 'true'
          ? true
          : config.TRUST_PROXY.split(',');
  const web: { fallback?: Awaited<ReturnType<typeof serveWebApp>> } = {};
  const app = createHttpServer({
    logger,
    readiness: [
      { name: 'nats', check: () => pingNats(nats) },
      // Each subgraph's own readiness (its Postgres, NATS...), not only that its process answers.
      ...config.SUBGRAPHS.map((s) => ({ name: s.name, check: () => subgraphReady(s.url) })),
    ],
    fastify: { trustProxy: trustProxy as never },
    notFound: (req, reply) =>
      web.fallback
        ? web.fallback(req, reply)
        : reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' }),
  });

  installHttpMetrics(app, 'gateway');
  installBodyDeadline(app, config.BODY_TIMEOUT_MS);
  await app.register(cookie);
  await registerSecurityHeaders(app, production);
  await registerHttpCache(app);
  await registerCompression(app);
  await app.register(replyFrom, { http: { requestOptions: { timeout: config.UPSTREAM_TIMEOUT_MS } } });

  // Nobody outside may claim to be the gateway; and browsers may not change state cross-site.
  app.addHook('onRequest', async (req) => {
    delete req.headers[CONTEXT_HEADER];
    if (UNSAFE.has(req.method) && req.url.startsWith('/api/')) {
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || !sameOrigin(req.headers.origin, req.headers.host, req.protocol)) {
        throw new AppError('FORBIDDEN', 'Forbidden: cross-site request');
      }
    }
  });

  const signer = new ContextSigner(config.INTERNAL_TOKEN_SECRET);
  const contextFor = async (req: FastifyRequest): Promise<GatewayContext> =>
    makeContext(signer, await callers.resolve(req));

  // A caller that cannot be resolved (identity down or slow) is a 503 or 504 answer, not a 500.
  const graphqlContext = async (req: FastifyRequest): Promise<GatewayContext> => {
    try {
      return await contextFor(req);
    } catch (err) {
      throw graphQLErrorFrom(toAppError(err));
    }
  };
  await app.register(fastifyApollo(server), { context: graphqlContext });
  registerRestShim(
    app,
    { server, contextFor, callers, serviceUrl },
    restRoutes({ uploadMaxBytes: config.UPLOAD_MAX_BYTES }),
  );

  const subscriptions = createSubscriptionServer({
    events,
    callers,
    logger,
    trustProxy: config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== 'false',
  });
  closeSockets = (sidHash) => subscriptions.closeSession(sidHash);
  app.server.on('upgrade', subscriptions.handleUpgrade);
  // A signed-in page comes with its first answers (static.ts): the same operations as the browser's own.
  const signedInAnswers: SignedInAnswers = async (req, queries) => {
    const contextValue = await contextFor(req);
    if (contextValue.caller.userId === null) return undefined;
    const answered = await Promise.all(
      Object.entries(queries).map(async ([name, query]) => {
        const res = await server.executeOperation({ query }, { contextValue });
        const single = res.body.kind === 'single' ? res.body.singleResult : undefined;
        return [name, single?.errors?.length ? undefined : single?.data] as const;
      }),
    );
    return Object.fromEntries(answered.filter(([, data]) => data));
  };
  web.fallback = await serveWebApp(app, config.WEB_DIST, logger, signedInAnswers);

  return {
    app,
    events,
    async stop() {
      events.stop();
      await subscriptions.close();
      await closeDraining(app);
      await server.stop();
      await closeSubgraphConnections();
    },
  };
}
