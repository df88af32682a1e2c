import { KNOWLEDGE_SEED } from './knowledge-seed.js';
import { KNOWLEDGE_SEED_V1 } from '../migrations/20270201000100_support_knowledge_wording.js';

// The assistant answers with an entry's answer as it is, to questions worded every which way ("do I lose
// the session?", "did I get my session back?"): an answer must read right after any of them.

/**
 * An opening that answers the seeded question's own wording, not the question asked: a bare "Yes." or
 * "No." (or the like), or an "It ..." that leans on the question for what "it" is.
 */
const QUESTION_BOUND_OPENING =
  /^((yes|no|yep|nope|sure|of course|not really|only you|correct)\s*[.,:;!]|(it|that|this) (means|does|is)\b)/i;

describe('KNOWLEDGE_SEED', () => {
  it.each(KNOWLEDGE_SEED.map((k) => [k.question, k.answer] as const))(
    'answers %p without a bare yes or no',
    (_question, answer) => {
      expect(answer).not.toMatch(QUESTION_BOUND_OPENING);
    },
  );

  it('tells a failed job refunds its session, without opening with "No."', () => {
    const failed = KNOWLEDGE_SEED.find((k) => k.question === 'My try-on failed. Do I lose the session?')!;
    expect(failed.answer).toMatch(
      /^When a generation, try-on or refinement fails, the session it used is refunded/,
    );
    expect(failed.answer).toContain('exactly once');
  });

  it('names photos the everyday ways in the privacy entry', () => {
    const privacy = KNOWLEDGE_SEED.find((k) => k.category === 'privacy' && k.question.startsWith('Who can'))!;
    expect(privacy.answer).toMatch(/^Your photos and images are private to you: no other user can see them/);
    expect(privacy.keywords).toEqual(
      expect.arrayContaining(['photos', 'pictures', 'pics', 'images', 'uploaded', 'other people']),
    );
  });
});

describe('KNOWLEDGE_SEED_V1 (the seed as first written, for the wording migration)', () => {
  it.each(KNOWLEDGE_SEED_V1.map((k) => [k.question, k] as const))(
    'names a seeded entry, %p, and only fields that have changed since',
    (question, old) => {
      const now = KNOWLEDGE_SEED.find((k) => k.question === question);
      expect(now).toBeDefined();
      expect(old.answer ?? old.keywords).toBeDefined();
      if (old.answer !== undefined) expect(old.answer).not.toBe(now!.answer);
      if (old.keywords !== undefined) expect(old.keywords).not.toEqual(now!.keywords);
    },
  );

  it('holds the old answers that opened with a bare yes or no', () => {
    const opened = KNOWLEDGE_SEED_V1.filter((k) => k.answer && QUESTION_BOUND_OPENING.test(k.answer));
    expect(opened.map((k) => k.question)).toEqual(
      expect.arrayContaining(['My try-on failed. Do I lose the session?', 'Who can see my photos?']),
    );
  });
});
