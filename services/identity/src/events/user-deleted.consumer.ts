import {
  forgetPublishedEventsOf,
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
} from '@tryon/kit';
import { UserDeleted } from '@tryon/proto-events';

/**
 * identity's own deletion event, once it is out: the account is already gone, but identity's outbox
 * still keeps the events it published about the person (their address at sign-up, the account mails,
 * this event itself). They are removed once published; while some are not yet, the message fails and
 * comes again later.
 */
export function startUserDeletedConsumer(deps: {
  db: Db;
  nats: Nats;
  logger: Logger;
}): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserDeleted,
    durable: 'identity-user-deleted',
    handle: async ({ trx, envelope }) => {
      const { unsent } = await forgetPublishedEventsOf(trx, envelope.data.userId);
      if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
    },
  });
}
