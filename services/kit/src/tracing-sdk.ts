import { randomFillSync } from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import {
  context,
  INVALID_SPAN_CONTEXT,
  trace,
  type Context,
  type Span,
  type AttributeValue,
  type Attributes,
  type Exception,
  type Link,
  type SpanContext,
  type SpanOptions,
  type SpanStatus,
  type TimeInput,
  type Tracer,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type IdGenerator,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { carryCorrelationInTraceContext } from './logger.js';
import { skipSpansUnderUnsampledParents, traceHttpRequests, unsampledParent } from './tracing-context.js';

// For tests that look at spans in-process (the same SDK line as the provider's).
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/**
 * The tracer @apollo/gateway asks for, and what becomes of its spans. Each subgraph fetch is recorded
 * (`gateway.fetch`: the hop to the subgraph, with its name). The operation's span (`gateway.request`)
 * covers the same time as the gateway's fastify request span around it, so its attributes (operation
 * name and type) and error status go on that request span instead of on a span of their own: one span
 * less per request (the cost of tracing grows with spans). Its validate, plan, execute and
 * post-processing spans time in-process steps inside the request span and are not recorded.
 */
const APOLLO_GATEWAY_TRACER = 'apollo/gateway-js';
const APOLLO_GATEWAY_SPANS: SpanPolicy = {
  kept: new Set(['gateway.fetch']),
  merged: new Set(['gateway.request']),
};

export interface SpanPolicy {
  /** Spans recorded as the tracer makes them. */
  kept: ReadonlySet<string>;
  /** Spans not made: their attributes, events, status and exceptions go on the current span. */
  merged?: ReadonlySet<string>;
}

/**
 * The span a caller asked for when it is merged into the current one: what the caller records goes on
 * the current span, but the caller's end() does not end it (its owner does). A class, so each merged
 * span is one small object and not a dozen closures (@apollo/gateway asks for one per request).
 */
class MergedSpan implements Span {
  constructor(private readonly parent: Span) {}
  spanContext() {
    return this.parent.spanContext();
  }
  setAttribute(k: string, v: AttributeValue) {
    this.parent.setAttribute(k, v);
    return this;
  }
  setAttributes(a: Attributes) {
    this.parent.setAttributes(a);
    return this;
  }
  addEvent(n: string, a?: Attributes | TimeInput, t?: TimeInput) {
    this.parent.addEvent(n, a, t);
    return this;
  }
  addLink(l: Link) {
    this.parent.addLink(l);
    return this;
  }
  addLinks(l: Link[]) {
    this.parent.addLinks(l);
    return this;
  }
  setStatus(st: SpanStatus) {
    this.parent.setStatus(st);
    return this;
  }
  updateName() {
    return this;
  }
  end() {}
  isRecording() {
    return this.parent.isRecording();
  }
  recordException(e: Exception, t?: TimeInput) {
    this.parent.recordException(e, t);
  }
}

/** The current span of `ctx`, as the span a caller asked for that is merged into it (when recording). */
function mergedInto(ctx: Context): Span | undefined {
  const parent = trace.getSpan(ctx);
  return parent?.isRecording() ? new MergedSpan(parent) : undefined;
}

const NOT_RECORDED_ROOT = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
const notRecorded = new WeakMap<SpanContext, Span>();

/**
 * The non-recording span that stands for a span not made under `ctx`'s span. It records nothing, so one
 * per parent is shared by every caller (@apollo/gateway starts several per request) instead of one new
 * object per call.
 */
function notRecordedIn(ctx: Context): Span {
  const parent = trace.getSpanContext(ctx);
  if (!parent) return NOT_RECORDED_ROOT;
  let span = notRecorded.get(parent);
  if (!span) notRecorded.set(parent, (span = trace.wrapSpanContext(parent)));
  return span;
}

/**
 * A tracer that records only the spans its policy keeps; for a merged span the caller records onto the
 * current span; for the others it gets a non-recording span. Either way the caller's code runs in the
 * current context, so what it starts inside stays a child of the current span.
 */
export function narrowSpans(tracer: Tracer, policy: SpanPolicy): Tracer {
  // Under a parent sampled out no span is made, kept or not (kit's rule, see unsampledParent): the
  // caller gets that parent's span. Asked once per call.
  const notMade = (name: string, options: SpanOptions | undefined, ctx: Context): Span => {
    const merged = policy.merged?.has(name) ? mergedInto(ctx) : undefined;
    if (!merged) return notRecordedIn(ctx);
    if (options?.attributes) merged.setAttributes(options.attributes);
    return merged;
  };
  return {
    startSpan: (name, options, ctx = context.active()) =>
      unsampledParent(ctx) ??
      (policy.kept.has(name) ? tracer.startSpan(name, options, ctx) : notMade(name, options, ctx)),
    // Without rest parameters and a spread call: @apollo/gateway calls this several times per request.
    startActiveSpan: function (name: string, a: unknown, b?: unknown, c?: unknown): unknown {
      const ctx = (c !== undefined ? (b as Context | undefined) : undefined) ?? context.active();
      const fn = (c ?? b ?? a) as (span: Span) => unknown;
      const unsampled = unsampledParent(ctx);
      if (unsampled) return fn(unsampled);
      if (policy.kept.has(name)) {
        const start = tracer.startActiveSpan as (...args: unknown[]) => unknown;
        return c !== undefined
          ? start.call(tracer, name, a, b, c)
          : b !== undefined
            ? start.call(tracer, name, a, b)
            : start.call(tracer, name, a);
      }
      const options = b !== undefined ? (a as SpanOptions) : undefined;
      return fn(notMade(name, options, ctx));
    } as Tracer['startActiveSpan'],
  };
}

/** The SDK's provider, with @apollo/gateway's tracer narrowed to {@link APOLLO_GATEWAY_SPANS}. */
class TryonTracerProvider extends NodeTracerProvider {
  override getTracer(name: string, version?: string, options?: { schemaUrl?: string }): Tracer {
    const tracer = super.getTracer(name, version, options);
    return name === APOLLO_GATEWAY_TRACER ? narrowSpans(tracer, APOLLO_GATEWAY_SPANS) : tracer;
  }
}

/** Whether an undici request already carries a trace context (a caller that made its own span). */
function carriesTraceparent(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'traceparent') return true;
    return false;
  }
  return typeof headers === 'string' && /(^|\r\n)traceparent:/i.test(headers);
}

