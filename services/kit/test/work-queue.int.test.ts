import { randomUUID } from 'node:crypto';
import { AckPolicy, type Consumer } from '@nats-io/jetstream';
import {
  JobRequested,
  STREAMS,
  buildEnvelope,
  deadLetterSubject,
  type JobRequestedData,
} from '@tryon/proto-events';
import {
  DEAD_LETTER_CONSUMER_HEADER,
  DEAD_LETTER_REASON_HEADER,
  ensureStreams,
  startWorkQueueConsumer,
  type Nats,
  type RunningWorkQueue,
  type WorkQueueSpec,
} from '@tryon/kit';
import { eventually, freshNats, nextMessage, testLogger } from '../../../test-support/infra.js';

// The AI job queue is the real work-queue stream: a message is gone once acknowledged (or terminated).
let nats: Nats;
let running: RunningWorkQueue | null = null;
let durable = '';

const job = (id: number): JobRequestedData => ({
  key: `gemini:${id}`,
  kind: 'person_generation',
  id,
  userId: 1,
});

async function publishJob(id: number): Promise<void> {
  const env = buildEnvelope(JobRequested, job(id), { producer: 'kit-test' });
  await nats.js.publish(JobRequested.subject, JSON.stringify(env), { msgID: env.id });
}

async function start(spec: Omit<WorkQueueSpec<typeof JobRequested>, 'event' | 'durable'>) {
  running = await startWorkQueueConsumer(
    { nats, logger: testLogger },
    { event: JobRequested, durable, ...spec },
  );
  return running;
}

/** A reader of the dead letters of job messages. */
async function deadLetters(): Promise<Consumer> {
  await nats.jsm.consumers.add(STREAMS.deadLetter.name, {
    durable_name: `${durable}-dl`,
    ack_policy: AckPolicy.Explicit,
    filter_subject: deadLetterSubject(JobRequested.subject),
  });
  return nats.js.consumers.get(STREAMS.deadLetter.name, `${durable}-dl`);
}

async function queued(): Promise<number> {
  return (await nats.jsm.streams.info(STREAMS.aiJobsWork.name)).state.messages;
}

/** Whether the consumer has handed out everything and has nothing waiting for an answer. */
async function settled(): Promise<boolean> {
  const info = await nats.jsm.consumers.info(JobRequested.stream, durable);
  return info.num_pending === 0 && info.num_ack_pending === 0;
}

beforeAll(async () => {
  nats = await freshNats();
  await ensureStreams(nats.jsm);
});

afterAll(async () => {
  await nats.nc.close();
});

beforeEach(async () => {
  durable = `wq-${randomUUID().slice(0, 8)}`;
  await nats.jsm.streams.purge(STREAMS.aiJobsWork.name);
  await nats.jsm.streams.purge(STREAMS.deadLetter.name);
});

afterEach(async () => {
  await running?.stop();
  running = null;
  // A work-queue stream takes one consumer per subject: the next test brings its own.
  await nats.jsm.consumers.delete(JobRequested.stream, durable).catch(() => undefined);
});

