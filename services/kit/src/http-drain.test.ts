// closeDraining: a server that stops answers the requests still coming on kept-alive connections, each
// with `Connection: close`, instead of closing those connections under a client that is sending.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDraining, createHttpServer } from './http.js';
import { createLogger } from './logger.js';

function get(port: number, agent: http.Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/x', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('closeDraining', () => {
  it('answers during the drain with Connection: close, then closes', async () => {
    const app = createHttpServer({ logger: createLogger('test', 'silent'), readiness: [] });
    app.get('/x', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      expect((await get(port, agent)).connection).toBe('keep-alive');
      const closing = closeDraining(app, 400);
      const during = await Promise.all([get(port, agent), get(port, agent)]);
      for (const r of during) expect(r).toEqual({ status: 200, connection: 'close' });
      const started = Date.now();
      await closing;
      // Every connection was closed by its last answer: the drain ended early.
      expect(Date.now() - started).toBeLessThan(400);
      await expect(get(port, agent)).rejects.toThrow();
    } finally {
      agent.destroy();
      await app.close();
    }
  });

  it('closes at once without a drain (a single process)', async () => {
    const app = createHttpServer({ logger: createLogger('test', 'silent'), readiness: [] });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const started = Date.now();
    await closeDraining(app, 0);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
