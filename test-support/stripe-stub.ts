import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** A request the stub received: method, path, and the form body as Stripe's flat bracketed keys. */
export interface StubRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The query string's parameters (GET and DELETE carry theirs there). */
  query: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** A paid payment of an invoice, as tests set it up: its payment intent and amount. */
export interface StubInvoicePayment {
  paymentIntent: string;
  amount: number;
}

/**
 * A local stand-in for Stripe's API that speaks its wire format: form-encoded requests with a Bearer
 * secret key, JSON objects with `id`/`object`, and Stripe's error envelope `{ error: { type, message } }`.
 * It serves what billing calls: checkout sessions (create, retrieve, expire), billing portal sessions,
 * subscriptions (retrieve, cancel), invoice payments (list) and refunds (create). A POST or DELETE with an
 * `Idempotency-Key` it has seen answers the first answer again, as Stripe does. Tests put subscriptions and
 * invoice payments into it and read back what was asked.
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
    const entry: StubRequest = {
      method: req.method ?? 'GET',
      path,
      form,
      query: Object.fromEntries(new URLSearchParams(search)),
      authorization: req.headers.authorization,
      idempotencyKey: typeof header === 'string' ? header : undefined,
    };
    this.requests.push(entry);
    if (this.failNext > 0) {
      this.failNext--;
      return error(500, 'api_error', 'An unknown error occurred');
    }
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (entry.method === 'GET' || !entry.idempotencyKey) return this.answer(entry);
    const key = `${entry.method} ${entry.idempotencyKey}`;
    const seen = this.idempotent.get(key);
    if (seen) return seen;
    const answer = await this.answer(entry);
    if (answer.status < 500) this.idempotent.set(key, answer);
    return answer;
  }

  private async answer(entry: StubRequest): Promise<{ status: number; body: unknown }> {
    const { path, form } = entry;
    if (entry.method === 'POST' && path === '/v1/checkout/sessions') {
      for (const required of ['mode', 'success_url']) {
        if (!form[required])
          return error(400, 'invalid_request_error', `Missing required param: ${required}.`);
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
        amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
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
      const invoice = entry.query.invoice;
      const data = (invoice ? (this.invoicePayments.get(invoice) ?? []) : [])
        .filter(() => !entry.query.status || entry.query.status === 'paid')
        .map((p) => ({
          id: `inpay_${rand()}`,
          object: 'invoice_payment',
          amount_paid: p.amount,
          amount_requested: p.amount,
          created: Math.floor(Date.now() / 1000),
          currency: 'usd',
          invoice,
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
    return error(404, 'invalid_request_error', `Unrecognized request URL (${entry.method}: ${path}).`);
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
          price: {
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

function error(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

function rand(): string {
  return randomBytes(8).toString('hex');
}
