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
interface GatewayEventMap {
  sessionRevoked: [SessionRevokedData];
  jobStatus: [SessionStatusChangedData];
  balanceChanged: [BalanceChangedData];
  conversationEscalated: [ConversationEscalatedData];
}

export class GatewayEvents extends EventEmitter<GatewayEventMap> {
  private subs: { unsubscribe(): void }[] = [];

  start(nats: Nats, logger: Logger): void {
    // One listener per open subscription: many browsers follow jobs at once.
    this.setMaxListeners(0);
    this.listen(nats, logger, SessionRevoked, 'sessionRevoked');
    // AI job status changes, pushed to the owner's subscriptions (the web app polls when it misses one).
    this.listen(nats, logger, SessionStatusChanged, 'jobStatus');
    // Balance changes (debits, refunds, purchases, resets), pushed to the owner's balance subscription.
    this.listen(nats, logger, BalanceChanged, 'balanceChanged');
    // Chatbot conversations handed over to a person, pushed to signed-in admins.
    this.listen(nats, logger, ConversationEscalated, 'conversationEscalated');
  }

  /**
   * Emits `name` with each `event` received. A message nobody listens to (no browser follows it now) is
   * not parsed: under a burst of jobs every debit and status change crosses the gateway, and checking
   * each envelope against its schema was a tenth of the gateway's CPU with no subscription open.
   */
  private listen<E extends EventDefinition, N extends keyof GatewayEventMap>(
    nats: Nats,
    logger: Logger,
    event: E,
    name: N,
  ): void {
    const sub = nats.nc.subscribe(event.subject);
    this.subs.push(sub);
    const emit = this.emit.bind(this) as (name: N, data: EventData<E>) => boolean;
    void (async () => {
      for await (const m of sub) {
        if (this.listenerCount(name) === 0) continue;
        try {
          emit(name, parseEnvelope(event, m.subject, m.data).data);
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
