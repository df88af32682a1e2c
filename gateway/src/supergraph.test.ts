import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@tryon/kit';
import { loadGatewayConfig } from './config.js';
import { supergraphReader, supergraphSource } from './supergraph.js';
import { waitFor } from '../../test-support/wait.js';

const logger = createLogger('test', 'silent');
/** Only for the nothing-happens checks below: polls that must not hand anything over. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'supergraph-src-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hookOptions = (update: (sdl: string) => void) =>
  ({ update, healthCheck: async () => undefined, getDataSource: () => undefined }) as never;

test('SUPERGRAPH defaults to the committed gateway/supergraph.graphql', () => {
  const config = loadGatewayConfig({
    NATS_URL: 'nats://127.0.0.1:4222',
    INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
    SUBGRAPHS: 'identity=http://127.0.0.1:1',
  });
  expect(config.SUPERGRAPH).toMatch(/gateway\/supergraph\.graphql$/);
  expect(existsSync(config.SUPERGRAPH)).toBe(true);
  expect(readFileSync(config.SUPERGRAPH, 'utf8')).toContain('@join__graph(name: "identity"');
  expect(config.SUPERGRAPH_POLL_MS).toBe(10000);
});

test('a file: loaded at start, a change handed over, a refused one not retried until it changes', async () => {
  const file = join(dir, 'a.graphql');
  writeFileSync(file, 'one');
  const updates: string[] = [];
  const hook = supergraphSource({ location: file, pollMs: 20, logger });
  const { supergraphSdl, cleanup } = await hook(
    hookOptions((sdl) => {
      updates.push(sdl);
      if (sdl === 'bad') throw new Error('not a supergraph');
    }),
  );
  try {
    expect(supergraphSdl).toBe('one');
    await sleep(80); // a nothing-happens check: four polls of an unchanged file hand nothing over
    expect(updates).toEqual([]);
    writeFileSync(file, 'bad');
    await waitFor(() => updates.length >= 1);
    await sleep(80); // a nothing-happens check: four more polls, and the refused file is not retried
    expect(updates).toEqual(['bad']);
    writeFileSync(file, 'two');
    await waitFor(() => updates.length >= 2);
    expect(updates).toEqual(['bad', 'two']);
  } finally {
    await cleanup!();
  }
  writeFileSync(file, 'three');
  await sleep(80); // a nothing-happens check: after cleanup, four poll intervals and no poll
  expect(updates).toEqual(['bad', 'two']);
});

test('a missing file stops the start', async () => {
  const hook = supergraphSource({ location: join(dir, 'missing.graphql'), pollMs: 0, logger });
  await expect(hook(hookOptions(() => undefined))).rejects.toThrow(/ENOENT/);
});

describe('a URL', () => {
  let server: Server;
  let url: string;
  let body = 'v1';
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers['if-none-match']);
      const etag = `"${body}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      if (body === 'gone') return res.writeHead(404).end();
      res.writeHead(200, { etag }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/supergraph.graphql`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  test('is fetched with its ETag: unchanged costs a 304, a change is read, an error throws', async () => {
    const read = supergraphReader(url);
    expect(await read()).toBe('v1');
    expect(await read()).toBeUndefined();
    expect(seen).toEqual([undefined, '"v1"']);
    body = 'v2';
    expect(await read()).toBe('v2');
    body = 'gone';
    await expect(read()).rejects.toThrow(/answered 404/);
  });
});
