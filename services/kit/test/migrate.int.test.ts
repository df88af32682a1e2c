import { createDb, migrate, type Db, type Migration } from '@tryon/kit';
import { createTestDatabase } from '../../../test-support/infra.js';

// Processes that share a schema (an API and its workers) start together and migrate at the same time.

const migrations: Migration[] = [
  {
    name: '20260101000000_things',
    async up(db) {
      await db.schema.createTable('things', (t) => {
        t.increments('id').primary();
        t.text('name').notNullable();
      });
    },
    async down(db) {
      await db.schema.dropTable('things');
    },
  },
];

let drop: () => Promise<void>;
let url: string;

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  url = tdb.url;
});

afterAll(() => drop?.());

it('migrates a new schema once when five processes start at the same moment', async () => {
  const pools: Db[] = Array.from({ length: 5 }, () => createDb({ url, schema: 'shared_svc', poolMax: 2 }));
  try {
    const applied = await Promise.all(pools.map((db) => migrate(db, 'shared_svc', migrations)));
    expect(applied.flat()).toEqual(['20260101000000_things']);
    const rows = await pools[0]!('knex_migrations').select('name');
    expect(rows).toEqual([{ name: '20260101000000_things' }]);
    // And again later: nothing to do, no error.
    expect(await migrate(pools[1]!, 'shared_svc', migrations)).toEqual([]);
  } finally {
    await Promise.all(pools.map((db) => db.destroy()));
  }
});

it('starts the previous release on a schema a newer release expanded (expand/contract, rollback)', async () => {
  const db = createDb({ url, schema: 'expanded_svc', poolMax: 2 });
  const expand: Migration = {
    name: '20260102000000_things_note',
    async up(k) {
      await k.schema.alterTable('things', (t) => t.text('note'));
    },
    async down(k) {
      await k.schema.alterTable('things', (t) => t.dropColumn('note'));
    },
  };
  try {
    expect(await migrate(db, 'expanded_svc', [...migrations, expand])).toEqual([
      '20260101000000_things',
      '20260102000000_things_note',
    ]);
    // The previous release (without the new migration) starts beside it, and its code still works.
    expect(await migrate(db, 'expanded_svc', migrations)).toEqual([]);
    await db('things').insert({ name: 'old code' });
    expect(await db('things').select('name', 'note')).toEqual([{ name: 'old code', note: null }]);
  } finally {
    await db.destroy();
  }
});
