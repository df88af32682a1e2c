import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  OutboxRelay,
  mountSubgraph,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
  serviceBase,
} from '@tryon/kit';
import type { BillingConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { BalancesRepository } from './data/balances.repository.js';
import { UsageRepository } from './data/usage.repository.js';
import { PlansRepository } from './data/plans.repository.js';
import { PLAN_SEEDS } from './domain/plans.js';
import { SubscriptionsRepository } from './data/subscriptions.repository.js';
import { BalanceService } from './domain/balance.service.js';
import { BillingQueries } from './domain/billing.queries.js';
import { billingResolvers } from './graphql/resolvers.js';
import { startUserRegisteredConsumer } from './events/user-registered.consumer.js';
import { startJobFailedConsumer } from './events/job-failed.consumer.js';
import { startDebitResponder, type RunningResponder } from './rpc/debit.responder.js';

export const SCHEMA = 'billing';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface BillingService {
  app: FastifyInstance;
  relay: OutboxRelay;
  balances: BalanceService;
  queries: BillingQueries;
  consumers: RunningConsumer[];
  debitResponder: RunningResponder;
  /** Stops taking work, finishes what is in flight, publishes what is committed. Pools stay open. */
  stop(): Promise<void>;
}

/**
 * Wires billing from its dependencies: migrations, streams, HTTP + GraphQL, outbox relay, the debit
 * responder (NATS request-reply) and the consumers (free trial, refund of failed jobs).
 */
export async function buildBilling(
  config: BillingConfig,
  deps: { db: Db; nats: Nats; logger: Logger },
): Promise<BillingService> {
  const { db, nats, logger } = deps;
  const { app, relay } = await serviceBase({
    ...deps,
    schema: SCHEMA,
    migrations,
    secret: config.INTERNAL_TOKEN_SECRET,
  });
  // The seed script upserts the plans; a service started without it still has them.
  await new PlansRepository(db).insertMissing(PLAN_SEEDS);

  const balanceRepo = new BalancesRepository(db);
  const usage = new UsageRepository(db);
  const plans = new PlansRepository(db);
  const subscriptions = new SubscriptionsRepository(db);
  const kick = () => relay.kick();
  const balances = new BalanceService({
    db,
    balances: balanceRepo,
    usage,
    logger,
    trialSessions: config.FREE_TRIAL_SESSIONS,
    onOutbox: kick,
  });
  const queries = new BillingQueries({
    balanceService: balances,
    balances: balanceRepo,
    plans,
    subscriptions,
    usage,
  });

  await mountSubgraph(app, {
    typeDefs,
    resolvers: billingResolvers({ queries }) as never,
    logger,
    introspection: config.APP_MODE === 'local',
  });

  relay.start();
  const debitResponder = startDebitResponder(nats, balances, logger);
  const consumers = [
    await startUserRegisteredConsumer(deps, balances, kick),
    await startJobFailedConsumer(deps, balances, kick),
  ];

  return {
    app,
    relay,
    balances,
    queries,
    consumers,
    debitResponder,
    async stop() {
      await app.close();
      await debitResponder.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      await relay.stop();
      await relay.flushOnce().catch(() => 0);
    },
  };
}
