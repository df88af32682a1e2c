import type { Migration } from '@tryon/kit';
import { CampaignAudience } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * content's tables of the spec (business-admin-data section 3): promo_campaigns, footer_sections,
 * footer_items, content_pages; plus user_audiences, content's own projection of each person's audience
 * facts, kept from identity's and billing's events (content never reads their tables). Enumerations and
 * the slug's form are check constraints.
 */
export const contentInit: Migration = {
  name: '20261230000100_content_init',
  async up(db) {
    await db.schema.createTable('promo_campaigns', (t) => {
      t.increments('id').primary();
      t.text('title').notNullable();
      t.text('message').notNullable();
      t.text('ctaText');
      t.text('ctaUrl');
      t.text('targetAudience').notNullable().defaultTo('all');
      t.integer('priority').notNullable().defaultTo(0);
      t.boolean('isActive').notNullable().defaultTo(false);
      t.date('startDate');
      t.date('endDate');
      t.integer('createdBy');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE promo_campaigns ADD CONSTRAINT promo_campaigns_audience_check
      CHECK ("targetAudience" IN (${inList(CampaignAudience.options)}))`);
    await db.raw(`ALTER TABLE promo_campaigns ADD CONSTRAINT promo_campaigns_dates_check
      CHECK ("startDate" IS NULL OR "endDate" IS NULL OR "startDate" <= "endDate")`);
    await db.raw(`CREATE INDEX promo_campaigns_active_idx ON promo_campaigns (priority DESC, id)
      WHERE "isActive"`);

    await db.schema.createTable('footer_sections', (t) => {
      t.increments('id').primary();
      t.text('title').notNullable();
      t.integer('displayOrder').notNullable().defaultTo(0);
      t.boolean('isVisible').notNullable().defaultTo(true);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    await db.schema.createTable('footer_items', (t) => {
      t.increments('id').primary();
      t.integer('sectionId').notNullable().references('id').inTable('footer_sections').onDelete('CASCADE');
      t.text('label').notNullable();
      t.text('url').notNullable();
      t.integer('displayOrder').notNullable().defaultTo(0);
      t.boolean('isVisible').notNullable().defaultTo(true);
      t.boolean('openInNewTab').notNullable().defaultTo(false);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['sectionId', 'displayOrder']);
    });

    await db.schema.createTable('content_pages', (t) => {
      t.increments('id').primary();
      t.text('title').notNullable();
      t.text('slug').notNullable().unique();
      t.text('content').notNullable();
      t.text('metaDescription');
      t.boolean('isVisible').notNullable().defaultTo(true);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE content_pages ADD CONSTRAINT content_pages_slug_check
      CHECK (slug ~ '^[a-z0-9-]+$')`);

    await db.schema.createTable('user_audiences', (t) => {
      t.integer('userId').primary();
      /** user_subscriptions.status of the latest subscription change, null before any. */
      t.text('subscriptionStatus');
      t.timestamp('subscriptionChangedAt', { useTz: true });
      t.integer('subscriptionSessions').notNullable().defaultTo(0);
      t.integer('topUpSessions').notNullable().defaultTo(0);
      /** billing's ledger id of the balance change applied last (a newer one has a larger id). */
      t.bigInteger('balanceLedgerId');
      t.timestamp('balanceChangedAt', { useTz: true });
      t.boolean('hasUsedSessions').notNullable().defaultTo(false);
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('user_audiences');
    await db.schema.dropTable('content_pages');
    await db.schema.dropTable('footer_items');
    await db.schema.dropTable('footer_sections');
    await db.schema.dropTable('promo_campaigns');
  },
};
