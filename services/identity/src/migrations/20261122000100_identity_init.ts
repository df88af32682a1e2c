import type { Migration } from '@tryon/kit';

/** users, sessions, notification_preferences, admin_activity_logs (spec: business-admin-data section 3). */
export const identityInit: Migration = {
  name: '20261122000100_identity_init',
  async up(db) {
    await db.schema.createTable('users', (t) => {
      t.increments('id').primary();
      t.text('username').notNullable().unique();
      t.text('password').notNullable();
      t.text('email').unique();
      t.text('firstName');
      t.text('lastName');
      t.text('role').notNullable().defaultTo('user');
      t.text('stripeCustomerId');
      t.text('stripeSubscriptionId');
      t.text('subscriptionStatus').notNullable().defaultTo('inactive');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))`);
    await db.raw(
      `ALTER TABLE users ADD CONSTRAINT users_subscription_status_check
         CHECK ("subscriptionStatus" IN ('active', 'inactive', 'cancelled', 'past_due'))`,
    );
    await db.raw(`ALTER TABLE users ADD CONSTRAINT users_email_lowercase CHECK (email = lower(email))`);

    // Server session store. `sid` holds the SHA-256 of the cookie value, never the value itself.
    await db.schema.createTable('sessions', (t) => {
      t.string('sid', 64).primary();
      t.json('sess').notNullable();
      t.timestamp('expire', { precision: 6, useTz: false }).notNullable();
    });
    await db.raw('CREATE INDEX "IDX_session_expire" ON sessions (expire)');

    await db.schema.createTable('notification_preferences', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
      t.boolean('emailNotifications').notNullable().defaultTo(true);
      t.boolean('lowBalanceAlerts').notNullable().defaultTo(true);
      t.boolean('renewalReminders').notNullable().defaultTo(true);
      t.boolean('marketingEmails').notNullable().defaultTo(true);
      t.integer('lowBalanceThreshold').notNullable().defaultTo(3);
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `ALTER TABLE notification_preferences ADD CONSTRAINT low_balance_threshold_range
         CHECK ("lowBalanceThreshold" BETWEEN 1 AND 10)`,
    );

    await db.schema.createTable('admin_activity_logs', (t) => {
      t.increments('id').primary();
      t.integer('adminId').notNullable();
      t.text('actionType').notNullable();
      t.integer('targetUserId');
      t.text('description');
      t.jsonb('metadata');
      t.text('ipAddress');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['adminId', 'createdAt']);
    });

    // rate-limiter-flexible's table (sign-in limits shared by every identity replica).
    await db.schema.createTable('rate_limits', (t) => {
      t.string('key', 255).primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire');
    });
  },
  async down(db) {
    for (const t of ['rate_limits', 'admin_activity_logs', 'notification_preferences', 'sessions', 'users']) {
      await db.schema.dropTableIfExists(t);
    }
  },
};
