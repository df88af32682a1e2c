import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  mountSubgraph,
  serviceBase,
  type Db,
  type Logger,
  type Nats,
  type OutboxRelay,
  type RunningConsumer,
} from '@tryon/kit';
import type { ContentConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { CampaignsRepository } from './data/campaigns.repository.js';
import { FooterRepository } from './data/footer.repository.js';
import { PagesRepository } from './data/pages.repository.js';
import { AudiencesRepository } from './data/audiences.repository.js';
import { CampaignsService } from './domain/campaigns.service.js';
import { FooterService } from './domain/footer.service.js';
import { PagesService } from './domain/pages.service.js';
import { contentResolvers } from './graphql/resolvers.js';
import { startAudienceConsumers } from './events/audience.consumers.js';

export const SCHEMA = 'content';
/** The producer name on content's events (its audit entries). */
export const PRODUCER = 'content';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface ContentService {
  app: FastifyInstance;
  relay: OutboxRelay;
  consumers: RunningConsumer[];
  /** Stops the consumers, then the server and the relay. Pools stay open. */
  stop(): Promise<void>;
}

/**
 * Wires content: migrations (with the starter pages and footer, written once), streams, GraphQL, the
 * outbox relay (audit entries) and the consumers of the audience projection.
 */
export async function buildContent(
  config: ContentConfig,
  deps: { db: Db; nats: Nats; logger: Logger },
): Promise<ContentService> {
  const { db, logger } = deps;
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
  });
  const { app, relay, outbox } = base;
  const audiences = new AudiencesRepository(db);
  const campaigns = new CampaignsService({
    campaigns: new CampaignsRepository(db),
    outbox,
    lowBalanceMax: config.LOW_BALANCE_MAX,
  });
  const footer = new FooterService({ footer: new FooterRepository(db), outbox });
  const pages = new PagesService({ pages: new PagesRepository(db), outbox });

  await mountSubgraph(app, {
    typeDefs,
    resolvers: contentResolvers({ campaigns, footer, pages }),
    logger,
    introspection: config.APP_MODE === 'local',
  });

  relay.start();
  const consumers = await startAudienceConsumers(deps, audiences);

  return {
    app,
    relay,
    consumers,
    async stop() {
      await Promise.all(consumers.map((c) => c.stop()));
      await base.stop();
    },
  };
}
