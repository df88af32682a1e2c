import type { Knex } from 'knex';
import { AppError, parseInput, type Logger, type OutboxWriter } from '@tryon/kit';
import {
  BalanceChanged,
  debitRequestSchema,
  type DebitRequest,
  type DeductedFrom,
  type DebitResponse,
} from '@tryon/proto-events';
import type { Balance, BalancesRepository, LedgerKind, LedgerRow } from '../data/balances.repository.js';
import type { BalancePool, UsageRepository } from '../data/usage.repository.js';
import type { TopUpsRepository } from '../data/topups.repository.js';
import type { RefinementsRepository } from '../data/refinements.repository.js';
import { requirePack } from './packs.js';
import { countLedgerEntry } from './billing.metrics.js';
import { variantShare } from './variant-share.js';

export const PRODUCER = 'billing';

/** Ledger idempotency keys, one namespace per kind of change. */
export const ledgerKeys = {
  trial: (userId: number) => `trial:${userId}`,
  debit: (key: string) => `debit:${key}`,
  refund: (key: string) => `refund:${key}`,
  /** The refund of one image (from 0) of a job of several, debited together under `key`. */
  variantRefund: (key: string, variant: number) => `refund:${key}#${variant}`,
  purchase: (paymentRef: string) => `purchase:${paymentRef}`,
  /** One subscription period (or, for annual plans, one month of it) starting at `start`. */
  reset: (subscriptionId: string, start: Date) => `reset:${subscriptionId}:${start.toISOString()}`,
  /** An upgrade's extra sessions for the rest of the month that starts at `start`, once per plan. */
  upgrade: (subscriptionId: string, start: Date, planId: number) =>
    `upgrade:${subscriptionId}:${start.toISOString()}:${planId}`,
  /** The end of a subscription: its sessions go. */
  expire: (subscriptionId: string) => `expire:${subscriptionId}`,
  revoke: (paymentRef: string) => `revoke:${paymentRef}`,
};

/** How a debit's cost splits: subscription sessions first, then top-up sessions; null when short. */
export function splitCost(
  balance: Balance,
  cost: number,
): { fromSubscription: number; fromTopUp: number; deductedFrom: BalancePool } | null {
  const fromSubscription = Math.min(balance.subscriptionSessions, cost);
  const fromTopUp = cost - fromSubscription;
  if (fromTopUp > balance.topUpSessions) return null;
  const deductedFrom: BalancePool =
    fromTopUp === 0 ? 'subscription' : fromSubscription === 0 ? 'top_up' : 'mixed';
  return { fromSubscription, fromTopUp, deductedFrom };
}

function deductedFromOf(row: LedgerRow): BalancePool | null {
  if (row.topUpDelta === 0 && row.subscriptionDelta === 0) return null; // an included refinement
  if (row.topUpDelta === 0) return 'subscription';
  if (row.subscriptionDelta === 0) return 'top_up';
  return 'mixed';
}

/**
 * Every change of a session balance. Each runs in one transaction that first locks the person's
 * session_balances row (SELECT ... FOR UPDATE), so changes of one person are serialised; each writes a
 * ledger entry with a unique idempotency key (a repeated key changes nothing) and a balance-changed
 * event through the outbox. The table's check constraint is the last guard against a negative balance.
 */
export class BalanceService {
  constructor(
    private readonly deps: {
      /** Runs the balance transactions; kicks the relay after each commit that wrote an event. */
      outbox: OutboxWriter;
      balances: BalancesRepository;
      usage: UsageRepository;
      topUps: TopUpsRepository;
      refinements: RefinementsRepository;
      logger: Logger;
      trialSessions: number;
      /** How many refinements of one result the person's plan includes (maxRefinementsPerSession). */
      refinementAllowance: (trx: Knex.Transaction, userId: number) => Promise<number>;
    },
  ) {}

