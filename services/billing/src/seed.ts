// One-off start-up step: applies billing's migrations and upserts the subscription plans by name.
import { z } from 'zod';
import { createDb, loadConfig, migrate } from '@tryon/kit';
import { SCHEMA } from './app.js';
import { migrations } from './migrations/index.js';
import { PlansRepository } from './data/plans.repository.js';
import { PLAN_SEEDS } from './domain/plans.js';

const config = loadConfig({ DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//) });
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA, poolMax: 2 });
try {
  await migrate(db, SCHEMA, migrations);
  await new PlansRepository(db).upsert(PLAN_SEEDS);
  console.log(`Billing plans: ${PLAN_SEEDS.map((p) => p.name).join(', ')}`);
} catch (err) {
  console.error(`Seeding billing failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