describe('work-queue consumer', () => {
  it('keeps a long job with its worker through in-progress acks', async () => {
    const deliveries: number[] = [];
    let busy = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await start({
      // One lane stays free and waiting: a job JetStream took back would be delivered to it at once.
      concurrency: 3,
      ackWaitMs: 1500,
      handle: async ({ envelope, deliveryCount }) => {
        deliveries.push(envelope.data.id * 10 + deliveryCount);
        busy++;
        await released;
        busy--;
      },
    });
    for (const id of [1, 2]) await publishJob(id);

    try {
      await eventually(async () => busy === 2);
      // What is tested is time passing: more than twice the ack wait. Without the in-progress acks
      // JetStream would take the two running jobs back and deliver them again to the free lane. Kept on
      // purpose: a nothing-happens check (no redelivery), with the shortest ack wait the queue allows.
      await new Promise((r) => setTimeout(r, 3500));
      const info = await nats.jsm.consumers.info(JobRequested.stream, durable);
      expect(info.num_redelivered).toBe(0);
      expect(running!.running()).toBe(2);
    } finally {
      release();
    }
    await eventually(settled);
    expect(deliveries.sort()).toEqual([11, 21]); // each job once, on its first delivery
    expect(await queued()).toBe(0);
  });

  it('runs at most `concurrency` jobs at once and pulls no more than it runs', async () => {
    let busy = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    // Each job runs until the test lets it finish (below, one at a time).
    const finish: (() => void)[] = [];
    await start({
      concurrency: 2,
      handle: async ({ envelope }) => {
        busy++;
        mostAtOnce = Math.max(mostAtOnce, busy);
        await new Promise<void>((r) => finish.push(r));
        busy--;
        done.push(envelope.data.id);
      },
    });
    for (const id of [1, 2, 3, 4, 5]) await publishJob(id);
    await eventually(async () => busy === 2);
    // Two running, three still on the server (not in a client buffer where their ack wait would run).
    const info = await nats.jsm.consumers.info(JobRequested.stream, durable);
    expect(info.num_ack_pending).toBe(2);
    // Finish them one at a time: each end makes room for the next, which must not make it three at once.
    for (let n = 1; n <= 5; n++) {
      await eventually(async () => finish.length > 0);
      finish.shift()!();
      await eventually(async () => done.length === n);
    }
    await eventually(async () => done.length === 5);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(2);
    await eventually(async () => (await queued()) === 0);
  });

  it('redelivers a failed job with its delay and acknowledges it once it succeeds', async () => {
    const seen: number[] = [];
    await start({
      retryDelayMs: () => 50,
      handle: async ({ deliveryCount }) => {
        seen.push(deliveryCount);
        if (deliveryCount < 3) throw new Error('provider hiccup');
      },
    });
    await publishJob(4);
    await eventually(settled);
    expect(seen).toEqual([1, 2, 3]);
    expect(await queued()).toBe(0);
  });

  it('bounds the deliveries and dead-letters the job with the reason', async () => {
    const seen: number[] = [];
    const dl = await deadLetters();
    await start({
      maxDeliver: 3,
      handle: async ({ deliveryCount }) => {
        seen.push(deliveryCount);
        return { retryInMs: 50, reason: 'provider busy' };
      },
    });
    await publishJob(5);

    const m = await nextMessage(dl);
    expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toBe('not done after 3 deliveries: provider busy');
    expect(m.headers?.get(DEAD_LETTER_CONSUMER_HEADER)).toBe(durable);
    expect(m.json<{ data: JobRequestedData }>().data).toEqual(job(5));
    m.ack();
    expect(seen).toEqual([1, 2, 3]);
    // Terminated: gone from the queue rather than stuck there undelivered.
    await eventually(async () => (await queued()) === 0);
  });

  it('dead-letters a handler that keeps throwing with its error', async () => {
    const dl = await deadLetters();
    await start({
      maxDeliver: 2,
      retryDelayMs: () => 50,
      handle: async () => {
        throw new Error('storage unreachable');
      },
    });
    await publishJob(6);
    const m = await nextMessage(dl);
    expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toBe('handler failed 2 times: storage unreachable');
    m.ack();
  });

  /** Takes the next delivery the way a pull that was given up on (or a process that died) does: no answer. */
  async function loseOneDelivery(): Promise<number> {
    const c = await nats.js.consumers.get(JobRequested.stream, durable);
    const batch = await c.fetch({ max_messages: 1, expires: 5000 });
    for await (const m of batch) return m.info.deliveryCount;
    throw new Error('no delivery to lose');
  }

  /** The consumer's durable exists (as a process that ran before made it), idle; it waits 1 s for answers. */
  async function consumerMadeBefore(maxDeliver: number): Promise<void> {
    await (await start({ maxDeliver, ackWaitMs: 1000, handle: async () => undefined })).stop();
    running = null;
  }

  it('delivers again after a delivery lost on the way, even past maxDeliver, and dead-letters its failure', async () => {
    const dl = await deadLetters();
    await consumerMadeBefore(1);
    await publishJob(8);
    expect(await loseOneDelivery()).toBe(1);
    const seen: number[] = [];
    await start({
      maxDeliver: 1,
      ackWaitMs: 1000,
      handle: async ({ deliveryCount }) => {
        seen.push(deliveryCount);
        throw new Error('storage unreachable');
      },
    });
    const m = await nextMessage(dl);
    expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toBe('handler failed 2 times: storage unreachable');
    m.ack();
    expect(seen).toEqual([2]);
    await eventually(async () => (await queued()) === 0);
  });

  it("dead-letters JetStream's last delivery without running the handler when the earlier ones got no answer", async () => {
    const dl = await deadLetters();
    await consumerMadeBefore(1);
    await publishJob(9);
    expect(await loseOneDelivery()).toBe(1);
    let calls = 0;
    // A process that takes it and dies: no answer, no in-progress acks.
    expect(await loseOneDelivery()).toBe(2);
    await start({
      maxDeliver: 1,
      ackWaitMs: 1000,
      handle: async () => {
        calls++;
      },
    });
    const m = await nextMessage(dl);
    expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toBe(
      'no answer after 3 deliveries (lost on the way, or the process stopped on it)',
    );
    expect(m.json<{ data: JobRequestedData }>().data).toEqual(job(9));
    m.ack();
    expect(calls).toBe(0);
    await eventually(async () => (await queued()) === 0);
  });

  it('dead-letters an invalid message at once, without calling the handler', async () => {
    const dl = await deadLetters();
    let calls = 0;
    await start({
      handle: async () => {
        calls++;
      },
    });
    const env = buildEnvelope(JobRequested, job(7), { producer: 'kit-test' });
    await nats.js.publish(
      JobRequested.subject,
      JSON.stringify({ ...env, data: { ...env.data, id: 'seven' } }),
    );

    const m = await nextMessage(dl);
    expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toMatch(/id/);
    m.ack();
    await eventually(settled);
    expect(calls).toBe(0);
    expect(await queued()).toBe(0);
  });
});
