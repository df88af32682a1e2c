import type { FastifyInstance } from 'fastify';
import { runClustered } from './cluster.js';
import { natsCredentials } from './config.js';
import { createDb, createDbBeside, migrate, pingDb, type Db, type Migration } from './db.js';
import { closeDraining, createHttpServer, type ReadinessCheck } from './http.js';
import { createLogger, type Logger } from './logger.js';
import { installHttpMetrics, installMetricsRoute } from './metrics.js';
import { watchOutbox } from './metrics-sources.js';
import { closeNats, connectNats, ensureStreams, pingNats, type Nats } from './nats.js';
import { OutboxRelay, OutboxWriter } from './outbox.js';
import { installCallerContext } from './subgraph.js';
import { installShutdown } from './shutdown.js';

/** What a service's `build<Name>()` returns. */
export interface RunnableService {
  app: FastifyInstance;
  /** Stops taking work and finishes what is in flight; the pools stay open. */
  stop(): Promise<void>;
}

/** What every service's configuration has (kit's serviceEnv). */
interface ServiceProcessConfig {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  HOST: string;
  PORT: number;
  PROCESSES?: number;
}

interface RunServiceOptions<C extends ServiceProcessConfig> {
  name: string;
  schema: string;
  config: C;
  poolMax?: number;
  build: (config: C, deps: { db: Db; nats: Nats; logger: Logger }) => Promise<RunnableService>;
}

/**
 * A service process: logger, a Postgres pool on the service's schema, NATS, the service itself, the
 * HTTP listener, and a graceful shutdown (the service first, then NATS, then the pool). With PROCESSES
 * above 1, that many copies under a cluster primary (cluster.ts).
 */
export async function runService<C extends ServiceProcessConfig>(opts: RunServiceOptions<C>): Promise<void> {
  const logger = createLogger(opts.name, opts.config.LOG_LEVEL);
  await runClustered({
    processes: opts.config.PROCESSES ?? 1,
    logger,
    start: () => startService(opts, logger),
  });
}

async function startService<C extends ServiceProcessConfig>(
  opts: RunServiceOptions<C>,
  logger: Logger,
): Promise<void> {
  const { config, name } = opts;
  const db = createDb({ url: config.DATABASE_URL, schema: opts.schema, poolMax: opts.poolMax });
  const nats = await connectNats(config.NATS_URL, name, logger, undefined, natsCredentials(config));
  const service = await opts.build(config, { db, nats, logger });
  await service.app.listen({ host: config.HOST, port: config.PORT });
  installShutdown(logger, [
    // HTTP first: requests still coming are served by a whole service (during the drain), never by one
    // whose consumers and timers have stopped. (service.stop() closing the server again is a no-op.)
    { name: 'http', close: () => closeDraining(service.app) },
    { name: 'service', close: () => service.stop() },
    { name: 'nats', close: () => closeNats(nats) },
    { name: 'postgres', close: () => db.destroy() },
  ]);
}

/** What {@link serviceBase} gives a service. */
export interface ServiceBase {
  app: FastifyInstance;
  /** Publishes committed outbox rows; the service starts it once its routes are in place. */
  relay: OutboxRelay;
  /** Writes the service's events; kicks the relay after each commit that wrote one. */
  outbox: OutboxWriter;
  /**
   * Closes the HTTP server (waiting for requests in flight), stops the relay and publishes what is
   * committed. A service stops its own consumers and timers first, then calls this.
   */
  stop(): Promise<void>;
}

/**
 * The start every service shares: its migrations, the JetStream streams, an HTTP server whose `/readyz`
 * checks Postgres, NATS and any `readiness` given, the gateway-signed caller context required on every
 * route, an outbox relay (started by the service once its routes are in place) and the outbox writer
 * its domain code records events with (as `producer`), and `/metrics` (request rate, errors and duration
 * by route, the outbox backlog, the process) for the scraper on the service's own port.
 */
export async function serviceBase(opts: {
  db: Db;
  nats: Nats;
  logger: Logger;
  schema: string;
  /** The producer named in the service's event envelopes. */
  producer: string;
  /** The process's `service` label in metrics (default: `producer`; the job worker names itself). */
  name?: string;
  migrations: Migration[];
  /** The context-token secrets accepted (`acceptedTokenSecrets(config)`). */
  secret: string | readonly string[];
  readiness?: ReadinessCheck[];
}): Promise<ServiceBase> {
  const { db, nats, logger } = opts;
  await migrate(db, opts.schema, opts.migrations);
  await ensureStreams(nats.jsm);
  const app = createHttpServer({
    logger,
    readiness: [
      { name: 'postgres', check: () => pingDb(db) },
      { name: 'nats', check: () => pingNats(nats) },
      ...(opts.readiness ?? []),
    ],
  });
  installCallerContext(app, opts.secret);
  const name = opts.name ?? opts.producer;
  installHttpMetrics(app, name);
  installMetricsRoute(app);
  const unwatchOutbox = watchOutbox(db, name);
  // The relay's own connection: under a burst of requests its flush would otherwise wait behind them
  // for one of the pool's, and events of committed work would leave in late bursts.
  const relayDb = createDbBeside(db, 1);
  const relay = new OutboxRelay({ db: relayDb, js: nats.js, logger });
  return {
    app,
    relay,
    outbox: new OutboxWriter({ db, relay, producer: opts.producer }),
    async stop() {
      await app.close();
      await relay.stop();
      // Whatever committed since the last flush goes out now, not at the next start.
      await relay.flushOnce().catch(() => 0);
      unwatchOutbox();
      await relayDb.destroy();
    },
  };
}
