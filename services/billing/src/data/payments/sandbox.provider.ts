import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '@tryon/kit';
import type {
  CheckoutRequest,
  ConnectionCheck,
  PaymentProvider,
  ProviderEvent,
  PriceChange,
  PriceChangeResult,
  ProviderRefund,
  SubscriptionSnapshot,
} from './payment-provider.js';
import { BillingCycle, type CheckoutMode, type CheckoutStatus } from '@tryon/proto-events';
import { DUPLICATE_SUBSCRIPTION, snapshotOf } from './payment-provider.js';

const rid = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Adds calendar months (the day is kept where the month has it, else the month's last day). */
export function addMonths(d: Date, months: number): Date {
  const r = new Date(d.getTime());
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + months);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}

/** What the sandbox checkout page shows. */
export interface SandboxCheckoutView {
  id: string;
  mode: CheckoutMode;
  status: CheckoutStatus;
  description: string;
  amountInCents: number;
  currency: 'usd';
  sessions: number | null;
  planName: string | null;
  billingPeriod: BillingCycle | null;
}

/** What the sandbox answers to a connection test. */
export const SANDBOX_CONNECTION_MESSAGE = 'Sandbox payments (no Stripe key)';

/** An open sandbox checkout expires after this long, as Stripe's do (24 h there). */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The payment provider used when no Stripe key is set: checkout sessions and subscriptions are rows of
 * `sandbox_objects` in Stripe's own shape, paid or cancelled on the app's test-payment page. Nothing is
 * charged. Completing a checkout yields the same events Stripe would send, for the same fulfilment code.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly customerMode = 'sandbox' as const;

  constructor(private readonly db: Knex) {}

  static customerId(userId: number): string {
    return `cus_sandbox_${userId}`;
  }

  async createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = rid('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: req.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: req.amountInCents,
      currency: 'usd',
      description: req.description,
      interval: req.interval ?? null,
      client_reference_id: String(req.userId),
      customer: req.customerId ?? SandboxProvider.customerId(req.userId),
      metadata: req.metadata,
      payment_intent: null,
      subscription: null,
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      created: seconds(new Date()),
    };
    await this.db('sandbox_objects').insert({
      id,
      type: 'checkout.session',
      userId: req.userId,
      data: session,
    });
    return { id, url: `/sandbox-checkout/${encodeURIComponent(id)}` };
  }

  async createPortal(): Promise<{ url: string }> {
    return { url: '/sandbox-portal' };
  }

  /** Sandbox payments pay no invoice through a payment intent: a refund of one is a pack's. */
  async invoiceOfPayment(): Promise<string | null> {
    return null;
  }

  async testConnection(): Promise<ConnectionCheck> {
    return { ok: true, message: SANDBOX_CONNECTION_MESSAGE, mode: null };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot> {
    const row = await this.db('sandbox_objects').where({ id, type: 'subscription' }).first();
    if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
    return snapshotOf(row.data);
  }

  /**
   * Refuses a sandbox subscription (the person already has one): cancelled at once with the duplicate
   * comment, and its period's test payment refunded (`refund:<subscription>:<amount>`). Again: the same.
   */
  async refuseSubscription(
    id: string,
  ): Promise<{ snapshot: SubscriptionSnapshot; refunds: ProviderRefund[] }> {
    return this.db.transaction(async (trx) => {
      const row = await trx('sandbox_objects').where({ id, type: 'subscription' }).forUpdate().first();
      if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
      const sub = structuredClone(row.data);
      if (sub.status !== 'canceled') {
        sub.status = 'canceled';
        sub.canceled_at = seconds(new Date());
        sub.cancellation_details = { comment: DUPLICATE_SUBSCRIPTION };
        await trx('sandbox_objects').where({ id }).update({ data: sub, updatedAt: trx.fn.now() });
      }
      const refused = sub.cancellation_details?.comment === DUPLICATE_SUBSCRIPTION;
      const amount = Number(sub.amount);
      const refunds =
        refused && Number.isSafeInteger(amount) && amount > 0
          ? [{ reference: `refund:${id}:${amount}`, amountInCents: amount }]
          : [];
      return { snapshot: snapshotOf(sub), refunds };
    });
  }

  /**
   * A deleted account: its sandbox subscriptions are cancelled at once and every sandbox object of the
   * person (checkouts, subscriptions) goes; the sandbox keeps no customer records of its own.
   */
  async forgetCustomer(opts: { userId: number }): Promise<void> {
    await this.db('sandbox_objects').where({ userId: opts.userId }).delete();
  }

  /** Expires an open checkout (it can no longer be paid); answers its status afterwards. */
  async expireCheckout(id: string): Promise<CheckoutStatus> {
    return this.db.transaction(async (trx) => {
      const row = await trx('sandbox_objects').where({ id, type: 'checkout.session' }).forUpdate().first();
      if (!row) throw new AppError('NOT_FOUND', 'Checkout not found');
      const view = viewOf(row.data, row.createdAt);
      if (view.status !== 'open') return view.status;
      await trx('sandbox_objects')
        .where({ id })
        .update({ data: { ...row.data, status: 'expired' }, updatedAt: trx.fn.now() });
      return 'expired';
    });
  }

  /** Locks a checkout of the caller's until the transaction ends (404 for anyone else's). */
  private async lockCheckout(trx: Knex.Transaction, id: string, userId: number) {
    const row = await trx('sandbox_objects')
      .where({ id, type: 'checkout.session', userId })
      .forUpdate()
      .first();
    if (!row) throw new AppError('NOT_FOUND', 'Checkout not found');
    return row as { data: Record<string, any>; createdAt: Date };
  }

  /** A checkout of the caller's (404 for anyone else's, so ids cannot be probed). */
  async checkout(id: string, userId: number): Promise<SandboxCheckoutView> {
    const row = await this.db('sandbox_objects').where({ id, type: 'checkout.session', userId }).first();
    if (!row) throw new AppError('NOT_FOUND', 'Checkout not found');
    return viewOf(row.data, row.createdAt);
  }

  /**
   * Pays an open checkout of the caller's: marks it complete (with a payment intent, or a new active
   * subscription for one month or year) and returns the events Stripe would send. Paying again returns the
   * same events (same ids), so fulfilment applies them once.
   */
  async complete(
    id: string,
    userId: number,
    now = new Date(),
  ): Promise<{ successUrl: string; events: ProviderEvent[] }> {
    return this.db.transaction(async (trx) => {
      const row = await this.lockCheckout(trx, id, userId);
      const view = viewOf(row.data, row.createdAt, now);
      const successUrl = String(row.data.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      // Paid already (a double click, or a retry after a failure): the same events again, applied once.
      if (view.status === 'complete') return { successUrl, events: row.data.events as ProviderEvent[] };
      if (view.status !== 'open') throw new AppError('CONFLICT', `This checkout is already ${view.status}`);
      const session: Record<string, any> = { ...row.data, status: 'complete', payment_status: 'paid' };
      const events: ProviderEvent[] = [];
      if (session.mode === 'subscription') {
        const start = now;
        const end = addMonths(start, session.interval === 'year' ? 12 : 1);
        const sub = {
          id: rid('sub'),
          object: 'subscription',
          status: 'active',
          customer: session.customer,
          metadata: session.metadata,
          amount: session.amount_total,
          cancel_at_period_end: false,
          canceled_at: null,
          items: {
            data: [
              {
                price: { id: null, recurring: { interval: session.interval ?? 'month' } },
                current_period_start: seconds(start),
                current_period_end: seconds(end),
              },
            ],
          },
        };
        session.subscription = sub.id;
        await trx('sandbox_objects').insert({ id: sub.id, type: 'subscription', userId, data: sub });
        events.push(event('checkout.session.completed', session));
        events.push(invoicePaid(sub.id, session.customer, session.amount_total));
      } else {
        session.payment_intent = rid('pi');
        events.push(event('checkout.session.completed', session));
      }
      await trx('sandbox_objects')
        .where({ id })
        .update({ data: { ...session, events }, updatedAt: trx.fn.now() });
      return { successUrl, events };
    });
  }

  /** Cancels an open checkout of the caller's; nothing is charged. */
  async cancel(id: string, userId: number): Promise<{ cancelUrl: string }> {
    return this.db.transaction(async (trx) => {
      const row = await this.lockCheckout(trx, id, userId);
      const view = viewOf(row.data, row.createdAt);
      if (view.status !== 'open') throw new AppError('CONFLICT', `This checkout is already ${view.status}`);
      await trx('sandbox_objects')
        .where({ id })
        .update({ data: { ...row.data, status: 'expired' }, updatedAt: trx.fn.now() });
      return { cancelUrl: row.data.cancel_url };
    });
  }

  /** The sandbox portal: cancel the subscription at the period end, or keep it. Returns the event. */
  async setCancelAtPeriodEnd(
    subscriptionId: string,
    userId: number,
    cancel: boolean,
  ): Promise<ProviderEvent> {
    return this.db.transaction(async (trx) => {
      const row = await trx('sandbox_objects')
        .where({ id: subscriptionId, type: 'subscription', userId })
        .forUpdate()
        .first();
      if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
      if (row.data.status === 'canceled') throw new AppError('CONFLICT', 'This subscription has ended');
      const sub = { ...row.data, cancel_at_period_end: cancel };
      await trx('sandbox_objects')
        .where({ id: subscriptionId })
        .update({ data: sub, updatedAt: trx.fn.now() });
      return event('customer.subscription.updated', sub);
    });
  }

  /**
   * Switches a sandbox subscription's price: at once (the difference for the rest of the period charged as
   * a test payment, an `invoice.paid` of `subscription_update`), or at its period's end (kept on the
   * subscription until {@link advanceDue} renews it). A key seen before answers what it answered then.
   */
  async changePrice(change: PriceChange, now = new Date()): Promise<PriceChangeResult> {
    return this.db.transaction(async (trx) => {
      const row = await this.lockSubscription(trx, change.subscriptionId);
      const sub = structuredClone(row.data);
      const done = sub.changes?.[change.idempotencyKey] as Omit<PriceChangeResult, 'snapshot'> | undefined;
      if (done) return { ...done, snapshot: snapshotOf(sub) };
      if (sub.status === 'canceled') throw new AppError('CONFLICT', 'This subscription has ended');
      const item = sub.items.data[0];
      const next = {
        planName: change.planName,
        billingPeriod: change.cycle,
        amount: change.amountInCents,
        price: { id: null, lookup_key: change.lookupKey, recurring: { interval: change.interval } },
      };
      const events: ProviderEvent[] = [];
      let prorationCents = 0;
      if (change.when === 'now') {
        const start = item.current_period_start * 1000;
        const end = item.current_period_end * 1000;
        const left = Math.max(0, Math.min(1, (end - now.getTime()) / Math.max(1, end - start)));
        prorationCents = Math.max(0, Math.round((change.amountInCents - Number(sub.amount)) * left));
        applyPrice(sub, next);
        delete sub.pending_change;
        events.push(event('customer.subscription.updated', asStripe(sub)));
        if (prorationCents > 0) {
          events.push(invoicePaid(sub.id, sub.customer, prorationCents, 'subscription_update'));
        }
      } else {
        sub.pending_change = next;
      }
      sub.changes = { ...sub.changes, [change.idempotencyKey]: { prorationCents, events } };
      await trx('sandbox_objects').where({ id: sub.id }).update({ data: sub, updatedAt: trx.fn.now() });
      return { snapshot: snapshotOf(sub), prorationCents, events };
    });
  }

  /** Drops the price switch waiting for the period's end (none: nothing changes). */
  async cancelScheduledPrice(subscriptionId: string): Promise<PriceChangeResult> {
    return this.db.transaction(async (trx) => {
      const row = await this.lockSubscription(trx, subscriptionId);
      const sub = structuredClone(row.data);
      delete sub.pending_change;
      await trx('sandbox_objects').where({ id: sub.id }).update({ data: sub, updatedAt: trx.fn.now() });
      return { snapshot: snapshotOf(sub), prorationCents: 0, events: [] };
    });
  }

  private async lockSubscription(trx: Knex.Transaction, id: string): Promise<{ data: Record<string, any> }> {
    const row = await trx('sandbox_objects').where({ id, type: 'subscription' }).forUpdate().first();
    if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
    return row;
  }

  /**
   * Sandbox subscriptions whose period has ended: renewed for another period (an `invoice.paid`), or
   * ended when cancelled at the period end (`customer.subscription.deleted`), as Stripe would.
   */
  async advanceDue(now = new Date()): Promise<ProviderEvent[]> {
    return this.db.transaction(async (trx) => {
      const rows = await trx('sandbox_objects')
        .where({ type: 'subscription' })
        .whereRaw(`data->>'status' = 'active'`)
        .whereRaw(`(data->'items'->'data'->0->>'current_period_end')::bigint <= ?`, [seconds(now)])
        .forUpdate()
        .skipLocked();
      const events: ProviderEvent[] = [];
      for (const row of rows) {
        const sub = structuredClone(row.data);
        const item = sub.items.data[0];
        if (sub.cancel_at_period_end) {
          sub.status = 'canceled';
          sub.canceled_at = seconds(now);
          events.push(event('customer.subscription.deleted', sub));
        } else {
          // A switch scheduled for the period's end begins with the new period.
          if (sub.pending_change) {
            applyPrice(sub, sub.pending_change);
            delete sub.pending_change;
          }
          const start = new Date(item.current_period_end * 1000);
          item.current_period_start = seconds(start);
          item.current_period_end = seconds(
            addMonths(start, item.price.recurring.interval === 'year' ? 12 : 1),
          );
          events.push(invoicePaid(sub.id, sub.customer, sub.amount));
        }
        await trx('sandbox_objects').where({ id: row.id }).update({ data: sub, updatedAt: trx.fn.now() });
      }
      return events;
    });
  }
}

function event(type: string, object: Record<string, any>): ProviderEvent {
  return { id: rid('evt'), type, data: { object } };
}

/** A sandbox subscription as Stripe would show it: without the switches it remembers. */
function asStripe(sub: Record<string, any>): Record<string, any> {
  const { changes: _remembered, ...shown } = structuredClone(sub);
  return shown;
}

/** Puts a subscription on another price (plan and cycle): its amount, its item's price, its metadata. */
function applyPrice(
  sub: Record<string, any>,
  next: { planName: string; billingPeriod: string; amount: number; price: Record<string, unknown> },
): void {
  sub.amount = next.amount;
  sub.items.data[0].price = next.price;
  sub.metadata = { ...sub.metadata, planName: next.planName, billingPeriod: next.billingPeriod };
}

/**
 * The `invoice.paid` event of a subscription's period, or of a switch's prorated difference
 * (`subscription_update`); API 2025+ shape, the subscription under `parent`.
 */
function invoicePaid(
  subscriptionId: string,
  customer: string,
  amountPaid: number,
  billingReason: 'subscription_cycle' | 'subscription_update' = 'subscription_cycle',
): ProviderEvent {
  return event('invoice.paid', {
    id: rid('in'),
    object: 'invoice',
    status: 'paid',
    billing_reason: billingReason,
    customer,
    amount_paid: amountPaid,
    parent: { subscription_details: { subscription: subscriptionId } },
  });
}

function viewOf(data: Record<string, any>, createdAt: Date, now = new Date()): SandboxCheckoutView {
  const expired = data.status === 'open' && now.getTime() - new Date(createdAt).getTime() > CHECKOUT_TTL_MS;
  const md = data.metadata ?? {};
  return {
    id: data.id,
    mode: data.mode,
    status: expired ? 'expired' : data.status,
    description: data.description,
    amountInCents: data.amount_total,
    currency: 'usd',
    sessions: md.sessions ? Number(md.sessions) : null,
    planName: md.planName ?? null,
    billingPeriod: BillingCycle.safeParse(md.billingPeriod).data ?? null,
  };
}
