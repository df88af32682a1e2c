import type { Knex } from 'knex';
import type { Logger, OutboxWriter } from '@tryon/kit';
import {
  PaymentCompleted,
  SubscriptionChanged,
  SubscriptionStatus,
  type BillingCycle,
  type PlanChange,
} from '@tryon/proto-events';
import type { PlanChangeRow, PlanChangesRepository } from '../data/plan-changes.repository.js';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import {
  isCurrentStatus,
  type SubscriptionRow,
  type SubscriptionsRepository,
} from '../data/subscriptions.repository.js';
import type { CheckoutsRepository } from '../data/checkouts.repository.js';
import type { TopUpsRepository } from '../data/topups.repository.js';
import type { RevenueRepository } from '../data/revenue.repository.js';
import {
  DUPLICATE_SUBSCRIPTION,
  invoiceSubscriptionId,
  snapshotOf,
  stripeId,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  type SubscriptionSnapshot,
} from '../data/payments/payment-provider.js';
import { addMonths } from '../data/payments/sandbox.provider.js';
import { ledgerKeys, type BalanceService } from './balance.service.js';
import { findPack } from './packs.js';
import { planOfPriceKey } from './price-keys.js';
import type { OpenCheckouts } from './open-checkouts.js';

export type FulfilmentOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Stripe's subscription status as user_subscriptions stores it: one of SubscriptionStatus as it is, any
 * other (`paused` has no sessions) unpaid.
 */
export function subscriptionStatusOf(stripeStatus: string): SubscriptionStatus {
  return SubscriptionStatus.safeParse(stripeStatus).data ?? 'unpaid';
}

/** Start of the current month of a subscription period (annual plans get their sessions monthly). */
export function currentMonthStart(periodStart: Date, now: Date, periodEnd?: Date | null): Date {
  let start = periodStart;
  for (let k = 1; k < 12; k++) {
    const next = addMonths(periodStart, k);
    if (next > now || (periodEnd && next >= periodEnd)) break;
    start = next;
  }
  return start;
}

/** The subscription an event is about, when it is about one. */
function subscriptionIdOf(event: ProviderEvent): string | null {
  const o = event.data.object;
  if (event.type.startsWith('checkout.session.'))
    return o.mode === 'subscription' ? stripeId(o.subscription) : null;
  if (event.type.startsWith('invoice.')) return invoiceSubscriptionId(o);
  if (event.type.startsWith('customer.subscription.')) return stripeId(o.id);
  return null;
}

/** The currency of a Stripe object (a checkout session, an invoice), lower case; `usd` when absent. */
function currencyOf(o: Record<string, any>): string {
  const c = typeof o.currency === 'string' ? o.currency.toLowerCase() : '';
  return /^[a-z]{3}$/.test(c) ? c : 'usd';
}

const positiveInt = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The currency of every price billing sells. */
const PRICE_CURRENCY = 'usd';

/**
 * Why a paid pack checkout does not pay for its pack (null when it does): the amount paid
 * (`amount_total`, in cents) must be the pack's price and the currency billing's.
 */
export function paidMismatch(
  session: Record<string, any>,
  pack: { sessions: number; priceInCents: number },
): string | null {
  const amount = Number(session.amount_total);
  const currency = currencyOf(session);
  if (currency !== PRICE_CURRENCY) {
    return `Paid in ${currency.toUpperCase()}, but the ${pack.sessions} sessions pack is priced in ${PRICE_CURRENCY.toUpperCase()}`;
  }
  if (session.amount_total == null || !Number.isSafeInteger(amount)) {
    return `The checkout gives no amount paid for the ${pack.sessions} sessions pack (${pack.priceInCents} cents)`;
  }
  if (amount !== pack.priceInCents) {
    return `Paid ${amount} cents for the ${pack.sessions} sessions pack, which costs ${pack.priceInCents} cents`;
  }
  return null;
}

/** The checkout session of a checkout event (null for other events). */
const checkoutOf = (event: ProviderEvent): Record<string, any> | null =>
  event.type.startsWith('checkout.session.') ? event.data.object : null;

/**
 * A failure that applying the event again resolves: a second current subscription of one person that
 * reached the unique index (two activated at once; the guard sees the first now), or a deadlock.
 */
const isRetryable = (err: unknown): boolean => {
  const e = err as { code?: string; constraint?: string };
  return (e?.code === '23505' && e.constraint === 'user_subscriptions_one_current') || e?.code === '40P01';
};

