process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildEnvelope, JobFailed } from '@tryon/proto-events';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import { GeminiStub } from '../../test-support/gemini-stub.js';

// AI jobs with the real Gemini client against a local stub of Gemini's API: a worker killed in the
// middle of a job, a refusal (failed, refunded once), a rate limit followed by success.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER = path.join(ROOT, 'services/ai-jobs/dist/worker.js');

let stub: GeminiStub;
let stack: Stack;
let base: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  if (!existsSync(WORKER))
    throw new Error(`${WORKER} is missing: build first (npx tsc -b), as npm test does`);
  stub = new GeminiStub();
  await stub.start();
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    env: {
      GEMINI_API_KEY: stub.apiKey,
      GEMINI_API_BASE: stub.url,
      // A dead worker's job goes to another worker after 3 s.
      JOB_ACK_WAIT_MS: '3000',
      PROVIDER_TIMEOUT_MS: '20000',
    },
  });
  base = stack.base;
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await stack?.stop();
  await stub?.stop();
});

const signUp = () => signUpThrough(base);

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);

const session = async (id: number, cookie: string) =>
  (await call('GET', `/api/gemini/session/${id}`, cookie)).body;
const balance = async (cookie: string) =>
  (await call('GET', '/api/user/session-balance', cookie)).body.balance;

async function ledger(userId: number) {
  return stack.dbs.billing!('balance_ledger').where({ userId }).orderBy('id').select('kind', 'topUpDelta');
}

describe('AI jobs with the Gemini provider (stub)', () => {
  it('completes a job whose worker was killed mid-job, and debits it once', async () => {
    const ann = await signUp();
    stub.next({ kind: 'hang' }); // the first worker's call never gets an answer
    const started = await call('POST', '/api/gemini/generate-person', ann.cookie, { gender: 'female' });
    expect(started.status).toBe(201);

    // A worker in its own process takes the job...
    child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        ...stack.env,
        ...stack.natsEnv('ai-jobs-worker'),
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    await eventually(
      async () => (await session(started.body.id, ann.cookie)).status === 'processing',
      20_000,
    );
    await eventually(async () => stub.openHangs > 0, 10_000);
    // ...and dies in the middle of it.
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;

    await stack.startWorker();
    const done = await eventually(async () => {
      const s = await session(started.body.id, ann.cookie);
      return s.status === 'completed' || s.status === 'failed' ? s : null;
    }, 30_000);
    expect(done).toMatchObject({ status: 'completed', offline: false });
    expect(done.resultUrl).toMatch(new RegExp(`^/uploads/results/${ann.id}/`));
    expect(await balance(ann.cookie)).toBe(1);
    expect((await ledger(ann.id)).filter((e) => e.kind === 'debit')).toHaveLength(1);
    const row = await stack.dbs['ai-jobs']!('gemini_sessions').where({ id: started.body.id }).first();
    expect(row).toMatchObject({ attempts: 2, provider: 'gemini' });
  });

  it('fails a refused job with the AI wording and refunds it once, however often the event comes', async () => {
    const bob = await signUp();
    stub.next({ kind: 'finish', finishReason: 'IMAGE_SAFETY' });
    const started = await call('POST', '/api/gemini/generate-person', bob.cookie, {});
    const done = await eventually(async () => {
      const s = await session(started.body.id, bob.cookie);
      return s.status === 'failed' ? s : null;
    }, 30_000);
    expect(done.errorMessage).toMatch(/^AI generation failed: /);
    // Refused: not retried.
    const row = await stack.dbs['ai-jobs']!('gemini_sessions').where({ id: started.body.id }).first();
    expect(row.attempts).toBe(1);
    await eventually(async () => (await balance(bob.cookie)) === 2);
    // The job-failed event delivered again changes nothing.
    const again = buildEnvelope(
      JobFailed,
      { sessionId: `gemini:${started.body.id}`, userId: bob.id, kind: 'person_generation' },
      { producer: 'test' },
    );
    const another = { ...again, id: crypto.randomUUID() };
    await stack.nats.js.publish(again.subject, JSON.stringify(again));
    await stack.nats.js.publish(another.subject, JSON.stringify(another));
    // Billing's consumer takes them in order: once the second is in its inbox, both were handled.
    await eventually(async () =>
      stack.dbs.billing!('inbox').where({ consumer: 'billing-job-failed', message_id: another.id }).first(),
    );
    expect(await balance(bob.cookie)).toBe(2);
    expect((await ledger(bob.id)).map((e) => e.kind)).toEqual(['grant', 'debit', 'refund']);
  });

  it('retries a rate-limited job with backoff and completes it, charging once', async () => {
    const cy = await signUp();
    stub.next({ kind: 'error', status: 429, message: 'Resource has been exhausted' });
    const started = await call('POST', '/api/gemini/generate-person', cy.cookie, {});
    const done = await eventually(async () => {
      const s = await session(started.body.id, cy.cookie);
      return s.status === 'completed' || s.status === 'failed' ? s : null;
    }, 30_000);
    expect(done.status).toBe('completed');
    const row = await stack.dbs['ai-jobs']!('gemini_sessions').where({ id: started.body.id }).first();
    expect(row.attempts).toBe(2);
    expect(await balance(cy.cookie)).toBe(1);
  });

  it("stores each answer's own image when many answers are decoded into kept buffers at once", async () => {
    // Noise PNGs of 160x160 (about 77 KB, 100 KB as base64): decoded from the answer into the worker's
    // kept buffers, each held until its job's result is in storage, then used for the next answers.
    const images = await Promise.all(
      Array.from({ length: 6 }, () =>
        sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      ),
    );
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    for (const png of images) stub.next({ kind: 'image', data: png.toString('base64') });
    const people = await Promise.all([signUp(), signUp(), signUp()]);
    const started = await Promise.all(
      people.flatMap((p) =>
        [0, 1].map(async () => {
          const r = await call('POST', '/api/gemini/generate-person', p.cookie, {});
          expect(r.status).toBe(201);
          return { id: r.body.id as number, cookie: p.cookie };
        }),
      ),
    );
    const stored = await Promise.all(
      started.map(async ({ id, cookie }) => {
        const done = await eventually(async () => {
          const s = await session(id, cookie);
          return s.status === 'completed' || s.status === 'failed' ? s : null;
        }, 20_000);
        expect(done.status).toBe('completed');
        const res = await fetch(`${base}${done.resultUrl}`, { headers: { cookie } });
        expect(res.status).toBe(200);
        return sha(Buffer.from(await res.arrayBuffer()));
      }),
    );
    expect(stored.sort()).toEqual(images.map(sha).sort());
  }, 45_000);
});
