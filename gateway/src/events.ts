import { EventEmitter } from 'node:events';
import {
  BalanceChanged,
  ConversationEscalated,
  parseEnvelope,
  SessionRevoked,
  SessionStatusChanged,
  type EventDefinition,
  type BalanceChangedData,
  type ConversationEscalatedData,
  type EventData,
  type SessionRevokedData,
  type SessionStatusChangedData,
} from '@tryon/proto-events';
import type { Logger, Nats } from '@tryon/kit';

/**
 * Live events the gateway reacts to. It listens on plain NATS subjects (no durable consumer): a missed
 * message only means a cache entry lives until its short TTL, and a browser falls back to polling.
 */
export class GatewayEvents extends EventEmitter<{
  sessionRevoked: [SessionRevokedData];
  jobStatus: [SessionStatusChangedData];
  balanceChanged: [BalanceChangedData];
  conversationEscalated: [ConversationEscalatedData];
}> {
  private subs: { unsubscribe(): void }[] = [];

  start(nats: Nats, logger: Logger): void {
    // One listener per open subscription: many browsers follow jobs at once.
    this.setMaxListeners(0);
    this.listen(nats, logger, SessionRevoked, (data) => this.emit('sessionRevoked', data));
    // AI job status changes, pushed to the owner's subscriptions (the web app polls when it misses one).
    this.listen(nats, logger, SessionStatusChanged, (data) => this.emit('jobStatus', data));
    // Balance changes (debits, refunds, purchases, resets), pushed to the owner's balance subscription.
    this.listen(nats, logger, BalanceChanged, (data) => this.emit('balanceChanged', data));
    // Chatbot conversations handed over to a person, pushed to signed-in admins.
    this.listen(nats, logger, ConversationEscalated, (data) => this.emit('conversationEscalated', data));
  }

  private listen<E extends EventDefinition>(
    nats: Nats,
    logger: Logger,
    event: E,
    emit: (data: EventData<E>) => void,
  ): void {
    const sub = nats.nc.subscribe(event.subject);
    this.subs.push(sub);
    void (async () => {
      for await (const m of sub) {
        try {
          emit(parseEnvelope(event, m.subject, m.data).data);
        } catch (err) {
          logger.warn({ err: (err as Error).message, subject: event.subject }, 'ignored an invalid event');
        }
      }
    })();
  }

  stop(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
  }
}
