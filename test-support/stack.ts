// Starts real services in-process (each on its own port) behind a real gateway, for gateway tests.
import { randomBytes } from 'node:crypto';
import { createDb, type Db, type Logger, type Nats, type RunnableService } from '@tryon/kit';
import { buildIdentity, SCHEMA as IDENTITY } from '../services/identity/src/app.js';
import { loadIdentityConfig } from '../services/identity/src/config.js';
import { buildMedia, SCHEMA as MEDIA } from '../services/media/src/app.js';
import { loadMediaConfig } from '../services/media/src/config.js';
import { buildBilling, SCHEMA as BILLING } from '../services/billing/src/app.js';
import { loadBillingConfig } from '../services/billing/src/config.js';
import { buildGateway } from '../gateway/src/app.js';
import { loadGatewayConfig } from '../gateway/src/config.js';
import { TEST_SECRET, createTestDatabase, freshNats, testLogger, testNatsUrl, testS3Env } from './infra.js';

type Deps = { db: Db; nats: Nats; logger: Logger };
type Env = Record<string, string>;

const SERVICES = {
  identity: {
    schema: IDENTITY,
    build: (env: Env, deps: Deps) => buildIdentity(loadIdentityConfig(env), deps),
  },
  media: { schema: MEDIA, build: (env: Env, deps: Deps) => buildMedia(loadMediaConfig(env), deps) },
  billing: { schema: BILLING, build: (env: Env, deps: Deps) => buildBilling(loadBillingConfig(env), deps) },
} satisfies Record<string, { schema: string; build: (env: Env, deps: Deps) => Promise<RunnableService> }>;

export type ServiceName = keyof typeof SERVICES;

export interface Stack {
  /** The gateway's address. */
  base: string;
  /** Each service's own address (to call it past the gateway). */
  urls: Partial<Record<ServiceName, string>>;
  /** A pool on each service's schema. */
  dbs: Partial<Record<ServiceName, Db>>;
  nats: Nats;
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
  const tdb = await createTestDatabase();
  const nats = await freshNats(`stack-${names.join('-')}`);
  const env: Env = {
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
    ...(names.includes('media') ? testS3Env(`stack-${randomBytes(4).toString('hex')}`) : {}),
    ...opts.env,
  };
  const urls: Stack['urls'] = {};
  const dbs: Stack['dbs'] = {};
  const running: RunnableService[] = [];
  for (const name of names) {
    const db = createDb({ url: tdb.url, schema: SERVICES[name].schema });
    dbs[name] = db;
    const service = await SERVICES[name].build(env, { db, nats, logger: testLogger });
    running.push(service);
    urls[name] = await service.app.listen({ host: '127.0.0.1', port: 0 });
  }
  const subgraphs = names.map((n) => `${n}=${urls[n]}`).join(',');
  const gateway = await buildGateway(
    loadGatewayConfig({ ...env, SUBGRAPHS: subgraphs, ...opts.gatewayEnv }),
    {
      nats,
      logger: testLogger,
    },
  );
  const base = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    urls,
    dbs,
    nats,
    async stop() {
      await gateway.stop();
      for (const s of running.reverse()) await s.stop();
      await nats.nc.close();
      for (const db of Object.values(dbs)) await db.destroy();
      await tdb.drop();
    },
  };
}
