import { isSmallTalk, saysUnhelpful, wantsHuman, words } from './intent.js';
import { scoreCandidates } from './retrieval.js';
import type { Candidate } from '../data/knowledge.repository.js';

describe('intent', () => {
  it.each([
    'Can I talk to a human?',
    'I want to speak with someone',
    'connect me to support',
    'is there a real person there',
    'customer service please',
  ])('hears a request for a person in %p', (m) => expect(wantsHuman(m)).toBe(true));

  it.each([
    'how much does a try-on cost for a person',
    'can i try two garments on someone else’s photo',
    'how do I delete my photos',
  ])('does not hear one in %p', (m) => expect(wantsHuman(m)).toBe(false));

  it('hears that an answer did not help', () => {
    expect(saysUnhelpful("that's not what i asked")).toBe(true);
    expect(saysUnhelpful('this does not help')).toBe(true);
    expect(saysUnhelpful('useless')).toBe(true);
    expect(saysUnhelpful('does the pro plan help with more sessions')).toBe(false);
  });

  it('tells small talk from questions', () => {
    expect(isSmallTalk('Hello!')).toBe('greeting');
    expect(isSmallTalk('thanks')).toBe('thanks');
    expect(isSmallTalk('hello, how much is a pack')).toBeNull();
  });

  it('splits words, lower case', () => {
    expect(words("What's the PRICE of a try-on?")).toEqual([
      'what',
      's',
      'the',
      'price',
      'of',
      'a',
      'try',
      'on',
    ]);
  });
});

describe('scoreCandidates', () => {
  const candidate = (
    id: number,
    questionLexemes: string[],
    answerLexemes: string[],
    rank = 0.1,
  ): Candidate => ({
    entry: { id } as Candidate['entry'],
    rank,
    questionLexemes,
    allLexemes: [...questionLexemes, ...answerLexemes],
  });

  it('ranks the entry whose own question covers the words first', () => {
    const scored = scoreCandidates(
      ['cost', 'tri'],
      [
        candidate(1, ['generat', 'cost'], ['tri']),
        candidate(2, ['tri', 'cost'], []),
        candidate(3, [], ['tri', 'cost'], 0.9),
      ],
    );
    expect(scored.map((s) => s.candidate.entry.id)).toEqual([2, 1, 3]);
    expect(scored[0].score).toBeCloseTo(1);
    expect(scored[1].score).toBeCloseTo(0.65 * 0.5 + 0.35);
    expect(scored[2].score).toBeCloseTo(0.35);
  });

  it('scores nothing for a question without words', () => {
    expect(scoreCandidates([], [candidate(1, ['a'], [])])).toEqual([]);
  });
});
