import { CONTEXT_HEADER, createDb, signContext, type CallerContext, type Db, type Nats } from '@tryon/kit';
import { buildBilling, SCHEMA, type BillingService } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

/** A GraphQL answer as a test reads it. */
export interface GqlAnswer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; http?: { status?: number } } }[];
}

export interface BillingUnderTest {
  db: Db;
  nats: Nats;
  billing: BillingService;
  /** The service's address, e.g. http://127.0.0.1:40123. */
  base: string;
  /** A GraphQL call to billing as the gateway would make it for `caller`. */
  gql(caller: CallerContext, query: string, variables?: Record<string, unknown>): Promise<GqlAnswer>;
  stop(): Promise<void>;
}

/**
 * Starts billing for one test file (sandbox payments unless `env` says otherwise) on a fresh database and
 * the run's NATS; `env` adds or overrides settings. `stop()` closes everything and drops the database.
 */
export async function startBillingForTest(
  name: string,
  env: Record<string, string> = {},
): Promise<BillingUnderTest> {
  const tdb = await createTestDatabase();
  const nats = await freshNats(name);
  const db = createDb({ url: tdb.url, schema: SCHEMA });
  const billing = await buildBilling(
    loadBillingConfig({
      DATABASE_URL: tdb.url,
      NATS_URL: testNatsUrl(),
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      PORT: '0',
      APP_MODE: 'local',
      ...env,
    }),
    { db, nats, logger: testLogger },
  );
  const base = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    nats,
    billing,
    base,
    async gql(caller, query, variables) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlAnswer;
    },
    async stop() {
      await billing.stop();
      await nats.nc.close();
      await db.destroy();
      await tdb.drop();
    },
  };
}
