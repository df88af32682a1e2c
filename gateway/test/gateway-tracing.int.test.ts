process.env.APOLLO_TELEMETRY_DISABLED = '1';
import sharp from 'sharp';
import { SpanKind } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  startTracing,
  type ReadableSpan,
  type Tracing,
} from '../../services/kit/src/tracing-sdk.js';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp, startStack, type Stack } from '../../test-support/stack.js';
import { GeminiStub } from '../../test-support/gemini-stub.js';

// One try-on, one trace: the browser's request to the gateway, the ai-jobs subgraph, billing's debit
// and media's image checks over request-reply, the outbox's publish, the worker's job, the provider's
// HTTP call and media's registration of the result all carry the same trace id, each hop a child of the
// one that caused it. The services run in this process (startStack), so the SDK with an in-memory
// exporter sees every span.

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let stub: GeminiStub;
let stack: Stack;

beforeAll(async () => {
  process.env.OTEL_TRACES_SAMPLER = 'parentbased_always_on'; // every trace, here
  tracing = startTracing({ serviceName: 'tryon-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });
  stub = new GeminiStub();
  await stub.start();
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    env: { GEMINI_API_KEY: stub.apiKey, GEMINI_API_BASE: stub.url },
  });
  await stack.startWorker();
});

afterAll(async () => {
  await stack?.stop();
  await stub?.stop();
  await tracing?.shutdown();
});

