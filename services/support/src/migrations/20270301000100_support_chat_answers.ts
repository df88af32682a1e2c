import type { Migration } from '@tryon/kit';

/**
 * chatbot_answers: the assistant's own record of the exchanges it answered outside a stored conversation
 * (the widget's first exchange), by the SHA-256 of the question and the reply. A conversation the widget
 * then creates takes an assistant line only from this record (each one once), never from the client.
 */
export const supportChatAnswers: Migration = {
  name: '20270301000100_support_chat_answers',
  async up(db) {
    await db.schema.createTable('chatbot_answers', (t) => {
      t.bigIncrements('id').primary();
      t.text('exchangeHash').notNullable().index();
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
    });
  },
  async down(db) {
    await db.schema.dropTable('chatbot_answers');
  },
};
