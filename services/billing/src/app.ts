import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  OutboxRelay,
  mountSubgraph,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
  serviceBase,
} from '@tryon/kit';
import { paymentMode, type BillingConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { BalancesRepository } from './data/balances.repository.js';
import { UsageRepository } from './data/usage.repository.js';
import { PlansRepository } from './data/plans.repository.js';
import { PLAN_SEEDS } from './domain/plans.js';
import { SubscriptionsRepository } from './data/subscriptions.repository.js';
import { TopUpsRepository } from './data/topups.repository.js';
import { RevenueRepository } from './data/revenue.repository.js';
import { RefinementsRepository } from './data/refinements.repository.js';
import { CheckoutsRepository } from './data/checkouts.repository.js';
import { PlanChangesRepository } from './data/plan-changes.repository.js';
import { PlanChangeService } from './domain/plan-change.service.js';
import { BalanceService, PRODUCER } from './domain/balance.service.js';
import { BillingQueries } from './domain/billing.queries.js';
import { AdminService } from './domain/admin.service.js';
import { billingResolvers } from './graphql/resolvers.js';
import { startUserRegisteredConsumer } from './events/user-registered.consumer.js';
import { startUserDeletedConsumer } from './events/user-deleted.consumer.js';
import { startJobFailedConsumer } from './events/job-failed.consumer.js';
import { startDebitResponder, type RunningResponder } from './rpc/debit.responder.js';
import { PaymentsOff, type PaymentProvider } from './data/payments/payment-provider.js';
import { SandboxProvider } from './data/payments/sandbox.provider.js';
import { StripeProvider, stripeEndpoint } from './data/payments/stripe.provider.js';
import { FulfilmentService } from './domain/fulfilment.service.js';
import { CheckoutService } from './domain/checkout.service.js';
import { SandboxCheckoutService } from './domain/sandbox-checkout.service.js';
import { RenewalService } from './domain/renewal.service.js';
import { OpenCheckouts } from './domain/open-checkouts.js';
import { stripeWebhookRoutes } from './http/stripe-webhook.routes.js';
import { startBillingExportResponder } from './rpc/export.responder.js';

export const SCHEMA = 'billing';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface BillingService {
  app: FastifyInstance;
  relay: OutboxRelay;
  balances: BalanceService;
  queries: BillingQueries;
  consumers: RunningConsumer[];
  debitResponder: RunningResponder;
  provider: PaymentProvider;
  fulfilment: FulfilmentService;
  checkout: CheckoutService;
  sandboxCheckout: SandboxCheckoutService;
  renewals: RenewalService;
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
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
  });
  // The seed script upserts the plans; a service started without it still has them.
  await new PlansRepository(db).insertMissing(PLAN_SEEDS);

  const balanceRepo = new BalancesRepository(db);
  const usage = new UsageRepository(db);
  const plans = new PlansRepository(db);
  const subscriptions = new SubscriptionsRepository(db);
  const topUps = new TopUpsRepository(db);
  const revenue = new RevenueRepository(db);
  const changes = new PlanChangesRepository(db);
  const { app, relay, outbox } = base;
  const balances = new BalanceService({
    outbox,
    balances: balanceRepo,
    usage,
    topUps,
    refinements: new RefinementsRepository(db),
    logger,
    trialSessions: config.FREE_TRIAL_SESSIONS,
    refinementAllowance: async (trx, userId) => {
      const current = await subscriptions.current(userId, trx);
      // Inside the debit's transaction: a second connection per waiting debit could exhaust the pool.
      const plan = current ? await plans.byId(current.planId, trx) : await plans.byName('free', trx);
      return plan?.maxRefinementsPerSession ?? 3;
    },
  });
  const queries = new BillingQueries({
    balanceService: balances,
    balances: balanceRepo,
    plans,
    subscriptions,
    usage,
    changes,
  });

  // Stripe when a key is set; else the sandbox (test payments on the app's own page) where allowed.
  const mode = paymentMode(config);
  const stripe =
    mode === 'stripe'
      ? new StripeProvider({
          secretKey: config.STRIPE_SECRET_KEY!,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
          endpoint: stripeEndpoint(config.STRIPE_API_BASE),
          logger,
        })
      : null;
  const sandbox = mode === 'sandbox' ? new SandboxProvider(db) : null;
  const provider: PaymentProvider = stripe ?? sandbox ?? new PaymentsOff();
  if (mode === 'off') {
    logger.warn('no payment provider: set STRIPE_SECRET_KEY (or SANDBOX_PAYMENTS=true for test payments)');
  }
  logger.info({ provider: provider.name, mode: provider.customerMode }, 'payment provider');
  const checkouts = new CheckoutsRepository(db);
  const openCheckouts = new OpenCheckouts({ provider, checkouts, logger });
  const fulfilment = new FulfilmentService({
    outbox,
    provider,
    balances,
    plans,
    subscriptions,
    topUps,
    revenue,
    checkouts,
    openCheckouts,
    changes,
    logger,
  });
  const admin = new AdminService({ revenue, plans, subscriptions, topUps, changes, provider, outbox, db });
  const planChanges = new PlanChangeService({
    outbox,
    provider,
    plans,
    subscriptions,
    changes,
    fulfilment,
    queries,
    logger,
  });
  const checkout = new CheckoutService({
    provider,
    plans,
    subscriptions,
    openCheckouts,
    publicUrl: config.PUBLIC_URL,
  });
  const sandboxCheckout = new SandboxCheckoutService({
    sandbox,
    fulfilment,
    plans,
    subscriptions,
    changes,
    queries,
  });
  const renewals = new RenewalService({
    outbox,
    balances,
    plans,
    subscriptions,
    fulfilment,
    sandbox,
    logger,
  });

  await stripeWebhookRoutes(app, { stripe, fulfilment });
  await mountSubgraph(app, {
    typeDefs,
    resolvers: billingResolvers({
      queries,
      admin,
      checkout,
      sandbox: sandboxCheckout,
      planChanges,
    }),
    logger,
    introspection: config.APP_MODE === 'local',
  });

  relay.start();
  renewals.start(config.RENEWAL_SWEEP_MS);
  const debitResponder = startDebitResponder(nats, balances, logger);
  const exportResponder = startBillingExportResponder(nats, db, logger);
  const consumers = [
    await startUserRegisteredConsumer(deps, balances),
    await startJobFailedConsumer(deps, balances),
    await startUserDeletedConsumer(deps, provider),
  ];

  return {
    app,
    relay,
    balances,
    queries,
    consumers,
    debitResponder,
    provider,
    fulfilment,
    checkout,
    sandboxCheckout,
    renewals,
    async stop() {
      await renewals.stop();
      await debitResponder.stop();
      await exportResponder.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      await base.stop();
    },
  };
}