/** A subscription refused before the event's transaction: the person, the one they keep, the money given back. */
interface Refusal {
  userId: number;
  kept: SubscriptionRow;
  refunds: ProviderRefund[];
}

/** What the one-subscription guard found before an event's transaction. */
interface Guarded {
  /** The event's subscription as it is now (cancelled when refused). */
  snapshot: SubscriptionSnapshot | null;
  /** Whose subscription it is, when known. */
  userId?: number;
  /** The person's other subscription, ended at the provider though billing has not heard yet. */
  ended?: SubscriptionSnapshot;
  refusal?: Refusal;
}

/**
 * Applies what the payment provider reports (Stripe webhooks, or the sandbox's equivalent events) to
 * billing: packs credited, subscriptions created and updated, sessions reset per period, refunds revoked,
 * and the money itself in the payments ledger (an invoice paid, a pack paid, a refund), once per
 * provider reference, in the same transaction; each payment received is published then too
 * (billing.payment.completed.v1: support mails the receipt).
 * Each event id is applied once (processed_webhook_events, in the same transaction as its effect),
 * whatever the number of deliveries; the outcome never depends on the order of events, because the
 * subscription is re-read from the provider and every balance change has its own ledger key.
 *
 * One current subscription per person: a subscription that becomes current while the person already has
 * another (two checkouts paid in two tabs) is refused whichever of its events comes first: the provider
 * cancels it at once and refunds its payment, no sessions are granted, the refusal and the refund are
 * recorded (subscription_refusals, payments), and the success page learns it (`checkoutOutcome`). The one
 * that arrived first is kept. A paid subscription checkout expires the person's other open ones.
 */
