import {
  AppError,
  parseInput,
  requireAdmin,
  requireUser,
  type CallerContext,
  type Logger,
  type OutboxWriter,
} from '@tryon/kit';
import {
  AdminActionRecorded,
  SubscriptionChanged,
  type BillingCycle,
  type PlanChangeKind,
} from '@tryon/proto-events';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionRow, SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { PlanChangeRow, PlanChangesRepository } from '../data/plan-changes.repository.js';
import type { PaymentProvider } from '../data/payments/payment-provider.js';
import { planChangeOf, type FulfilmentService } from './fulfilment.service.js';
import type { BillingQueries, SubscriptionStatusInfo } from './billing.queries.js';
import { planPriceKey } from './price-keys.js';
import { planChangeInput } from './validation.js';

/** What a plan change answers: what happened, in words, and the subscription afterwards. */
export interface PlanChangeOutcome {
  message: string;
  kind: PlanChangeKind;
  /** True when it took effect at once (an upgrade); false when it waits for the period's end. */
  immediate: boolean;
  effectiveAt: Date;
  status: SubscriptionStatusInfo;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A date as the app shows it to people ("January 2, 2027", UTC). */
export const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const cycleWords = (plan: PlanRow, cycle: BillingCycle) => `${plan.displayName} (${cycle})`;

/**
 * Switches of plan and cycle (from /pricing and Subscription Management, with Stripe and the sandbox
 * alike). An upgrade (more sessions a month, same cycle) takes effect at once: the provider invoices the
 * prorated difference and the difference in monthly sessions is added for the rest of the month, once. A
 * downgrade or a switch between monthly and annual waits for the period's end, and can be undone until
 * then. One switch of a person at a time: a second one while the first is under way (two tabs) is refused,
 * as is one while a change is waiting.
 */
export class PlanChangeService {
  constructor(
    private readonly deps: {
      outbox: OutboxWriter;
      provider: PaymentProvider;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      changes: PlanChangesRepository;
      fulfilment: FulfilmentService;
      queries: BillingQueries;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Runs `fn` holding the person's plan-change lock for its transaction; a second request while one holds
   * it is refused at once (409) rather than queued behind a payment.
   */
  private async exclusive<T>(
    userId: number,
    fn: (trx: Parameters<Parameters<OutboxWriter['transaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    return this.deps.outbox.transaction(async (trx) => {
      const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(hashtext(?), ?) AS locked', [
        'billing-plan-change',
        userId,
      ]);
      if (!rows[0]?.locked) {
        throw new AppError(
          'CONFLICT',
          'Another plan change is under way. Please wait a moment and try again.',
        );
      }
      return fn(trx);
    });
  }

  /** The caller's current subscription, when it can be changed (409 otherwise). */
  private async changeable(userId: number): Promise<SubscriptionRow & { stripeSubscriptionId: string }> {
    const current = await this.deps.subscriptions.current(userId);
    if (!current?.stripeSubscriptionId) {
      throw new AppError('CONFLICT', 'You have no subscription to change. Choose a plan to subscribe.');
    }
    if (current.status !== 'active' && current.status !== 'trialing') {
      throw new AppError(
        'CONFLICT',
        `Your subscription is ${current.status.replace('_', ' ')}: settle it in Manage Billing before changing plans.`,
      );
    }
    return current as SubscriptionRow & { stripeSubscriptionId: string };
  }

  /** Switches the caller's plan and cycle (see the class). */
  async change(caller: CallerContext, args: unknown): Promise<PlanChangeOutcome> {
    const userId = requireUser(caller);
    const done = await this.switchPlan(userId, args);
    // Read after the commit, so the answer shows the change.
    return { ...done, status: await this.deps.queries.subscriptionStatus(userId) };
  }

