import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeSubgraphConnections, isReadOnly, makeSubgraphFetcher } from './subgraph-fetcher.js';

// A subgraph that resets the connection of its first `resets` requests (a process going away under a
// request), then answers.
function flakySubgraph(resets: number) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push(body);
      if (seen.length <= resets) {
        req.socket.resetAndDestroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
    });
  });
  return { server, seen };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const query = JSON.stringify({ query: 'query Me__identity__0{me{id}}' });
const mutation = JSON.stringify({ query: 'mutation Pay__billing__0{buy{id}}' });

describe('subgraph requests on a reset connection', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await closeSubgraphConnections();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
  });

  it('sends a query once more, and answers the second answer', async () => {
    const sub = flakySubgraph(1);
    server = sub.server;
    const res = await makeSubgraphFetcher(5000)(await listen(sub.server), { body: query });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(sub.seen).toEqual([query, query]);
  });

  it('tries a query only twice', async () => {
    const sub = flakySubgraph(2);
    server = sub.server;
    await expect(makeSubgraphFetcher(5000)(await listen(sub.server), { body: query })).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/),
    });
    expect(sub.seen).toHaveLength(2);
  });

  it('never sends a mutation twice', async () => {
    const sub = flakySubgraph(1);
    server = sub.server;
    await expect(
      makeSubgraphFetcher(5000)(await listen(sub.server), { body: mutation }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/),
    });
    expect(sub.seen).toEqual([mutation]);
  });

  it('reads a query from the request body, and nothing else', () => {
    expect(isReadOnly(query)).toBe(true);
    expect(isReadOnly(JSON.stringify({ query: '  { me { id } }' }))).toBe(true);
    expect(isReadOnly(mutation)).toBe(false);
    expect(isReadOnly(JSON.stringify({ query: 'subscription S { x }' }))).toBe(false);
    expect(isReadOnly('not json')).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
  });
});
