import { startResponder, type Logger, type Nats, type RunningResponder } from '@tryon/kit';
import { DEBIT_QUEUE, DEBIT_SUBJECT } from '@tryon/proto-events';
import type { BalanceService } from '../domain/balance.service.js';

export type { RunningResponder };

/**
 * Answers debit requests on `rpc.billing.debit` (core NATS request-reply, queue group `billing`, so one
 * replica answers each request). The reply is always JSON of `DebitResponse`.
 */
export function startDebitResponder(nats: Nats, balances: BalanceService, logger: Logger): RunningResponder {
  return startResponder(nats, {
    subject: DEBIT_SUBJECT,
    queue: DEBIT_QUEUE,
    logger,
    handle: (body) => balances.debit(body),
  });
}
