import type { Migration } from '@tryon/kit';
import { KNOWLEDGE_SEED } from '../domain/knowledge-seed.js';
import { refreshVocabulary } from '../data/knowledge.repository.js';

/** The starter knowledge base, written once (admins edit it from then on). */
export const supportKnowledgeSeed: Migration = {
  name: '20261231000200_support_knowledge_seed',
  async up(db) {
    await db('chatbot_knowledge_base').insert(KNOWLEDGE_SEED);
    await refreshVocabulary(db);
  },
  async down(db) {
    await db('chatbot_knowledge_base')
      .whereIn(
        'question',
        KNOWLEDGE_SEED.map((k) => k.question),
      )
      .del();
  },
};
