// The bus is a trust boundary: the run's nats-server has the generated permissions
// (deploy/nats/tryon-auth.conf), and here real identity and billing run behind them. Nothing without
// credentials gets in; a service cannot publish another's events (no refund from a forged job.failed),
// call a request it has no business with, answer another's requests, or read another's replies or
// durables. The rest of the integration tests drive every flow through the same permissions.
process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { connect, type Msg } from '@nats-io/transport-node';
import { buildEnvelope, DEBIT_SUBJECT, JobFailed, STREAMS, type DebitResponse } from '@tryon/proto-events';
import { connectNats, ensureStreams, type Nats } from '@tryon/kit';
import {
  connectNatsAs,
  eventually,
  testLogger,
  testNatsPassword,
  testNatsServer,
} from '../../test-support/infra.js';
import { apiCall, signUp, startStack, type Stack } from '../../test-support/stack.js';

let stack: Stack;
const opened: Nats[] = [];

/** A connection as bus user `user` (closed after the tests). */
async function as(user: string): Promise<Nats> {
  const n = await connectNatsAs(user, `permissions-test-${user}`);
  opened.push(n);
  return n;
}

const PERMISSION = /permissions violation/i;

beforeAll(async () => {
  stack = await startStack(['identity', 'billing']);
});

afterAll(async () => {
  for (const n of opened) await n.nc.close().catch(() => undefined);
  await stack?.stop();
});

const balance = async (cookie: string): Promise<number> =>
  (await apiCall(stack.base, 'GET', '/api/user/session-balance', cookie)).body.balance;

function debit(n: Nats, userId: number, key: string): Promise<DebitResponse> {
  const body = { userId, actionType: 'virtual_tryon', cost: 1, idempotencyKey: key, geminiSessionId: key };
  return n.nc.request(DEBIT_SUBJECT, JSON.stringify(body), { timeout: 5000 }).then((m) => m.json());
}

function jobFailed(userId: number, key: string, producer: string) {
  return JSON.stringify(
    buildEnvelope(JobFailed, { sessionId: key, userId, kind: 'virtual_tryon' }, { producer }),
  );
}

/** Messages the admin sees on `subject` while `act` runs (plain NATS, so a refused publish shows as none). */
async function seenOn(subject: string, act: () => Promise<void>): Promise<Msg[]> {
  const got: Msg[] = [];
  const sub = stack.nats.nc.subscribe(subject, {
    callback: (_e, m) => {
      got.push(m);
    },
  });
  await stack.nats.nc.flush();
  await act();
  // Kept on purpose, a nothing-happens check (every caller expects none): a refused publish never arrives.
  await new Promise((r) => setTimeout(r, 300));
  sub.unsubscribe();
  return got;
}

describe('who may connect', () => {
  it('refuses a client without credentials, with a wrong password, or as an unknown user', async () => {
    await expect(connect({ servers: testNatsServer() })).rejects.toThrow(/Authorization Violation/);
    await expect(
      connect({ servers: testNatsServer(), user: 'billing', pass: testNatsPassword('identity') }),
    ).rejects.toThrow(/Authorization Violation/);
    await expect(
      connect({ servers: testNatsServer(), user: 'mallory', pass: 'n1234567890abcdef' }),
    ).rejects.toThrow(/Authorization Violation/);
    // The kit says what is wrong at once instead of retrying.
    await expect(connectNats(testNatsServer(), 'nobody', testLogger, 30_000)).rejects.toThrow(
      /NATS refused a connection without credentials/,
    );
  });
});

