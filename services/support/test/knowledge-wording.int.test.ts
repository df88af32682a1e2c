import { migrate, type Db } from '@tryon/kit';
import { TEST_SECRET, migratedTestDb, testLogger } from '../../../test-support/infra.js';
import { SCHEMA } from '../src/app.js';
import { loadSupportConfig } from '../src/config.js';
import { KnowledgeRepository, refreshVocabulary } from '../src/data/knowledge.repository.js';
import { Assistant } from '../src/domain/assistant.js';
import { KNOWLEDGE_SEED } from '../src/domain/knowledge-seed.js';
import {
  KNOWLEDGE_SEED_V1,
  supportKnowledgeWording,
} from '../src/migrations/20270201000100_support_knowledge_wording.js';
import { migrations } from '../src/migrations/index.js';

// An installation seeded before the knowledge base was reworded: the migration rewrites what still holds
// the seeded text and leaves the admin's edits alone; then the assistant answers the refund and privacy
// questions, however worded, from the right entry and in words that read right.

const FAILED = 'My try-on failed. Do I lose the session?';
const PRIVACY = 'Who can see my photos?';
const TRIAL = 'Is there a free trial?';
const DEVICES = 'Is my account used on several devices?';

let db: Db;
let drop: () => Promise<void>;

const entry = (question: string) =>
  db('chatbot_knowledge_base').where({ question }).first() as Promise<{
    id: number;
    answer: string;
    keywords: string[];
  }>;
const seeded = (question: string) => KNOWLEDGE_SEED.find((k) => k.question === question)!;
const v1 = (question: string) => KNOWLEDGE_SEED_V1.find((k) => k.question === question)!;

beforeAll(async () => {
  // Migrated as an older release did, then given the entries such an installation holds.
  ({ db, drop } = await migratedTestDb(
    SCHEMA,
    migrations.filter((m) => m !== supportKnowledgeWording),
  ));
  for (const old of KNOWLEDGE_SEED_V1) {
    await db('chatbot_knowledge_base')
      .where({ question: old.question })
      .update({ ...(old.answer && { answer: old.answer }), ...(old.keywords && { keywords: old.keywords }) });
  }
  await refreshVocabulary(db);
});

afterAll(async () => {
  await drop?.();
});

describe('the wording migration', () => {
  it("rewrites the seeded answers and keywords still as seeded, never an admin's edit", async () => {
    const adminAnswer = 'Yes! Two free sessions for every new account.';
    const adminKeywords = ['privacy', 'gdpr', 'photos'];
    await db('chatbot_knowledge_base').where({ question: TRIAL }).update({ answer: adminAnswer });
    await db('chatbot_knowledge_base').where({ question: PRIVACY }).update({ keywords: adminKeywords });
    expect(await db('kb_vocabulary').where({ word: 'pics' })).toHaveLength(0);

    expect(await migrate(db, SCHEMA, migrations)).toEqual([supportKnowledgeWording.name]);

    expect(await entry(FAILED)).toMatchObject({ answer: seeded(FAILED).answer });
    expect(await entry(DEVICES)).toMatchObject({ answer: seeded(DEVICES).answer });
    expect(await entry(TRIAL)).toMatchObject({ answer: adminAnswer });
    // Each field on its own: the privacy entry's answer was untouched, its keywords were the admin's.
    expect(await entry(PRIVACY)).toMatchObject({ answer: seeded(PRIVACY).answer, keywords: adminKeywords });
    expect(await entry('How do I delete my photos?')).toMatchObject({
      keywords: seeded('How do I delete my photos?').keywords,
    });
  });

  it('refreshes the words misspellings are corrected to', async () => {
    const words = (await db('kb_vocabulary').whereIn('word', ['pics', 'pictures'])).map((r) => r.word);
    expect(words.sort()).toEqual(['pics', 'pictures']);
  });

  it('puts the seeded text back on rollback, again only where it still holds the new one', async () => {
    await supportKnowledgeWording.down(db);
    expect(await entry(FAILED)).toMatchObject({ answer: v1(FAILED).answer });
    expect(await entry(TRIAL)).toMatchObject({ answer: 'Yes! Two free sessions for every new account.' });
    expect(await entry(PRIVACY)).toMatchObject({
      answer: v1(PRIVACY).answer,
      keywords: ['privacy', 'gdpr', 'photos'],
    });
    await supportKnowledgeWording.up(db);
    await db('chatbot_knowledge_base')
      .where({ question: PRIVACY })
      .update({ keywords: seeded(PRIVACY).keywords });
  });
});

describe('the assistant on the reworded knowledge base', () => {
  const assistant = () =>
    new Assistant({
      knowledge: new KnowledgeRepository(db),
      writer: null,
      logger: testLogger,
      threshold: loadSupportConfig({
        DATABASE_URL: 'postgres://unused',
        NATS_URL: 'nats://unused',
        INTERNAL_TOKEN_SECRET: TEST_SECRET,
        PORT: '0',
        APP_MODE: 'local',
      }).CHAT_CONFIDENCE_THRESHOLD,
    });

  it.each(['My try-on failed, do I get my session back?', 'Did my try-on failure get refunded?'])(
    'answers %p with the refund, not with a "No."',
    async (ask) => {
      const reply = await assistant().reply(ask, 0);
      expect(reply).toMatchObject({ needsEscalation: false, entryId: (await entry(FAILED)).id });
      expect(reply.response).not.toMatch(/^(no|yes)\b/i);
      expect(reply.response).toMatch(/session it used is refunded/);
    },
  );

  it.each([
    'can other people see my pictures',
    'Who can see my uploaded images?',
    'Are my photos private?',
    'can anyone else see my pics',
  ])('answers %p from the privacy entry', async (ask) => {
    const reply = await assistant().reply(ask, 0);
    expect(reply).toMatchObject({ needsEscalation: false, entryId: (await entry(PRIVACY)).id });
    expect(reply.response).toMatch(/^Your photos and images are private to you: no other user can see them/);
  });
});
