// Starts real services in-process (each on its own port) behind a real gateway, for gateway tests. Each
// service, worker and the gateway has its own NATS connection as its own bus user, so the permissions of
// deploy/nats/tryon-auth.conf are in force for every flow; the test's own handle (`nats`) is `admin`.
import { randomBytes } from 'node:crypto';
import { createDb, type Db, type Logger, type Nats, type RunnableService } from '@tryon/kit';
import { buildIdentity, SCHEMA as IDENTITY } from '../services/identity/src/app.js';
import { loadIdentityConfig } from '../services/identity/src/config.js';
import { buildMedia, SCHEMA as MEDIA } from '../services/media/src/app.js';
import { loadMediaConfig } from '../services/media/src/config.js';
import { buildBilling, SCHEMA as BILLING } from '../services/billing/src/app.js';
import { loadBillingConfig } from '../services/billing/src/config.js';
import { buildAiJobs, SCHEMA as AI_JOBS } from '../services/ai-jobs/src/app.js';
import { buildAiJobsWorker, type AiJobsWorker } from '../services/ai-jobs/src/worker-app.js';
import { loadAiJobsConfig } from '../services/ai-jobs/src/config.js';
import { buildContent, SCHEMA as CONTENT } from '../services/content/src/app.js';
import { loadContentConfig } from '../services/content/src/config.js';
import { buildSupport, SCHEMA as SUPPORT } from '../services/support/src/app.js';
import { loadSupportConfig } from '../services/support/src/config.js';
import { buildGateway } from '../gateway/src/app.js';
import type { GatewayEvents } from '../gateway/src/events.js';
import { loadGatewayConfig } from '../gateway/src/config.js';
import {
  TEST_SECRET,
  connectNatsAs,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
  testNatsUrlAs,
  testS3Env,
} from './infra.js';

type Deps = { db: Db; nats: Nats; logger: Logger };
type Env = Record<string, string>;

const SERVICES = {
  identity: {
    schema: IDENTITY,
    build: (env: Env, deps: Deps) => buildIdentity(loadIdentityConfig(env), deps),
  },
  media: { schema: MEDIA, build: (env: Env, deps: Deps) => buildMedia(loadMediaConfig(env), deps) },
  billing: { schema: BILLING, build: (env: Env, deps: Deps) => buildBilling(loadBillingConfig(env), deps) },
  'ai-jobs': { schema: AI_JOBS, build: (env: Env, deps: Deps) => buildAiJobs(loadAiJobsConfig(env), deps) },
  content: { schema: CONTENT, build: (env: Env, deps: Deps) => buildContent(loadContentConfig(env), deps) },
  support: { schema: SUPPORT, build: (env: Env, deps: Deps) => buildSupport(loadSupportConfig(env), deps) },
} satisfies Record<string, { schema: string; build: (env: Env, deps: Deps) => Promise<RunnableService> }>;

export type ServiceName = keyof typeof SERVICES;

