import type { Msg, Subscription } from '@nats-io/transport-node';
import type { Logger, Nats } from '@tryon/kit';
import { DEBIT_QUEUE, DEBIT_SUBJECT, type DebitResponse } from '@tryon/proto-events';
import type { BalanceService } from '../domain/balance.service.js';

export interface RunningResponder {
  /** Stops taking requests and waits for the ones in flight to be answered. */
  stop(): Promise<void>;
}

/**
 * Answers debit requests on `billing.rpc.debit` (core NATS request-reply, queue group `billing`, so one
 * replica answers each request). The reply is always JSON of `DebitResponse`.
 */
export function startDebitResponder(nats: Nats, balances: BalanceService, logger: Logger): RunningResponder {
  const inFlight = new Set<Promise<void>>();
  const handle = async (msg: Msg): Promise<void> => {
    let reply: DebitResponse;
    try {
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        body = undefined;
      }
      reply =
        body === undefined
          ? { ok: false, code: 'VALIDATION', error: 'Invalid format: the request body is not valid JSON' }
          : await balances.debit(body);
    } catch (err) {
      logger.error({ err }, 'debit failed');
      reply = { ok: false, code: 'INTERNAL', error: 'Internal server error' };
    }
    if (msg.reply) msg.respond(JSON.stringify(reply));
  };
  const sub: Subscription = nats.nc.subscribe(DEBIT_SUBJECT, {
    queue: DEBIT_QUEUE,
    callback: (err, msg) => {
      if (err) {
        logger.warn({ err }, 'debit subscription error');
        return;
      }
      const p = handle(msg).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
  });
  return {
    async stop() {
      if (!sub.isClosed()) await sub.drain().catch(() => undefined);
      await Promise.all([...inFlight]);
    },
  };
}