export class FulfilmentService {
  constructor(
    private readonly deps: {
      /** Runs each event's transaction; kicks the relay after a commit that wrote events. */
      outbox: OutboxWriter;
      provider: PaymentProvider;
      balances: BalanceService;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      topUps: TopUpsRepository;
      revenue: RevenueRepository;
      checkouts: CheckoutsRepository;
      openCheckouts: OpenCheckouts;
      changes: PlanChangesRepository;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Applies one event once. Throws (so the provider delivers it again) only on a passing failure. */
  async handle(event: ProviderEvent): Promise<FulfilmentOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.handleOnce(event);
      } catch (err) {
        // Two subscriptions of one person became current at once (the index let one in; now the guard
        // sees it and refuses this one), or a deadlock: applied again from the start.
        if (attempt < 3 && isRetryable(err)) continue;
        throw err;
      }
    }
  }

  private async handleOnce(event: ProviderEvent): Promise<FulfilmentOutcome> {
    const subId = subscriptionIdOf(event);
    // Read the subscription as it is now, not as it was when the event was sent.
    const guarded = await this.guard(
      event,
      subId ? await this.deps.provider.retrieveSubscription(subId) : null,
    );
    const { snapshot } = guarded;
    const person = guarded.userId ?? this.payerOf(event);
    // A refund's invoice, asked before the transaction (a charge no longer names it since API 2025-03-31).
    const refundedInvoice =
      event.type === 'charge.refunded' ? await this.invoiceOfCharge(event.data.object) : null;
    const outcome = await this.deps.outbox.transaction(async (trx): Promise<FulfilmentOutcome> => {
      // One person's payment events one at a time, each taking the person's rows in the same order.
      if (person) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['billing-person', person]);
      if (guarded.ended) await this.syncSubscription(trx, guarded.ended, { grantPeriod: false });
      if (guarded.refusal && snapshot) await this.recordRefusal(trx, event, snapshot, guarded.refusal);
      const fresh = await trx('processed_webhook_events')
        .insert({ eventId: event.id, type: event.type })
        .onConflict('eventId')
        .ignore()
        .returning('eventId');
      if (fresh.length === 0) return 'duplicate';
      const o = event.data.object;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return this.checkoutCompleted(trx, o, snapshot);
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
          return snapshot ? this.invoicePaid(trx, o, snapshot) : 'ignored';
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return this.syncSubscription(trx, snapshot ?? snapshotOf(o), { grantPeriod: false });
        case 'charge.refunded':
          return this.chargeRefunded(trx, o, refundedInvoice);
        default:
          return 'ignored';
      }
    });
    this.deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
    const session = checkoutOf(event);
    const payer = this.payerOf(event);
    const paid =
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded';
    if (paid && session?.mode === 'subscription' && payer) {
      await this.deps.openCheckouts.expireOthers(payer, String(session.id));
    }
    return outcome;
  }

  /**
   * Applies a subscription as the provider answered a price switch made at once (an upgrade), before its
   * webhooks come: the change is recorded and its sessions granted here, once; the webhooks then find
   * nothing new. `prorationCents` is what the provider charged for it.
   */
  async applySwitch(snapshot: SubscriptionSnapshot, prorationCents: number): Promise<void> {
    const mine = await this.deps.subscriptions.byStripeId(snapshot.id);
    if (!mine) return;
    await this.deps.outbox.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['billing-person', mine.userId]);
      // Re-read under the lock: a webhook may have brought a newer state meanwhile.
      const now = await this.deps.provider.retrieveSubscription(snapshot.id);
      await this.syncSubscription(trx, now, { grantPeriod: false, prorationCents });
    });
  }

  /**
   * The one-subscription guard, before the transaction (it may call the provider). A subscription that is
   * current at the provider but not yet the person's current one in billing, while the person has another
   * current one, is refused at the provider (unless that other one has ended there: then it is synced
   * first). A refused subscription whose refusal was never recorded (its transaction failed) is recorded
   * now.
   */
  private async guard(event: ProviderEvent, snap: SubscriptionSnapshot | null): Promise<Guarded> {
    if (!snap) return { snapshot: null };
    const { subscriptions, provider, logger } = this.deps;
    const mine = await subscriptions.byStripeId(snap.id);
    const userId = mine?.userId ?? (await this.userOf(event, snap));
    if (!userId) return { snapshot: snap };
    if (!isCurrentStatus(subscriptionStatusOf(snap.status))) {
      if (snap.cancellationComment !== DUPLICATE_SUBSCRIPTION || (await subscriptions.refusal(snap.id))) {
        return { snapshot: snap, userId };
      }
      const kept = await subscriptions.current(userId);
      if (!kept) return { snapshot: snap, userId };
      const again = await provider.refuseSubscription(snap.id); // answers the same refunds again
      return { snapshot: again.snapshot, userId, refusal: { userId, kept, refunds: again.refunds } };
    }
    if (mine && isCurrentStatus(mine.status)) return { snapshot: snap, userId };
    const other = await subscriptions.current(userId);
    if (!other || other.stripeSubscriptionId === snap.id) return { snapshot: snap, userId };
    const otherNow = other.stripeSubscriptionId ? await this.stillAt(other.stripeSubscriptionId) : null;
    if (otherNow && !isCurrentStatus(subscriptionStatusOf(otherNow.status))) {
      return { snapshot: snap, userId, ended: otherNow };
    }
    const refused = await provider.refuseSubscription(snap.id);
    logger.warn(
      { userId, refused: snap.id, kept: other.stripeSubscriptionId, refunds: refused.refunds },
      'second subscription refused: cancelled and refunded',
    );
    return {
      snapshot: refused.snapshot,
      userId,
      refusal: { userId, kept: other, refunds: refused.refunds },
    };
  }

  /** A subscription as the provider has it now; null when it does not know it (then billing's row stands). */
  private async stillAt(id: string): Promise<SubscriptionSnapshot | null> {
    try {
      return await this.deps.provider.retrieveSubscription(id);
    } catch (err) {
      const e = err as { code?: string; statusCode?: number };
      if (e?.code === 'NOT_FOUND' || e?.statusCode === 404) return null;
      throw err;
    }
  }

  /**
   * The invoice a refunded charge's payment paid (a subscription's), by the provider's invoice payments;
   * null for a pack's (its metadata says so) and for a charge without a payment intent.
   */
  private async invoiceOfCharge(charge: Record<string, any>): Promise<string | null> {
    const paymentIntent = stripeId(charge.payment_intent);
    if (!paymentIntent || findPack(Number(charge.metadata?.sessions))) return null;
    return this.deps.provider.invoiceOfPayment(paymentIntent);
  }

  /** The person who paid a checkout (null for other events). */
  private payerOf(event: ProviderEvent): number | null {
    const session = checkoutOf(event);
    return session
      ? (positiveInt(session.client_reference_id) ?? positiveInt(session.metadata?.userId))
      : null;
  }

  /** The person an event's subscription belongs to, as syncSubscription would find them. */
  private async userOf(event: ProviderEvent, snap: SubscriptionSnapshot): Promise<number | undefined> {
    return (
      this.payerOf(event) ??
      positiveInt(snap.metadata.userId) ??
      (snap.customerId ? await this.deps.subscriptions.userIdOfCustomer(snap.customerId) : undefined)
    );
  }

  /** Records a refused subscription (once) and the money given back, as negative subscription payments. */
  private async recordRefusal(
    trx: Knex.Transaction,
    event: ProviderEvent,
    snap: SubscriptionSnapshot,
    refusal: Refusal,
  ): Promise<void> {
    const plan = await this.planOf(trx, snap);
    const session = checkoutOf(event);
    await this.deps.subscriptions.recordRefusal(trx, {
      stripeSubscriptionId: snap.id,
      userId: refusal.userId,
      planId: plan?.id ?? null,
      keptSubscriptionId: refusal.kept.stripeSubscriptionId,
      keptPlanId: refusal.kept.planId,
      checkoutSessionId: session?.id ? String(session.id) : null,
      refundedInCents: refusal.refunds.reduce((sum, r) => sum + r.amountInCents, 0),
    });
    for (const refund of refusal.refunds) {
      await this.deps.revenue.record(trx, {
        userId: refusal.userId,
        kind: 'subscription',
        amountInCents: -refund.amountInCents,
        reference: refund.reference,
        planId: plan?.id ?? null,
      });
    }
  }

  private async checkoutCompleted(
    trx: Knex.Transaction,
    session: Record<string, any>,
    snapshot: SubscriptionSnapshot | null,
  ): Promise<FulfilmentOutcome> {
    const userId = positiveInt(session.client_reference_id) ?? positiveInt(session.metadata?.userId);
    if (!userId) {
      this.deps.logger.warn({ session: session.id }, 'checkout without a user; ignored');
      return 'ignored';
    }
    const customerId = stripeId(session.customer);
    if (customerId) {
      await this.deps.subscriptions.saveCustomer(userId, customerId, this.deps.provider.customerMode, trx);
    }
    if (session.mode === 'subscription') {
      await this.deps.checkouts.setStatus(String(session.id), 'complete', trx);
      if (!snapshot) return 'ignored';
      await this.deps.subscriptions.linkRefusalToCheckout(trx, snapshot.id, String(session.id));
      return this.syncSubscription(trx, snapshot, { grantPeriod: true, userId });
    }
    if (session.payment_status !== 'paid') return 'ignored'; // an async payment: wait for it to succeed
    const pack = findPack(Number(session.metadata?.sessions));
    if (!pack) {
      this.deps.logger.error({ session: session.id }, 'paid checkout for an unknown pack; not credited');
      return 'ignored';
    }
    const paymentRef = stripeId(session.payment_intent) ?? String(session.id);
    // The signature says Stripe sent it, not that the amount paid buys the pack: a checkout whose amount
    // or currency is not the pack's price grants nothing; the admin sees it as a failed purchase.
    const mismatch = paidMismatch(session, pack);
    if (mismatch) {
      const amountPaid = positiveInt(session.amount_total) ?? 0;
      this.deps.logger.warn(
        { session: session.id, userId, paymentRef, sessions: pack.sessions, amountPaid, reason: mismatch },
        'paid checkout does not match the pack price; not credited',
      );
      await this.deps.topUps.recordFailed(trx, {
        userId,
        sessions: pack.sessions,
        priceInCents: amountPaid,
        stripePaymentIntentId: paymentRef,
        failureReason: mismatch,
      });
      return 'ignored';
    }
    const { applied } = await this.deps.balances.creditTopUpIn(
      trx,
      userId,
      pack.sessions,
      pack.priceInCents,
      paymentRef,
    );
    // Paid, credited or not (a refund may have come first): the money was received.
    const recorded = await this.deps.revenue.record(trx, {
      userId,
      kind: 'top_up',
      amountInCents: pack.priceInCents,
      reference: paymentRef,
    });
    if (recorded) {
      await this.deps.outbox.add(trx, PaymentCompleted, {
        userId,
        kind: 'top_up',
        amountCents: pack.priceInCents,
        currency: currencyOf(session),
        description: `${pack.sessions} sessions pack`,
        sessions: pack.sessions,
        paymentRef,
        paidAt: this.now().toISOString(),
      });
    }
    return applied ? 'applied' : 'ignored';
  }

  /** A subscription's invoice paid: the period's sessions, and the amount once per invoice. */
  private async invoicePaid(
    trx: Knex.Transaction,
    invoice: Record<string, any>,
    snapshot: SubscriptionSnapshot,
  ): Promise<FulfilmentOutcome> {
    const outcome = await this.syncSubscription(trx, snapshot, { grantPeriod: true });
    const amount = Number(invoice.amount_paid);
    const invoiceId = stripeId(invoice.id);
    const sub = await this.deps.subscriptions.byStripeId(snapshot.id, trx);
    if (sub && invoiceId && Number.isSafeInteger(amount) && amount > 0) {
      // The prorated invoice of a switch made at once pays for that change.
      const upgrade =
        invoice.billing_reason === 'subscription_update' && !(await this.deps.revenue.has(trx, invoiceId))
          ? await this.deps.changes.unpaidUpgrade(trx, snapshot.id)
          : undefined;
      if (upgrade && upgrade.amountInCents !== amount) {
        await this.deps.changes.update(trx, upgrade.id, { amountInCents: amount });
      }
      const recorded = await this.deps.revenue.record(trx, {
        userId: sub.userId,
        kind: 'subscription',
        amountInCents: amount,
        reference: invoiceId,
        planId: sub.planId,
        planChangeId: upgrade?.id ?? null,
      });
      // The money was received (and, for a refused subscription, given back): no receipt for a plan not had.
      const refused = recorded && (await this.deps.subscriptions.refusal(snapshot.id, trx));
      const plan = recorded && !refused ? await this.deps.plans.byId(sub.planId, trx) : undefined;
      if (plan) {
        await this.deps.outbox.add(trx, PaymentCompleted, {
          userId: sub.userId,
          kind: 'subscription',
          amountCents: amount,
          currency: currencyOf(invoice),
          description: upgrade
            ? `Upgrade to the ${plan.displayName} plan, ${sub.billingCycle} (prorated)`
            : `${plan.displayName} plan, ${sub.billingCycle}`,
          sessions: plan.sessionsPerMonth,
          paymentRef: invoiceId,
          paidAt: this.now().toISOString(),
        });
      }
    }
    return outcome;
  }

  /**
   * The plan of a subscription: by its catalogue price's lookup key (which follows a plan switched in the
   * portal), by configured price id, else by the plan name given at checkout. Read in
   * the event's transaction (which holds a connection already).
   */
  private async planOf(
    trx: Knex.Transaction,
    snapshot: SubscriptionSnapshot,
    existing?: SubscriptionRow,
  ): Promise<PlanRow | undefined> {
    const { plans } = this.deps;
    const byKey = planOfPriceKey(snapshot.priceLookupKey);
    if (byKey) {
      const plan = await plans.byName(byKey.planName, trx);
      if (plan) return plan;
    }
    if (snapshot.priceId) {
      const byPrice = (await plans.listActive(trx)).find(
        (p) => p.stripePriceIdMonthly === snapshot.priceId || p.stripePriceIdAnnual === snapshot.priceId,
      );
      if (byPrice) return byPrice;
    }
    if (snapshot.metadata.planName) return plans.byName(snapshot.metadata.planName, trx);
    return existing ? plans.byId(existing.planId, trx) : undefined;
  }

  private async syncSubscription(
    trx: Knex.Transaction,
    snap: SubscriptionSnapshot,
    opts: { grantPeriod: boolean; userId?: number; prorationCents?: number },
  ): Promise<FulfilmentOutcome> {
    const { subscriptions, balances } = this.deps;
    const existing = await subscriptions.byStripeId(snap.id, trx);
    const userId =
      existing?.userId ??
      opts.userId ??
      positiveInt(snap.metadata.userId) ??
      (snap.customerId ? await subscriptions.userIdOfCustomer(snap.customerId, trx) : undefined);
    const plan = await this.planOf(trx, snap, existing);
    if (!userId || !plan) {
      this.deps.logger.warn(
        { subscription: snap.id, userId, plan: plan?.name },
        'subscription of no known person or plan',
      );
      return 'ignored';
    }
    const status = subscriptionStatusOf(snap.status);
    const billingCycle: BillingCycle = snap.interval === 'year' ? 'annual' : 'monthly';
    const planChange =
      existing && (existing.planId !== plan.id || existing.billingCycle !== billingCycle)
        ? await this.planSwitched(trx, existing, plan, billingCycle, snap, opts.prorationCents ?? 0)
        : undefined;
    const row = await subscriptions.upsert(trx, {
      userId,
      planId: plan.id,
      stripeSubscriptionId: snap.id,
      stripeCustomerId: snap.customerId,
      status,
      billingCycle,
      currentPeriodStart: snap.currentPeriodStart,
      currentPeriodEnd: snap.currentPeriodEnd,
      cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
      canceledAt: snap.canceledAt,
    });
    if (snap.customerId) {
      await subscriptions.saveCustomer(userId, snap.customerId, this.deps.provider.customerMode, trx);
    }

    if (opts.grantPeriod && (status === 'active' || status === 'trialing') && row.currentPeriodStart) {
      const start = currentMonthStart(new Date(row.currentPeriodStart), this.now(), row.currentPeriodEnd);
      await balances.resetSubscriptionIn(
        trx,
        userId,
        plan.sessionsPerMonth,
        ledgerKeys.reset(snap.id, start),
      );
    }
    const current = await subscriptions.current(userId, trx);
    // A subscription that ended takes the change it was waiting for with it.
    if (!isCurrentStatus(status)) {
      const waiting = await this.deps.changes.scheduled(userId, trx);
      if (waiting?.stripeSubscriptionId === snap.id) {
        await this.deps.changes.update(trx, waiting.id, { status: 'undone' });
      }
    }
    if ((status === 'canceled' || status === 'incomplete_expired') && !current) {
      await balances.resetSubscriptionIn(trx, userId, 0, ledgerKeys.expire(snap.id));
    }
    // The event tells the person's subscription as it is now: their current one when this one is not it
    // (a refused second one, or an old one ending after its successor began).
    const shown = current ?? row;
    const shownPlan =
      shown.planId === plan.id ? plan : ((await this.deps.plans.byId(shown.planId, trx)) ?? plan);
    await this.deps.outbox.add(trx, SubscriptionChanged, {
      userId,
      status: shown.status,
      planName: shownPlan.name,
      stripeCustomerId: shown.stripeCustomerId ?? snap.customerId,
      stripeSubscriptionId: shown.stripeSubscriptionId ?? snap.id,
      changedAt: this.now().toISOString(),
      currentPeriodEnd: shown.currentPeriodEnd ? new Date(shown.currentPeriodEnd).toISOString() : null,
      cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
      ...(planChange ? { planChange } : {}),
    });
    return 'applied';
  }

  /**
   * A subscription billing knew on one plan and cycle is now on another. A change scheduled for this (the
   * period's end came) is marked applied and told already; any other is a switch made at once (here, or in
   * the provider's portal): recorded as applied, and for an upgrade the difference in monthly sessions is
   * added for the rest of the month, once. Answers the change to tell, when there is one.
   */
  private async planSwitched(
    trx: Knex.Transaction,
    existing: SubscriptionRow,
    plan: PlanRow,
    cycle: BillingCycle,
    snap: SubscriptionSnapshot,
    prorationCents: number,
  ): Promise<PlanChange | undefined> {
    const { changes, plans, balances } = this.deps;
    const scheduled = await changes.scheduled(existing.userId, trx);
    if (
      scheduled?.stripeSubscriptionId === snap.id &&
      scheduled.toPlanId === plan.id &&
      scheduled.toCycle === cycle
    ) {
      await changes.update(trx, scheduled.id, { status: 'applied' });
      return undefined;
    }
    // Another switch (in the portal) replaces one that was waiting.
    if (scheduled) await changes.update(trx, scheduled.id, { status: 'undone' });
    const from = (await plans.byId(existing.planId, trx)) ?? plan;
    const kind =
      from.id === plan.id
        ? 'cycle_switch'
        : plan.sessionsPerMonth > from.sessionsPerMonth
          ? 'upgrade'
          : 'downgrade';
    const status = subscriptionStatusOf(snap.status);
    let sessionsGranted = 0;
    if (
      kind === 'upgrade' &&
      cycle === existing.billingCycle &&
      (status === 'active' || status === 'trialing') &&
      snap.currentPeriodStart
    ) {
      const start = currentMonthStart(snap.currentPeriodStart, this.now(), snap.currentPeriodEnd);
      const extra = plan.sessionsPerMonth - from.sessionsPerMonth;
      const { applied } = await balances.addSubscriptionSessionsIn(
        trx,
        existing.userId,
        extra,
        ledgerKeys.upgrade(snap.id, start, plan.id),
      );
      if (applied) sessionsGranted = extra;
    }
    const row = await changes.insert(trx, {
      userId: existing.userId,
      stripeSubscriptionId: snap.id,
      kind,
      status: 'applied',
      fromPlanId: from.id,
      toPlanId: plan.id,
      fromCycle: existing.billingCycle,
      toCycle: cycle,
      effectiveAt: this.now(),
      amountInCents: prorationCents,
      sessionsGranted,
    });
    return planChangeOf(row, from.name, plan.name);
  }

  /**
   * A refund: the money given back is recorded (a partial one too, each time by what was added); a fully
   * refunded pack loses what is left of its sessions (never below zero), once.
   */
  private async chargeRefunded(
    trx: Knex.Transaction,
    charge: Record<string, any>,
    invoiceId: string | null,
  ): Promise<FulfilmentOutcome> {
    const paymentRef = stripeId(charge.payment_intent);
    const { topUps, balances } = this.deps;
    const purchase = paymentRef ? await topUps.lock(trx, paymentRef) : undefined;
    await this.recordRefund(trx, charge, purchase?.userId, invoiceId);
    if (!charge.refunded) return 'ignored'; // a partial refund keeps the sessions
    if (!paymentRef) return 'ignored';
    if (purchase) {
      // A refused purchase (`failed`: its amount did not match) credited nothing to take back.
      if (purchase.status === 'refunded' || purchase.status === 'failed') return 'ignored';
      await topUps.markRefunded(trx, purchase.id);
      await balances.revokeTopUpIn(trx, purchase.userId, purchase.sessions, ledgerKeys.revoke(paymentRef));
      return 'applied';
    }
    // The refund came before the purchase was credited: remember it, so the purchase credits nothing.
    const userId = positiveInt(charge.metadata?.userId);
    const pack = findPack(Number(charge.metadata?.sessions));
    if (!userId || !pack) return 'ignored';
    await topUps.record(trx, {
      userId,
      sessions: pack.sessions,
      priceInCents: pack.priceInCents,
      stripePaymentIntentId: paymentRef,
      status: 'refunded',
    });
    // The payment happened before its refund, even if its checkout event has not arrived yet.
    await this.deps.revenue.record(trx, {
      userId,
      kind: 'top_up',
      amountInCents: pack.priceInCents,
      reference: paymentRef,
    });
    return 'applied';
  }

  /**
   * Records what a refund added to a charge's refunded amount (Stripe reports the running total), as a
   * negative payment of the kind it refunds: a pack's, or a subscription invoice's (`invoiceId`, found
   * through the invoice payments of the charge's payment intent).
   */
  private async recordRefund(
    trx: Knex.Transaction,
    charge: Record<string, any>,
    purchaseUserId: number | undefined,
    invoiceId: string | null,
  ): Promise<void> {
    const chargeId = stripeId(charge.id);
    const refundedTotal = Number(charge.amount_refunded);
    if (!chargeId || !Number.isSafeInteger(refundedTotal) || refundedTotal <= 0) return;
    const customerId = stripeId(charge.customer);
    const userId =
      purchaseUserId ??
      positiveInt(charge.metadata?.userId) ??
      (customerId ? await this.deps.subscriptions.userIdOfCustomer(customerId, trx) : undefined);
    if (!userId) {
      this.deps.logger.warn({ charge: chargeId }, 'refund of no known person; revenue unchanged');
      return;
    }
    const added = refundedTotal - (await this.deps.revenue.refundedOf(trx, chargeId));
    if (added <= 0) return;
    const isPack = purchaseUserId !== undefined || findPack(Number(charge.metadata?.sessions)) !== undefined;
    await this.deps.revenue.record(trx, {
      userId,
      kind: isPack || !invoiceId ? 'top_up' : 'subscription',
      amountInCents: -added,
      reference: `refund:${chargeId}:${refundedTotal}`,
    });
  }
}

/** A recorded change as billing.subscription.changed.v1 tells it. */
export function planChangeOf(row: PlanChangeRow, fromPlan: string, toPlan: string): PlanChange {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fromPlan,
    toPlan,
    fromCycle: row.fromCycle,
    toCycle: row.toCycle,
    effectiveAt: new Date(row.effectiveAt).toISOString(),
    amountCents: row.amountInCents,
    sessionsGranted: row.sessionsGranted,
  };
}
