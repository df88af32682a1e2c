import {
  ApiError,
  ThinkingLevel,
  type GenerateContentParameters,
  type GenerateContentResponse,
} from '@google/genai';
import { ModelSelector, type CatalogModel, type ModelCatalog } from '@tryon/kit/gemini-models';
import {
  GeminiAnswerWriter,
  MAX_OUTPUT_TOKENS,
  UnusableAnswerError,
  thinkingConfigFor,
} from './gemini-writer.js';

const CANDIDATES = ['gemini-3-flash', 'gemini-flash-latest', 'gemini-3-flash-preview', 'gemini-2.5-flash'];

/** A catalogue that serves exactly `served`. */
function catalog(served: string[]): ModelCatalog {
  return {
    get: async (name): Promise<CatalogModel | null> => (served.includes(name) ? { name } : null),
    list: async () => served.map((name) => ({ name, supportedActions: ['generateContent'] })),
  };
}

type Answer = Partial<GenerateContentResponse> | Error;

/** Gemini's `models`: answers queued per call, and the requests it received. */
class FakeModels {
  readonly requests: GenerateContentParameters[] = [];
  constructor(private readonly answers: Answer[]) {}
  async generateContent(params: GenerateContentParameters): Promise<GenerateContentResponse> {
    this.requests.push(params);
    const answer = this.answers.shift();
    if (!answer) throw new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return answer as GenerateContentResponse;
  }
}

const reply = (parts: { text: string; thought?: boolean }[], finishReason = 'STOP') =>
  ({ candidates: [{ content: { role: 'model', parts }, finishReason }] }) as Answer;
const apiError = (status: number, message: string) =>
  new ApiError({ status, message: JSON.stringify({ error: { code: status, message } }) });

function writer(answers: Answer[], opts: { served?: string[]; pin?: string | null } = {}) {
  const models = new FakeModels(answers);
  const selector = new ModelSelector({
    catalog: catalog(opts.served ?? CANDIDATES),
    purpose: 'text',
    candidates: CANDIDATES,
  });
  const errors: string[] = [];
  const pins: (string | null)[] = [];
  const w = new GeminiAnswerWriter({
    models,
    selector,
    pinned: async () => {
      pins.push(opts.pin ?? null);
      return opts.pin ?? null;
    },
    onPermanentError: async (message) => {
      errors.push(message);
    },
  });
  return { w, models, selector, errors, pins };
}

const question = {
  question: 'how much does a try-on cost',
  entries: [{ question: 'How much does a try-on cost?', answer: 'A try-on costs 1 session.' }],
};

describe('thinkingConfigFor', () => {
  it.each([
    ['gemini-2.5-flash', { thinkingBudget: 0 }],
    ['gemini-2.5-flash-lite', { thinkingBudget: 0 }],
    ['gemini-2.5-pro', { thinkingBudget: 128 }],
    ['gemini-3-flash', { thinkingLevel: ThinkingLevel.MINIMAL }],
    ['gemini-3-flash-preview', { thinkingLevel: ThinkingLevel.MINIMAL }],
    ['models/gemini-3.1-flash-lite', { thinkingLevel: ThinkingLevel.MINIMAL }],
    ['gemini-3-pro-preview', { thinkingLevel: ThinkingLevel.LOW }],
    ['gemini-3.1-pro', { thinkingLevel: ThinkingLevel.LOW }],
    ['gemini-flash-latest', { thinkingBudget: 512 }],
  ])('%s thinks as little as it allows', (model, config) => {
    expect(thinkingConfigFor(model)).toEqual(config);
  });

  it('gives a model that does not think no thinking config, and never both a budget and a level', () => {
    expect(thinkingConfigFor('gemini-2.0-flash')).toBeUndefined();
    for (const model of [...CANDIDATES, 'gemini-2.5-pro', 'gemini-3-pro']) {
      const config = thinkingConfigFor(model)!;
      expect('thinkingBudget' in config && 'thinkingLevel' in config).toBe(false);
    }
  });
});

