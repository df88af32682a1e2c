import type { FastifyInstance } from 'fastify';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import {
  ObjectStorage,
  OutboxRelay,
  serviceBase,
  storageSettings,
  type Db,
  type Logger,
  type Nats,
} from '@tryon/kit';
import { InvalidEventError, JobRequested, parseEnvelope } from '@tryon/proto-events';
import type { AiJobsConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { SessionsRepository } from './data/sessions.repository.js';
import { ApiConfigRepository } from './data/api-config.repository.js';
import { ServiceClients } from './rpc/clients.js';
import { JobRunner } from './domain/job-runner.js';
import { SCHEMA, buildProviders } from './app.js';

/** The durable consumer all workers share: each job goes to one of them. */
export const WORKER_DURABLE = 'aijobs-workers';

export interface AiJobsWorker {
  app: FastifyInstance;
  relay: OutboxRelay;
  runner: JobRunner;
  /** Jobs running now (for tests and metrics). */
  running(): number;
  stop(): Promise<void>;
}

/**
 * The job worker process: pulls jobs from the work-queue stream and runs up to WORKER_CONCURRENCY at a
 * time, telling JetStream it is still working while a provider works. A job is acknowledged only after
 * its outcome is committed, so a worker that dies mid-job loses nothing: JetStream gives the job to
 * another worker after JOB_ACK_WAIT_MS. A transient failure is retried later (nak with backoff).
 */
export async function buildAiJobsWorker(
  config: AiJobsConfig,
  deps: { db: Db; nats: Nats; logger: Logger; storage?: ObjectStorage },
): Promise<AiJobsWorker> {
  const { db, nats } = deps;
  const logger = deps.logger.child({ role: 'worker' });
  const storage = deps.storage ?? new ObjectStorage(storageSettings(config));
  const { app, relay } = await serviceBase({
    ...deps,
    logger,
    schema: SCHEMA,
    migrations,
    secret: config.INTERNAL_TOKEN_SECRET,
    readiness: [{ name: 'storage', check: () => storage.ping() }],
  });
  const sessions = new SessionsRepository(db);
  const runner = new JobRunner({
    db,
    sessions,
    storage,
    clients: new ServiceClients(nats),
    providers: buildProviders(config, new ApiConfigRepository(db)),
    logger,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    onOutbox: () => relay.kick(),
  });
  relay.start();

  const consumerConfig = {
    durable_name: WORKER_DURABLE,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: JobRequested.subject,
    ack_wait: nanos(config.JOB_ACK_WAIT_MS),
    // Attempts are counted in the database; this only bounds deliveries after repeated crashes.
    max_deliver: config.JOB_MAX_ATTEMPTS + 2,
  };
  try {
    await nats.jsm.consumers.add(JobRequested.stream, consumerConfig);
  } catch (err) {
    if (!/already in use|exists/i.test((err as Error).message)) throw err;
    await nats.jsm.consumers.update(JobRequested.stream, WORKER_DURABLE, {
      ack_wait: consumerConfig.ack_wait,
      max_deliver: consumerConfig.max_deliver,
    });
  }
  const consumer = await nats.js.consumers.get(JobRequested.stream, WORKER_DURABLE);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: config.WORKER_CONCURRENCY });

  const inFlight = new Set<Promise<void>>();
  let slotFreed: (() => void) | null = null;
  const keepAliveMs = Math.max(1000, Math.floor(config.JOB_ACK_WAIT_MS / 3));

  const handle = async (m: JsMsg): Promise<void> => {
    let job;
    try {
      job = parseEnvelope(JobRequested, m.subject, m.data).data;
    } catch (err) {
      logger.warn(
        { reason: err instanceof InvalidEventError ? err.reason : String(err) },
        'invalid job dropped',
      );
      m.term();
      return;
    }
    const alive = setInterval(() => m.working(), keepAliveMs);
    try {
      const outcome = await runner.run(job);
      if (outcome.done) m.ack();
      else m.nak(outcome.retryInMs);
    } catch (err) {
      // The database or NATS failed around the job: let JetStream deliver it again.
      logger.error({ err, job }, 'job run crashed; it will be delivered again');
      m.nak(5000);
    } finally {
      clearInterval(alive);
    }
  };

  const loop = (async () => {
    for await (const m of messages) {
      while (inFlight.size >= config.WORKER_CONCURRENCY) {
        await new Promise<void>((resolve) => (slotFreed = resolve));
      }
      const p: Promise<void> = handle(m).finally(() => {
        inFlight.delete(p);
        slotFreed?.();
        slotFreed = null;
      });
      inFlight.add(p);
    }
  })();

  return {
    app,
    relay,
    runner,
    running: () => inFlight.size,
    async stop() {
      await messages.close().catch(() => undefined);
      await Promise.all([...inFlight]);
      await loop.catch(() => undefined);
      await app.close();
      await relay.stop();
      await relay.flushOnce().catch(() => 0);
    },
  };
}
