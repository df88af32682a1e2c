import { createDb, type Db, type Nats } from '@tryon/kit';
import { buildIdentity, SCHEMA, type IdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

export interface IdentityUnderTest {
  db: Db;
  nats: Nats;
  identity: IdentityService;
  /** The service's address, e.g. http://127.0.0.1:40123. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts identity for one test file on a fresh database and the run's NATS, with the per-address sign-up
 * and sign-in limits out of the way; `env` adds or overrides settings. `stop()` closes everything and
 * drops the database.
 */
export async function startIdentityForTest(
  name: string,
  env: Record<string, string> = {},
): Promise<IdentityUnderTest> {
  const tdb = await createTestDatabase();
  const nats = await freshNats(name);
  const db = createDb({ url: tdb.url, schema: SCHEMA });
  const identity = await buildIdentity(
    loadIdentityConfig({
      DATABASE_URL: tdb.url,
      NATS_URL: testNatsUrl(),
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      PORT: '0',
      APP_MODE: 'local',
      REGISTER_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_IP: '1000',
      ...env,
    }),
    { db, nats, logger: testLogger },
  );
  const base = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    nats,
    identity,
    base,
    async stop() {
      await identity.stop();
      await nats.nc.close();
      await db.destroy();
      await tdb.drop();
    },
  };
}