export interface Stack {
  /** The gateway's address. */
  base: string;
  /** Each service's own address (to call it past the gateway). */
  urls: Partial<Record<ServiceName, string>>;
  /** A pool on each service's schema. */
  dbs: Partial<Record<ServiceName, Db>>;
  /** The test's own connection, as the privileged `admin` user (the services each have their own). */
  nats: Nats;
  /** The gateway's live events: a subscription is in place once it listens to them ({@link subscribed}). */
  gatewayEvents: GatewayEvents;
  /** Starts one more ai-jobs worker in this process (stopped with the stack). */
  startWorker(extraEnv?: Env): Promise<AiJobsWorker>;
  /**
   * The environment every service got (for child processes a test starts itself). Its NATS_URL carries
   * the `admin` credentials; {@link natsEnv} gives a process its own user instead.
   */
  env: Env;
  /** NATS_URL with the credentials of bus user `user` (e.g. `ai-jobs-worker` for a worker process). */
  natsEnv(user: string): Env;
  /**
   * Stops one service as a redeploy or a crash would leave it (its durable consumers stay on the server);
   * {@link startService} starts it again on the same database, at a new address the gateway does not know.
   */
  stopService(name: ServiceName): Promise<void>;
  startService(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A fresh database and NATS, the given services, and the gateway in front of them. `env` is added to
 * every service's environment; `gatewayEnv` to the gateway's.
 */
export async function startStack(
  names: ServiceName[],
  opts: { env?: Env; gatewayEnv?: Env } = {},
): Promise<Stack> {
  const tdb = await createTestDatabase({ migrated: true });
  const nats = await freshNats(`stack-${names.join('-')}`);
  const env: Env = {
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
    ...(names.includes('media') || names.includes('ai-jobs')
      ? testS3Env(`stack-${randomBytes(4).toString('hex')}`)
      : {}),
    ...opts.env,
  };
  const urls: Stack['urls'] = {};
  const dbs: Stack['dbs'] = {};
  const running: RunnableService[] = [];
  const byName: Partial<Record<ServiceName, RunnableService>> = {};
  // Each process's own connection, as its own bus user (closed after everything stopped).
  const connections: Nats[] = [];
  const connectAs = async (user: string) => {
    const c = await connectNatsAs(user);
    connections.push(c);
    return c;
  };
  for (const name of names) {
    const db = createDb({ url: tdb.url, schema: SERVICES[name].schema });
    dbs[name] = db;
    const own = await connectAs(name);
    const service = await SERVICES[name].build(env, { db, nats: own, logger: testLogger });
    running.push(service);
    byName[name] = service;
    urls[name] = await service.app.listen({ host: '127.0.0.1', port: 0 });
  }
  const subgraphs = names.map((n) => `${n}=${urls[n]}`).join(',');
  const gateway = await buildGateway(
    loadGatewayConfig({ ...env, SUBGRAPHS: subgraphs, ...opts.gatewayEnv }),
    {
      nats: await connectAs('gateway'),
      logger: testLogger,
    },
  );
  const base = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  const workers: AiJobsWorker[] = [];
  return {
    base,
    urls,
    dbs,
    nats,
    env,
    natsEnv: (user: string) => ({ NATS_URL: testNatsUrlAs(user) }),
    gatewayEvents: gateway.events,
    async stopService(name) {
      const service = byName[name];
      if (!service) throw new Error(`${name} is not running`);
      delete byName[name];
      running.splice(running.indexOf(service), 1);
      await service.stop();
    },
    async startService(name) {
      if (byName[name]) throw new Error(`${name} is running`);
      const service = await SERVICES[name].build(env, {
        db: dbs[name]!,
        nats: await connectAs(name),
        logger: testLogger,
      });
      running.push(service);
      byName[name] = service;
      urls[name] = await service.app.listen({ host: '127.0.0.1', port: 0 });
    },
    async startWorker(extraEnv: Env = {}) {
      const db = createDb({ url: tdb.url, schema: AI_JOBS });
      const worker = await buildAiJobsWorker(loadAiJobsConfig({ ...env, ...extraEnv }), {
        db,
        nats: await connectAs('ai-jobs-worker'),
        logger: testLogger,
      });
      workers.push(worker);
      const stop = worker.stop.bind(worker);
      worker.stop = async () => {
        await stop();
        await db.destroy();
      };
      return worker;
    },
    async stop() {
      await gateway.stop();
      for (const w of workers) await w.stop().catch(() => undefined);
      for (const s of running.reverse()) await s.stop();
      for (const c of connections) await c.nc.close();
      await nats.nc.close();
      for (const db of Object.values(dbs)) await db.destroy();
      await tdb.drop();
    },
  };
}

/** Registers a new account through the gateway; answers its id and the `sid=...` cookie to send. */
export async function signUp(base: string): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `u${randomBytes(6).toString('hex')}@example.com`,
      password: 'correct-horse',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  return { id: ((await res.json()) as { id: number }).id, cookie: `sid=${cookie}` };
}

/** A JSON call through the gateway with an optional cookie; answers the status and the parsed body (or null). */
export async function apiCall(
  base: string,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
