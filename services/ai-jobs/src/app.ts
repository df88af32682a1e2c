import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  ObjectStorage,
  OutboxRelay,
  mountSubgraph,
  serviceBase,
  storageSettings,
  type CallLimiter,
  type Db,
  type Logger,
  type Nats,
} from '@tryon/kit';
import type { AiJobsConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { SessionsRepository } from './data/sessions.repository.js';
import { ApiConfigRepository } from './data/api-config.repository.js';
import { ServiceClients } from './rpc/clients.js';
import { JobsService, PRODUCER } from './domain/jobs.service.js';
import { ProviderRegistry } from './domain/providers.js';
import { aiJobsResolvers } from './graphql/resolvers.js';
import { JobStatsRepository } from './data/job-stats.repository.js';
import { AdminStatsService } from './domain/admin-stats.js';
import { LazyProvider } from './providers/lazy.provider.js';
import { GeminiProvider } from './providers/gemini.provider.js';
import { FashnProvider } from './providers/fashn.provider.js';

export const SCHEMA = 'ai_jobs';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** The providers this process may use: the keyed ones and the offline engine. */
export function buildProviders(
  config: AiJobsConfig,
  apiConfig: ApiConfigRepository,
  opts: { readGate?: CallLimiter } = {},
): ProviderRegistry {
  return new ProviderRegistry({
    apiConfig,
    // Loaded on its first job: a worker whose jobs all go to a keyed provider never needs it.
    local: new LazyProvider(
      'local',
      async () => new (await import('./providers/local/local.provider.js')).LocalProvider(),
    ),
    gemini: config.GEMINI_API_KEY
      ? new GeminiProvider({
          apiKey: config.GEMINI_API_KEY,
          model: config.GEMINI_MODEL,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
          ...(config.GEMINI_API_BASE ? { baseUrl: config.GEMINI_API_BASE } : {}),
          ...(opts.readGate ? { readGate: opts.readGate } : {}),
        })
      : null,
    fashn: config.FASHN_API_KEY
      ? new FashnProvider({
          apiKey: config.FASHN_API_KEY,
          timeoutMs: config.PROVIDER_TIMEOUT_MS,
          ...(config.FASHN_API_BASE ? { baseUrl: config.FASHN_API_BASE } : {}),
        })
      : null,
  });
}

export interface AiJobsService {
  app: FastifyInstance;
  relay: OutboxRelay;
  jobs: JobsService;
  sessions: SessionsRepository;
  /** Stops taking work, finishes what is in flight, publishes what is committed. Pools stay open. */
  stop(): Promise<void>;
}

/**
 * Wires the ai-jobs API process: migrations, streams, HTTP + GraphQL (start jobs, read them, the AI
 * settings), the outbox relay and the sweep that queues jobs accepted but never queued.
 */
export async function buildAiJobs(
  config: AiJobsConfig,
  deps: { db: Db; nats: Nats; logger: Logger; storage?: ObjectStorage },
): Promise<AiJobsService> {
  const { db, nats, logger } = deps;
  const storage = deps.storage ?? new ObjectStorage(storageSettings(config));
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
    readiness: [{ name: 'storage', check: () => storage.ping() }],
  });
  const { app, relay, outbox } = base;
  const sessions = new SessionsRepository(db);
  const apiConfig = new ApiConfigRepository(db);
  const jobs = new JobsService({
    db,
    sessions,
    apiConfig,
    clients: new ServiceClients(nats),
    logger,
    outbox,
  });
  await mountSubgraph(app, {
    typeDefs,
    resolvers: aiJobsResolvers({
      jobs,
      admin: new AdminStatsService({ stats: new JobStatsRepository(db) }),
    }),
    logger,
    introspection: config.APP_MODE === 'local',
  });
  relay.start();

  let sweeping: Promise<unknown> | null = null;
  const sweep = setInterval(
    () => {
      if (sweeping) return;
      sweeping = jobs
        .requeueStale(new Date(Date.now() - config.REQUEUE_AFTER_MS))
        .catch((err) => logger.error({ err }, 'requeue sweep failed'))
        .finally(() => (sweeping = null));
    },
    Math.max(1000, Math.floor(config.REQUEUE_AFTER_MS / 2)),
  );
  sweep.unref();

  return {
    app,
    relay,
    jobs,
    sessions,
    async stop() {
      clearInterval(sweep);
      await sweeping;
      await base.stop();
    },
  };
}
