import type { Candidate } from '../data/knowledge.repository.js';

/** An entry with its confidence for a question (0 to 1). */
export interface Scored {
  candidate: Candidate;
  score: number;
}

/**
 * How sure the assistant is that an entry answers a question: the share of the question's words found in
 * the entry's own question and keywords counts most, the share found anywhere in the entry (its answer
 * too) the rest. ts_rank breaks ties.
 */
export function scoreCandidates(queryLexemes: string[], candidates: Candidate[]): Scored[] {
  const q = [...new Set(queryLexemes)];
  if (q.length === 0) return [];
  return candidates
    .map((candidate) => {
      const inQuestion = new Set(candidate.questionLexemes);
      const inEntry = new Set(candidate.allLexemes);
      const coveredQ = q.filter((l) => inQuestion.has(l)).length / q.length;
      const coveredAll = q.filter((l) => inEntry.has(l)).length / q.length;
      return { candidate, score: 0.65 * coveredQ + 0.35 * coveredAll };
    })
    .sort((a, b) => b.score - a.score || b.candidate.rank - a.candidate.rank);
}
