process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../test-support/infra.js';
import { startStack, type Stack } from '../../test-support/stack.js';
import {
  composeSupergraph,
  readSubgraphs,
  SUPERGRAPH_PATH,
  supergraphFile,
} from '../../scripts/supergraph-compose.js';

// The gateway serves the static supergraph from SUPERGRAPH and takes a new one without a restart: a
// batch of requests is in flight (content answers through a proxy that holds every call until the test
// lets it go) while a new supergraph is written; the gateway switches to it (introspection shows the new
// field) with the batch still held, and then every request of the batch answers in full. A broken
// supergraph is refused and the previous one kept, and the poll goes on (a later good one is taken).

let stack: Stack;
let dir: string;
let file: string;
const proxies: Server[] = [];
const targets: Record<string, string> = {};
/** Calls that reached the content proxy, and the gate they wait at (open unless a test closes it). */
let arrived = 0;
let gate: Promise<void> = Promise.resolve();

/**
 * A subgraph address that answers the health checks itself (the gateway is built before the stack tells
 * the subgraphs' addresses) and forwards GraphQL to `targets[name]`, content's once the gate is open.
 */
async function startProxy(name: string): Promise<string> {
  const proxy = createServer((req, res) => {
    if (req.url === '/readyz' || req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (name === 'content') {
          arrived++;
          await gate;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
        }
        const upstream = await fetch(`${targets[name]}${req.url}`, {
          method: req.method,
          headers,
          body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
        });
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      })().catch(() => res.writeHead(502).end());
    });
  });
  proxies.push(proxy);
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** Writes the supergraph the way `npm run supergraph` does: beside, then renamed over. */
function publish(text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** The supergraph of the real schemas, content's Query given one more field. */
function supergraphWithProbe(): string {
  const subgraphs = readSubgraphs().map((s) =>
    s.name === 'content'
      ? { ...s, sdl: s.sdl.replace(/type Query \{/, 'type Query {\n  supergraphProbe: String') }
      : s,
  );
  return supergraphFile(composeSupergraph(subgraphs).supergraphSdl);
}

async function gql(query: string) {
  const res = await fetch(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: unknown[] } };
}

async function queryFields(): Promise<string[]> {
  const { body } = await gql('{ __type(name: "Query") { fields { name } } }');
  const type = (body.data as { __type: { fields: { name: string }[] } }).__type;
  return type.fields.map((f) => f.name);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'supergraph-'));
  file = join(dir, 'supergraph.graphql');
  publish(readFileSync(SUPERGRAPH_PATH, 'utf8'));
  const identity = await startProxy('identity');
  const content = await startProxy('content');
  stack = await startStack(['identity', 'content'], {
    gatewayEnv: {
      SUPERGRAPH: file,
      SUPERGRAPH_POLL_MS: '100',
      SUBGRAPHS: `identity=${identity},content=${content}`,
    },
  });
  targets.identity = stack.urls.identity!;
  targets.content = stack.urls.content!;
});

afterAll(async () => {
  await stack?.stop();
  for (const proxy of proxies) {
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
  }
  rmSync(dir, { recursive: true, force: true });
});

test('a new supergraph takes over while requests are in flight, and none of them fails', async () => {
  expect(await queryFields()).not.toContain('supergraphProbe');
  let open: () => void = () => undefined;
  gate = new Promise<void>((r) => (open = r));
  arrived = 0;
  const batch = Array.from({ length: 20 }, () =>
    gql('{ footerSections { id title } }').then((r) => ({ ...r, at: Date.now() })),
  );
  // All 20 planned and sent to content, held there: in flight.
  await eventually(async () => arrived === 20, 10000);
  publish(supergraphWithProbe());
  await eventually(async () => (await queryFields()).includes('supergraphProbe'), 10000);
  const swappedAt = Date.now();
  open();

  const answers = await Promise.all(batch);
  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
    expect(Array.isArray((a.body.data as { footerSections: unknown[] }).footerSections)).toBe(true);
    // Still running when the new supergraph was in place: in flight across the swap.
    expect(a.at).toBeGreaterThanOrEqual(swappedAt);
  }
  // And the requests after the swap use it.
  const after = await gql('{ footerSections { id } }');
  expect(after.body.errors).toBeUndefined();
});

test('a broken supergraph is refused, the previous one kept, and a later good one taken', async () => {
  publish('this is not a supergraph {');
  // Kept on purpose, a nothing-happens check: after a few reload polls the previous supergraph still serves.
  await new Promise((r) => setTimeout(r, 600));
  expect(await queryFields()).toContain('supergraphProbe');
  expect((await gql('{ footerSections { id } }')).body.errors).toBeUndefined();

  publish(readFileSync(SUPERGRAPH_PATH, 'utf8'));
  await eventually(async () => !(await queryFields()).includes('supergraphProbe'), 5000);
});