  /**
   * Makes sure the person has a balance row, locks it and returns it. The row is created together with
   * the free-trial grant, so a person never has a row without their trial.
   */
  private async open(trx: Knex.Transaction, userId: number): Promise<Balance> {
    const { balances } = this.deps;
    const existing = await balances.tryLock(trx, userId);
    if (existing) return existing;
    if (await balances.createIfMissing(trx, userId)) {
      await this.applyLocked(trx, userId, {
        kind: 'grant',
        subscriptionDelta: 0,
        topUpDelta: this.deps.trialSessions,
        idempotencyKey: ledgerKeys.trial(userId),
        reference: 'free_trial',
      });
    }
    return balances.lock(trx, userId);
  }

  /** Appends a ledger entry and applies it, unless the key was used; the row must be locked. */
  private async applyLocked(
    trx: Knex.Transaction,
    userId: number,
    entry: {
      kind: LedgerKind;
      subscriptionDelta: number;
      topUpDelta: number;
      idempotencyKey: string;
      reference?: string | null;
    },
  ): Promise<{ applied: boolean; balance: Balance }> {
    const { balances } = this.deps;
    const row = await balances.appendLedger(trx, { userId, ...entry });
    if (!row) return { applied: false, balance: await balances.lock(trx, userId) };
    const balance = await balances.add(trx, userId, entry.subscriptionDelta, entry.topUpDelta);
    countLedgerEntry(trx, entry);
    // Also inside a caller's transaction (inbox, fulfilment): the relay is kicked when that one commits.
    await this.deps.outbox.add(trx, BalanceChanged, {
      userId,
      ...balance,
      reason: entry.kind,
      ledgerId: Number(row.id),
    });
    return { applied: true, balance };
  }

