import { Agent, request } from 'undici';
import { toFetchHeaders, traceContextHeaders } from '@tryon/kit';

/**
 * Keep-alive connection pool to the subgraphs (undici's request API: far less work per call than fetch).
 * Made on first use, so a gateway started after another one stopped (tests) gets a new pool.
 */
let agent: Agent | null = null;
const pool = (): Agent => (agent ??= new Agent({ keepAliveTimeout: 30000, connections: 256 }));

interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The `fetcher` Apollo's RemoteGraphQLDataSource calls for every subgraph request: the few parts of the
 * fetch Response it reads (ok, status, headers.get, json, text), backed by an undici request that
 * carries the W3C trace context. A subgraph that sends no answer within `timeoutMs` fails the call
 * (undici's headers or body timeout, which the gateway answers as a 504).
 */
export function makeSubgraphFetcher(timeoutMs = 30000) {
  return (url: string, init: FetchInit = {}) => fetchSubgraph(url, init, timeoutMs);
}

/** {@link makeSubgraphFetcher} with the default 30 s. */
export const subgraphFetcher = makeSubgraphFetcher();

/** Errors of a connection the subgraph closed or reset under the request (a process restarting). */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Whether a subgraph request is a query (reads only, so sending it twice changes nothing). */
export function isReadOnly(body: string | undefined): boolean {
  if (!body) return false;
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === 'string' && /^\s*(query\b|\{)/.test(query);
  } catch {
    return false;
  }
}

async function fetchSubgraph(url: string, init: FetchInit, timeoutMs: number) {
  // The subgraph continues the trace of @apollo/gateway's fetch span (none when tracing is off); the
  // undici instrumentation leaves a request that carries a traceparent alone.
  const trace = traceContextHeaders();
  const send = () =>
    request(url, {
      method: (init.method ?? 'POST') as 'POST',
      headers: trace.traceparent ? { ...init.headers, ...trace } : init.headers,
      body: init.body,
      dispatcher: pool(),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  let res: Awaited<ReturnType<typeof send>>;
  try {
    res = await send();
  } catch (err) {
    // A connection reset under a query (a subgraph process going away during a redeploy, a kept-alive
    // socket it closed) is tried once more on a new connection; a mutation never is.
    const code = (err as { code?: string }).code;
    if (!code || !RESET_CODES.has(code) || !isReadOnly(init.body)) throw err;
    res = await send();
  }
  const text = await res.body.text();
  const headers = toFetchHeaders(res.headers);
  return {
    ok: res.statusCode >= 200 && res.statusCode < 300,
    status: res.statusCode,
    statusText: '',
    url,
    redirected: false,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/** Closes the pool (gateway shutdown); safe to call more than once. */
export async function closeSubgraphConnections(): Promise<void> {
  const closing = agent;
  agent = null;
  await closing?.close();
}
