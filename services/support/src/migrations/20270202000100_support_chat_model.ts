import type { Migration } from '@tryon/kit';
import { ChatModelSource } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * chat_model_settings: one row (id 1) shared by every replica. The admin's pin (pinnedModel, null for the
 * automatic choice) and what the model selector last chose and found (model, modelSource, candidates,
 * available, checkedAt, problem), with Google's message of the last failure no retry fixes (lastError).
 */
export const supportChatModel: Migration = {
  name: '20270202000100_support_chat_model',
  async up(db) {
    await db.schema.createTable('chat_model_settings', (t) => {
      t.smallint('id').primary().defaultTo(1);
      t.text('pinnedModel');
      t.text('model');
      t.text('modelSource');
      t.specificType('candidates', 'text[]').notNullable().defaultTo('{}');
      t.specificType('available', 'text[]').notNullable().defaultTo('{}');
      t.timestamp('checkedAt', { useTz: true });
      t.text('problem');
      t.text('lastError');
      t.timestamp('lastErrorAt', { useTz: true });
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('ALTER TABLE chat_model_settings ADD CONSTRAINT chat_model_settings_one_row CHECK (id = 1)');
    await db.raw(`ALTER TABLE chat_model_settings ADD CONSTRAINT chat_model_settings_source_check
      CHECK ("modelSource" IN (${inList(ChatModelSource.options)}))`);
    await db('chat_model_settings').insert({ id: 1 });
  },
  async down(db) {
    await db.schema.dropTable('chat_model_settings');
  },
};