describe('what a service may publish', () => {
  it('refuses a job.failed forged by billing, media or the gateway (no refund), and refunds the real one', async () => {
    const ann = await signUp(stack.base);
    const aiJobs = await as('ai-jobs');
    const key = 'gemini:990001';
    expect(await debit(aiJobs, ann.id, key)).toMatchObject({ ok: true, charged: 1 });
    expect(await balance(ann.cookie)).toBe(1);

    for (const user of ['billing', 'media', 'gateway', 'content']) {
      const n = await as(user);
      // A JetStream publish to AI_JOBS is refused...
      await expect(n.js.publish(JobFailed.subject, jobFailed(ann.id, key, user))).rejects.toThrow(PERMISSION);
      // ...and so is a plain publish: nobody receives it.
      const seen = await seenOn(JobFailed.subject, async () => {
        n.nc.publish(JobFailed.subject, jobFailed(ann.id, key, user));
        await n.nc.flush();
      });
      expect(seen).toHaveLength(0);
    }
    const stream = await stack.nats.jsm.streams.info('AI_JOBS');
    expect(stream.state.messages).toBe(0);
    // Kept on purpose, a nothing-happens check: no refund a moment later either.
    await new Promise((r) => setTimeout(r, 500));
    expect(await balance(ann.cookie)).toBe(1);

    // ai-jobs' own event goes through, and billing refunds it once.
    await aiJobs.js.publish(JobFailed.subject, jobFailed(ann.id, key, 'ai-jobs'));
    await eventually(async () => (await balance(ann.cookie)) === 2, 10_000);
  });

  it("refuses another service's events and streams' management", async () => {
    const billing = await as('billing');
    await expect(billing.js.publish('identity.user.registered.v1', '{}')).rejects.toThrow(PERMISSION);
    await expect(billing.jsm.streams.delete('AI_JOBS')).rejects.toThrow(PERMISSION);
    await expect(billing.jsm.streams.purge('BILLING')).rejects.toThrow(PERMISSION);
    const content = await as('content');
    await expect(content.js.publish('billing.balance.changed.v1', '{}')).rejects.toThrow(PERMISSION);
    // Its own audit events are fine.
    await expect(content.js.publish('audit.admin-action.recorded.v1', '{}')).resolves.toBeTruthy();
  });
});

describe('request-reply', () => {
  it('lets ai-jobs call the debit, and nobody else', async () => {
    const bob = await signUp(stack.base);
    expect(await debit(await as('ai-jobs'), bob.id, 'gemini:990002')).toMatchObject({ ok: true });
    for (const user of ['content', 'support', 'gateway', 'media', 'ai-jobs-worker', 'identity']) {
      await expect(debit(await as(user), bob.id, `gemini:99${user.length}`)).rejects.toThrow(PERMISSION);
    }
    expect(await balance(bob.cookie)).toBe(1);
  });

  it("does not let a service answer another's requests or read another's replies", async () => {
    const content = await as('content');
    const refused = (subject: string) =>
      new Promise<Error | void>((resolve) => {
        const sub = content.nc.subscribe(subject, { callback: () => undefined });
        void sub.closed.then(resolve, resolve);
      });
    await expect(refused(DEBIT_SUBJECT)).resolves.toThrow(PERMISSION);
    await expect(refused('_INBOX.ai-jobs.>')).resolves.toThrow(PERMISSION);
    await expect(refused('>')).resolves.toThrow(PERMISSION);
    // Nor publish into another's inbox: billing answers only the requests it received.
    const seen = await seenOn('_INBOX.ai-jobs.forged', async () => {
      const billing = await as('billing');
      billing.nc.publish('_INBOX.ai-jobs.forged', JSON.stringify({ ok: true }));
      await billing.nc.flush();
    });
    expect(seen).toHaveLength(0);
  });
});

describe('streams', () => {
  it('lets a service start when a stream of another lacks a new subject (its owner adds it)', async () => {
    const billing = await as('billing');
    const newer = { ...STREAMS.aiJobs, subjects: ['aijobs.>', 'aijobs-next.>'] };
    await expect(ensureStreams(billing.jsm, [newer])).resolves.toBeUndefined();
    expect((await stack.nats.jsm.streams.info('AI_JOBS')).config.subjects).toEqual(['aijobs.>']);
  });
});

describe('durable consumers', () => {
  it("lets a service use its own durables but not another's", async () => {
    const support = await as('support');
    // billing's durable on AI_JOBS exists (billing runs); support may neither read nor pull from it.
    await expect(support.jsm.consumers.info('AI_JOBS', 'billing-job-failed')).rejects.toThrow(PERMISSION);
    await expect(support.jsm.consumers.delete('AI_JOBS', 'billing-job-failed')).rejects.toThrow(PERMISSION);
    const billing = await as('billing');
    await expect(billing.jsm.consumers.info('AI_JOBS', 'billing-job-failed')).resolves.toMatchObject({
      name: 'billing-job-failed',
    });
    // Nor make a consumer of its own on a stream whose events it does not consume.
    await expect(
      support.jsm.consumers.add('AI_JOBS', {
        durable_name: 'support-spy',
        filter_subject: 'aijobs.job.failed.v1',
      }),
    ).rejects.toThrow(PERMISSION);
  });
});