  private tx<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.deps.outbox.transaction(fn);
  }

  /** Grants the free trial once per person (the user-registered consumer; inside its inbox transaction). */
  async grantTrialIn(trx: Knex.Transaction, userId: number): Promise<Balance> {
    await this.open(trx, userId);
    const { balance } = await this.applyLocked(trx, userId, {
      kind: 'grant',
      subscriptionDelta: 0,
      topUpDelta: this.deps.trialSessions,
      idempotencyKey: ledgerKeys.trial(userId),
      reference: 'free_trial',
    });
    return balance;
  }

  /**
   * The person's balance. A person without a row yet gets it now with the free trial (same ledger key as
   * the consumer, so the trial is granted once whichever comes first).
   */
  async getBalance(userId: number): Promise<Balance> {
    const found = await this.deps.balances.find(userId);
    if (found) return found;
    return this.tx((trx) => this.open(trx, userId));
  }

  /**
   * Debits `cost` sessions (subscription first, then top-up) under an idempotency key. The same key
   * answers the same `ok` again without a second debit. `NO_SESSIONS` is not recorded: the same key may
   * succeed later, after a top-up.
   *
   * A `refinement` with a `refinementChain` is numbered here, in the transaction that locks the person's
   * balance row, from the refinements already debited on that chain (never from a number the caller
   * sends): on a `gemini:` chain the first maxRefinementsPerSession of the plan are included (recorded,
   * charged nothing; a refunded one gives its place back), the others cost `cost`; an `upload:` chain
   * includes none. The answer carries the number; a replay answers the same one.
   */
  async debit(input: unknown): Promise<DebitResponse> {
    let req: DebitRequest;
    try {
      req = parseInput(debitRequestSchema, input);
    } catch (err) {
      // Answered, not thrown: the caller is another service waiting on the reply.
      if (err instanceof AppError) return { ok: false, code: 'VALIDATION', error: err.message };
      throw err;
    }
    const key = ledgerKeys.debit(req.idempotencyKey);
    const chain = req.actionType === 'refinement' ? (req.refinementChain ?? null) : null;
    return this.tx(async (trx): Promise<DebitResponse> => {
      const balance = await this.open(trx, req.userId);
      // A replay (the key was used) answers what the first call answered.
      const previous = await this.deps.balances.findLedger(key, trx);
      if (previous) return this.replay(trx, req, previous, balance);
      const refinement = chain ? await this.nextRefinement(trx, req.userId, chain) : null;
      if (refinement?.included) {
        // A refinement the plan includes: recorded under its key (a replay answers the same), not charged.
        const row = await this.deps.balances.appendLedger(trx, {
          userId: req.userId,
          kind: 'debit',
          subscriptionDelta: 0,
          topUpDelta: 0,
          idempotencyKey: key,
          reference: req.geminiSessionId,
        });
        if (!row) return this.replayOf(trx, req, key, balance); // the key was taken meanwhile (another person)
        await this.deps.refinements.insert(trx, {
          userId: req.userId,
          chain: chain!,
          debitKey: key,
          ...refinement,
        });
        return { ok: true, deductedFrom: null, charged: 0, balance, refinementNumber: refinement.number };
      }
      const split = splitCost(balance, req.cost);
      if (!split) return { ok: false, code: 'NO_SESSIONS' };
      const result = await this.applyLocked(trx, req.userId, {
        kind: 'debit',
        subscriptionDelta: -split.fromSubscription,
        topUpDelta: -split.fromTopUp,
        idempotencyKey: key,
        reference: req.geminiSessionId,
      });
      if (!result.applied) return this.replayOf(trx, req, key, balance);
      await this.deps.usage.insert(trx, {
        userId: req.userId,
        actionType: req.actionType,
        sessionsCost: req.cost,
        deductedFrom: await this.usageSource(trx, req.userId, balance, split),
        geminiSessionId: req.geminiSessionId,
        metadata: { idempotencyKey: req.idempotencyKey },
      });
      if (refinement) {
        await this.deps.refinements.insert(trx, {
          userId: req.userId,
          chain: chain!,
          debitKey: key,
          ...refinement,
        });
      }
      return {
        ok: true,
        deductedFrom: split.deductedFrom,
        charged: req.cost,
        balance: result.balance,
        ...(refinement ? { refinementNumber: refinement.number } : {}),
      };
    });
  }

  /**
   * Where a debit's sessions came from, for the usage history: the split's pool, except that top-up
   * sessions still within the free trial are 'free_trial' ('mixed' when only part of them are).
   * `before` is the locked balance before the debit.
   */
  private async usageSource(
    trx: Knex.Transaction,
    userId: number,
    before: Balance,
    split: NonNullable<ReturnType<typeof splitCost>>,
  ): Promise<DeductedFrom> {
    if (split.fromTopUp === 0 || split.fromSubscription > 0) return split.deductedFrom;
    const trial = await this.deps.balances.trialLeft(trx, userId, before.topUpSessions);
    if (trial >= split.fromTopUp) return 'free_trial';
    return trial > 0 ? 'mixed' : 'top_up';
  }

  /** The next refinement of a chain: its number and whether the plan includes it (balance row locked). */
  private async nextRefinement(
    trx: Knex.Transaction,
    userId: number,
    chain: string,
  ): Promise<{ number: number; included: boolean }> {
    const counts = await this.deps.refinements.counts(trx, userId, chain);
    // Only the result of a paid job (a generation or try-on) includes refinements; an upload's chain none.
    const allowance = chain.startsWith('gemini:') ? await this.deps.refinementAllowance(trx, userId) : 0;
    return { number: counts.made + 1, included: counts.included < allowance };
  }

  private async replayOf(
    trx: Knex.Transaction,
    req: DebitRequest,
    key: string,
    balance: Balance,
  ): Promise<DebitResponse> {
    const previous = await this.deps.balances.findLedger(key, trx);
    if (!previous) throw new Error(`ledger key ${key} vanished`);
    return this.replay(trx, req, previous, balance);
  }

  /** What the first debit under this key answered (refused when the key is someone else's). */
  private async replay(
    trx: Knex.Transaction,
    req: DebitRequest,
    previous: LedgerRow,
    balance: Balance,
  ): Promise<DebitResponse> {
    if (previous.userId !== req.userId || previous.kind !== 'debit') {
      return { ok: false, code: 'VALIDATION', error: 'Invalid data: idempotencyKey already used' };
    }
    const charged = -(previous.subscriptionDelta + previous.topUpDelta);
    const refinement = await this.deps.refinements.byDebitKey(previous.idempotencyKey, trx);
    return {
      ok: true,
      deductedFrom: deductedFromOf(previous),
      charged,
      balance,
      ...(refinement ? { refinementNumber: refinement.number } : {}),
    };
  }

  /**
   * Gives back the sessions of the debit made under `debitKey` (a job's session id), to where they were
   * taken from, once. Runs inside the caller's (inbox) transaction. Returns whether it refunded.
   */
  async refundIn(
    trx: Knex.Transaction,
    userId: number,
    debitKey: string,
    part?: { variant: number; variants: number },
  ): Promise<boolean> {
    const debit = await this.deps.balances.findLedger(ledgerKeys.debit(debitKey), trx);
    if (!debit || debit.kind !== 'debit') {
      this.deps.logger.warn({ userId, debitKey }, 'refund asked for an unknown debit; nothing to refund');
      return false;
    }
    if (debit.userId !== userId) {
      this.deps.logger.warn({ userId, debitKey }, "refund asked for another person's debit; ignored");
      return false;
    }
    await this.open(trx, userId);
    if (part) return this.refundVariantIn(trx, userId, debitKey, debit, part);
    // A job of several images is refunded per image; a whole refund after any of those would pay twice.
    for (let v = 0; v < 4; v++) {
      if (await this.deps.balances.findLedger(ledgerKeys.variantRefund(debitKey, v), trx)) {
        this.deps.logger.warn(
          { userId, debitKey },
          'whole refund asked for a job refunded per image; ignored',
        );
        return false;
      }
    }
    const { applied } = await this.applyLocked(trx, userId, {
      kind: 'refund',
      subscriptionDelta: -debit.subscriptionDelta,
      topUpDelta: -debit.topUpDelta,
      idempotencyKey: ledgerKeys.refund(debitKey),
      reference: debitKey,
    });
    // A refunded refinement (a failed edit) gives its included place on the chain back.
    if (applied) await this.deps.refinements.markRefunded(trx, ledgerKeys.debit(debitKey));
    return applied;
  }

  /**
   * Gives back one image's share of a debit made for several (see {@link variantShare}), once per image.
   * Nothing when the whole debit was refunded already, or when the image's share is nothing.
   */
  private async refundVariantIn(
    trx: Knex.Transaction,
    userId: number,
    debitKey: string,
    debit: LedgerRow,
    part: { variant: number; variants: number },
  ): Promise<boolean> {
    if (await this.deps.balances.findLedger(ledgerKeys.refund(debitKey), trx)) return false;
    let share;
    try {
      share = variantShare(
        { subscription: -debit.subscriptionDelta, topUp: -debit.topUpDelta },
        part.variant,
        part.variants,
      );
    } catch (err) {
      this.deps.logger.warn(
        { err, userId, debitKey, part },
        'image refund does not match its debit; ignored',
      );
      return false;
    }
    if (share.subscription + share.topUp === 0) return false;
    const { applied } = await this.applyLocked(trx, userId, {
      kind: 'refund',
      subscriptionDelta: share.subscription,
      topUpDelta: share.topUp,
      idempotencyKey: ledgerKeys.variantRefund(debitKey, part.variant),
      reference: debitKey,
    });
    return applied;
  }

  /**
   * Credits a paid top-up pack (Stripe webhook or sandbox checkout). Only the three packs at their prices;
   * idempotent on `paymentRef` (ledger key and top_up_purchases.stripePaymentIntentId). A payment already
   * refunded (its refund arrived first) credits nothing.
   */
  async creditTopUp(
    userId: number,
    sessions: number,
    priceInCents: number,
    paymentRef: string,
  ): Promise<{ applied: boolean; balance: Balance }> {
    return this.tx((trx) => this.creditTopUpIn(trx, userId, sessions, priceInCents, paymentRef));
  }

  /** {@link creditTopUp} inside the caller's transaction (webhook fulfilment). */
  async creditTopUpIn(
    trx: Knex.Transaction,
    userId: number,
    sessions: number,
    priceInCents: number,
    paymentRef: string,
  ): Promise<{ applied: boolean; balance: Balance }> {
    if (!Number.isInteger(userId) || userId <= 0) throw new AppError('VALIDATION', 'Invalid data: userId');
    const pack = requirePack(sessions, priceInCents);
    if (typeof paymentRef !== 'string' || paymentRef.length === 0 || paymentRef.length > 255) {
      throw new AppError('VALIDATION', 'Invalid data: paymentRef');
    }
    const balance = await this.open(trx, userId);
    const previous = await this.deps.balances.findLedger(ledgerKeys.purchase(paymentRef), trx);
    if (previous && previous.userId !== userId) {
      throw new AppError('CONFLICT', 'Payment already credited to another account');
    }
    const purchase = await this.deps.topUps.lock(trx, paymentRef);
    if (purchase?.status === 'refunded') return { applied: false, balance };
    const result = await this.applyLocked(trx, userId, {
      kind: 'purchase',
      subscriptionDelta: 0,
      topUpDelta: pack.sessions,
      idempotencyKey: ledgerKeys.purchase(paymentRef),
      reference: paymentRef,
    });
    if (result.applied) {
      await this.deps.topUps.record(trx, {
        userId,
        sessions: pack.sessions,
        priceInCents: pack.priceInCents,
        stripePaymentIntentId: paymentRef,
        status: 'completed',
      });
    }
    return result;
  }

  /**
   * Sets the subscription sessions to `sessions` (a new period of a plan), once per `periodKey`; top-up
   * sessions are untouched. Inside the caller's transaction.
   */
  async resetSubscriptionIn(
    trx: Knex.Transaction,
    userId: number,
    sessions: number,
    periodKey: string,
  ): Promise<{ applied: boolean; balance: Balance }> {
    const balance = await this.open(trx, userId);
    if (await this.deps.balances.findLedger(periodKey, trx)) return { applied: false, balance };
    const result = await this.applyLocked(trx, userId, {
      kind: 'reset',
      subscriptionDelta: sessions - balance.subscriptionSessions,
      topUpDelta: 0,
      idempotencyKey: periodKey,
      reference: periodKey,
    });
    if (result.applied) await trx('session_balances').where({ userId }).update({ lastResetAt: trx.fn.now() });
    return result;
  }

  /**
   * Adds `sessions` subscription sessions (an upgrade's difference for the rest of the period), once per
   * key; a plan's sessions like a period's reset. Inside the caller's transaction.
   */
  async addSubscriptionSessionsIn(
    trx: Knex.Transaction,
    userId: number,
    sessions: number,
    key: string,
  ): Promise<{ applied: boolean; balance: Balance }> {
    await this.open(trx, userId);
    return this.applyLocked(trx, userId, {
      kind: 'reset',
      subscriptionDelta: sessions,
      topUpDelta: 0,
      idempotencyKey: key,
      reference: key,
    });
  }

  /**
   * Takes back up to `sessions` top-up sessions (a refunded pack: what is left of it), never below zero,
   * once per key. Inside the caller's transaction. Returns how many were taken.
   */
  async revokeTopUpIn(trx: Knex.Transaction, userId: number, sessions: number, key: string): Promise<number> {
    const balance = await this.open(trx, userId);
    const take = Math.min(sessions, balance.topUpSessions);
    const { applied } = await this.applyLocked(trx, userId, {
      kind: 'revoke',
      subscriptionDelta: 0,
      topUpDelta: -take,
      idempotencyKey: key,
      reference: key,
    });
    return applied ? take : 0;
  }
}
