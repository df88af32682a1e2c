import { createRateLimitTable, type Migration } from '@tryon/kit';
import { ConversationStatus, FeedbackType } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The chatbot's tables of the spec (business-admin-data section 3): chatbot_knowledge_base (with a
 * weighted full-text vector over question, keywords and answer) and chatbot_conversations (with an
 * unguessable token: visitors name a conversation by it, never by its number). Beside them:
 * kb_vocabulary (the words the knowledge base uses, for correcting misspellings with pg_trgm),
 * chatbot_unanswered (questions below the confidence threshold, for the admin) and rate_limits
 * (rate-limiter-flexible's table, shared by every replica).
 */
export const supportChatbot: Migration = {
  name: '20261231000100_support_chatbot',
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await db.schema.createTable('chatbot_knowledge_base', (t) => {
      t.increments('id').primary();
      t.text('question').notNullable();
      t.text('answer').notNullable();
      t.text('category').notNullable();
      t.specificType('keywords', 'text[]').notNullable().defaultTo('{}');
      t.boolean('isActive').notNullable().defaultTo(true);
      t.integer('createdBy');
      t.integer('timesUsed').notNullable().defaultTo(0);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    // Question and keywords weigh most (A), the answer least (C). array_to_string is not immutable, so
    // the keywords are joined by an immutable wrapper.
    await db.raw(`CREATE FUNCTION kb_keywords_text(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$`);
    await db.raw(`ALTER TABLE chatbot_knowledge_base ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', question), 'A') ||
        setweight(to_tsvector('english', kb_keywords_text(keywords)), 'A') ||
        setweight(to_tsvector('english', answer), 'C')
      ) STORED`);
    // The question's and keywords' own words, for how much of a question an entry covers.
    await db.raw(`ALTER TABLE chatbot_knowledge_base ADD COLUMN "questionLexemes" text[] GENERATED ALWAYS AS (
        tsvector_to_array(to_tsvector('english', question || ' ' || kb_keywords_text(keywords)))
      ) STORED`);
    await db.raw(
      'CREATE INDEX chatbot_knowledge_base_search_idx ON chatbot_knowledge_base USING gin (search)',
    );

    await db.schema.createTable('kb_vocabulary', (t) => {
      t.text('word').primary();
    });
    const { rows } = await db.raw(`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
    await db.raw(
      `CREATE INDEX kb_vocabulary_trgm_idx ON kb_vocabulary USING gin (word "${rows[0].schema}".gin_trgm_ops)`,
    );

    await db.schema.createTable('chatbot_conversations', (t) => {
      t.increments('id').primary();
      /** SHA-256 of the conversation's token (the id visitors hold). */
      t.text('tokenHash').notNullable().unique();
      t.integer('userId');
      t.text('visitorEmail');
      t.text('visitorName');
      t.jsonb('messages').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      t.text('feedbackType');
      t.text('status').notNullable().defaultTo('new');
      t.text('adminNotes');
      t.integer('respondedBy');
      t.timestamp('respondedAt', { useTz: true });
      t.boolean('needsEscalation').notNullable().defaultTo(false);
      /** Answers the person said did not help (two hand the conversation over). */
      t.integer('unhelpfulAnswers').notNullable().defaultTo(0);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['status', 'createdAt']);
    });
    await db.raw(`ALTER TABLE chatbot_conversations ADD CONSTRAINT chatbot_conversations_status_check
      CHECK (status IN (${inList(ConversationStatus.options)}))`);
    await db.raw(`ALTER TABLE chatbot_conversations ADD CONSTRAINT chatbot_conversations_feedback_check
      CHECK ("feedbackType" IS NULL OR "feedbackType" IN (${inList(FeedbackType.options)}))`);

    await db.schema.createTable('chatbot_unanswered', (t) => {
      /** The question, lower-cased and with its spaces collapsed. */
      t.text('question').primary();
      t.integer('times').notNullable().defaultTo(1);
      t.float('bestScore').notNullable().defaultTo(0);
      t.timestamp('lastAskedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    await createRateLimitTable(db);
  },
  async down(db) {
    for (const t of ['rate_limits', 'chatbot_unanswered', 'chatbot_conversations', 'kb_vocabulary']) {
      await db.schema.dropTableIfExists(t);
    }
    await db.schema.dropTableIfExists('chatbot_knowledge_base');
    await db.raw('DROP FUNCTION IF EXISTS kb_keywords_text(text[])');
  },
};
