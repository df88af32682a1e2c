/**
 * Contract tests of the fashn provider against a local stub that speaks the FASHN API's wire format
 * (test-support/fashn-stub.ts): run, status polling, API-level and runtime errors.
 */
import sharp from 'sharp';
import { FashnStub } from '../../../../test-support/fashn-stub.js';
import type { FashnRunBehaviour } from '../../../../test-support/fashn-stub.js';
import { solidPng } from '../../../../test-support/http-stub.js';
import { FashnProvider, fashnCategory } from './fashn.provider.js';
import { ProviderError } from './provider.js';
import type { ProviderFailureKind, TryOnInput } from './provider.js';

const stub = new FashnStub();
let person: Buffer;
let shirt: Buffer;
let trousers: Buffer;

beforeAll(async () => {
  await stub.start();
  const png = (r: number, g: number, b: number) => solidPng(24, 32, { r, g, b });
  person = await png(90, 60, 30);
  shirt = await png(255, 255, 255);
  trousers = await sharp(await png(20, 20, 120))
    .jpeg()
    .toBuffer();
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset());

function provider(overrides: Partial<ConstructorParameters<typeof FashnProvider>[0]> = {}): FashnProvider {
  return new FashnProvider({
    apiKey: stub.apiKey,
    baseUrl: stub.url,
    pollIntervalMs: 10,
    timeoutMs: 3000,
    ...overrides,
  });
}

function signal(): AbortSignal {
  return new AbortController().signal;
}

function dataUrl(buf: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${buf.toString('base64')}`;
}

const oneShirt = (extra: Partial<TryOnInput> = {}): TryOnInput => ({
  person: { data: person, mimeType: 'image/png' },
  garments: [{ image: { data: shirt, mimeType: 'image/png' }, garmentType: 'top' }],
  category: 'tops',
  ...extra,
});

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

describe('FashnProvider: success', () => {
  it('is named fashn and supports try-on only; the other two are invalid without a request', async () => {
    const p = provider();
    expect(p.name).toBe('fashn');
    expect([p.supports('tryon'), p.supports('generate'), p.supports('edit')]).toEqual([true, false, false]);
    await expectFailure(
      p.generatePerson(
        {
          attributes: {
            gender: 'male',
            age: 'young',
            ethnicity: 'asian',
            build: 'slim',
            hairColor: 'black',
            hairStyle: 'short',
            clothing: 'casual',
            pose: 'standing-front',
            background: 'white',
          },
        },
        signal(),
      ),
      'invalid',
    );
    await expectFailure(
      p.editImage({ image: { data: person, mimeType: 'image/png' }, instruction: 'x' }, signal()),
      'invalid',
    );
    expect(stub.requests).toHaveLength(0);
  });

  it('runs, polls to completed and decodes the base64 output; the run carries the bearer key and inputs', async () => {
    stub.next({ kind: 'accept', steps: ['starting', 'in_queue', 'processing'] });
    const result = await provider().tryOn(oneShirt(), signal());

    const [[id, output]] = [...stub.outputs];
    expect(result.offline).toBe(false);
    expect(result.mimeType).toBe('image/png');
    expect(result.data.equals(output)).toBe(true);

    const runs = stub.runRequests();
    expect(runs).toHaveLength(1);
    expect(runs[0].authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(runs[0].body).toEqual({
      model_name: 'tryon-v1.6',
      inputs: {
        model_image: dataUrl(person),
        garment_image: dataUrl(shirt),
        category: 'tops',
        garment_photo_type: 'auto',
        mode: 'balanced',
        num_samples: 1,
        moderation_level: 'permissive',
        output_format: 'png',
        return_base64: true,
      },
    });
    const polls = stub.statusRequests();
    expect(polls).toHaveLength(4);
    expect(
      polls.every((r) => r.path === `/v1/status/${id}` && r.authorization === `Bearer ${stub.apiKey}`),
    ).toBe(true);
  });

  it('two garments: the second run is on the first run’s output, and its output comes back', async () => {
    const result = await provider().tryOn(
      {
        person: { data: person, mimeType: 'image/png' },
        garments: [
          { image: { data: shirt, mimeType: 'image/png' }, garmentType: 'top' },
          { image: { data: trousers, mimeType: 'image/jpeg' }, garmentType: 'bottom' },
        ],
        category: 'tops',
      },
      signal(),
    );
    const outputs = [...stub.outputs.values()];
    expect(outputs).toHaveLength(2);
    const runs = stub.runRequests();
    expect(runs).toHaveLength(2);
    expect(runs[0].body?.inputs?.model_image).toBe(dataUrl(person));
    expect(runs[0].body?.inputs?.garment_image).toBe(dataUrl(shirt));
    expect(runs[0].body?.inputs?.category).toBe('tops');
    expect(runs[1].body?.inputs?.model_image).toBe(dataUrl(outputs[0]));
    expect(runs[1].body?.inputs?.garment_image).toBe(dataUrl(trousers, 'image/jpeg'));
    expect(runs[1].body?.inputs?.category).toBe('bottoms');
    expect(result.data.equals(outputs[1])).toBe(true);
  });

  it.each<[TryOnInput['garments'][number]['garmentType'], TryOnInput['category'], string]>([
    ['top', 'tops', 'tops'],
    ['bottom', 'bottoms', 'bottoms'],
    ['full-body', 'full-body', 'one-pieces'],
    ['shoes', 'accessories', 'auto'],
    ['shoes', 'tops', 'auto'],
  ])('garment type %s (category %s) is sent as category %s', async (garmentType, category, expected) => {
    await provider().tryOn(
      oneShirt({ category, garments: [{ image: { data: shirt, mimeType: 'image/png' }, garmentType }] }),
      signal(),
    );
    expect(stub.runRequests()[0].body?.inputs?.category).toBe(expected);
  });

  it('maps the category when the garment type says nothing', () => {
    expect(fashnCategory(undefined, 'bottoms')).toBe('bottoms');
    expect(fashnCategory(undefined, 'full-body')).toBe('one-pieces');
    expect(fashnCategory(undefined, 'accessories')).toBe('auto');
  });

  it('fetches an output URL on the API origin (with the key) and returns its bytes', async () => {
    const served = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    stub.files.set('out.webp', { body: served, contentType: 'image/webp' });
    stub.next({ kind: 'accept', outcome: { status: 'completed', output: [`${stub.url}/files/out.webp`] } });
    const result = await provider().tryOn(oneShirt(), signal());
    expect(result.mimeType).toBe('image/webp');
    expect(result.data.equals(served)).toBe(true);
    const fileRequest = stub.requests.find((r) => r.path === '/files/out.webp');
    expect(fileRequest?.authorization).toBe(`Bearer ${stub.apiKey}`);
  });

  it('tolerates a failed status poll in between and still completes', async () => {
    stub.next({
      kind: 'accept',
      steps: ['processing', { http: 502 }, { http: 429, error: 'RateLimitExceeded' }],
    });
    const result = await provider().tryOn(oneShirt(), signal());
    expect(result.data.equals([...stub.outputs.values()][0])).toBe(true);
    expect(stub.statusRequests()).toHaveLength(4);
  });
});

describe('FashnProvider: runtime errors of a failed prediction', () => {
  it.each<[string, ProviderFailureKind, RegExp]>([
    ['ContentModerationError', 'refused', /content rules/],
    ['ImageLoadError', 'invalid', /photo could not be read/],
    ['PoseError', 'invalid', /pose could not be recognised/],
    ['InputValidationError', 'invalid', /refused the input as invalid/],
    ['PipelineError', 'transient', /failed while processing/],
    ['ThirdPartyError', 'transient', /failed while processing/],
  ])('%s -> %s', async (name, kind, message) => {
    stub.next({ kind: 'accept', outcome: { status: 'failed', name, message: 'details from FASHN' } });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), kind);
    expect(err.message).toMatch(message);
    expect(err.detail?.error).toBe(name);
    expect(err.detail?.apiMessage).toBe('details from FASHN');
  });

  it('a canceled prediction -> transient', async () => {
    stub.next({ kind: 'accept', outcome: { status: 'canceled' } });
    await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
  });

  it('a prediction that FASHN timed out (status time_out) -> transient, not an unknown status', async () => {
    stub.next({ kind: 'accept', steps: ['in_queue', 'processing'], outcome: { status: 'time_out' } });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
    expect(err.message).toMatch(/timed the try-on out/);
    expect(stub.statusRequests()).toHaveLength(3);
  });

  it('a failure in the second run of two fails the call', async () => {
    stub.next(
      { kind: 'accept' },
      { kind: 'accept', outcome: { status: 'failed', name: 'ContentModerationError' } },
    );
    await expectFailure(
      provider().tryOn(
        oneShirt({
          garments: [
            { image: { data: shirt, mimeType: 'image/png' }, garmentType: 'top' },
            { image: { data: trousers, mimeType: 'image/jpeg' }, garmentType: 'bottom' },
          ],
        }),
        signal(),
      ),
      'refused',
    );
    expect(stub.runRequests()).toHaveLength(2);
  });
});

describe('FashnProvider: API-level errors', () => {
  it('429 RateLimitExceeded -> transient; a second call then succeeds', async () => {
    stub.next({ kind: 'reject', status: 429, error: 'RateLimitExceeded', message: 'Too many requests' });
    const p = provider();
    const err = await expectFailure(p.tryOn(oneShirt(), signal()), 'transient');
    expect(err.detail).toMatchObject({ status: 429, error: 'RateLimitExceeded' });
    expect(stub.statusRequests()).toHaveLength(0);
    const result = await p.tryOn(oneShirt(), signal());
    expect(result.data.equals([...stub.outputs.values()][0])).toBe(true);
    expect(stub.runRequests()).toHaveLength(2);
  });

  it('429 ConcurrencyLimitExceeded -> transient', async () => {
    stub.next({ kind: 'reject', status: 429, error: 'ConcurrencyLimitExceeded' });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
    expect(err.message).toMatch(/concurrency/);
  });

  it("429 OutOfCredits -> permanent (not retried), with FASHN's own message for the admin", async () => {
    stub.next({ kind: 'reject', status: 429, error: 'OutOfCredits', message: 'No credits left' });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'permanent');
    expect(err.message).toMatch(/credits/);
    expect(err.detail).toMatchObject({
      status: 429,
      error: 'OutOfCredits',
      providerMessage: 'No credits left',
    });
  });

  it('an account at 0 credits: the run is refused with OutOfCredits -> permanent, no status poll', async () => {
    stub.credits = 0;
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'permanent');
    expect(err.detail?.providerMessage).toMatch(/run out of API credits/);
    expect(stub.statusRequests()).toHaveLength(0);
  });

  it('HTTP 400 input validation and 413 -> invalid (not retried); a 5xx stays transient', async () => {
    stub.next({ kind: 'reject', status: 400, error: 'BadRequest', message: 'inputs.model_image is invalid' });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
    expect(err.detail).toMatchObject({ status: 400, apiMessage: 'inputs.model_image is invalid' });
    stub.next({ kind: 'raw', status: 413, body: 'Request Entity Too Large' });
    await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
  });

  it.each([500, 502, 503])('HTTP %i on run -> transient', async (status) => {
    stub.next({ kind: 'reject', status, error: 'InternalServerError' });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
    expect(err.detail?.status).toBe(status);
  });

  it('a status poll cut by the network is retried; three in a row -> transient', async () => {
    stub.next({ kind: 'accept', steps: ['drop', 'processing', 'drop', 'drop'] });
    const result = await provider().tryOn(oneShirt(), signal());
    expect(result.data.equals([...stub.outputs.values()][0])).toBe(true);
    expect(stub.statusRequests()).toHaveLength(5);

    stub.next({ kind: 'accept', steps: ['drop', 'drop', 'drop', 'processing'] });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
    expect(err.message).toBe('Could not reach FASHN');
    expect(stub.statusRequests()).toHaveLength(5 + 3);
  });

  it('three failed status polls in a row -> transient', async () => {
    stub.next({ kind: 'accept', steps: [{ http: 500 }, { http: 503 }, { http: 500 }, 'processing'] });
    await expectFailure(provider().tryOn(oneShirt(), signal()), 'transient');
    expect(stub.statusRequests()).toHaveLength(3);
  });

  it("a wrong key -> 401 -> permanent with FASHN's message, the key never in the message or detail", async () => {
    const err = await expectFailure(
      provider({ apiKey: 'fa-wrong-key-777' }).tryOn(oneShirt(), signal()),
      'permanent',
    );
    expect(err.detail?.providerMessage).toBe('Unauthorized: Invalid token');
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].authorization).toBe('Bearer fa-wrong-key-777');
    expect(err.message).toMatch(/API key/);
    expect(err.message).not.toContain('fa-wrong-key-777');
    expect(JSON.stringify(err.detail)).not.toContain('fa-wrong-key-777');
  });

  it('an error message echoing the key is redacted', async () => {
    stub.next({ kind: 'reject', status: 400, error: 'BadRequest', message: `bad key ${stub.apiKey}` });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
    expect(JSON.stringify(err.detail)).not.toContain(stub.apiKey);
    expect(JSON.stringify(err.detail)).toContain('[redacted]');
  });
});

describe('FashnProvider: malformed answers -> invalid', () => {
  it.each<[string, FashnRunBehaviour]>([
    ['run answer without id', { kind: 'raw', status: 200, body: { error: null } }],
    ['run answer not JSON', { kind: 'raw', status: 200, body: 'Service temporarily OK' }],
    ['unknown status', { kind: 'accept', steps: ['exploding' as 'processing'] }],
    ['completed without output', { kind: 'accept', outcome: { status: 'completed', output: [] } }],
    [
      'output of a GIF',
      {
        kind: 'accept',
        outcome: { status: 'completed', output: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] },
      },
    ],
    [
      'output with bad base64',
      { kind: 'accept', outcome: { status: 'completed', output: ['data:image/png;base64,%%%%'] } },
    ],
    [
      'output bytes that are no image',
      {
        kind: 'accept',
        outcome: {
          status: 'completed',
          output: [`data:image/png;base64,${Buffer.from('hello').toString('base64')}`],
        },
      },
    ],
  ])('%s', async (_label, behaviour) => {
    stub.next(behaviour);
    await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
  });

  it('an output URL on another host is not fetched', async () => {
    const other = new FashnStub();
    await other.start();
    try {
      other.files.set('x.png', { body: person, contentType: 'image/png' });
      stub.next({
        kind: 'accept',
        outcome: {
          status: 'completed',
          output: [`${other.url.replace('127.0.0.1', 'localhost')}/files/x.png`],
        },
      });
      const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
      expect(err.message).toMatch(/outside its own hosts/);
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.stop();
    }
  });

  it('an https URL on a foreign host is refused without a request', async () => {
    stub.next({
      kind: 'accept',
      outcome: { status: 'completed', output: ['https://images.example.com/result.png'] },
    });
    const err = await expectFailure(provider().tryOn(oneShirt(), signal()), 'invalid');
    expect(err.detail?.host).toBe('images.example.com');
  });

  it('an output download over the size cap -> invalid', async () => {
    const big = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    stub.files.set('big.png', { body: big, contentType: 'image/png' });
    stub.next({ kind: 'accept', outcome: { status: 'completed', output: [`${stub.url}/files/big.png`] } });
    const err = await expectFailure(
      provider({ maxOutputBytes: 10_000 }).tryOn(oneShirt(), signal()),
      'invalid',
    );
    expect(err.message).toMatch(/larger than/);
  });
});

describe('FashnProvider: time limit and abort', () => {
  it('a prediction that never finishes -> transient within the time limit', async () => {
    stub.next({ kind: 'accept', steps: Array<'processing'>(10_000).fill('processing') });
    const started = Date.now();
    // A time limit of 1 s leaves room for the run request and several polls on a loaded machine.
    const err = await expectFailure(provider({ timeoutMs: 1000 }).tryOn(oneShirt(), signal()), 'transient');
    const elapsed = Date.now() - started;
    expect(err.detail?.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(3000);
    expect(stub.statusRequests().length).toBeGreaterThan(2);
  });

  it('a run request that hangs -> transient within the time limit', async () => {
    stub.next({ kind: 'hang' });
    const started = Date.now();
    const err = await expectFailure(provider({ timeoutMs: 1000 }).tryOn(oneShirt(), signal()), 'transient');
    expect(err.detail?.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    await stub.waitForOpenHangs(0);
  });

  it('a status poll that hangs is cut by the abort (the connection is closed)', async () => {
    stub.next({ kind: 'accept', steps: ['processing', 'hang'] });
    const ac = new AbortController();
    const call = provider({ timeoutMs: 10_000 }).tryOn(oneShirt(), ac.signal);
    await stub.waitForOpenHangs(1);
    ac.abort();
    const err = await expectFailure(call, 'transient');
    expect(err.detail?.reason).toBe('aborted');
    await stub.waitForOpenHangs(0);
  });

  it('an already aborted signal -> no request at all', async () => {
    const ac = new AbortController();
    ac.abort();
    const err = await expectFailure(provider().tryOn(oneShirt(), ac.signal), 'transient');
    expect(err.detail?.reason).toBe('aborted');
    expect(stub.requests).toHaveLength(0);
  });

  it('an abort while polling stops the polling at once', async () => {
    stub.next({ kind: 'accept', steps: Array<'processing'>(10_000).fill('processing') });
    const ac = new AbortController();
    const started = Date.now();
    const call = provider({ pollIntervalMs: 20, timeoutMs: 10_000 }).tryOn(oneShirt(), ac.signal);
    setTimeout(() => ac.abort(), 150);
    const err = await expectFailure(call, 'transient');
    expect(err.detail?.reason).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1000);
    const polls = stub.statusRequests().length;
    // Kept on purpose, a nothing-happens check: five poll intervals later, still no further poll.
    await new Promise((r) => setTimeout(r, 100));
    expect(stub.statusRequests().length).toBe(polls);
  });
});

describe('FashnProvider: input sizing', () => {
  it("sizes a photo over FASHN's 2000 px before the run: the stub takes it (and refuses it unsized)", async () => {
    const big = await sharp({
      create: { width: 1800, height: 2400, channels: 3, background: { r: 120, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const input = oneShirt({ person: { data: big, mimeType: 'image/jpeg' } });

    // Sized for a larger limit than FASHN's, the photo reaches the stub as it is and is refused: a 400,
    // not retried.
    const err = await expectFailure(
      provider({ imageLimits: { maxSide: 4000, maxBytes: 10_000_000 } }).tryOn(input, signal()),
      'invalid',
    );
    expect(err.detail).toMatchObject({ status: 400, error: 'BadRequest' });
    expect(stub.runRequests()[0].images?.[0]).toMatchObject({ width: 1800, height: 2400 });

    stub.reset();
    await provider().tryOn(input, signal());
    const [model, garment] = stub.runRequests()[0].images!;
    expect(model).toMatchObject({ field: 'model_image', mimeType: 'image/jpeg', width: 1500, height: 2000 });
    // The small garment went as it was.
    expect(garment).toMatchObject({ field: 'garment_image', bytes: shirt.length, width: 24, height: 32 });
  });

  it('an input that is no image -> invalid before any request', async () => {
    const input = oneShirt({ person: { data: Buffer.from('not a photo at all'), mimeType: 'image/png' } });
    await expectFailure(provider().tryOn(input, signal()), 'invalid');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('FashnProvider: a slot for the second run', () => {
  const twoGarments = () =>
    oneShirt({
      garments: [
        { image: { data: shirt, mimeType: 'image/png' }, garmentType: 'top' },
        { image: { data: trousers, mimeType: 'image/jpeg' }, garmentType: 'bottom' },
      ],
    });

  it('asks runSlot once, before the second run, and gives the slot back when that run ends', async () => {
    const events: string[] = [];
    const runSlot = async () => {
      events.push(`slot asked after ${stub.runRequests().length} run(s)`);
      return () => events.push(`slot given back after ${stub.runRequests().length} run(s)`);
    };
    await provider({ runSlot }).tryOn(twoGarments(), signal());
    expect(events).toEqual(['slot asked after 1 run(s)', 'slot given back after 2 run(s)']);

    events.length = 0;
    await provider({ runSlot }).tryOn(oneShirt(), signal());
    expect(events).toEqual([]);
  });

  it('a slot wait that ends early (the worker stopping) -> transient, and no second run', async () => {
    const runSlot = () => Promise.reject(new Error('the fashn call limiter was stopped'));
    const err = await expectFailure(provider({ runSlot }).tryOn(twoGarments(), signal()), 'transient');
    expect(err.message).toMatch(/slot/);
    expect(stub.runRequests()).toHaveLength(1);
  });
});

describe('FashnProvider: testConnection', () => {
  it('reads the credits: working, with the credits left; no run is made', async () => {
    stub.credits = 42;
    expect(await provider().testConnection()).toEqual({
      ok: true,
      message: 'FASHN is working: 42 API credits left',
    });
    expect(stub.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `GET /v1/credits Bearer ${stub.apiKey}`,
    ]);
  });

  it("a wrong key: not ok, with FASHN's own words, never the key", async () => {
    const result = await provider({ apiKey: 'fa-wrong-key-888' }).testConnection();
    expect(result).toEqual({
      ok: false,
      message: 'FASHN rejected the API key (HTTP 401): UnauthorizedAccess: Unauthorized: Invalid token',
    });
  });

  it('a key on an account with no credits is not ok: every try-on would fail', async () => {
    stub.credits = 0;
    const result = await provider().testConnection();
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/no API credits left/);
  });

  it('nothing listening, or no answer in time: not ok, saying which', async () => {
    const closed = new FashnStub();
    const url = await closed.start();
    await closed.stop();
    const unreachable = await provider({ baseUrl: url }).testConnection();
    expect(unreachable.ok).toBe(false);
    expect(unreachable.message).toMatch(/^Could not reach FASHN: /);

    const hanging = new (class extends FashnStub {
      protected override async handle(
        _req: import('node:http').IncomingMessage,
        res: import('node:http').ServerResponse,
      ): Promise<void> {
        this.hold(res);
      }
    })();
    await hanging.start();
    try {
      const slow = await provider({ baseUrl: hanging.url, testTimeoutMs: 200 }).testConnection();
      expect(slow).toEqual({ ok: false, message: 'FASHN did not answer within 200 ms' });
    } finally {
      await hanging.stop();
    }
  });
});
