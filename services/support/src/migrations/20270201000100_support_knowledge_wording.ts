import type { Db, Migration } from '@tryon/kit';
import { refreshVocabulary } from '../data/knowledge.repository.js';
import { KNOWLEDGE_SEED } from '../domain/knowledge-seed.js';

/** A seeded entry (named by its question) and the fields it had when 20261231000200 wrote it. */
interface SeededV1 {
  question: string;
  answer?: string;
  keywords?: string[];
}

/**
 * The answers and keyword lists of the starter knowledge base that have changed since
 * 20261231000200_support_knowledge_seed first wrote them, as it wrote them. Frozen here: never edit it.
 */
export const KNOWLEDGE_SEED_V1: SeededV1[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'Yes. Every new account gets 2 free sessions, no card needed: enough to generate a model and try an outfit on it.',
  },
  {
    question: 'Is there a discount for paying yearly?',
    answer:
      'Yes: annual billing saves 20% against twelve monthly payments. Standard costs $191.90 a year and Pro $479.90 a year. You still get your sessions every month.',
  },
  {
    question: 'Can I have a subscription and packs at the same time?',
    answer:
      'Yes. Pack sessions add to your balance on top of your subscription and never expire. Subscription sessions are spent first.',
  },
  {
    question: 'My try-on failed. Do I lose the session?',
    answer:
      'No. When a generation, try-on or refinement fails, the session it used is refunded to your balance automatically, exactly once. You can simply try again.',
  },
  {
    question: 'Can I try on two garments at once?',
    answer:
      'Yes. In Virtual Try-On switch on the second garment and add, for example, a top and trousers. Both are put on the person in one try-on, which costs 1 session.',
  },
  {
    question: 'Where are my saved images?',
    keywords: ['gallery', 'saved', 'find', 'where', 'results', 'my images', 'download', 'history'],
  },
  {
    question: 'How do I download a result?',
    keywords: ['download', 'save image', 'export', 'file', 'jpg', 'png'],
  },
  {
    question: 'What photos give the best try-on results?',
    keywords: [
      'photo',
      'tips',
      'best results',
      'quality',
      'picture',
      'lighting',
      'pose',
      'better',
      'bad result',
    ],
  },
  {
    question: 'Which file types and sizes can I upload?',
    keywords: ['upload', 'file type', 'format', 'size', 'limit', 'mb', 'jpg', 'png', 'webp', 'too large'],
  },
  {
    question: 'Why was my upload refused?',
    keywords: ['upload failed', 'refused', 'rejected', 'invalid file', 'error upload', 'cannot upload'],
  },
  {
    question: 'Who can see my photos?',
    answer:
      "Only you. Your images are stored privately and served only to your signed-in account. When an AI provider is switched on, a job's images are sent to it only to make the result you asked for.",
    keywords: ['privacy', 'private', 'who can see', 'share', 'public', 'safe', 'secure', 'photos'],
  },
  {
    question: 'How do I delete my photos?',
    keywords: ['delete', 'remove', 'photo', 'image', 'erase', 'gallery'],
  },
  {
    question: 'Do you use my photos to train AI?',
    answer:
      'No. Your photos and results are used only to produce the results you ask for and are never used to train models.',
    keywords: ['train', 'training', 'ai training', 'use my data', 'dataset', 'machine learning'],
  },
  {
    question: 'Is my account used on several devices?',
    answer:
      'Yes. Sign in with the same e-mail on any device; your balance, gallery and saved models are the same everywhere. Signing out on one device does not affect the others.',
  },
  {
    question: 'What does "Offline preview" mean on a result?',
    answer:
      'It means the result was made by the built-in offline engine instead of the AI provider, for example in a test installation without AI keys. It shows the idea but is not AI quality.',
  },
];

const current = (question: string) => {
  const entry = KNOWLEDGE_SEED.find((k) => k.question === question);
  if (!entry) throw new Error(`no seeded entry "${question}"`);
  return entry;
};

/**
 * Brings the seeded entries to the current starter knowledge base: answers that read right whatever
 * yes/no wording the question had (none opens with a bare "Yes.", "No." or "Only you."), and the
 * everyday words people use for photos (picture, image, pic) among the keywords. Each field is rewritten
 * only where it still holds exactly what the seed wrote (an answer by its old text, a keyword list by its
 * entry's question and old list): an admin's edit is never overwritten. Down does the reverse, on the same
 * terms.
 */
/**
 * Moves each changed field of the seeded entries from one version to the other (`up`: the seed's first
 * text to the current one; `down`: back), only where the row still holds the text it moves from.
 */
async function rewrite(db: Db, direction: 'up' | 'down'): Promise<void> {
  for (const old of KNOWLEDGE_SEED_V1) {
    const now = current(old.question);
    const [from, to] = direction === 'up' ? [old, now] : [now, old];
    if (old.answer !== undefined) {
      await db('chatbot_knowledge_base')
        .where({ answer: from.answer })
        .update({ answer: to.answer, updatedAt: db.fn.now() });
    }
    if (old.keywords !== undefined) {
      await db('chatbot_knowledge_base')
        .where({ question: old.question, keywords: from.keywords })
        .update({ keywords: to.keywords, updatedAt: db.fn.now() });
    }
  }
  await refreshVocabulary(db);
}

export const supportKnowledgeWording: Migration = {
  name: '20270201000100_support_knowledge_wording',
  up: (db) => rewrite(db, 'up'),
  down: (db) => rewrite(db, 'down'),
};
