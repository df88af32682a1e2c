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
import { GeminiProvider, geminiClient } from './providers/gemini.provider.js';
import { FashnProvider, type FashnProviderOptions } from './providers/fashn.provider.js';
import { sanitize } from './providers/image-bytes.js';
import { ProviderStatusRepository } from './data/provider-status.repository.js';
import { AiProvidersService, GEMINI_MODEL_SETTING, WatchedCatalog } from './domain/ai-providers.service.js';
import { startUserDeletedConsumer } from './events/user-deleted.consumer.js';
import { ModelSelector, geminiCatalog, type ModelCatalog } from '@tryon/kit/gemini-models';
import { startAiJobsExportResponder } from './rpc/export.responder.js';

export const SCHEMA = 'ai_jobs';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** The image-model selector of a process: the configured candidates, each new choice recorded for the admin. */
export function geminiModels(
  config: AiJobsConfig,
  catalog: ModelCatalog,
  deps: { status: ProviderStatusRepository; logger: Logger },
): ModelSelector {
  return new ModelSelector({
    catalog,
    purpose: 'image',
    candidates: config.GEMINI_MODEL,
    logger: deps.logger,
    onChange: (choice) => deps.status.saveChoice('gemini', choice),
  });
}

/** The providers of a worker process, and the Gemini model selector to start and stop with it. */
export interface Providers {
  registry: ProviderRegistry;
  /** Null without a Gemini key. */
  geminiModels: ModelSelector | null;
  /** Stops the offline engine's thread, if it was started. */
  close(): Promise<void>;
}

/** The providers this process may use: the keyed ones and the offline engine. */
export function buildProviders(
  config: AiJobsConfig,
  apiConfig: ApiConfigRepository,
  deps: {
    status: ProviderStatusRepository;
    logger: Logger;
    readGate?: CallLimiter;
    /** Waited on before the second run of a two-garment FASHN job (it counts against the limits too). */
    fashnRunSlot?: FashnProviderOptions['runSlot'];
  },
): Providers {
  let gemini: GeminiProvider | null = null;
  let models: ModelSelector | null = null;
  if (config.GEMINI_API_KEY) {
    const client = geminiClient({
      apiKey: config.GEMINI_API_KEY,
      ...(config.GEMINI_API_BASE ? { baseUrl: config.GEMINI_API_BASE } : {}),
      ...(deps.readGate ? { readGate: deps.readGate } : {}),
    });
    models = geminiModels(config, geminiCatalog(client), deps);
    gemini = new GeminiProvider({
      apiKey: config.GEMINI_API_KEY,
      client,
      models,
      pinnedModel: async () => (await apiConfig.values())[GEMINI_MODEL_SETTING] || null,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  // Loaded on its first job: a worker whose jobs all go to a keyed provider never needs it.
  const local = new LazyProvider(
    'local',
    async () => new (await import('./providers/local/local.provider.js')).LocalProvider(),
  );
  const registry = new ProviderRegistry({
    apiConfig,
    local,
    gemini,
    fashn: fashnProvider(config, deps.fashnRunSlot),
  });
  return { registry, geminiModels: models, close: () => local.close() };
}

function fashnProvider(
  config: AiJobsConfig,
  runSlot?: FashnProviderOptions['runSlot'],
): FashnProvider | null {
  return config.FASHN_API_KEY
    ? new FashnProvider({
        apiKey: config.FASHN_API_KEY,
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
        ...(config.FASHN_API_BASE ? { baseUrl: config.FASHN_API_BASE } : {}),
        ...(runSlot ? { runSlot } : {}),
      })
    : null;
}

/** Takes the configured API keys out of a provider's message. */
export function redactKeys(config: AiJobsConfig): (text: string) => string {
  const keys = [config.GEMINI_API_KEY, config.FASHN_API_KEY].filter((k): k is string => Boolean(k));
  return (text) => keys.reduce((t, key) => sanitize(t, key, 10_000), text);
}

/**
 * The admin's view of the providers in the API process: its own Gemini selector (over the same
 * candidates, recording what it finds) for pins and connection tests, and a FASHN client for its test.
 */
function aiProvidersService(
  config: AiJobsConfig,
  deps: { db: Db; outbox: AiProvidersDeps['outbox']; apiConfig: ApiConfigRepository; logger: Logger },
): AiProvidersService {
  const status = new ProviderStatusRepository(deps.db);
  let catalog: WatchedCatalog | null = null;
  let selector: ModelSelector | null = null;
  if (config.GEMINI_API_KEY) {
    const client = geminiClient({
      apiKey: config.GEMINI_API_KEY,
      ...(config.GEMINI_API_BASE ? { baseUrl: config.GEMINI_API_BASE } : {}),
    });
    catalog = new WatchedCatalog(geminiCatalog(client));
    selector = geminiModels(config, catalog, { status, logger: deps.logger });
  }
  return new AiProvidersService({
    ...deps,
    status,
    gemini: {
      configured: Boolean(config.GEMINI_API_KEY),
      candidates: config.GEMINI_MODEL,
      selector,
      catalog,
    },
    fashn: fashnProvider(config),
    redact: redactKeys(config),
  });
}

type AiProvidersDeps = ConstructorParameters<typeof AiProvidersService>[0];

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
    keys: { gemini: Boolean(config.GEMINI_API_KEY), fashn: Boolean(config.FASHN_API_KEY) },
  });
  await mountSubgraph(app, {
    typeDefs,
    resolvers: aiJobsResolvers({
      jobs,
      admin: new AdminStatsService({ stats: new JobStatsRepository(db) }),
      providers: aiProvidersService(config, { db, outbox, apiConfig, logger }),
    }),
    logger,
    introspection: config.APP_MODE === 'local',
  });
  relay.start();
  const exportResponder = startAiJobsExportResponder(nats, db, logger);
  const userDeleted = await startUserDeletedConsumer(deps, storage);

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
      await exportResponder.stop();
      await userDeleted.stop();
      await base.stop();
    },
  };
}
