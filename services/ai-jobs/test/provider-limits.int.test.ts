process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JobRequested } from '@tryon/proto-events';
import { eventually } from '../../../test-support/infra.js';
import { apiCall, signUp, startStack, type Stack } from '../../../test-support/stack.js';
import { GeminiStub } from '../../../test-support/gemini-stub.js';
import { WORKER_DURABLE, type AiJobsWorker } from '../src/worker-app.js';

// A burst of jobs beyond the provider's per-minute limit: the worker makes only the calls the limit allows,
// the others wait for a slot (claimed, kept alive past their ack wait, never called, never failed); a
// stopping worker gives the waiting jobs back, and the next worker runs each of them exactly once.

/** The Gemini stub answering after `delayMs`, counting the calls it holds at once. */
class SlowGeminiStub extends GeminiStub {
  delayMs = 300;
  inFlight = 0;
  mostInFlight = 0;

  protected override async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    try {
      // Not a wait of the test: the provider's answer time, so that calls overlap and are counted.
      await new Promise((r) => setTimeout(r, this.delayMs));
      await super.handle(req, res);
    } finally {
      this.inFlight--;
    }
  }
}

let stub: SlowGeminiStub;
let stack: Stack;

beforeAll(async () => {
  stub = new SlowGeminiStub();
  await stub.start();
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    env: { GEMINI_API_KEY: stub.apiKey, GEMINI_API_BASE: stub.url, PROVIDER_TIMEOUT_MS: '20000' },
  });
});

afterAll(async () => {
  await stack?.stop();
  await stub?.stop();
});

const jobs = (ids: number[]) => stack.dbs['ai-jobs']!('gemini_sessions').whereIn('id', ids).orderBy('id');

it('waits for a slot when a burst goes beyond the per-minute limit, instead of calling the provider', async () => {
  // Four accounts with the free trial's two sessions each: eight generations at once.
  const users = await Promise.all(Array.from({ length: 4 }, () => signUp(stack.base)));
  const ids: number[] = [];
  for (const u of users) {
    for (let i = 0; i < 2; i++) {
      const r = await apiCall(stack.base, 'POST', '/api/gemini/generate-person', u.cookie, {
        gender: 'male',
      });
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
  }

  const limited: AiJobsWorker = await stack.startWorker({
    GEMINI_MAX_PER_MINUTE: '3',
    GEMINI_MAX_IN_FLIGHT: '2',
    WORKER_CONCURRENCY: '16',
    JOB_ACK_WAIT_MS: '2000',
  });
  await eventually(
    async () => (await jobs(ids)).filter((j) => j.status === 'completed').length === 3,
    20_000,
  );
  // More than two ack waits: the five waiting jobs stay with this worker and still do not call. Kept on
  // purpose: a nothing-happens check (no call, no redelivery) over a span of time.
  await new Promise((r) => setTimeout(r, 4500));
  expect(stub.requests).toHaveLength(3);
  expect(stub.mostInFlight).toBeLessThanOrEqual(2);
  const rows = await jobs(ids);
  expect(rows.filter((j) => j.status === 'completed')).toHaveLength(3);
  const waiting = rows.filter((j) => j.status !== 'completed');
  expect(waiting.map((j) => [j.status, j.attempts])).toEqual(Array(5).fill(['pending', 0]));
  expect(limited.running()).toBe(5);
  const consumer = await stack.nats.jsm.consumers.info(JobRequested.stream, WORKER_DURABLE);
  expect(consumer.num_redelivered).toBe(0);
  expect(consumer.num_ack_pending).toBe(5);

  // Stopping: the waiting jobs go back to the queue at once (nothing waits for the next minute).
  const t = Date.now();
  await limited.stop();
  expect(Date.now() - t).toBeLessThan(5000);

  // The next worker (no per-minute limit) runs each of them once.
  await stack.startWorker({ GEMINI_MAX_PER_MINUTE: '0', GEMINI_MAX_IN_FLIGHT: '2' });
  await eventually(async () => (await jobs(ids)).every((j) => j.status === 'completed'), 20_000);
  expect(stub.requests).toHaveLength(8);
  expect(stub.mostInFlight).toBeLessThanOrEqual(2);
  expect((await jobs(ids)).map((j) => j.attempts)).toEqual(Array(8).fill(1));
  // Each job debited once: the free trial's two sessions are spent, nothing refunded.
  for (const u of users) {
    const debits = await stack.dbs.billing!('balance_ledger').where({ userId: u.id, kind: 'debit' });
    expect(debits).toHaveLength(2);
    const refunds = await stack.dbs.billing!('balance_ledger').where({ userId: u.id, kind: 'refund' });
    expect(refunds).toHaveLength(0);
  }
});
