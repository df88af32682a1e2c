import knex, { type Knex } from 'knex';
import pg from 'pg';

// COUNT(*) and bigserial come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Knex;

/** Whether `err` is Postgres refusing a row that breaks a unique index (`constraint`: that one only). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** A migration, written in code and listed in the service's `migrations/index.ts` (no file loading). */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** A knex pool whose tables live in the service's own Postgres schema. */
export function createDb(opts: { url: string; schema: string; poolMax?: number }): Db {
  return knex({
    client: 'pg',
    connection: opts.url,
    searchPath: [opts.schema, 'public'],
    pool: { min: 0, max: opts.poolMax ?? 10 },
  });
}

/**
 * Another pool on the same database and schema as `db`, of at most `poolMax` connections: work that must
 * not wait behind a burst of `db`'s queries (the outbox relay) gets connections of its own.
 */
export function createDbBeside(db: Db, poolMax: number): Db {
  return knex({ ...db.client.config, pool: { min: 0, max: poolMax } });
}

/**
 * Creates the schema if needed and applies the service's migrations. Processes that share a schema (an API
 * and its workers, replicas) may start together: a Postgres advisory lock per schema lets one migrate at a
 * time (knex's own lock does not cover creating its lock table, nor CREATE SCHEMA).
 */
export async function migrate(db: Db, schema: string, migrations: Migration[]): Promise<string[]> {
  // A session-level lock lives on one connection: hold one aside while the migrations use others.
  const conn = await db.client.acquireConnection();
  const lockKey = `tryon-migrate:${schema}`;
  try {
    await db.raw('SELECT pg_advisory_lock(hashtext(?))', [lockKey]).connection(conn);
    await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
    const all = withKitMigrations(migrations);
    const [, applied] = (await db.migrate.latest({
      schemaName: schema,
      tableName: 'knex_migrations',
      // A newer release may have applied migrations this code does not know (expand/contract: a rollout
      // or a rollback runs the previous release beside them); knex would call that a corrupt directory.
      disableMigrationsListValidation: true,
      migrationSource: {
        getMigrations: async () => all,
        getMigrationName: (m: Migration) => m.name,
        getMigration: async (m: Migration) => m,
      },
    })) as [number, string[]];
    return applied;
  } finally {
    await db
      .raw('SELECT pg_advisory_unlock(hashtext(?))', [lockKey])
      .connection(conn)
      .catch(() => undefined);
    await db.client.releaseConnection(conn);
  }
}

/**
 * Runs `fn` once the outermost transaction `trx` belongs to has committed (at once when given the pool:
 * what it wrote is already committed); never after a rollback. For work that must only start on
 * committed rows, such as waking a sender up.
 */
export function afterCommit(trx: Knex | Knex.Transaction, fn: () => void): void {
  let top = trx as Partial<Knex.Transaction>;
  while (top.parentTransaction) top = top.parentTransaction;
  if (!top.isTransaction || !top.executionPromise) {
    fn();
    return;
  }
  top.executionPromise.then(
    () => fn(),
    () => undefined, // rolled back
  );
}

/** Readiness check for Postgres. */
export async function pingDb(db: Db): Promise<void> {
  await db.raw('SELECT 1');
}

/** Outbox and inbox tables every service has (kit's outbox relay and inbox consumer use them). */
export const outboxInboxMigration: Migration = {
  name: '00000000000000_kit_outbox_inbox',
  async up(db) {
    await db.schema.createTable('outbox', (t) => {
      t.uuid('id').primary();
      t.text('subject').notNullable();
      t.jsonb('payload').notNullable();
      t.text('correlation_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('sent_at', { useTz: true });
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
    });
    await db.raw('CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL');
    await db.schema.createTable('inbox', (t) => {
      t.text('consumer').notNullable();
      t.text('message_id').notNullable();
      t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['consumer', 'message_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('inbox');
    await db.schema.dropTable('outbox');
  },
};

/**
 * The outbox row keeps the W3C trace context of the request that wrote it, so the relay's publish (and
 * whatever consumes the event) continues that trace. Run right after {@link outboxInboxMigration} by
 * {@link migrate}, so no service lists it.
 */
export const outboxTraceMigration: Migration = {
  name: '00000000000001_kit_outbox_trace_context',
  async up(db) {
    await db.schema.alterTable('outbox', (t) => {
      t.text('traceparent');
      t.text('tracestate');
    });
  },
  async down(db) {
    await db.schema.alterTable('outbox', (t) => {
      t.dropColumn('tracestate');
      t.dropColumn('traceparent');
    });
  },
};

/** A service's migrations with kit's follow-ups of {@link outboxInboxMigration} right after it. */
export function withKitMigrations(migrations: Migration[]): Migration[] {
  const at = migrations.indexOf(outboxInboxMigration);
  if (at < 0 || migrations.includes(outboxTraceMigration)) return migrations;
  return [...migrations.slice(0, at + 1), outboxTraceMigration, ...migrations.slice(at + 1)];
}
