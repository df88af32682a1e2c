import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

import sharp from 'sharp';

import { ProviderError } from '../provider.js';
import type { ImageData, TryOnInput } from '../provider.js';
import { GARMENT_AS_PERSON_MESSAGE } from './fitted.js';
import { InProcessEngine } from './local.provider.js';
import { EngineThread } from './thread.js';
import type { EngineRunner } from './thread.js';
import { localVision } from './vision.js';

/** Starting the thread (TypeScript through tsx here) and its models takes a few seconds on a busy machine. */
const SLOW = 120_000;
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/offline-eval',
);

const live = (): AbortSignal => new AbortController().signal;

async function fixture(name: string): Promise<ImageData> {
  return { data: await readFile(path.join(FIXTURES, name)), mimeType: 'image/png' };
}

async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

/** Waits until `file` holds `text` (up to 10 s). */
async function waitForFile(file: string, text: string): Promise<void> {
  const end = Date.now() + 10_000;
  while ((await readFile(file, 'utf8')) !== text) {
    if (Date.now() > end) throw new Error(`${file} never read "${text}"`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The longest the event loop was held while `work` ran, in ms (sampled every 5 ms). */
async function maxLoopDelay(work: () => Promise<unknown>): Promise<number> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  try {
    await work();
  } finally {
    h.disable();
  }
  return h.max / 1e6;
}

let thread: EngineThread;
let man: TryOnInput;
let garmentAsPerson: TryOnInput;

beforeAll(async () => {
  thread = new EngineThread();
  const tee = await fixture('garment-red-tee.png');
  man = {
    person: await fixture('man-front-white.png'),
    garments: [{ image: tee, garmentType: 'top' }],
    category: 'tops',
  };
  garmentAsPerson = { person: tee, garments: [{ image: tee, garmentType: 'top' }], category: 'tops' };
}, SLOW);

afterAll(async () => {
  await thread.close();
});

describe('EngineThread', () => {
  it(
    'tries a garment on on its own thread, the same picture as on the caller thread',
    async () => {
      const here = new InProcessEngine(localVision);
      const [there, local] = [await thread.run('tryOn', man, live()), await here.run('tryOn', man, live())];
      expect(there.equals(local)).toBe(true);
      expect((await sharp(there).metadata()).format).toBe('png');
    },
    SLOW,
  );

  it(
    'keeps the event loop free while a try-on runs (on the caller thread it is held for whole steps)',
    async () => {
      // The machine may be busy with other work, which delays the loop now and then whatever runs on it:
      // the least of a few runs' longest delays is the one that tells.
      const bestOf = async (runs: number, work: () => Promise<unknown>) => {
        await work(); // warm
        const delays: number[] = [];
        for (let i = 0; i < runs; i++) delays.push(await maxLoopDelay(work));
        return Math.min(...delays);
      };
      const onThread = await bestOf(3, () => thread.run('tryOn', man, live()));
      const here = new InProcessEngine(localVision);
      const inProcess = await bestOf(2, () => here.run('tryOn', man, live()));
      process.stdout.write(
        `event loop held at most ${onThread.toFixed(1)} ms during a try-on on the engine thread, ${inProcess.toFixed(1)} ms on the caller's thread\n`,
      );
      // On the caller's thread each model run and pixel pass holds the loop for its whole length.
      expect(onThread).toBeLessThan(100);
      expect(inProcess).toBeGreaterThan(onThread);
    },
    SLOW,
  );

  it(
    'passes a refusal back unchanged: the same ProviderError kind, message and detail',
    async () => {
      const there = await caught(thread.run('tryOn', garmentAsPerson, live()));
      const here = await caught(new InProcessEngine(localVision).run('tryOn', garmentAsPerson, live()));
      expect(there).toBeInstanceOf(ProviderError);
      expect(there).toMatchObject({ kind: 'invalid', message: GARMENT_AS_PERSON_MESSAGE });
      const { kind, message, detail } = here as ProviderError;
      expect(there).toMatchObject({ kind, message });
      expect((there as ProviderError).detail).toEqual(detail);
      const badValue = await caught(
        thread.run('generate', { attributes: { gender: 'robot' } as never }, live()),
      );
      expect(badValue).toMatchObject({ kind: 'invalid', message: 'Unknown value for gender' });
      expect((badValue as ProviderError).detail).toEqual({ key: 'gender', value: 'robot' });
    },
    SLOW,
  );

  it(
    'passes any other failure back as an Error with its message',
    async () => {
      // An edit without its image: a TypeError in the engine, not a refusal.
      const there = await caught(thread.run('edit', {} as never, live()));
      const here = await caught(new InProcessEngine(localVision).run('edit', {} as never, live()));
      expect(here).toBeInstanceOf(TypeError);
      expect(there).toBeInstanceOf(Error);
      expect(there).not.toBeInstanceOf(ProviderError);
      expect((there as Error).message).toBe((here as Error).message);
    },
    SLOW,
  );

  it(
    'answers an aborted job at once, and the same thread serves the next one',
    async () => {
      await thread.run('tryOn', man, live()); // warm
      const controller = new AbortController();
      const pending = thread.run('tryOn', man, controller.signal);
      const queued = thread.run('tryOn', man, controller.signal);
      setTimeout(() => controller.abort(new Error('job timed out')), 20);
      const started = performance.now();
      const [first, second] = await Promise.all([caught(pending), caught(queued)]);
      expect(performance.now() - started).toBeLessThan(1000);
      for (const err of [first, second]) {
        expect(err).toBeInstanceOf(ProviderError);
        expect(err).toMatchObject({ kind: 'transient', message: 'aborted' });
        expect((err as Error).cause).toEqual(new Error('job timed out'));
      }
      // Already aborted: refused without reaching the thread.
      expect(await caught(thread.run('tryOn', man, controller.signal))).toMatchObject({ message: 'aborted' });
      const next = await thread.run('tryOn', man, live());
      expect((await sharp(next).metadata()).format).toBe('png');
    },
    SLOW,
  );
});

describe('EngineThread when its thread fails', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'engine-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function script(name: string, body: string): Promise<{ url: URL }> {
    const file = path.join(dir, name);
    await writeFile(file, body);
    return { url: pathToFileURL(file) };
  }

  it('fails the job as transient when the thread dies, and starts a new thread for the next', async () => {
    const counter = path.join(dir, 'starts');
    await writeFile(counter, '');
    const dying = new EngineThread(
      await script(
        'dies.mjs',
        `import { appendFileSync } from 'node:fs';
         import { parentPort } from 'node:worker_threads';
         appendFileSync(${JSON.stringify(counter)}, 'x');
         parentPort.on('message', () => process.exit(3));`,
      ),
    );
    try {
      for (let i = 0; i < 2; i++) {
        const err = await caught(dying.run('tryOn', man, live()));
        expect(err).toBeInstanceOf(ProviderError);
        expect(err).toMatchObject({ kind: 'transient', message: 'The offline engine stopped: exit code 3' });
      }
      expect(await readFile(counter, 'utf8')).toBe('xx');
    } finally {
      await dying.close();
    }
  });

  it('replaces a thread that does not stop a cancelled job within the grace period', async () => {
    const counter = path.join(dir, 'stuck-starts');
    await writeFile(counter, '');
    const stuck = new EngineThread(
      await script(
        'stuck.mjs',
        `import { appendFileSync } from 'node:fs';
         import { parentPort } from 'node:worker_threads';
         appendFileSync(${JSON.stringify(counter)}, 'x');
         parentPort.on('message', () => {});`,
      ),
      { abortGraceMs: 200 },
    );
    try {
      const controller = new AbortController();
      const pending = caught(stuck.run('tryOn', man, controller.signal));
      const next = caught(stuck.run('tryOn', man, live()));
      await new Promise((r) => setTimeout(r, 100));
      controller.abort();
      expect(await pending).toMatchObject({ kind: 'transient', message: 'aborted' });
      // The next job waits for the stuck thread, then goes to a new one.
      await waitForFile(counter, 'xx');
      expect(stuck.started).toBe(true);
      await stuck.close();
      expect(await next).toMatchObject({ message: 'The offline engine is shut down' });
    } finally {
      await stuck.close();
    }
  });

  it('stops the thread on close: its job fails as transient and later jobs are refused', async () => {
    const stuck: EngineRunner & { started: boolean } = new EngineThread(
      await script(
        'never-answers.mjs',
        `import { parentPort } from 'node:worker_threads';
         parentPort.on('message', () => {});`,
      ),
    );
    const pending = caught(stuck.run('tryOn', man, live()));
    await new Promise((r) => setTimeout(r, 100));
    expect(stuck.started).toBe(true);
    await stuck.close();
    expect(stuck.started).toBe(false);
    expect(await pending).toMatchObject({
      kind: 'transient',
      message: 'The offline engine is shut down',
    });
    expect(await caught(stuck.run('tryOn', man, live()))).toMatchObject({
      kind: 'transient',
      message: 'The offline engine is shut down',
    });
  });
});