async function upload(base: string, cookie: string, color: string): Promise<string> {
  const data = await sharp({ create: { width: 120, height: 160, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'image.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

type Span = ReadableSpan;

/** The span's parent within `spans` (undefined for the root). */
const parentOf = (spans: Span[], s: Span) =>
  spans.find((p) => p.spanContext().spanId === s.parentSpanContext?.spanId);

/** Whether `ancestor` is `s` or above it in the tree. */
function descends(spans: Span[], s: Span, ancestor: Span): boolean {
  for (let cur: Span | undefined = s; cur; cur = parentOf(spans, cur)) if (cur === ancestor) return true;
  return false;
}

/** The one span named `name` (and matching `where`), failing with what there was. */
function one(spans: Span[], name: string, where: (s: Span) => boolean = () => true): Span {
  const found = spans.filter((s) => s.name === name && where(s));
  if (found.length !== 1)
    throw new Error(`${found.length} spans "${name}"; spans: ${spans.map((s) => s.name).join(', ')}`);
  return found[0]!;
}

describe('tracing (OpenTelemetry, in-memory exporter)', () => {
  it('puts a try-on in one trace: gateway, ai-jobs API, billing, media, outbox, worker and provider', async () => {
    const { base } = stack;
    const user = await signUp(base);
    const person = await upload(base, user.cookie, '#d9c7b0');
    const garment = await upload(base, user.cookie, '#c0392b');
    exporter.reset();

    const started = await apiCall(base, 'POST', '/api/virtual-tryon', user.cookie, {
      personImageUrl: person,
      clothingImageUrl: garment,
      category: 'tops',
      garmentType1: 'top',
      replaceFootwear: false,
    });
    expect(started.status).toBe(201);
    await eventually(async () => {
      const r = await apiCall(base, 'GET', `/api/gemini/session/${started.body.id}`, user.cookie);
      return r.body?.status === 'completed' ? r.body : null;
    }, 30_000);

    // The browser's request at the gateway starts the trace.
    const all = exporter.getFinishedSpans();
    const root = one(all, 'POST /api/virtual-tryon');
    expect(root.parentSpanContext).toBeUndefined();
    const traceId = root.spanContext().traceId;
    // Every span below finishes when its work does: wait for the worker's last ones (its job, and the
    // relay's publish of the completed status, which comes after the commit, not before the job ends).
    const spans = await eventually(async () => {
      const mine = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
      const job = mine.some((s) => s.name === 'process aijobs-work.job.requested.v1');
      const statuses = mine.filter((s) => s.name === 'publish aijobs.session.status-changed.v1').length;
      return job && statuses >= 2 ? mine : null;
    }, 10_000);

    // Gateway: @apollo/gateway's spans of the federated operation, under the request span; its fetch
    // from the ai-jobs subgraph below them.
    const operation = one(spans, 'gateway.request');
    expect(operation.attributes['graphql.operation.name']).toBe('VirtualTryOn');
    expect(descends(spans, operation, root)).toBe(true);
    const fetchAiJobs = one(spans, 'gateway.fetch', (s) => s.attributes.service === 'ai-jobs');
    expect(descends(spans, fetchAiJobs, operation)).toBe(true);
    // ai-jobs API: the subgraph's request continues the gateway's trace (traceparent over HTTP).
    const subgraph = one(spans, 'POST /graphql', (s) => s.attributes['url.path'] === '/graphql');
    expect(descends(spans, subgraph, fetchAiJobs)).toBe(true);
    // ...directly: the fetcher carries the fetch span's context, with no client span of its own.
    expect(parentOf(spans, subgraph)).toBe(fetchAiJobs);
    // Billing's debit and media's image check over request-reply (traceparent in the NATS headers).
    const debit = one(spans, 'process rpc.billing.debit');
    expect(debit.kind).toBe(SpanKind.SERVER);
    expect(descends(spans, debit, one(spans, 'send rpc.billing.debit'))).toBe(true);
    expect(descends(spans, debit, subgraph)).toBe(true);
    const resolves = spans.filter((s) => s.name === 'process rpc.media.resolve-image');
    expect(resolves).toHaveLength(2); // the person and the garment
    for (const r of resolves) expect(descends(spans, r, subgraph)).toBe(true);
    // The outbox: the job's event is published by the relay after the commit, in the request's trace
    // (the row kept its traceparent).
    const publish = one(spans, 'publish aijobs-work.job.requested.v1');
    expect(publish.kind).toBe(SpanKind.PRODUCER);
    expect(parentOf(spans, publish)).toBe(subgraph);
    expect(descends(spans, publish, subgraph)).toBe(true);
    // The worker takes the job from the queue as a child of that publish...
    const job = one(spans, 'process aijobs-work.job.requested.v1');
    expect(job.kind).toBe(SpanKind.CONSUMER);
    expect(job.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(job.attributes['messaging.consumer.group.name']).toBeTruthy();
    // ...calls the provider (an instrumented fetch to the Gemini stub)...
    const provider = one(spans, 'POST', (s) => String(s.attributes['url.full']).startsWith(stub.url));
    expect(String(provider.attributes['url.full'])).toContain(':generateContent');
    expect(descends(spans, provider, job)).toBe(true);
    // ...and has media register the result.
    expect(descends(spans, one(spans, 'process rpc.media.register-result'), job)).toBe(true);
    // The job's status changes are published from the worker's trace too.
    const status = spans.filter((s) => s.name === 'publish aijobs.session.status-changed.v1');
    expect(status.length).toBeGreaterThanOrEqual(2); // processing, completed
    for (const s of status) expect(descends(spans, s, job)).toBe(true);
    // No span of this trace lost its parent on the way (one tree).
    for (const s of spans) if (s !== root) expect(parentOf(spans, s)).toBeDefined();
  });

  it('traces a REST shim call like the GraphQL operation it runs', async () => {
    // GET /api/user runs `me` in-process (executeOperation): below its request span, as below POST
    // /graphql `me`, the operation's spans, its fetch from identity and identity's request span.
    const { base } = stack;
    const user = await signUp(base);
    const me = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id email } }' }),
      });
    // The first call resolves the cookie at identity (then cached): not part of what is compared. The
    // look-up carries the request's trace context itself: identity's span is the request span's child.
    exporter.reset();
    expect((await me()).status).toBe(200);
    const lookup = await eventually(
      async () => exporter.getFinishedSpans().find((s) => s.name === 'POST /internal/sessions/resolve'),
      5_000,
    );
    const first = exporter.getFinishedSpans();
    expect(parentOf(first, lookup)?.attributes['url.path']).toBe('/graphql');
    expect(parentOf(first, lookup)?.parentSpanContext).toBeUndefined();
    const traceOf = async (path: string, call: () => Promise<Response>) => {
      exporter.reset();
      expect((await call()).status).toBe(200);
      const root = await eventually(
        async () =>
          exporter
            .getFinishedSpans()
            .find(
              (s) => s.kind === SpanKind.SERVER && s.attributes['url.path'] === path && !s.parentSpanContext,
            ),
        5_000,
      );
      const spans = exporter
        .getFinishedSpans()
        .filter((s) => s.spanContext().traceId === root.spanContext().traceId);
      return {
        spans,
        below: spans
          .filter((s) => s !== root)
          .map((s) => `${s.name} ${String(s.attributes['url.path'] ?? s.attributes.service ?? '')}`)
          .sort(),
      };
    };
    const graphql = await traceOf('/graphql', me);
    const rest = await traceOf('/api/user', () =>
      fetch(`${base}/api/user`, { headers: { cookie: user.cookie } }),
    );
    const essential = ['POST /graphql /graphql', 'gateway.fetch identity', 'gateway.request '];
    expect(graphql.below).toEqual(expect.arrayContaining(essential));
    expect(rest.below).toEqual(expect.arrayContaining(essential));
    expect(one(rest.spans, 'gateway.request').attributes['graphql.operation.name']).toBe('CurrentUser');
  });
});