type QueryFn = (this: unknown, ...args: unknown[]) => unknown;

/**
 * The pg instrumentation (its spans only inside a trace, no connect spans), calling pg's own `query`
 * when the current span is not recording (a trace sampled out): there the instrumentation's wrapper
 * would still build a span that records nothing, its attributes (the query text parsed for the
 * operation), a duration metric and two callback wrappers per query: in CPU profiles of identity with
 * every request traced, that wrapper is most of what the pg instrumentation costs (about 2.6% of the
 * process's samples). Inside a recorded trace each query is its wrapper's.
 * The wrapper is reached through the instrumentation's query patch (`_getClientQueryPatch`, private in
 * its typings: the version is pinned, and a unit test fails if the name or shape changes).
 */
export function pgInstrumentation(): PgInstrumentation {
  const pg = new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true });
  const internals = pg as unknown as { _getClientQueryPatch: () => (original: QueryFn) => QueryFn };
  const makePatch = internals._getClientQueryPatch;
  if (typeof makePatch !== 'function') throw new Error('pg instrumentation: no query patch to wrap');
  internals._getClientQueryPatch = () => {
    const patch = makePatch.call(pg);
    return (original) => {
      const traced = patch(original);
      return function query(this: unknown, ...args: unknown[]) {
        return trace.getSpan(context.active())?.isRecording()
          ? traced.apply(this, args)
          : original.apply(this, args);
      };
    };
  };
  return pg;
}

const ID_POOL_BYTES = 4096;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_SPAN_ID = '0'.repeat(16);

/**
 * Trace and span ids cut from a pool of random hex (4 KiB of `crypto.randomFillSync` at a time). The
 * SDK's generator makes each id from Math.random into a buffer and hex-encodes it, for every span, also
 * those sampled out: in profiles of the gateway sampling one trace in ten, that was a sixth of the SDK's
 * cost. All-zero ids are invalid in W3C trace context and are skipped.
 */
export class PooledIdGenerator implements IdGenerator {
  private pool = '';
  private at = 0;

  private take(chars: number, zero: string): string {
    for (;;) {
      if (this.at + chars > this.pool.length) {
        this.pool = randomFillSync(Buffer.allocUnsafe(ID_POOL_BYTES)).toString('hex');
        this.at = 0;
      }
      const id = this.pool.slice(this.at, (this.at += chars));
      if (id !== zero) return id;
    }
  }

  generateTraceId(): string {
    return this.take(32, ZERO_TRACE_ID);
  }

  generateSpanId(): string {
    return this.take(16, ZERO_SPAN_ID);
  }
}