  private async switchPlan(userId: number, args: unknown): Promise<Omit<PlanChangeOutcome, 'status'>> {
    const { planName, cycle } = parseInput(planChangeInput, args ?? {});
    const { plans, changes, provider, fulfilment } = this.deps;
    const plan = await plans.byName(planName);
    if (!plan || !plan.isActive) throw new AppError('VALIDATION', 'Invalid data: unknown plan');
    if (plan.priceMonthly === 0) {
      throw new AppError(
        'VALIDATION',
        'Invalid data: the free plan is not a switch; cancel your subscription in Manage Billing instead',
      );
    }
    return this.exclusive(userId, async (trx) => {
      const current = await this.changeable(userId);
      const from = (await plans.byId(current.planId))!;
      if (current.planId === plan.id && current.billingCycle === cycle) {
        throw new AppError(
          'VALIDATION',
          `Invalid data: you already have the ${cycleWords(plan, cycle)} plan`,
        );
      }
      const waiting = await changes.scheduled(userId);
      if (waiting) {
        const to = (await plans.byId(waiting.toPlanId))!;
        throw new AppError(
          'CONFLICT',
          `Your plan already changes to ${cycleWords(to, waiting.toCycle)} on ${longDate(waiting.effectiveAt)}. Undo that change first.`,
        );
      }
      if (current.cancelAtPeriodEnd) {
        throw new AppError(
          'CONFLICT',
          'Your subscription is set to end at the period end. Keep it in Manage Billing before changing plans.',
        );
      }
      const kind: PlanChangeKind =
        from.id === plan.id
          ? 'cycle_switch'
          : plan.sessionsPerMonth > from.sessionsPerMonth
            ? 'upgrade'
            : 'downgrade';
      const immediate = kind === 'upgrade' && cycle === current.billingCycle;
      const annual = cycle === 'annual';
      const periodStart = current.currentPeriodStart
        ? new Date(current.currentPeriodStart).toISOString()
        : '';
      const result = await provider.changePrice({
        subscriptionId: current.stripeSubscriptionId,
        planName: plan.name,
        cycle,
        interval: annual ? 'year' : 'month',
        amountInCents: annual ? plan.priceAnnual : plan.priceMonthly,
        lookupKey: planPriceKey(plan.name, annual ? 'year' : 'month'),
        priceId: annual ? plan.stripePriceIdAnnual : plan.stripePriceIdMonthly,
        when: immediate ? 'now' : 'period_end',
        idempotencyKey: `tryon-plan-${current.stripeSubscriptionId}-${periodStart}-${from.name}-${current.billingCycle}-${plan.name}-${cycle}-${await changes.count(current.stripeSubscriptionId)}`,
      });
      if (immediate) {
        await fulfilment.applySwitch(result.snapshot, result.prorationCents);
        for (const event of result.events) await fulfilment.handle(event);
        const applied = await changes.latest(current.stripeSubscriptionId);
        const granted = applied?.toPlanId === plan.id ? applied.sessionsGranted : 0;
        const charged =
          result.prorationCents > 0 ? `, ${dollars(result.prorationCents)} charged (prorated)` : '';
        return {
          message: `You are now on the ${plan.displayName} plan: ${granted} sessions added for this month${charged}.`,
          kind,
          immediate,
          effectiveAt: this.now(),
        };
      }
      const effectiveAt = current.currentPeriodEnd ? new Date(current.currentPeriodEnd) : this.now();
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['billing-person', userId]);
      const row = await changes.insert(trx, {
        userId,
        stripeSubscriptionId: current.stripeSubscriptionId,
        kind,
        status: 'scheduled',
        fromPlanId: from.id,
        toPlanId: plan.id,
        fromCycle: current.billingCycle,
        toCycle: cycle,
        effectiveAt,
      });
      await this.tell(trx, current, row, from, plan);
      return {
        message: `Your plan changes to ${cycleWords(plan, cycle)} on ${longDate(effectiveAt)}.`,
        kind,
        immediate,
        effectiveAt,
      };
    });
  }

  /** Undoes the caller's change waiting for the period's end: the subscription renews as it is. */
  async undo(caller: CallerContext): Promise<SubscriptionStatusInfo> {
    const userId = requireUser(caller);
    await this.undoFor(userId, () => Promise.resolve());
    return this.deps.queries.subscriptionStatus(userId);
  }

  /**
   * An admin undoes a subscriber's change waiting for the period's end (a customer who asked support to);
   * recorded in the admin activity log with the change.
   */
  async adminUndo(caller: CallerContext, userId: number): Promise<SubscriptionStatusInfo> {
    const adminId = requireAdmin(caller);
    await this.undoFor(userId, async (trx, row, to) => {
      await this.deps.outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'plan_change_undone',
        targetUserId: userId,
        description: `Undid the plan change to ${cycleWords(to, row.toCycle)} due on ${longDate(row.effectiveAt)}`,
        metadata: { planChangeId: row.id, kind: row.kind, toPlan: to.name, toCycle: row.toCycle },
        ipAddress: caller.ip,
      });
    });
    return this.deps.queries.subscriptionStatus(userId);
  }

  /** Undoes a person's waiting change (409 when none); `also` adds to its transaction. */
  private async undoFor(
    userId: number,
    also: (trx: Parameters<OutboxWriter['add']>[0], row: PlanChangeRow, to: PlanRow) => Promise<void>,
  ): Promise<void> {
    const { plans, changes, provider } = this.deps;
    await this.exclusive(userId, async (trx) => {
      const waiting = await changes.scheduled(userId);
      if (!waiting) throw new AppError('CONFLICT', 'No plan change is waiting to be undone.');
      await provider.cancelScheduledPrice(waiting.stripeSubscriptionId, `tryon-plan-undo-${waiting.id}`);
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['billing-person', userId]);
      const row = await changes.update(trx, waiting.id, { status: 'undone' });
      const to = (await plans.byId(row.toPlanId))!;
      const current = await this.deps.subscriptions.current(userId, trx);
      if (current) await this.tell(trx, current, row, (await plans.byId(row.fromPlanId))!, to);
      await also(trx, row, to);
    });
  }

  /** billing.subscription.changed.v1 for a change scheduled or undone (support mails its receipt). */
  private async tell(
    trx: Parameters<OutboxWriter['add']>[0],
    current: SubscriptionRow,
    row: PlanChangeRow,
    from: PlanRow,
    to: PlanRow,
  ): Promise<void> {
    await this.deps.outbox.add(trx, SubscriptionChanged, {
      userId: current.userId,
      status: current.status,
      planName: from.id === current.planId ? from.name : to.name,
      stripeCustomerId: current.stripeCustomerId,
      stripeSubscriptionId: current.stripeSubscriptionId,
      changedAt: this.now().toISOString(),
      currentPeriodEnd: current.currentPeriodEnd ? new Date(current.currentPeriodEnd).toISOString() : null,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      planChange: planChangeOf(row, from.name, to.name),
    });
  }
}
