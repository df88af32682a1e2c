import { EventEmitter } from 'node:events';
import { parseEnvelope, SessionRevoked, type SessionRevokedData } from '@tryon/proto-events';
import type { Logger, Nats } from '@tryon/kit';

/**
 * Live events the gateway reacts to. It listens on plain NATS subjects (no durable consumer): a missed
 * message only means a cache entry lives until its short TTL, and a browser falls back to polling.
 */
export class GatewayEvents extends EventEmitter<{ sessionRevoked: [SessionRevokedData] }> {
  private subs: { unsubscribe(): void }[] = [];

  start(nats: Nats, logger: Logger): void {
    const sub = nats.nc.subscribe(SessionRevoked.subject);
    this.subs.push(sub);
    void (async () => {
      for await (const m of sub) {
        try {
          const env = parseEnvelope(SessionRevoked, m.subject, m.data);
          this.emit('sessionRevoked', env.data);
        } catch (err) {
          logger.warn({ err: (err as Error).message }, 'ignored an invalid session-revoked event');
        }
      }
    })();
  }

  stop(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
  }
}