/**
 * Batching of the span processor: 2048 spans per export and up to 8192 waiting (the SDK's defaults are
 * 512 and 2048, which at a few thousand spans a second per process means an OTLP request every quarter
 * of a second, each with its own HTTP request, promise chain and protobuf writer); still at least every
 * 5 s (OTEL_BSP_SCHEDULE_DELAY). OTEL_BSP_MAX_EXPORT_BATCH_SIZE / OTEL_BSP_MAX_QUEUE_SIZE, when set, win.
 */
export function batchConfig(env: NodeJS.ProcessEnv = process.env): {
  maxExportBatchSize?: number;
  maxQueueSize?: number;
} {
  return {
    maxExportBatchSize: env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE ? undefined : 2048,
    maxQueueSize: env.OTEL_BSP_MAX_QUEUE_SIZE ? undefined : 8192,
  };
}

/**
 * Whether the sampler named by OTEL_TRACES_SAMPLER (the SDK's default: `parentbased_always_on`) samples a
 * span out whenever its parent was: then kit makes no spans under such a parent (unsampledParent).
 */
export function followsParent(sampler: string | undefined): boolean {
  const name = (sampler ?? '').trim() || 'parentbased_always_on';
  return name.startsWith('parentbased_') || name === 'always_off';
}

export interface Tracing {
  provider: TryonTracerProvider;
  /** Exports what is buffered and stops (call last at shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK in this process: a tracer provider named `serviceName` (W3C trace
 * context propagation, AsyncLocalStorage context), exporting to `exporter` (batched unless
 * `batch: false`), kit's server spans (http.ts) and the undici (fetch), http (node:http clients) and
 * pg instrumentations. Spans of outgoing calls and of pg queries are only made inside a trace (a poll
 * or a pool check is not a trace of its own); probe paths are not traced.
 */
export function startTracing(opts: {
  serviceName: string;
  exporter: SpanExporter;
  batch?: boolean;
  /** More processors (a test's in-memory exporter beside the OTLP one). */
  processors?: SpanProcessor[];
  /** Instrumentations left out (http, undici, pg, fastify); default OTEL_NODE_DISABLED_INSTRUMENTATIONS. */
  disabledInstrumentations?: string;
}): Tracing {
  const provider = new TryonTracerProvider({
    resource: resourceFromAttributes({ 'service.name': opts.serviceName }),
    idGenerator: new PooledIdGenerator(),
    spanProcessors: [
      opts.batch === false
        ? new SimpleSpanProcessor(opts.exporter)
        : new BatchSpanProcessor(opts.exporter, batchConfig()),
      ...(opts.processors ?? []),
    ],
  });
  provider.register();
  // One AsyncLocalStorage in the process: the SDK's (logger.ts).
  carryCorrelationInTraceContext();
  const off = new Set(
    (opts.disabledInstrumentations ?? process.env.OTEL_NODE_DISABLED_INSTRUMENTATIONS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const instrumentations = {
    // Every server here is kit's fastify (server spans above); http covers outgoing calls of node:http
    // clients (object storage).
    http: () =>
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requireParentforOutgoingSpans: true,
      }),
    // A request that carries a traceparent already is one whose caller made the span (the gateway's
    // subgraph fetches, under @apollo/gateway's fetch span): a second span would only repeat it.
    undici: () =>
      new UndiciInstrumentation({
        requireParentforSpans: true,
        ignoreRequestHook: (req) => carriesTraceparent(req.headers),
      }),
    pg: pgInstrumentation,
  };
  // Server spans: kit's HTTP server makes one per request itself (http.ts, in the two hooks it runs on
  // every request anyway). @fastify/otel did the same with four hooks of its own (its start, a route
  // onSend and onError, an onResponse) and a second context switch per request: fastify's share of what
  // tracing adds to identity's CPU went from 4.1 to 2.3-2.6 points of its untraced work (README
  // "Measured"). `fastify` in OTEL_NODE_DISABLED_INSTRUMENTATIONS still turns them off.
  traceHttpRequests(!off.has('fastify'));
  skipSpansUnderUnsampledParents(followsParent(process.env.OTEL_TRACES_SAMPLER));
  const disable = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: Object.entries(instrumentations)
      .filter(([name]) => !off.has(name))
      .map(([, make]) => make()),
  });
  // The http instrumentation patches node:http when it is first required; an ES module that imports
  // it (`import * as http from 'http'`, as the object storage client does) keeps the functions it saw.
  // Require both now and sync the ES module view, so every later import gets the patched ones.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
  return {
    provider,
    async shutdown() {
      disable();
      traceHttpRequests(false);
      skipSpansUnderUnsampledParents(false);
      await provider.shutdown();
    },
  };
}
