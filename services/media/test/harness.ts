import { randomBytes } from 'node:crypto';
import { createDb, type Db, type Nats } from '@tryon/kit';
import { buildMedia, SCHEMA, type MediaService } from '../src/app.js';
import { loadMediaConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
  testS3Env,
} from '../../../test-support/infra.js';

export interface MediaUnderTest {
  db: Db;
  nats: Nats;
  media: MediaService;
  /** The service's address, e.g. http://127.0.0.1:40123. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts media for one test file on a fresh database, the run's NATS and a bucket of its own; `env` adds
 * or overrides settings (a quota, say). `stop()` closes everything and drops the database.
 */
export async function startMediaForTest(
  name: string,
  env: Record<string, string> = {},
): Promise<MediaUnderTest> {
  const tdb = await createTestDatabase();
  const nats = await freshNats(name);
  const db = createDb({ url: tdb.url, schema: SCHEMA });
  const config = loadMediaConfig({
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
    ...testS3Env(`${name}-${randomBytes(4).toString('hex')}`),
    ...env,
  });
  const media = await buildMedia(config, { db, nats, logger: testLogger });
  const base = await media.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    nats,
    media,
    base,
    async stop() {
      await media.stop();
      await nats.nc.close();
      await db.destroy();
      await tdb.drop();
    },
  };
}
