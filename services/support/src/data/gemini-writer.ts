import {
  FinishReason,
  GoogleGenAI,
  ThinkingLevel,
  type GenerateContentParameters,
  type GenerateContentResponse,
  type ThinkingConfig,
} from '@google/genai';
import {
  bareModelName,
  permanentGeminiError,
  providerMessage,
  type ModelSelector,
} from '@tryon/kit/gemini-models';

/** What the assistant hands Gemini: the question and the best entries of the knowledge base. */
export interface GroundedQuestion {
  question: string;
  entries: { question: string; answer: string }[];
}

/** Gemini's reply, and whether it said the entries do not cover the question. */
export interface WrittenAnswer {
  text: string;
  covered: boolean;
}

const NOT_COVERED = 'NOT_COVERED';

const INSTRUCTION = `You are the support assistant of AI Virtual Try-On, a web app where people generate AI fashion
models, try garments on and refine results, paying with sessions. Answer the customer's question using ONLY
the knowledge base entries given. Be friendly and brief (at most 4 sentences), in the customer's language.
If the entries do not contain the answer, start your reply with ${NOT_COVERED}: and then say briefly that you
do not have that information and that the team can help. Never invent prices, features or policies.`;

/**
 * The most tokens a reply may take. Thinking tokens count against it: room for a short answer after the
 * little thinking {@link thinkingConfigFor} allows.
 */
export const MAX_OUTPUT_TOKENS = 1024;

/**
 * A thinking budget every thinking model accepts (2.5 Flash 0-24576, 2.5 Flash-Lite 512-24576, 2.5 Pro
 * 128-32768; Gemini 3 takes a budget for backward compatibility), for a name whose family is not known.
 */
const UNKNOWN_FAMILY_BUDGET = 512;

/**
 * As little thinking as the model allows, by its family (told by its name): Gemini 3 and later take a
 * `thinkingLevel` (MINIMAL for Flash and Flash-Lite, LOW for Pro, which cannot go lower) and may refuse a
 * budget of 0; Gemini 2.5 takes a `thinkingBudget` (0 turns thinking off on Flash and Flash-Lite; Pro
 * needs at least 128) and refuses a level. Earlier models do not think. An alias without a version
 * (`gemini-flash-latest`) gets a small budget that both families accept.
 */
export function thinkingConfigFor(model: string): ThinkingConfig | undefined {
  const name = bareModelName(model).toLowerCase();
  const version = /^gemini-(\d+)(?:\.(\d+))?-/.exec(name);
  const pro = /-pro\b/.test(name);
  if (!version) return { thinkingBudget: UNKNOWN_FAMILY_BUDGET };
  const major = Number(version[1]);
  const minor = Number(version[2] ?? 0);
  if (major >= 3) return { thinkingLevel: pro ? ThinkingLevel.LOW : ThinkingLevel.MINIMAL };
  if (major === 2 && minor >= 5) return { thinkingBudget: pro ? 128 : 0 };
  return undefined;
}

/** Gemini answered, but with nothing usable as the reply (cut off, refused, empty). */
export class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError';
}

/** The SDK client the writer calls (`GoogleGenAI.models`), and the catalogue look-ups use. */
export function geminiClient(opts: { apiKey: string; baseUrl?: string; timeoutMs: number }): GoogleGenAI {
  return new GoogleGenAI({
    apiKey: opts.apiKey,
    vertexai: false,
    httpOptions: {
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
      timeout: opts.timeoutMs,
      // Node's own fetch (see ai-jobs' Gemini provider: the SDK's undici lookup fails under jest).
      fetch: (input, init) => fetch(input, init),
    },
  });
}

export interface GeminiAnswerWriterDeps {
  /** The SDK's `models` (generateContent). */
  models: { generateContent(params: GenerateContentParameters): Promise<GenerateContentResponse> };
  /** Chooses the model of each reply (kit's ModelSelector, purpose 'text'). */
  selector: Pick<ModelSelector, 'model' | 'markGone'>;
  /** The admin's pin, read for each reply (null: the automatic choice). */
  pinned: () => Promise<string | null>;
  /** Told Google's message of a failure no retry fixes (invalid key, no quota). Must not throw. */
  onPermanentError?: (message: string) => Promise<void>;
  /** The selector's first look-up: replies wait for it (settles; its failure is the selector's). */
  ready?: Promise<unknown>;
}

/**
 * Writes the assistant's reply with Gemini, grounded only on the given entries, with the model the
 * selector chooses. A model that answers 404 is marked gone and the reply is written once more with the
 * next one. Throws when there is no usable reply (the assistant then gives the entry's own answer): any
 * API failure, a finish reason other than STOP (MAX_TOKENS: cut off; SAFETY, RECITATION, ...: refused),
 * or no text. Thought parts are never part of the reply.
 */
export class GeminiAnswerWriter {
  constructor(private readonly deps: GeminiAnswerWriterDeps) {}

  async write(input: GroundedQuestion): Promise<WrittenAnswer> {
    const { selector } = this.deps;
    await this.deps.ready;
    const model = await selector.model(await this.deps.pinned());
    if (!model) throw new Error('No Gemini model is available to write the reply');
    try {
      return await this.writeWith(model, input);
    } catch (err) {
      if (permanentGeminiError(err) !== 'model') throw await this.noted(err);
      const next = await selector.markGone(model);
      if (!next || next === model) throw err;
      try {
        return await this.writeWith(next, input);
      } catch (again) {
        if (permanentGeminiError(again) === 'model') await selector.markGone(next);
        throw await this.noted(again);
      }
    }
  }

  private async writeWith(model: string, input: GroundedQuestion): Promise<WrittenAnswer> {
    const entries = input.entries
      .map((e, i) => `Entry ${i + 1}\nQ: ${e.question}\nA: ${e.answer}`)
      .join('\n\n');
    const thinkingConfig = thinkingConfigFor(model);
    const res = await this.deps.models.generateContent({
      model,
      contents: [
        {
          role: 'user',
          parts: [{ text: `Knowledge base entries:\n\n${entries}\n\nCustomer question: ${input.question}` }],
        },
      ],
      config: {
        systemInstruction: INSTRUCTION,
        temperature: 0.2,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        ...(thinkingConfig ? { thinkingConfig } : {}),
      },
    });
    const candidate = res.candidates?.[0];
    if (!candidate) {
      const blocked = res.promptFeedback?.blockReason;
      throw new UnusableAnswerError(`Gemini answered no candidate${blocked ? ` (${blocked})` : ''}`);
    }
    if (candidate.finishReason !== FinishReason.STOP) {
      throw new UnusableAnswerError(`Gemini stopped with ${candidate.finishReason ?? 'no finish reason'}`);
    }
    const text = (candidate.content?.parts ?? [])
      .filter((p) => !p.thought)
      .map((p) => p.text ?? '')
      .join('')
      .trim();
    if (!text) throw new UnusableAnswerError('Gemini answered no text');
    const covered = !text.startsWith(NOT_COVERED);
    return { text: covered ? text : text.slice(NOT_COVERED.length).replace(/^[:\s]+/, ''), covered };
  }

  /** Records a failure no retry fixes (key, quota) for the admin; answers the error to throw. */
  private async noted(err: unknown): Promise<unknown> {
    const reason = permanentGeminiError(err);
    if ((reason === 'key' || reason === 'quota') && this.deps.onPermanentError) {
      await this.deps.onPermanentError(providerMessage(err));
    }
    return err;
  }
}
