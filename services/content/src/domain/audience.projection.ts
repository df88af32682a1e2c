import type { Knex } from 'knex';
import type {
  BalanceChangedData,
  Envelope,
  SubscriptionChangedData,
  UserRegisteredData,
} from '@tryon/proto-events';
import type { AudiencesRepository } from '../data/audiences.repository.js';

/**
 * Keeps content's projection of each person's audience facts from identity's and billing's events. Each
 * handler runs inside its consumer's inbox transaction (a redelivered event changes nothing) and is
 * order-independent: the repository keeps the newest fact whatever order the events come in.
 */
export class AudienceProjection {
  constructor(private readonly audiences: AudiencesRepository) {}

  userRegistered(trx: Knex.Transaction, event: Envelope<UserRegisteredData>): Promise<void> {
    return this.audiences.registered(trx, event.data.userId);
  }

  subscriptionChanged(trx: Knex.Transaction, event: Envelope<SubscriptionChangedData>): Promise<void> {
    const { userId, status, changedAt } = event.data;
    return this.audiences.subscriptionChanged(trx, userId, status, new Date(changedAt));
  }

  balanceChanged(trx: Knex.Transaction, event: Envelope<BalanceChangedData>): Promise<void> {
    const { userId, subscriptionSessions, topUpSessions, reason, ledgerId } = event.data;
    return this.audiences.balanceChanged(trx, {
      userId,
      subscriptionSessions,
      topUpSessions,
      ledgerId: ledgerId ?? null,
      at: new Date(event.occurredAt),
      used: reason === 'debit',
    });
  }
}
