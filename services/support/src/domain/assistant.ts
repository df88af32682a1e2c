import type { Logger } from '@tryon/kit';
import type { KnowledgeRepository } from '../data/knowledge.repository.js';
import type { GeminiAnswerWriter } from '../data/gemini-writer.js';
import { isSmallTalk, saysUnhelpful, wantsHuman, words } from './intent.js';
import { scoreCandidates } from './retrieval.js';

/** The assistant's reply to one message, and why. */
export interface AssistantReply {
  response: string;
  needsEscalation: boolean;
  /** The entry it answered from, if any. */
  entryId: number | null;
  /** Its confidence in that entry (0 to 1). */
  score: number;
  reason: 'answered' | 'small_talk' | 'asked_for_human' | 'unhelpful' | 'not_found';
}

export const GREETING =
  "Hi! I'm the AI Virtual Try-On assistant. Ask me about sessions and prices, trying clothes on, refining results, your photos or your account.";

const REPLIES = {
  thanks: "You're welcome! Anything else I can help with?",
  human:
    'Of course. Leave your e-mail below and someone from our team will get back to you, usually within one working day.',
  rephrase: "Sorry that wasn't helpful. Could you tell me a bit more, or ask in other words?",
  unhelpful:
    "Sorry that didn't help. Leave your e-mail below and a person from our team will answer you directly.",
  notFound:
    "I'm not sure I can answer that one correctly. Leave your e-mail below and someone from our team will get back to you.",
};

/**
 * Answers a message from the knowledge base: full-text search over the active entries (misspelled words
 * corrected to the base's own words with pg_trgm), scored by how much of the question an entry covers.
 * Below `threshold`, when the person asks for a human, or at the second answer that did not help, the
 * reply asks for their e-mail (needsEscalation). With a Gemini writer the reply is written by Gemini from
 * the best entries only; without one (or when it fails) the best entry's answer is the reply.
 */
export class Assistant {
  constructor(
    private readonly deps: {
      knowledge: KnowledgeRepository;
      writer: GeminiAnswerWriter | null;
      logger: Logger;
      threshold: number;
    },
  ) {}

  /** `unhelpfulSoFar`: earlier answers of this conversation the person said did not help. */
  async reply(message: string, unhelpfulSoFar: number): Promise<AssistantReply> {
    const none = { entryId: null, score: 0 };
    if (wantsHuman(message))
      return { response: REPLIES.human, needsEscalation: true, reason: 'asked_for_human', ...none };
    if (saysUnhelpful(message)) {
      return unhelpfulSoFar + 1 >= 2
        ? { response: REPLIES.unhelpful, needsEscalation: true, reason: 'unhelpful', ...none }
        : { response: REPLIES.rephrase, needsEscalation: false, reason: 'unhelpful', ...none };
    }
    const talk = isSmallTalk(message);
    if (talk) {
      return {
        response: talk === 'thanks' ? REPLIES.thanks : GREETING,
        needsEscalation: false,
        reason: 'small_talk',
        ...none,
      };
    }

    const { knowledge } = this.deps;
    const corrected = await knowledge.correct(words(message));
    const lexemes = await knowledge.lexemes(corrected.join(' '));
    const ranked = scoreCandidates(lexemes, await knowledge.candidates(lexemes));
    const best = ranked[0];
    if (!best || best.score < this.deps.threshold) {
      await knowledge.recordUnanswered(message, best?.score ?? 0);
      return {
        response: REPLIES.notFound,
        needsEscalation: true,
        reason: 'not_found',
        entryId: best?.candidate.entry.id ?? null,
        score: best?.score ?? 0,
      };
    }
    await knowledge.markUsed(best.candidate.entry.id);
    const answered = { entryId: best.candidate.entry.id, score: best.score, reason: 'answered' as const };
    if (this.deps.writer) {
      try {
        const written = await this.deps.writer.write({
          question: message,
          entries: ranked.slice(0, 3).map((r) => r.candidate.entry),
        });
        if (!written.covered) await knowledge.recordUnanswered(message, best.score);
        return { response: written.text, needsEscalation: !written.covered, ...answered };
      } catch (err) {
        this.deps.logger.warn(
          { err: (err as Error).message },
          'Gemini could not write the answer; using the entry',
        );
      }
    }
    return { response: best.candidate.entry.answer, needsEscalation: false, ...answered };
  }
}
