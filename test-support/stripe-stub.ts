import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** A request the stub received: method, path, and the form body as Stripe's flat bracketed keys. */
export interface StubRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

/**
 * A local stand-in for Stripe's API that speaks its wire format: form-encoded requests with a Bearer
 * secret key, JSON objects with `id`/`object`, and Stripe's error envelope `{ error: { type, message } }`.
 * It serves what billing calls: checkout sessions, billing portal sessions and subscription retrieval.
 * Tests put subscriptions into it and read back what was asked.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
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
    const path = (req.url ?? '/').split('?')[0];
    const form = Object.fromEntries(new URLSearchParams(raw));
    const entry: StubRequest = {
      method: req.method ?? 'GET',
      path,
      form,
      authorization: req.headers.authorization,
    };
    this.requests.push(entry);
    if (this.failNext > 0) {
      this.failNext--;
      return error(500, 'api_error', 'An unknown error occurred');
    }
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (entry.method === 'POST' && path === '/v1/checkout/sessions') {
      for (const required of ['mode', 'success_url']) {
        if (!form[required])
          return error(400, 'invalid_request_error', `Missing required param: ${required}.`);
      }
      const id = `cs_test_${rand()}`;
      return {
        status: 200,
        body: {
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
        },
      };
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
    if (entry.method === 'GET' && sub) {
      const found = this.subscriptions.get(decodeURIComponent(sub[1]));
      if (!found)
        return error(404, 'invalid_request_error', `No such subscription: '${sub[1]}'`, 'resource_missing');
      return { status: 200, body: found };
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
