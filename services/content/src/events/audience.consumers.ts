import {
  forgetPublishedEventsOf,
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
} from '@tryon/kit';
import {
  BalanceChanged,
  SubscriptionChanged,
  UserDeleted,
  UserRegistered,
  type EventDefinition,
} from '@tryon/proto-events';
import type { AudiencesRepository } from '../data/audiences.repository.js';
import { AudienceProjection } from '../domain/audience.projection.js';

type Deps = { db: Db; nats: Nats; logger: Logger };

/** The projection's consumers: durable name and event of each (one handler per event). */
const SOURCES = [
  { durable: 'content-audience-user-registered', event: UserRegistered },
  { durable: 'content-audience-subscription-changed', event: SubscriptionChanged },
  { durable: 'content-audience-balance-changed', event: BalanceChanged },
  { durable: 'content-user-deleted', event: UserDeleted },
] as const satisfies readonly { durable: string; event: EventDefinition }[];

/**
 * Starts the consumers that keep user_audiences. When the projection is empty (a new database, or one
 * emptied to rebuild it), their durable consumers and inbox entries are dropped first, so they replay
 * their streams from the start and the projection is rebuilt from the events.
 */
export async function startAudienceConsumers(
  deps: Deps,
  audiences: AudiencesRepository,
): Promise<RunningConsumer[]> {
  if (await audiences.isEmpty()) await replayFromStart(deps);
  const projection = new AudienceProjection(audiences);
  return [
    await startConsumer(deps, {
      event: UserRegistered,
      durable: SOURCES[0].durable,
      handle: ({ trx, envelope }) => projection.userRegistered(trx, envelope),
    }),
    await startConsumer(deps, {
      event: SubscriptionChanged,
      durable: SOURCES[1].durable,
      handle: ({ trx, envelope }) => projection.subscriptionChanged(trx, envelope),
    }),
    await startConsumer(deps, {
      event: BalanceChanged,
      durable: SOURCES[2].durable,
      handle: ({ trx, envelope }) => projection.balanceChanged(trx, envelope),
    }),
    // A deleted account leaves nothing in the projection (content publishes nothing about a person,
    // but its outbox is cleared of them all the same).
    await startConsumer(deps, {
      event: UserDeleted,
      durable: SOURCES[3].durable,
      handle: async ({ trx, envelope }) => {
        await audiences.forget(trx, envelope.data.userId);
        const { unsent } = await forgetPublishedEventsOf(trx, envelope.data.userId);
        if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
      },
    }),
  ];
}

async function replayFromStart({ db, nats, logger }: Deps): Promise<void> {
  for (const { durable, event } of SOURCES) {
    await nats.jsm.consumers.delete(event.stream, durable).catch((err: Error) => {
      if (!/not found/i.test(err.message)) throw err;
    });
  }
  const cleared = await db('inbox')
    .whereIn(
      'consumer',
      SOURCES.map((s) => s.durable),
    )
    .del();
  logger.info({ cleared }, 'audience projection empty: replaying identity and billing events from the start');
}
