import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
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
import type { IdentityConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { UsersRepository } from './data/users.repository.js';
import { SessionsRepository } from './data/sessions.repository.js';
import { PreferencesRepository } from './data/preferences.repository.js';
import { ActivityRepository } from './data/activity.repository.js';
import { AuthService, PRODUCER } from './domain/auth.service.js';
import { ProfileService } from './domain/profile.service.js';
import { AdminService } from './domain/admin.service.js';
import { AccountService } from './domain/account.service.js';
import { AccountLimiter } from './domain/account-limiter.js';
import { TokensRepository } from './data/tokens.repository.js';
import { accountRoutes } from './http/account.routes.js';
import { SignInGate } from './domain/sign-in-gate.js';
import { SignInLimiter } from './domain/sign-in-limiter.js';
import { authRoutes } from './http/auth.routes.js';
import { identityResolvers } from './graphql/resolvers.js';
import { startAdminActionConsumer } from './events/admin-action.consumer.js';
import { startSubscriptionChangedConsumer } from './events/subscription-changed.consumer.js';
import { startUnsubscribeRequestedConsumer } from './events/unsubscribe-requested.consumer.js';
import { startIdentityExportResponder } from './rpc/export.responder.js';
import { startUserDeletedConsumer } from './events/user-deleted.consumer.js';

export const SCHEMA = 'identity';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface IdentityService {
  app: FastifyInstance;
  relay: OutboxRelay;
  consumers: RunningConsumer[];
  auth: AuthService;
  account: AccountService;
  /** Stops taking work, finishes what is in flight, publishes what is committed. Pools stay open. */
  stop(): Promise<void>;
}

/** Wires identity from its dependencies: migrations, streams, HTTP + GraphQL, outbox relay, consumers. */
export async function buildIdentity(
  config: IdentityConfig,
  deps: { db: Db; nats: Nats; logger: Logger },
): Promise<IdentityService> {
  const { db, logger } = deps;
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
  });

  const users = new UsersRepository(db);
  const sessions = new SessionsRepository(db);
  const preferences = new PreferencesRepository(db);
  const activity = new ActivityRepository(db);
  const limiter = new SignInLimiter(db, SCHEMA, {
    loginPerIp: config.LOGIN_MAX_PER_IP,
    failedPerAccount: config.LOGIN_MAX_FAILED_PER_ACCOUNT,
    registerPerIp: config.REGISTER_MAX_PER_IP,
  });
  const { app, relay, outbox } = base;
  const gate = new SignInGate({
    hashesAtOnce: config.SIGN_IN_HASHES_AT_ONCE,
    hashQueue: config.SIGN_IN_HASH_QUEUE,
    perAddress: config.SIGN_IN_PER_IP_AT_ONCE,
  });
  const account = new AccountService({
    outbox,
    users,
    sessions,
    tokens: new TokensRepository(db),
    activity,
    limiter: new AccountLimiter(db, SCHEMA, {
      mailsPerAddress: config.ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
      resetRequestsPerIp: config.PASSWORD_RESETS_PER_IP_PER_HOUR,
      tokenUsesPerIp: config.ACCOUNT_LINKS_PER_IP_PER_HOUR,
      actionsPerAccount: config.ACCOUNT_ACTIONS_PER_HOUR,
    }),
    gate,
    sealSecret: config.INTERNAL_TOKEN_SECRET,
    verifyTtlMs: config.EMAIL_VERIFY_TTL_HOURS * 60 * 60 * 1000,
    resetTtlMs: config.PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
    resetAnswerMs: config.PASSWORD_RESET_ANSWER_MS,
  });
  const auth = new AuthService({
    outbox,
    users,
    sessions,
    limiter,
    gate,
    sessionTtlDays: config.SESSION_TTL_DAYS,
    verification: account,
  });

  await app.register(cookie);
  authRoutes(app, auth, { secureCookies: config.APP_MODE !== 'local' });
  accountRoutes(app, account);
  await mountSubgraph(app, {
    typeDefs,
    resolvers: identityResolvers({
      profile: new ProfileService({ users, preferences, outbox }),
      admin: new AdminService({ users, activity }),
      account,
    }),
    logger,
    introspection: config.APP_MODE === 'local',
  });

  relay.start();
  const exportResponder = startIdentityExportResponder(deps.nats, db, logger);
  const consumers = [
    await startAdminActionConsumer(deps, activity),
    await startSubscriptionChangedConsumer(deps),
    await startUnsubscribeRequestedConsumer(deps, { preferences, outbox }),
    await startUserDeletedConsumer(deps),
  ];
  const sweeper = setInterval(
    () => {
      sessions.deleteExpired().catch((err) => logger.warn({ err }, 'expired-session sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweeper.unref();

  return {
    app,
    relay,
    consumers,
    auth,
    account,
    async stop() {
      clearInterval(sweeper);
      await exportResponder.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      await base.stop();
    },
  };
}
