import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  CallLimiter,
  ObjectStorage,
  OutboxRelay,
  serviceBase,
  startWorkQueueConsumer,
  storageSettings,
  watchWorkQueue,
  type Db,
  type Logger,
  type Nats,
} from '@tryon/kit';
import { JobRequested } from '@tryon/proto-events';
import { providerLimits, type AiJobsConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { SessionsRepository } from './data/sessions.repository.js';
import { ApiConfigRepository } from './data/api-config.repository.js';
import { ProviderStatusRepository } from './data/provider-status.repository.js';
import { ServiceClients } from './rpc/clients.js';
import { JobRunner } from './domain/job-runner.js';
import { ProviderLimits } from './domain/provider-limits.js';
import { PRODUCER } from './domain/jobs.service.js';
import { SCHEMA, buildProviders } from './app.js';

/** The durable consumer all workers share: each job goes to one of them. */
export const WORKER_DURABLE = 'aijobs-workers';

/** Delay before a job whose run crashed (database or NATS down around it) is delivered again. */
const CRASH_RETRY_MS = 5000;

export interface AiJobsWorker {
  app: FastifyInstance;
  relay: OutboxRelay;
  runner: JobRunner;
  /** Jobs running now (for tests and metrics). */
  running(): number;
  stop(): Promise<void>;
}

/**
 * The job worker process: pulls jobs from the work-queue stream with kit's work-queue consumer and holds
 * up to WORKER_CONCURRENCY at a time, each waiting for a slot within its provider's limits
 * (GEMINI_MAX_IN_FLIGHT, GEMINI_MAX_PER_MINUTE ...) before it calls; the consumer tells JetStream it is still working while a provider
 * works. A job is acknowledged only after its outcome is committed, so a worker that dies mid-job loses
 * nothing: JetStream gives the job to another worker after JOB_ACK_WAIT_MS. A transient failure is
 * retried later (the runner says when); a job that cannot be read, or is delivered too often, is
 * dead-lettered with the reason.
 */
export async function buildAiJobsWorker(
  config: AiJobsConfig,
  deps: { db: Db; nats: Nats; logger: Logger; storage?: ObjectStorage },
): Promise<AiJobsWorker> {
  const { db, nats } = deps;
  const logger = deps.logger.child({ role: 'worker' });
  const storage = deps.storage ?? new ObjectStorage(storageSettings(config));
  const base = await serviceBase({
    ...deps,
    logger,
    schema: SCHEMA,
    producer: PRODUCER,
    name: 'ai-jobs-worker',
    migrations,
    secret: acceptedTokenSecrets(config),
    readiness: [{ name: 'storage', check: () => storage.ping() }],
  });
  const { app, relay, outbox } = base;
  const status = new ProviderStatusRepository(db);
  const limits = new ProviderLimits(providerLimits(config));
  const providers = buildProviders(config, new ApiConfigRepository(db), {
    status,
    logger,
    readGate: new CallLimiter('provider answers', { maxInFlight: config.PROVIDER_READS_AT_ONCE }),
    fashnRunSlot: (signal) => limits.for('fashn').extraCall(signal),
  });
  // The Gemini model is looked up now and every hour (a 404 during a job chooses again at once).
  providers.geminiModels?.start();
  const runner = new JobRunner({
    outbox,
    sessions: new SessionsRepository(db),
    storage,
    clients: new ServiceClients(nats),
    providers: providers.registry,
    providerStatus: status,
    logger,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    limits,
  });
  relay.start();

  const queue = await startWorkQueueConsumer(
    { nats, logger },
    {
      event: JobRequested,
      durable: WORKER_DURABLE,
      concurrency: config.WORKER_CONCURRENCY,
      ackWaitMs: config.JOB_ACK_WAIT_MS,
      // Attempts are counted in the database; this only bounds deliveries after repeated crashes.
      maxDeliver: config.JOB_MAX_ATTEMPTS + 2,
      retryDelayMs: () => CRASH_RETRY_MS,
      handle: async ({ envelope }) => {
        const outcome = await runner.run(envelope.data);
        if (!outcome.done) return { retryInMs: outcome.retryInMs, reason: 'transient provider failure' };
      },
    },
  );

  const unwatchQueue = watchWorkQueue(nats.jsm, JobRequested.stream, WORKER_DURABLE);

  return {
    app,
    relay,
    runner,
    running: () => queue.running(),
    async stop() {
      // Jobs waiting for a provider slot go back to the queue at once; jobs in a call finish.
      runner.limits.stop();
      providers.geminiModels?.stop();
      unwatchQueue();
      await queue.stop();
      await providers.close();
      await base.stop();
    },
  };
}
