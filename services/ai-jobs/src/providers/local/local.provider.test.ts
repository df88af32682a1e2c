import sharp from 'sharp';

import { LocalProvider } from './local.provider.js';
import { ProviderError } from '../provider.js';
import type { AiProvider, ImageData, PersonAttributes } from '../provider.js';

const ATTRIBUTES: PersonAttributes = {
  gender: 'male',
  age: 'middle-aged',
  ethnicity: 'hispanic',
  build: 'athletic',
  hairColor: 'black',
  hairStyle: 'short',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'gray',
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const TEE: Promise<ImageData> = sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>
  <path d="M120 40 L280 40 L380 130 L330 180 L290 150 L290 370 L110 370 L110 150 L70 180 L20 130 Z" fill="#c0182a"/></svg>`),
)
  .jpeg()
  .toBuffer()
  .then((data) => ({ data, mimeType: 'image/jpeg' as const }));

const live = (): AbortSignal => new AbortController().signal;
const aborted = (): AbortSignal => {
  const c = new AbortController();
  c.abort(new Error('job timed out'));
  return c.signal;
};

async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('LocalProvider', () => {
  const provider: AiProvider = new LocalProvider();
  // The engine's thread starts, and loads its models, on the first try-on: seconds on a busy machine.
  beforeAll(async () => {
    const person = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    await provider.tryOn(
      { person, garments: [{ image: await TEE, garmentType: 'top' }], category: 'tops' },
      live(),
    );
  }, 120_000);
  afterAll(async () => {
    await provider.close?.();
  });

  it('is the offline provider and does all three kinds of job', () => {
    expect(provider.name).toBe('local');
    expect(['generate', 'tryon', 'edit'].map((k) => provider.supports(k as 'generate'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('generates a 768x1024 PNG marked offline', async () => {
    const result = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    expect(result.offline).toBe(true);
    expect(result.mimeType).toBe('image/png');
    expect(result.data.subarray(0, 8)).toEqual(PNG_MAGIC);
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 1024]);
  });

  it('tries a garment on a generated person, keeping its size', async () => {
    const person = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    const result = await provider.tryOn(
      { person, garments: [{ image: await TEE, garmentType: 'top' }], category: 'tops' },
      live(),
    );
    expect(result).toMatchObject({ offline: true, mimeType: 'image/png' });
    expect(result.data.equals(person.data)).toBe(false);
    const meta = await sharp(result.data).metadata();
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    // The chest is now the garment's red.
    const { data } = await sharp(result.data)
      .extract({ left: 364, top: 380, width: 40, height: 40 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    let r = 0;
    let g = 0;
    for (let o = 0; o < data.length; o += 3) {
      r += data[o];
      g += data[o + 1];
    }
    expect(r).toBeGreaterThan(g * 2.5);
  });

  it('draws what a free prompt says over the attributes it contradicts', async () => {
    const prompt = 'older woman, long red hair, green dress, sitting';
    const young = {
      ...ATTRIBUTES,
      gender: 'female' as const,
      age: 'young' as const,
      hairColor: 'brown' as const,
    };
    const fromPrompt = await provider.generatePerson({ attributes: young, prompt }, live());
    // The same picture as asking for those attributes outright: the prompt won.
    const outright = await provider.generatePerson(
      {
        attributes: { ...young, age: 'older', hairColor: 'red', hairStyle: 'long', pose: 'sitting' },
        prompt,
      },
      live(),
    );
    expect(fromPrompt.data.equals(outright.data)).toBe(true);
    const defaults = await provider.generatePerson({ attributes: young, prompt: 'green dress' }, live());
    expect(fromPrompt.data.equals(defaults.data)).toBe(false);
  });

  it('edits colours and explains what it cannot do', async () => {
    const person = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    const edited = await provider.editImage({ image: person, instruction: 'make the shirt yellow' }, live());
    expect(edited).toMatchObject({ offline: true, mimeType: 'image/png' });
    expect(edited.data.equals(person.data)).toBe(false);
    const error = await caught(provider.editImage({ image: person, instruction: 'add a hat' }, live()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      kind: 'invalid',
      message:
        'The offline preview can only change colours, not add, remove or swap clothes: try e.g. "make the shirt blue" or "make the background gray"',
    });
  });

  it('stops with a transient "aborted" error when the signal is aborted', async () => {
    const person = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    const calls = [
      provider.generatePerson({ attributes: ATTRIBUTES }, aborted()),
      provider.tryOn(
        { person, garments: [{ image: await TEE, garmentType: 'top' }], category: 'tops' },
        aborted(),
      ),
      provider.editImage({ image: person, instruction: 'make the shirt blue' }, aborted()),
    ];
    for (const call of calls) {
      const error = await caught(call);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'transient', message: 'aborted' });
    }
  });

  it('stops between steps when the signal is aborted while it works', async () => {
    const person = await provider.generatePerson({ attributes: ATTRIBUTES }, live());
    const controller = new AbortController();
    const pending = provider.tryOn(
      { person, garments: [{ image: await TEE, garmentType: 'top' }], category: 'tops' },
      controller.signal,
    );
    controller.abort();
    expect(await caught(pending)).toMatchObject({ kind: 'transient', message: 'aborted' });
  });

  it('refuses attribute values outside the lists', async () => {
    const bad = { ...ATTRIBUTES, background: 'purple' } as unknown as PersonAttributes;
    const error = await caught(provider.generatePerson({ attributes: bad }, live()));
    expect(error).toMatchObject({ kind: 'invalid', detail: { key: 'background', value: 'purple' } });
  });
});
