/**
 * Contract tests of the gemini provider against a local stub that speaks the Gemini API's wire format
 * (test-support/gemini-stub.ts): the real @google/genai SDK talks HTTP to it.
 */
import sharp from 'sharp';
import { ModelSelector, geminiCatalog } from '@tryon/kit/gemini-models';
import { GeminiStub } from '../../../../test-support/gemini-stub.js';
import { solidPng } from '../../../../test-support/http-stub.js';
import { DEFAULT_GEMINI_MODELS } from '../config.js';
import { GeminiProvider, geminiClient } from './gemini.provider.js';
import { ProviderError } from './provider.js';
import type { PersonAttributes, ProviderFailureKind, TryOnInput } from './provider.js';

const stub = new GeminiStub();
let person: Buffer;
let top: Buffer;
let skirt: Buffer;

const attributes: PersonAttributes = {
  gender: 'female',
  age: 'middle-aged',
  ethnicity: 'hispanic',
  build: 'athletic',
  hairColor: 'red',
  hairStyle: 'long',
  clothing: 'business',
  pose: 'sitting',
  background: 'beige',
};

beforeAll(async () => {
  await stub.start();
  person = await solidPng(30, 40, { r: 10, g: 20, b: 30 });
  top = await solidPng(20, 20, { r: 250, g: 0, b: 0 });
  skirt = await solidPng(20, 24, { r: 0, g: 0, b: 250 });
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset());

interface Setup {
  apiKey?: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** The candidates, in order; default ai-jobs' default GEMINI_MODEL list. */
  candidates?: string[];
  /** The admin's pin, read on each call. */
  pinned?: () => string | null;
}

/** A provider and its model selector, over one SDK client (as the worker wires them). */
function build(o: Setup = {}): { provider: GeminiProvider; models: ModelSelector } {
  const apiKey = o.apiKey ?? stub.apiKey;
  const client = geminiClient({ apiKey, baseUrl: o.baseUrl ?? stub.url });
  const models = new ModelSelector({
    catalog: geminiCatalog(client),
    purpose: 'image',
    candidates: o.candidates ?? [...DEFAULT_GEMINI_MODELS],
  });
  const provider = new GeminiProvider({
    apiKey,
    client,
    models,
    timeoutMs: o.timeoutMs ?? 3000,
    pinnedModel: async () => o.pinned?.() ?? null,
  });
  return { provider, models };
}

function provider(o: Setup = {}): GeminiProvider {
  return build(o).provider;
}

function signal(): AbortSignal {
  return new AbortController().signal;
}

async function expectFailure(promise: Promise<unknown>, kind: ProviderFailureKind): Promise<ProviderError> {
  const err = await promise.then(
    () => {
      throw new Error(`expected a ProviderError of kind ${kind}, got a result`);
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as ProviderError).kind).toBe(kind);
  return err as ProviderError;
}

function texts(): string {
  const parts = stub.last()?.body?.contents?.[0]?.parts ?? [];
  return parts.map((p) => p.text ?? '').join('\n');
}

function inlineParts(): { mimeType?: string; data?: string }[] {
  const parts = stub.last()?.body?.contents?.[0]?.parts ?? [];
  return parts.filter((p) => p.inlineData).map((p) => p.inlineData!);
}

const tryOnInput = (garments: TryOnInput['garments'], extra: Partial<TryOnInput> = {}): TryOnInput => ({
  person: { data: person, mimeType: 'image/png' },
  garments,
  category: 'tops',
  ...extra,
});

describe('GeminiProvider: success', () => {
  it('supports all three kinds and is named gemini', () => {
    const p = provider();
    expect(p.name).toBe('gemini');
    expect(['generate', 'tryon', 'edit'].map((k) => p.supports(k as 'generate'))).toEqual([true, true, true]);
  });

  it('generates a person: the PNG comes back; key header, model path, modalities and prompt are sent', async () => {
    const result = await provider().generatePerson(
      { attributes, prompt: 'wearing "round" glasses' },
      signal(),
    );
    expect(result.offline).toBe(false);
    expect(result.mimeType).toBe('image/png');
    expect(result.data.equals(stub.png)).toBe(true);

    const req = stub.last()!;
    expect(stub.requests).toHaveLength(1);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
    expect(req.apiKey).toBe(stub.apiKey);
    expect(req.body?.contents?.[0]?.role).toBe('user');
    expect(req.body?.generationConfig?.responseModalities).toEqual(['IMAGE', 'TEXT']);
    expect(req.body?.generationConfig?.imageConfig?.aspectRatio).toBe('3:4');
    const prompt = texts();
    expect(prompt).toMatch(/full-body fashion photograph/);
    expect(prompt).toMatch(/single adult model/);
    expect(prompt).toContain('middle-aged');
    expect(prompt).toContain('Hispanic woman');
    expect(prompt).toContain('athletic');
    expect(prompt).toContain('long red hair');
    expect(prompt).toMatch(/blazer/);
    expect(prompt).toMatch(/sitting upright/);
    expect(prompt).toMatch(/beige studio backdrop/);
    expect(prompt).toContain(`"wearing 'round' glasses"`);
    expect(prompt).toMatch(/exactly one person, clearly an adult/);
  });

  it("lets the prompt's words win over the attributes it contradicts, and keeps the rest", async () => {
    await provider().generatePerson(
      {
        attributes: { ...attributes, age: 'young', hairColor: 'brown', pose: 'standing-front' },
        prompt: 'older woman, long red hair, green dress, sitting',
      },
      signal(),
    );
    const prompt = texts();
    expect(prompt).toMatch(/Model: a (mature|older|senior|elderly)[^\n]*woman/i);
    expect(prompt).toContain('long red hair');
    expect(prompt).toMatch(/sitting upright/);
    expect(prompt).not.toMatch(/brown hair/);
    expect(prompt).toMatch(/own description, which wins/);
    expect(prompt).toContain('"older woman, long red hair, green dress, sitting"');
  });

  it('leaves the free-prompt line out when there is no prompt, and uses the first served candidate', async () => {
    await provider({ candidates: ['gemini-9-flash-image', 'gemini-3-pro-image'] }).generatePerson(
      { attributes },
      signal(),
    );
    expect(stub.last()?.path).toBe('/v1beta/models/gemini-3-pro-image:generateContent');
    expect(texts()).not.toMatch(/own description/);
  });

  it('tries on two garments: person and garments inline in order, with the try-on instructions', async () => {
    const result = await provider().tryOn(
      tryOnInput(
        [
          { image: { data: top, mimeType: 'image/png' }, garmentType: 'top' },
          { image: { data: skirt, mimeType: 'image/png' }, garmentType: 'bottom' },
        ],
        { style: 'tucked in' },
      ),
      signal(),
    );
    expect(result.data.equals(stub.png)).toBe(true);
    expect(inlineParts()).toEqual([
      { mimeType: 'image/png', data: person.toString('base64') },
      { mimeType: 'image/png', data: top.toString('base64') },
      { mimeType: 'image/png', data: skirt.toString('base64') },
    ]);
    expect(stub.last()?.body?.generationConfig?.responseModalities).toEqual(['IMAGE', 'TEXT']);
    const prompt = texts();
    expect(prompt).toContain('Image 1 is the photo of the person.');
    expect(prompt).toMatch(/Image 2 is a garment photo: a top/);
    expect(prompt).toMatch(/Image 3 is a garment photo: a bottom/);
    expect(prompt).toMatch(/the garments from Images 2 and 3 together/);
    expect(prompt).toMatch(/upper body with the top from Image 2/);
    expect(prompt).toMatch(/lower body with the bottom garment from Image 3/);
    expect(prompt).toMatch(/identity and face/);
    expect(prompt).toMatch(/pose/);
    expect(prompt).toMatch(/the background/);
    expect(prompt).toMatch(/keep the person's footwear exactly as it is/);
    expect(prompt).toContain(`Styling preference: "tucked in"`);
  });

  it('names a full-body garment as such and replaces footwear when asked', async () => {
    await provider().tryOn(
      tryOnInput([{ image: { data: top, mimeType: 'image/png' }, garmentType: 'full-body' }], {
        category: 'full-body',
        replaceFootwear: true,
      }),
      signal(),
    );
    const prompt = texts();
    expect(prompt).toMatch(/full-body garment \(such as a dress/);
    expect(prompt).toMatch(/top and bottom clothing with the full-body garment from Image 2/);
    expect(prompt).toMatch(/also replace the footwear/);
    expect(inlineParts()).toHaveLength(2);
  });

  it('edits an image: the image inline, the instruction quoted, change nothing else', async () => {
    const result = await provider().editImage(
      { image: { data: person, mimeType: 'image/png' }, instruction: 'make the jacket blue' },
      signal(),
    );
    expect(result.data.equals(stub.png)).toBe(true);
    expect(inlineParts()).toEqual([{ mimeType: 'image/png', data: person.toString('base64') }]);
    const prompt = texts();
    expect(prompt).toContain('Instruction: "make the jacket blue"');
    expect(prompt).toMatch(/Change only what the instruction asks for/);
    expect(prompt).not.toMatch(/does not say which garment/);
  });

  it("names the try-on's garment for an edit of a try-on result", async () => {
    await provider().editImage(
      { image: { data: person, mimeType: 'image/png' }, instruction: 'make it blue', focus: 'bottom' },
      signal(),
    );
    expect(texts()).toMatch(/If the instruction does not say which garment, it means the bottom \(trousers/);
  });

  it('reports the real type of a mislabelled JPEG and ignores a text part beside the image', async () => {
    const jpeg = await sharp(await solidPng(8, 8, { r: 1, g: 2, b: 3 }))
      .jpeg()
      .toBuffer();
    stub.next({ kind: 'image', data: jpeg.toString('base64'), mimeType: 'image/png', text: 'Here you go' });
    const result = await provider().editImage(
      { image: { data: person, mimeType: 'image/png' }, instruction: 'x' },
      signal(),
    );
    expect(result.mimeType).toBe('image/jpeg');
    expect(result.data.equals(jpeg)).toBe(true);
  });
});

describe('GeminiProvider: refusals', () => {
  it.each(['SAFETY', 'OTHER', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'IMAGE_SAFETY'])(
    'promptFeedback.blockReason %s -> refused',
    async (blockReason) => {
      stub.next({ kind: 'blocked', blockReason });
      const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'refused');
      expect(err.detail?.blockReason).toBe(blockReason);
    },
  );

  it.each([
    'IMAGE_SAFETY',
    'IMAGE_PROHIBITED_CONTENT',
    'IMAGE_OTHER',
    'NO_IMAGE',
    'SAFETY',
    'PROHIBITED_CONTENT',
    'BLOCKLIST',
    'RECITATION',
    'OTHER',
  ])('finishReason %s -> refused', async (finishReason) => {
    stub.next({ kind: 'finish', finishReason });
    const err = await expectFailure(
      provider().tryOn(
        tryOnInput([{ image: { data: top, mimeType: 'image/png' }, garmentType: 'top' }]),
        signal(),
      ),
      'refused',
    );
    expect(err.message).toBe('Gemini declined to create this image');
    expect(err.detail?.finishReason).toBe(finishReason);
  });

  it.each(['IMAGE_SAFETY', 'IMAGE_OTHER', 'OTHER'])(
    'a refusal finish reason (%s) wins even when an image came along',
    async (finishReason) => {
      stub.next({ kind: 'finish', finishReason, withImage: true });
      await expectFailure(provider().generatePerson({ attributes }, signal()), 'refused');
    },
  );

  it('text with no image twice -> asked once more at once, then refused, the text kept in the detail', async () => {
    stub.next(
      { kind: 'text', text: 'Here is the edited photo.' },
      { kind: 'text', text: "I can't help with editing this image." },
    );
    const err = await expectFailure(
      provider().editImage({ image: { data: person, mimeType: 'image/png' }, instruction: 'x' }, signal()),
      'refused',
    );
    expect(err.detail?.text).toBe("I can't help with editing this image.");
    expect(stub.requests).toHaveLength(2);
  });

  it('text with no image once -> asked once more, and the image of the second answer is the result', async () => {
    stub.next({ kind: 'text', text: 'Sure! Generating the image now.' });
    const result = await provider().generatePerson({ attributes }, signal());
    expect(result.data.equals(stub.png)).toBe(true);
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1]!.body).toEqual(stub.requests[0]!.body);
  });

  it('text with no image and a refusal finish reason is not asked again', async () => {
    stub.next({ kind: 'finish', finishReason: 'IMAGE_OTHER', text: 'I cannot draw this.' });
    await expectFailure(provider().generatePerson({ attributes }, signal()), 'refused');
    expect(stub.requests).toHaveLength(1);
  });

  it('a candidate with no parts at all -> refused, not asked again', async () => {
    stub.next({ kind: 'raw', status: 200, body: { candidates: [{ finishReason: 'STOP' }] } });
    await expectFailure(provider().generatePerson({ attributes }, signal()), 'refused');
    expect(stub.requests).toHaveLength(1);
  });
});

describe('GeminiProvider: transient failures', () => {
  it('429 -> transient after exactly one request (no SDK retries); the next call succeeds', async () => {
    stub.next({ kind: 'error', status: 429, message: 'Resource has been exhausted (e.g. check quota).' });
    const p = provider();
    const err = await expectFailure(p.generatePerson({ attributes }, signal()), 'transient');
    expect(err.detail?.status).toBe(429);
    expect(stub.requests).toHaveLength(1);
    const result = await p.generatePerson({ attributes }, signal());
    expect(result.data.equals(stub.png)).toBe(true);
    expect(stub.requests).toHaveLength(2);
  });

  it.each([500, 503, 504])('HTTP %i -> transient', async (status) => {
    stub.next({ kind: 'error', status });
    const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'transient');
    expect(err.detail?.status).toBe(status);
  });

  it('a hanging answer -> transient within the time limit', async () => {
    stub.next({ kind: 'hang' });
    const started = Date.now();
    const err = await expectFailure(
      provider({ timeoutMs: 300 }).generatePerson({ attributes }, signal()),
      'transient',
    );
    const elapsed = Date.now() - started;
    expect(err.detail?.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
    await stub.waitForOpenHangs(0);
  });

  it('an unreachable endpoint -> transient', async () => {
    const closed = new GeminiStub();
    const url = await closed.start();
    await closed.stop();
    const err = await expectFailure(
      provider({ baseUrl: url }).generatePerson({ attributes }, signal()),
      'transient',
    );
    expect(err.message).toBe('Could not reach Gemini');
  });
});

describe('GeminiProvider: permanent failures', () => {
  it.each([401, 403])('HTTP %i -> permanent, the key never in the message or detail', async (status) => {
    stub.next({ kind: 'error', status, message: `API key ${stub.apiKey} is not allowed here` });
    const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'permanent');
    expect(err.message).toMatch(new RegExp(`HTTP ${status}`));
    expect(err.message).not.toContain(stub.apiKey);
    expect(JSON.stringify(err.detail)).not.toContain(stub.apiKey);
    expect(err.detail?.providerMessage).toBe('API key [redacted] is not allowed here');
    expect(stub.requests).toHaveLength(1);
  });

  it("a wrong key (the real 400 API_KEY_INVALID answer) -> permanent, with Google's message", async () => {
    const err = await expectFailure(
      provider({ apiKey: 'wrong-key-999' }).generatePerson({ attributes }, signal()),
      'permanent',
    );
    expect(stub.last()?.apiKey).toBe('wrong-key-999');
    expect(err.message).toMatch(/API key/);
    expect(err.message).not.toContain('wrong-key-999');
    expect(err.detail?.providerMessage).toBe('API key not valid. Please pass a valid API key.');
    expect(stub.requests).toHaveLength(1);
  });

  it('a quota of zero (429 "limit: 0") -> permanent after one request', async () => {
    stub.next({ kind: 'quota-zero' });
    const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'permanent');
    expect(err.detail?.providerMessage).toMatch(/Quota exceeded for metric: .*, limit: 0/);
    expect(stub.requests).toHaveLength(1);
  });

  it('no image model served to the key -> permanent without a generation request', async () => {
    stub.serve('gemini-3-flash');
    const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'permanent');
    expect(err.detail?.providerMessage).toBe('No Gemini model that makes images is available to this key.');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('GeminiProvider: invalid', () => {
  it('HTTP 400 -> invalid, the key never in the message or detail', async () => {
    stub.next({
      kind: 'error',
      status: 400,
      message: `Request contains an invalid argument (${stub.apiKey})`,
    });
    const err = await expectFailure(provider().generatePerson({ attributes }, signal()), 'invalid');
    expect(err.message).toMatch(/HTTP 400/);
    expect(err.message).not.toContain(stub.apiKey);
    expect(JSON.stringify(err.detail)).not.toContain(stub.apiKey);
    expect(JSON.stringify(err.detail)).toContain('[redacted]');
  });

  it.each<[string, Parameters<GeminiStub['next']>[0]]>([
    ['no candidates', { kind: 'raw', status: 200, body: { usageMetadata: {} } }],
    ['empty candidates', { kind: 'raw', status: 200, body: { candidates: [] } }],
    ['not JSON', { kind: 'raw', status: 200, body: '<html>oops</html>' }],
    ['bad base64', { kind: 'image', data: '###not-base64###' }],
    ['a PNG with stray characters in its base64', { kind: 'image', data: 'iVBO####Rw0KGgoAAAANSUhEUg==' }],
    [
      'an image/gif',
      { kind: 'image', mimeType: 'image/gif', data: Buffer.from('GIF89a....').toString('base64') },
    ],
    ['bytes that are no image', { kind: 'image', data: Buffer.from('hello, world').toString('base64') }],
  ])('a malformed answer (%s) -> invalid', async (_label, behaviour) => {
    stub.next(behaviour);
    await expectFailure(provider().generatePerson({ attributes }, signal()), 'invalid');
    expect(stub.requests).toHaveLength(1);
  });

  it('three garments -> invalid without a request', async () => {
    const g = { image: { data: top, mimeType: 'image/png' as const }, garmentType: 'top' as const };
    await expectFailure(provider().tryOn(tryOnInput([g, g, g]), signal()), 'invalid');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('GeminiProvider: abort', () => {
  it('an already aborted signal -> no request at all', async () => {
    const ac = new AbortController();
    ac.abort();
    const err = await expectFailure(provider().generatePerson({ attributes }, ac.signal), 'transient');
    expect(err.detail?.reason).toBe('aborted');
    expect(stub.requests).toHaveLength(0);
  });

  it('an abort while Gemini works ends the call at once', async () => {
    stub.next({ kind: 'hang' });
    const ac = new AbortController();
    const started = Date.now();
    const call = provider({ timeoutMs: 10_000 }).generatePerson({ attributes }, ac.signal);
    setTimeout(() => ac.abort(), 100);
    const err = await expectFailure(call, 'transient');
    expect(err.detail?.reason).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(stub.requests).toHaveLength(1);
    // The SDK really aborted the HTTP request (the connection is gone), not just our promise.
    await stub.waitForOpenHangs(0);
  });
});

describe('GeminiProvider: the model of each call', () => {
  it("asks the selector on every call: the admin's pin is followed from the next call on", async () => {
    let pin: string | null = null;
    const { provider: p, models } = build({ pinned: () => pin });
    await p.generatePerson({ attributes }, signal());
    pin = 'gemini-3-pro-image';
    await p.generatePerson({ attributes }, signal());
    expect(models.status()).toMatchObject({ model: 'gemini-3-pro-image', source: 'pinned' });
    pin = '';
    await p.generatePerson({ attributes }, signal());
    expect(stub.requests.map((r) => r.model)).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-3.1-flash-image',
    ]);
    // One look-up of the catalogue for the three calls (the next one is an hour later).
    expect(stub.catalogRequests.filter((r) => r.model === undefined)).toHaveLength(1);
  });

  it('reads every page of the catalogue', async () => {
    stub.maxPageSize = 2;
    const { provider: p, models } = build();
    await p.generatePerson({ attributes }, signal());
    expect(models.status().available).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-3-pro-image-preview',
      'gemini-2.5-flash-image',
    ]);
    expect(stub.catalogRequests.length).toBeGreaterThanOrEqual(3);
  });

  it('a 404 for the model in use -> the same call once more on the next model, which later calls keep', async () => {
    // Retired today: still in Google's list, but every call answers 404.
    stub.serve('gemini-3-pro-image', 'gemini-2.5-flash-image');
    stub.listedRetired = ['gemini-3.1-flash-image'];
    const { provider: p, models } = build();
    const result = await p.editImage(
      { image: { data: person, mimeType: 'image/png' }, instruction: 'make it blue' },
      signal(),
    );
    expect(result.data.equals(stub.png)).toBe(true);
    expect(stub.requests.map((r) => r.model)).toEqual(['gemini-3.1-flash-image', 'gemini-3-pro-image']);
    expect(stub.requests[1]!.body).toEqual(stub.requests[0]!.body);
    await p.generatePerson({ attributes }, signal());
    expect(stub.requests.map((r) => r.model)).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-3-pro-image',
    ]);
    expect(models.status()).toMatchObject({ model: 'gemini-3-pro-image', source: 'candidate' });
  });

  it('a 404 on the next model too -> transient (never a third request), and the job retries on the one after', async () => {
    stub.serve('gemini-2.5-flash-image');
    stub.listedRetired = ['gemini-3.1-flash-image', 'gemini-3-pro-image'];
    const { provider: p } = build({
      candidates: ['gemini-3.1-flash-image', 'gemini-3-pro-image', 'gemini-2.5-flash-image'],
    });
    const err = await expectFailure(p.generatePerson({ attributes }, signal()), 'transient');
    expect(err.message).toMatch(/does not serve gemini-3-pro-image/);
    expect(stub.requests).toHaveLength(2);
    await p.generatePerson({ attributes }, signal());
    expect(stub.requests.map((r) => r.model)).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3-pro-image',
      'gemini-2.5-flash-image',
    ]);
  });

  it('a 404 with no model left -> permanent', async () => {
    stub.serve('gemini-3-flash');
    stub.listedRetired = ['gemini-2.5-flash-image'];
    const { provider: p } = build({ candidates: ['gemini-2.5-flash-image'] });
    const err = await expectFailure(p.generatePerson({ attributes }, signal()), 'permanent');
    expect(err.detail?.reason).toBe('no-model');
    expect(stub.requests).toHaveLength(1);
  });

  it('uses the newest image model the key can use when no candidate is served', async () => {
    stub.serve('gemini-3-flash', 'gemini-4-flash-image', 'gemini-4-flash-image-preview');
    const { provider: p, models } = build();
    await p.generatePerson({ attributes }, signal());
    expect(stub.last()?.model).toBe('gemini-4-flash-image');
    expect(models.status()).toMatchObject({ source: 'discovered' });
    expect(models.status().problem).toMatch(/None of the configured models/);
  });

  it("reads the image after the model's thought parts", async () => {
    stub.next({ kind: 'thinking' });
    const result = await provider().generatePerson({ attributes }, signal());
    expect(result.data.equals(stub.png)).toBe(true);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('GeminiProvider: input sizes', () => {
  it('sends a photo larger than Gemini needs scaled down to 2048 px, the garment as it is', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: { r: 90, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await provider().tryOn(
      {
        person: { data: big, mimeType: 'image/jpeg' },
        garments: [{ image: { data: top, mimeType: 'image/png' }, garmentType: 'top' }],
        category: 'tops',
      },
      signal(),
    );
    const [sent, garment] = inlineParts();
    const meta = await sharp(Buffer.from(sent!.data!, 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
    expect(garment).toEqual({ mimeType: 'image/png', data: top.toString('base64') });
  });
});
