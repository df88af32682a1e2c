// One-off start-up step: applies identity's migrations and makes sure an admin account exists.
// Prints a generated admin password once (when ADMIN_EMAIL/ADMIN_PASSWORD are not set and no admin exists).
import { z } from 'zod';
import { createDb, loadConfig, migrate } from '@tryon/kit';
import { SCHEMA } from './app.js';
import { migrations } from './migrations/index.js';
import { UsersRepository } from './data/users.repository.js';
import { ensureAdmin } from './domain/admin-account.js';

const config = loadConfig({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
});
if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
  console.error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  process.exit(1);
}
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA, poolMax: 2 });
try {
  await migrate(db, SCHEMA, migrations);
  const result = await ensureAdmin(db, new UsersRepository(db), config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (result.kind === 'generated') {
    console.log(`Admin account: ${result.email} / ${result.password}`);
    console.log('  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)');
  } else if (result.kind === 'configured') {
    console.log(
      `Admin account: ${result.email} (${result.created ? 'created' : 'up to date'} from ADMIN_EMAIL)`,
    );
  }
} catch (err) {
  console.error(`Seeding identity failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
