import sharp from 'sharp';
import { FashnStub, FASHN_STUB_MAX_BASE64, FASHN_STUB_MAX_SIDE } from '../../../test-support/fashn-stub.js';
import { solidPng } from '../../../test-support/http-stub.js';
import { ProviderLimits } from '../src/domain/provider-limits.js';
import { FashnProvider } from '../src/providers/fashn.provider.js';
import type { TryOnInput } from '../src/providers/provider.js';

// The FASHN adapter over HTTP against the stub, which refuses (HTTP 400) an input over FASHN's documented
// 2000 px longest edge or over its base64 size: a 10 MB phone photo goes through sized; and a two-garment
// try-on counts both of its runs against the provider's per-minute limit, as the worker wires it.

const stub = new FashnStub();
let shirt: Buffer;
let trousers: Buffer;

beforeAll(async () => {
  await stub.start();
  shirt = await solidPng(300, 400, { r: 250, g: 250, b: 250 });
  trousers = await solidPng(300, 400, { r: 20, g: 20, b: 120 });
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset());

/** A ~10 MB photo of 6000 x 8000 px: smooth noise, which JPEG cannot squeeze to nothing. */
async function tenMegabytePhoto(): Promise<Buffer> {
  const { data, info } = await sharp({
    create: {
      width: 1500,
      height: 2000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).resize(6000, 8000, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
}

function provider(extra: Partial<ConstructorParameters<typeof FashnProvider>[0]> = {}): FashnProvider {
  return new FashnProvider({
    apiKey: stub.apiKey,
    baseUrl: stub.url,
    pollIntervalMs: 10,
    timeoutMs: 20_000,
    ...extra,
  });
}

it("a try-on with a 10 MB person photo: sized to FASHN's limits, the stub takes it and the try-on completes", async () => {
  const photo = await tenMegabytePhoto();
  expect(photo.length).toBeGreaterThan(9_000_000);
  expect(Math.ceil(photo.length / 3) * 4).toBeGreaterThan(FASHN_STUB_MAX_BASE64);

  const result = await provider().tryOn(
    {
      person: { data: photo, mimeType: 'image/jpeg' },
      garments: [{ image: { data: shirt, mimeType: 'image/png' }, garmentType: 'top' }],
      category: 'tops',
    },
    new AbortController().signal,
  );

  const runs = stub.runRequests();
  expect(runs).toHaveLength(1);
  const model = runs[0].images!.find((i) => i.field === 'model_image')!;
  expect(model.mimeType).toBe('image/jpeg');
  expect(Math.max(model.width, model.height)).toBeLessThanOrEqual(FASHN_STUB_MAX_SIDE);
  expect(model.width / model.height).toBeCloseTo(6000 / 8000, 2);
  expect(model.base64Length).toBeLessThanOrEqual(FASHN_STUB_MAX_BASE64);
  expect(result.data.equals([...stub.outputs.values()][0])).toBe(true);
}, 90_000);

it('a two-garment try-on counts two runs against the per-minute limit, and each run is within the in-flight limit', async () => {
  const windowMs = 1000;
  const limits = new ProviderLimits({ fashn: { maxInFlight: 2, maxPerMinute: 3, windowMs } });
  const slots = limits.for('fashn');
  const fashn = provider({ runSlot: (signal) => slots.extraCall(signal) });
  const person = { data: await solidPng(300, 400, { r: 90, g: 60, b: 30 }), mimeType: 'image/png' as const };
  const job = (garments: TryOnInput['garments']) => async () => {
    // What the job runner does: a slot of the provider first, given back when the call ends.
    const release = await slots.acquire();
    try {
      return await fashn.tryOn({ person, garments, category: 'tops' }, new AbortController().signal);
    } finally {
      release();
    }
  };
  const top = { image: { data: shirt, mimeType: 'image/png' as const }, garmentType: 'top' as const };
  const bottom = {
    image: { data: trousers, mimeType: 'image/png' as const },
    garmentType: 'bottom' as const,
  };

  const started = Date.now();
  // Three jobs, four runs, three allowed per window: the last run has to wait for the window to roll.
  await Promise.all([job([top, bottom])(), job([top])(), job([bottom])()]);
  const elapsed = Date.now() - started;

  expect(stub.runRequests()).toHaveLength(4);
  expect(slots.stats()).toMatchObject({ started: 4, jobs: 3, waiting: 0 });
  expect(elapsed).toBeGreaterThanOrEqual(windowMs - 50);
  expect(stub.mostActive).toBeLessThanOrEqual(2);
  expect(stub.active).toBe(0);
  limits.stop();
});
