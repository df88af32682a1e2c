import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '../services/billing/src/data/payments/stripe.provider.js';

/** A request the stub received: method, path, and the form body as Stripe's flat bracketed keys. */
export interface StubRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The query string's parameters (GET and DELETE carry theirs there). */
  query: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  /** The `Stripe-Version` header sent. */
  stripeVersion: string | undefined;
  /** The account the key is of: `sk_test_`/`rk_test_` test, `sk_live_`/`rk_live_` live. */
  mode: 'test' | 'live' | null;
}

/** A price of the stub's catalogue (Stripe's price object). */
export type StubPrice = Record<string, unknown> & { id: string; lookup_key: string | null; active: boolean };

/** A paid payment of an invoice, as tests set it up: its payment intent and amount. */
export interface StubInvoicePayment {
  paymentIntent: string;
  amount: number;
}

/**
 * A local stand-in for Stripe's API that speaks its wire format: form-encoded requests with a Bearer
 * secret key, JSON objects with `id`/`object`, and Stripe's error envelope `{ error: { type, message } }`.
 * It serves what billing calls, in the shapes of the API version billing pins (the `Stripe-Version`
 * header must be {@link STRIPE_API_VERSION}, else 400): checkout sessions (create, retrieve, expire),
 * billing portal sessions, customers (create, delete), products (create, retrieve, update) and prices (create with
 * `lookup_key` and `transfer_lookup_key`, list by `lookup_keys`), subscriptions (retrieve, cancel),
 * invoice payments (list by invoice or by payment intent), refunds (create) and the balance (retrieve).
 * Test and live keys are two accounts: a customer made with one is unknown to the other ("No such
 * customer", as Stripe answers). A POST or DELETE with an `Idempotency-Key` it has seen answers the first
 * answer again, as Stripe does. Tests put subscriptions, customers and invoice payments into it and read
 * back what was asked.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  /** Checkout sessions created through the stub, by id. */
  readonly checkoutSessions = new Map<string, Record<string, unknown>>();
  /** The paid payments of each invoice, by invoice id. */
  readonly invoicePayments = new Map<string, StubInvoicePayment[]>();
  /** Refunds made, in order. */
  readonly refunds: Record<string, unknown>[] = [];
  /** Customers and the account (mode) each belongs to. */
  readonly customers = new Map<string, 'test' | 'live'>();
  /**
   * When true, a customer id the stub never made or was given answers "No such customer"; when false
   * (the default, for tests that invent customer ids in webhooks) only one of the other account does.
   */
  strictCustomers = false;
  /** Products by id. */
  readonly products = new Map<string, Record<string, unknown>>();
  /** Prices, in the order they were created. */
  readonly prices: StubPrice[] = [];
  /** Invoices the stub made (a switch's prorated one, a renewal's), by id. */
  readonly invoices = new Map<string, Record<string, unknown>>();
  /** Subscription schedules, by id. */
  readonly schedules = new Map<string, Record<string, any>>();
  /** Customer portal configurations, in the order they were created. */
  readonly portalConfigurations: Record<string, any>[] = [];
  /**
   * The webhook events Stripe would send for what the stub did (a subscription updated, an invoice paid,
   * a schedule's phase begun), in order: tests deliver them, again, or out of order.
   */
  readonly events: {
    id: string;
    object: 'event';
    type: string;
    created: number;
    livemode: boolean;
    data: { object: Record<string, unknown> };
  }[] = [];
  /** Keys Stripe refuses (401, as for a revoked or mistyped key). */
  readonly refusedKeys = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** When set, the next requests answer Stripe's 500 api_error (as many as the number). */
  failNext = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rand()}` });
          res.end(JSON.stringify(body));
        },
        (err) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The last request to `path` (with `method`). */
  last(method: string, path: string): StubRequest | undefined {
    return [...this.requests].reverse().find((r) => r.method === method && r.path === path);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const [path, search = ''] = (req.url ?? '/').split('?');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const header = req.headers['idempotency-key'];
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const key = /^Bearer ((?:sk|rk)_(test|live)_\S+)$/.exec(req.headers.authorization ?? '');
    const entry: StubRequest = {
      method: req.method ?? 'GET',
      path,
      form,
      query: Object.fromEntries(new URLSearchParams(search)),
      authorization: req.headers.authorization,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      headers,
      stripeVersion: headers['stripe-version'],
      mode: key ? (key[2] as 'test' | 'live') : null,
    };
    this.requests.push(entry);
    if (this.failNext > 0) {
      this.failNext--;
      return error(500, 'api_error', 'An unknown error occurred');
    }
    if (!key || this.refusedKeys.has(key[1])) {
      const shown = key ? `${key[1].slice(0, 8)}*********${key[1].slice(-4)}` : '';
      return error(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
    }
    if (entry.stripeVersion !== STRIPE_API_VERSION) {
      return error(
        400,
        'invalid_request_error',
        `Stripe-Version ${entry.stripeVersion ?? '(none)'} is not the pinned ${STRIPE_API_VERSION}.`,
      );
    }
    if (entry.method === 'GET' || !entry.idempotencyKey) return this.answer(entry);
    const once = `${entry.method} ${entry.idempotencyKey}`;
    const seen = this.idempotent.get(once);
    if (seen) return seen;
    const answer = await this.answer(entry);
    if (answer.status < 500) this.idempotent.set(once, answer);
    return answer;
  }

  /** "No such customer" when `customer` is not of the request's account (see {@link strictCustomers}). */
  private unknownCustomer(entry: StubRequest, customer: string | undefined) {
    if (!customer) return null;
    const mode = this.customers.get(customer);
    if (mode ? mode === entry.mode : !this.strictCustomers) return null;
    return error(
      400,
      'invalid_request_error',
      `No such customer: '${customer}'`,
      'resource_missing',
      'customer',
    );
  }

  private async answer(entry: StubRequest): Promise<{ status: number; body: unknown }> {
    const { path, form } = entry;
    if (entry.method === 'POST' && path === '/v1/checkout/sessions') {
      for (const required of ['mode', 'success_url']) {
        if (!form[required])
          return error(400, 'invalid_request_error', `Missing required param: ${required}.`);
      }
      const unknown = this.unknownCustomer(entry, form.customer);
      if (unknown) return unknown;
      const priceId = form['line_items[0][price]'];
      const price = priceId ? this.prices.find((p) => p.id === priceId) : undefined;
      if (priceId && !price) {
        return error(
          400,
          'invalid_request_error',
          `No such price: '${priceId}'`,
          'resource_missing',
          'line_items[0][price]',
        );
      }
      const id = `cs_test_${rand()}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        amount_total: Number(
          price ? price.unit_amount : (form['line_items[0][price_data][unit_amount]'] ?? 0),
        ),
        currency: 'usd',
        metadata: metadataOf(form, 'metadata'),
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      this.checkoutSessions.set(id, session);
      return { status: 200, body: session };
    }
    const checkout = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (checkout) {
      const found = this.checkoutSessions.get(decodeURIComponent(checkout[1]));
      if (!found) {
        return error(
          404,
          'invalid_request_error',
          `No such checkout.session: '${checkout[1]}'`,
          'resource_missing',
        );
      }
      if (entry.method === 'GET' && !checkout[2]) return { status: 200, body: found };
      if (entry.method === 'POST' && checkout[2]) {
        if (found.status !== 'open') {
          return error(
            400,
            'invalid_request_error',
            'Only Checkout Sessions with a status in ["open"] can be expired.',
          );
        }
        Object.assign(found, { status: 'expired', url: null });
        return { status: 200, body: found };
      }
    }
    if (entry.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) return error(400, 'invalid_request_error', 'Missing required param: customer.');
      if (form.configuration && !this.portalConfigurations.some((c) => c.id === form.configuration)) {
        return error(
          400,
          'invalid_request_error',
          `No such configuration: '${form.configuration}'`,
          'resource_missing',
          'configuration',
        );
      }
      const unknown = this.unknownCustomer(entry, form.customer);
      if (unknown) return unknown;
      return {
        status: 200,
        body: {
          id: `bps_${rand()}`,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.com/p/session/test_${rand()}`,
        },
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && entry.method === 'POST') return this.updateSubscription(entry, decodeURIComponent(sub[1]));
    if (path.startsWith('/v1/subscription_schedules')) return this.schedule(entry);
    if (path.startsWith('/v1/billing_portal/configurations')) return this.portalConfiguration(entry);
    if (sub && (entry.method === 'GET' || entry.method === 'DELETE')) {
      const found = this.subscriptions.get(decodeURIComponent(sub[1]));
      if (!found)
        return error(404, 'invalid_request_error', `No such subscription: '${sub[1]}'`, 'resource_missing');
      if (entry.method === 'GET') return { status: 200, body: found };
      // Cancel at once (parameters in the query string, as the SDK sends a DELETE's).
      if (found.status === 'canceled') {
        return error(
          400,
          'invalid_request_error',
          `A canceled subscription can only update its cancellation_details and metadata.`,
        );
      }
      const now = Math.floor(Date.now() / 1000);
      Object.assign(found, {
        status: 'canceled',
        canceled_at: now,
        ended_at: now,
        cancellation_details: {
          comment: entry.query['cancellation_details[comment]'] ?? null,
          feedback: null,
          reason: 'cancellation_requested',
        },
      });
      return { status: 200, body: found };
    }
    if (entry.method === 'GET' && path === '/v1/invoice_payments') {
      const { invoice, status } = entry.query;
      const paymentIntent = entry.query['payment[payment_intent]'];
      if (paymentIntent && entry.query['payment[type]'] !== 'payment_intent') {
        return error(400, 'invalid_request_error', 'Missing required param: payment[type].');
      }
      const data = [...this.invoicePayments.entries()]
        .filter(([id]) => !invoice || id === invoice)
        .flatMap(([id, payments]) => payments.map((p) => ({ ...p, invoiceId: id })))
        .filter(
          (p) => Boolean(invoice || paymentIntent) && (!paymentIntent || p.paymentIntent === paymentIntent),
        )
        .filter(() => !status || status === 'paid')
        .map((p) => ({
          id: `inpay_${rand()}`,
          object: 'invoice_payment',
          amount_paid: p.amount,
          amount_requested: p.amount,
          created: Math.floor(Date.now() / 1000),
          currency: 'usd',
          invoice: p.invoiceId,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: p.paymentIntent },
          status: 'paid',
          status_transitions: { canceled_at: null, paid_at: Math.floor(Date.now() / 1000) },
        }));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    if (entry.method === 'POST' && path === '/v1/refunds') {
      const paid = [...this.invoicePayments.values()]
        .flat()
        .find((p) => p.paymentIntent === form.payment_intent);
      if (!paid) {
        return error(
          404,
          'invalid_request_error',
          `No such payment_intent: '${form.payment_intent}'`,
          'resource_missing',
        );
      }
      const charge = `ch_${paid.paymentIntent.replace(/^pi_/, '')}`;
      const refunded = this.refunds.filter((r) => r.payment_intent === paid.paymentIntent);
      const left = paid.amount - refunded.reduce((sum, r) => sum + Number(r.amount), 0);
      if (left <= 0) {
        return error(
          400,
          'invalid_request_error',
          `Charge ${charge} has already been refunded.`,
          'charge_already_refunded',
        );
      }
      const refund = {
        id: `re_${rand()}`,
        object: 'refund',
        amount: form.amount ? Number(form.amount) : left,
        charge,
        payment_intent: paid.paymentIntent,
        currency: 'usd',
        reason: form.reason ?? null,
        status: 'succeeded',
        metadata: metadataOf(form, 'metadata'),
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customer && entry.method === 'DELETE') {
      const id = decodeURIComponent(customer[1]);
      if (!this.customers.delete(id)) {
        return error(404, 'invalid_request_error', `No such customer: '${id}'`, 'resource_missing', 'id');
      }
      return { status: 200, body: { id, object: 'customer', deleted: true } };
    }
    if (entry.method === 'POST' && path === '/v1/customers') {
      const id = `cus_${rand()}`;
      this.customers.set(id, entry.mode!);
      const customer = {
        id,
        object: 'customer',
        livemode: entry.mode === 'live',
        email: form.email ?? null,
        metadata: metadataOf(form, 'metadata'),
        created: Math.floor(Date.now() / 1000),
      };
      return { status: 200, body: customer };
    }
    if (entry.method === 'GET' && path === '/v1/balance') {
      const amounts = [{ amount: 0, currency: 'usd', source_types: { card: 0 } }];
      return {
        status: 200,
        body: { object: 'balance', available: amounts, pending: amounts, livemode: entry.mode === 'live' },
      };
    }
    if (entry.method === 'POST' && path === '/v1/products') {
      if (!form.name) return error(400, 'invalid_request_error', 'Missing required param: name.');
      const id = form.id ?? `prod_${rand()}`;
      if (this.products.has(id)) {
        return error(
          400,
          'invalid_request_error',
          `Product already exists.`,
          'resource_already_exists',
          'id',
        );
      }
      const product = {
        id,
        object: 'product',
        active: true,
        name: form.name,
        description: form.description ?? null,
        metadata: metadataOf(form, 'metadata'),
      };
      this.products.set(id, product);
      return { status: 200, body: product };
    }
    const product = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (product) {
      const found = this.products.get(decodeURIComponent(product[1]));
      if (!found) {
        return error(
          404,
          'invalid_request_error',
          `No such product: '${product[1]}'`,
          'resource_missing',
          'id',
        );
      }
      if (entry.method === 'POST') {
        for (const k of ['name', 'description'] as const) if (k in form) found[k] = form[k];
        if ('active' in form) found.active = form.active === 'true';
      }
      return { status: 200, body: found };
    }
    if (entry.method === 'POST' && path === '/v1/prices') {
      for (const required of ['currency', 'product']) {
        if (!form[required])
          return error(400, 'invalid_request_error', `Missing required param: ${required}.`);
      }
      if (!this.products.has(form.product)) {
        return error(
          400,
          'invalid_request_error',
          `No such product: '${form.product}'`,
          'resource_missing',
          'product',
        );
      }
      const key = form.lookup_key ?? null;
      const holder = key ? this.prices.find((p) => p.lookup_key === key) : undefined;
      if (holder && form.transfer_lookup_key !== 'true') {
        return error(
          400,
          'invalid_request_error',
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          undefined,
          'lookup_key',
        );
      }
      if (holder) holder.lookup_key = null;
      const interval = form['recurring[interval]'];
      const price: StubPrice = {
        id: `price_${rand()}`,
        object: 'price',
        active: true,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        product: form.product,
        lookup_key: key,
        type: interval ? 'recurring' : 'one_time',
        recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
        metadata: metadataOf(form, 'metadata'),
        livemode: entry.mode === 'live',
      };
      this.prices.push(price);
      return { status: 200, body: price };
    }
    if (entry.method === 'GET' && path === '/v1/prices') {
      const keys = Object.entries(entry.query)
        .filter(([k]) => /^lookup_keys\[\d*\]$/.test(k))
        .map(([, v]) => v);
      if (keys.length > 10) {
        return error(
          400,
          'invalid_request_error',
          'You may only specify up to 10 lookup_keys.',
          undefined,
          'lookup_keys',
        );
      }
      const data = this.prices
        .filter((p) => keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key)))
        .filter((p) => entry.query.active === undefined || String(p.active) === entry.query.active)
        .slice(0, Number(entry.query.limit ?? 10));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${entry.method}: ${path}).`);
  }

  /** Records the webhook event Stripe would send about `object` (a copy, as it was then). */
  private emit(type: string, object: Record<string, unknown>, previous?: Record<string, unknown>): void {
    this.events.push({
      id: `evt_${rand()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    });
  }

  /** A paid invoice of a subscription (API 2025+ shape: the subscription under `parent`). */
  private paidInvoice(
    subscription: Record<string, any>,
    amount: number,
    reason: 'subscription_update' | 'subscription_cycle',
  ): Record<string, unknown> {
    const id = `in_${rand()}`;
    const invoice = {
      id,
      object: 'invoice',
      status: 'paid',
      billing_reason: reason,
      customer: subscription.customer,
      currency: 'usd',
      amount_due: amount,
      amount_paid: amount,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      created: Math.floor(Date.now() / 1000),
    };
    this.invoices.set(id, invoice);
    this.invoicePayments.set(id, [{ paymentIntent: `pi_${rand()}`, amount }]);
    subscription.latest_invoice = id;
    this.emit('invoice.paid', invoice);
    return invoice;
  }

  /**
   * POST /v1/subscriptions/:id: a switch of its item's price (`items[0][id]`, `items[0][price]`) and its
   * metadata. With `proration_behavior=always_invoice` the unused time of the old price is credited and
   * the rest of the period on the new one charged at once, on an invoice of `subscription_update`
   * (`expand[]=latest_invoice` answers it whole). Refused for a subscription on a schedule (its phases
   * own the price), as Stripe does.
   */
  private updateSubscription(entry: StubRequest, id: string): { status: number; body: unknown } {
    const { form } = entry;
    const found = this.subscriptions.get(id) as Record<string, any> | undefined;
    if (!found)
      return error(404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing');
    if (found.status === 'canceled') {
      return error(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Record<string, unknown> = {};
    const priceId = form['items[0][price]'];
    if (priceId) {
      if (found.schedule) {
        return error(
          400,
          'invalid_request_error',
          `The subscription is managed by the subscription schedule \`${found.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      }
      const item = found.items.data[0];
      if (form['items[0][id]'] !== item.id) {
        return error(
          400,
          'invalid_request_error',
          `No such subscription item: '${form['items[0][id]']}'`,
          'resource_missing',
          'items[0][id]',
        );
      }
      const price = this.prices.find((p) => p.id === priceId);
      if (!price) {
        return error(
          400,
          'invalid_request_error',
          `No such price: '${priceId}'`,
          'resource_missing',
          'items[0][price]',
        );
      }
      const oldAmount = Number(item.price.unit_amount ?? 0);
      previous.items = structuredClone(found.items);
      item.price = structuredClone(price);
      const behavior = form.proration_behavior ?? 'create_prorations';
      if (behavior === 'always_invoice') {
        const now = Date.now() / 1000;
        const left = Math.max(
          0,
          Math.min(
            1,
            (item.current_period_end - now) / (item.current_period_end - item.current_period_start),
          ),
        );
        const amount = Math.max(0, Math.round((Number(price.unit_amount) - oldAmount) * left));
        if (amount > 0) this.paidInvoice(found, amount, 'subscription_update');
      }
    }
    const metadata = metadataOf(form, 'metadata');
    if (Object.keys(metadata).length > 0) {
      previous.metadata = { ...found.metadata };
      found.metadata = { ...found.metadata, ...metadata };
    }
    this.emit('customer.subscription.updated', found, previous);
    const expand = Object.entries(form).some(([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'latest_invoice');
    const body = structuredClone(found);
    if (expand && found.latest_invoice)
      body.latest_invoice = this.invoices.get(found.latest_invoice) ?? found.latest_invoice;
    return { status: 200, body };
  }

  /** Subscription schedules: create from a subscription, retrieve, update the phases, release. */
  private schedule(entry: StubRequest): { status: number; body: unknown } {
    const { form, path } = entry;
    if (entry.method === 'POST' && path === '/v1/subscription_schedules') {
      const subId = form.from_subscription;
      const found = subId ? (this.subscriptions.get(subId) as Record<string, any> | undefined) : undefined;
      if (!found)
        return error(
          400,
          'invalid_request_error',
          `No such subscription: '${subId}'`,
          'resource_missing',
          'from_subscription',
        );
      if (found.schedule) {
        return error(
          400,
          'invalid_request_error',
          `You cannot migrate a subscription that is already attached to a schedule: \`${found.schedule}\`.`,
        );
      }
      const item = found.items.data[0];
      const schedule = {
        id: `sub_sched_${rand()}`,
        object: 'subscription_schedule',
        subscription: found.id,
        customer: found.customer,
        status: 'active',
        end_behavior: 'release',
        released_subscription: null,
        metadata: {},
        phases: [
          {
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            items: [{ price: item.price.id, quantity: 1 }],
            metadata: {},
          },
        ],
      };
      this.schedules.set(schedule.id, schedule);
      found.schedule = schedule.id;
      return { status: 200, body: schedule };
    }
    const m = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(path);
    const schedule = m ? this.schedules.get(decodeURIComponent(m[1])) : undefined;
    if (!m || !schedule) {
      return error(
        404,
        'invalid_request_error',
        `No such subscription_schedule: '${m?.[1] ?? ''}'`,
        'resource_missing',
      );
    }
    if (entry.method === 'GET') return { status: 200, body: schedule };
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      return error(
        400,
        'invalid_request_error',
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    if (m[2]) {
      const found = this.subscriptions.get(schedule.subscription) as Record<string, any>;
      Object.assign(schedule, {
        status: 'released',
        released_subscription: schedule.subscription,
        subscription: null,
      });
      if (found) found.schedule = null;
      return { status: 200, body: schedule };
    }
    const phases: Record<string, any>[] = [];
    for (let i = 0; form[`phases[${i}][items][0][price]`] !== undefined; i++) {
      const at = (k: string) => form[`phases[${i}][${k}]`];
      const price = at('items][0][price');
      if (!this.prices.some((p) => p.id === price) && i > 0) {
        return error(
          400,
          'invalid_request_error',
          `No such price: '${price}'`,
          'resource_missing',
          `phases[${i}][items][0][price]`,
        );
      }
      phases.push({
        start_date: at('start_date') ? Number(at('start_date')) : phases[i - 1]?.end_date,
        end_date: at('end_date') ? Number(at('end_date')) : null,
        duration: at('duration][interval')
          ? {
              interval: at('duration][interval'),
              interval_count: Number(at('duration][interval_count') ?? 1),
            }
          : null,
        items: [{ price, quantity: Number(at('items][0][quantity') ?? 1) }],
        metadata: metadataOf(form, `phases\\[${i}\\]\\[metadata\\]`),
      });
    }
    if (phases.length > 0) schedule.phases = phases;
    if (form.end_behavior) schedule.end_behavior = form.end_behavior;
    return { status: 200, body: schedule };
  }

  /** Customer portal configurations: create, list (by `active`, `is_default`), update. */
  private portalConfiguration(entry: StubRequest): { status: number; body: unknown } {
    const { form, path } = entry;
    if (entry.method === 'GET' && path === '/v1/billing_portal/configurations') {
      const data = this.portalConfigurations.filter(
        (c) => entry.query.active === undefined || String(c.active) === entry.query.active,
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    const m = /^\/v1\/billing_portal\/configurations\/([^/]+)$/.exec(path);
    const existing = m ? this.portalConfigurations.find((c) => c.id === decodeURIComponent(m[1])) : undefined;
    if (m && !existing)
      return error(404, 'invalid_request_error', `No such configuration: '${m[1]}'`, 'resource_missing');
    if (entry.method !== 'POST')
      return existing
        ? { status: 200, body: existing }
        : error(404, 'invalid_request_error', 'Unrecognized request URL.');
    if (
      !existing &&
      form['features[subscription_update][enabled]'] === undefined &&
      !Object.keys(form).some((k) => k.startsWith('features['))
    ) {
      return error(400, 'invalid_request_error', 'Missing required param: features.');
    }
    const products: { product: string; prices: string[] }[] = [];
    for (let i = 0; form[`features[subscription_update][products][${i}][product]`] !== undefined; i++) {
      const prices: string[] = [];
      for (
        let j = 0;
        form[`features[subscription_update][products][${i}][prices][${j}]`] !== undefined;
        j++
      ) {
        const price = form[`features[subscription_update][products][${i}][prices][${j}]`];
        if (!this.prices.some((p) => p.id === price)) {
          return error(400, 'invalid_request_error', `No such price: '${price}'`, 'resource_missing');
        }
        prices.push(price);
      }
      products.push({ product: form[`features[subscription_update][products][${i}][product]`], prices });
    }
    const conditions: { type: string }[] = [];
    for (
      let i = 0;
      form[`features[subscription_update][schedule_at_period_end][conditions][${i}][type]`] !== undefined;
      i++
    ) {
      conditions.push({
        type: form[`features[subscription_update][schedule_at_period_end][conditions][${i}][type]`],
      });
    }
    const config = existing ?? {
      id: `bpc_${rand()}`,
      object: 'billing_portal.configuration',
      active: true,
      is_default: false,
      features: {},
      metadata: {},
    };
    const update = {
      enabled: form['features[subscription_update][enabled]'] === 'true',
      default_allowed_updates: Object.entries(form)
        .filter(([k]) => k.startsWith('features[subscription_update][default_allowed_updates]'))
        .map(([, v]) => v),
      proration_behavior: form['features[subscription_update][proration_behavior]'] ?? 'none',
      products,
      schedule_at_period_end: { conditions },
    };
    config.features = {
      ...config.features,
      subscription_update: update,
      subscription_cancel: {
        enabled: form['features[subscription_cancel][enabled]'] === 'true',
        mode: form['features[subscription_cancel][mode]'] ?? 'at_period_end',
      },
      invoice_history: { enabled: form['features[invoice_history][enabled]'] === 'true' },
      payment_method_update: { enabled: form['features[payment_method_update][enabled]'] === 'true' },
    };
    config.metadata = { ...config.metadata, ...metadataOf(form, 'metadata') };
    if (form.default_return_url) config.default_return_url = form.default_return_url;
    if (!existing) this.portalConfigurations.push(config);
    return { status: 200, body: config };
  }

  /**
   * Ends a subscription's period as Stripe would when its time comes: a schedule's next phase begins (its
   * price and metadata, the schedule then released), the new period starts where the old one ended (its
   * length the price's interval) and its invoice is paid. Records the webhook events.
   */
  renew(id: string): void {
    const found = this.subscriptions.get(id) as Record<string, any>;
    const item = found.items.data[0];
    const schedule = found.schedule ? this.schedules.get(found.schedule) : undefined;
    const next = schedule?.phases[1];
    if (next) {
      const price = this.prices.find((p) => p.id === next.items[0].price)!;
      item.price = structuredClone(price);
      found.metadata = { ...found.metadata, ...next.metadata };
      Object.assign(schedule, { status: 'released', released_subscription: id, subscription: null });
      found.schedule = null;
    }
    const start = item.current_period_end as number;
    const end = new Date(start * 1000);
    end.setUTCMonth(end.getUTCMonth() + (item.price.recurring?.interval === 'year' ? 12 : 1));
    item.current_period_start = start;
    item.current_period_end = Math.floor(end.getTime() / 1000);
    this.emit('customer.subscription.updated', found);
    this.paidInvoice(found, Number(item.price.unit_amount ?? 0), 'subscription_cycle');
  }
}

/** A Stripe subscription object (API 2025+ shape: the period is on the item). */
export function stripeSubscription(opts: {
  id?: string;
  customer: string;
  status?: string;
  userId: number;
  planName: string;
  interval?: 'month' | 'year';
  periodStart: Date;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  /** The id of its latest invoice (its first, paid at checkout). */
  latestInvoice?: string;
  /** Its item's price (a catalogue price of the stub); else one made up of the interval. */
  price?: Record<string, unknown>;
}): Record<string, unknown> {
  const start = Math.floor(opts.periodStart.getTime() / 1000);
  const end = opts.periodEnd
    ? Math.floor(opts.periodEnd.getTime() / 1000)
    : start + (opts.interval === 'year' ? 365 : 30) * 86400;
  return {
    id: opts.id ?? `sub_${rand()}`,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status ?? 'active',
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    schedule: null,
    latest_invoice: opts.latestInvoice ?? null,
    metadata: { userId: String(opts.userId), planName: opts.planName, kind: 'subscription' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${rand()}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          price: opts.price ?? {
            id: `price_${rand()}`,
            object: 'price',
            recurring: { interval: opts.interval ?? 'month' },
          },
        },
      ],
    },
  };
}

function metadataOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

function error(status: number, type: string, message: string, code?: string, param?: string) {
  return {
    status,
    body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  };
}

function rand(): string {
  return randomBytes(8).toString('hex');
}