describe('GeminiAnswerWriter', () => {
  it('writes with the chosen model, its thinking config and room for thinking', async () => {
    const { w, models } = writer([reply([{ text: 'It costs 1 session.' }])]);
    expect(await w.write(question)).toEqual({ text: 'It costs 1 session.', covered: true });
    const sent = models.requests[0];
    expect(sent.model).toBe('gemini-3-flash');
    expect(sent.config).toMatchObject({
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      thinkingConfig: { thinkingLevel: ThinkingLevel.MINIMAL },
    });
    expect(MAX_OUTPUT_TOKENS).toBeGreaterThanOrEqual(1024);
  });

  it('uses the admin pin it reads for each reply', async () => {
    const { w, models, pins } = writer([reply([{ text: 'a' }]), reply([{ text: 'b' }])], {
      pin: 'gemini-2.5-flash',
    });
    await w.write(question);
    await w.write(question);
    expect(pins).toHaveLength(2);
    expect(models.requests.map((r) => [r.model, r.config?.thinkingConfig])).toEqual([
      ['gemini-2.5-flash', { thinkingBudget: 0 }],
      ['gemini-2.5-flash', { thinkingBudget: 0 }],
    ]);
  });

  it('leaves thought parts out of the reply', async () => {
    const { w } = writer([
      reply([
        { text: 'The user asks about price; entry 1 says 1 session.', thought: true },
        { text: 'A try-on costs ' },
        { text: '1 session.' },
      ]),
    ]);
    expect((await w.write(question)).text).toBe('A try-on costs 1 session.');
  });

  it('refuses an answer made only of thoughts', async () => {
    const { w } = writer([reply([{ text: 'Thinking about it.', thought: true }])]);
    await expect(w.write(question)).rejects.toThrow(UnusableAnswerError);
  });

  it.each(['MAX_TOKENS', 'SAFETY', 'RECITATION', 'OTHER'])(
    'refuses a reply that finished with %s (cut off or unusable)',
    async (finishReason) => {
      const { w } = writer([reply([{ text: 'A try-on costs 1 ses' }], finishReason)]);
      await expect(w.write(question)).rejects.toThrow(
        new UnusableAnswerError(`Gemini stopped with ${finishReason}`),
      );
    },
  );

  it('refuses a reply without a finish reason or a candidate', async () => {
    const noReason = { candidates: [{ content: { role: 'model', parts: [{ text: 'Hi' }] } }] } as Answer;
    const blocked = { promptFeedback: { blockReason: 'SAFETY' } } as Answer;
    const { w } = writer([noReason, blocked]);
    await expect(w.write(question)).rejects.toThrow(UnusableAnswerError);
    await expect(w.write(question)).rejects.toThrow('Gemini answered no candidate (SAFETY)');
  });

  it('writes once more with the next model when the model in use is not served (404)', async () => {
    // The catalogue still lists gemini-3-flash, but the call answers 404: the call decides.
    const { w, models, selector } = writer([
      apiError(404, 'models/gemini-3-flash is not found for API version v1beta'),
      reply([{ text: 'From the next one.' }]),
    ]);
    expect(await w.write(question)).toEqual({ text: 'From the next one.', covered: true });
    expect(models.requests.map((r) => r.model)).toEqual(['gemini-3-flash', 'gemini-flash-latest']);
    expect(models.requests[1].config?.thinkingConfig).toEqual({ thinkingBudget: 512 });
    expect(selector.status().model).toBe('gemini-flash-latest');
  });

  it('gives up after the second model also fails, and marks it gone when it answered 404', async () => {
    const { w, models, selector } = writer([
      apiError(404, 'models/gemini-3-flash is not found'),
      apiError(404, 'models/gemini-flash-latest is not found'),
    ]);
    await expect(w.write(question)).rejects.toThrow(ApiError);
    expect(models.requests.map((r) => r.model)).toEqual(['gemini-3-flash', 'gemini-flash-latest']);
    expect(selector.status().model).toBe('gemini-3-flash-preview');
  });

  it('records Google message of a failure no retry fixes, and not of one worth retrying', async () => {
    const { w, errors, models } = writer([
      apiError(400, 'API key not valid. Please pass a valid API key.'),
      apiError(429, 'Quota exceeded for metric: generate_content_free_tier_requests, limit: 0'),
      apiError(503, 'The model is overloaded.'),
    ]);
    await expect(w.write(question)).rejects.toThrow(ApiError);
    await expect(w.write(question)).rejects.toThrow(ApiError);
    await expect(w.write(question)).rejects.toThrow(ApiError);
    expect(models.requests).toHaveLength(3);
    expect(errors).toEqual([
      'API key not valid. Please pass a valid API key.',
      'Quota exceeded for metric: generate_content_free_tier_requests, limit: 0',
    ]);
  });

  it('says when the entries do not cover the question', async () => {
    const { w } = writer([reply([{ text: 'NOT_COVERED: I do not know that.' }])]);
    expect(await w.write(question)).toEqual({ text: 'I do not know that.', covered: false });
  });
});
