import net from 'node:net';
import {
  canConnect,
  isPortFree,
  kernelPort,
  PortAllocator,
  type PortProbe,
  type PortSource,
} from './ports.js';

function sequence(ports: number[]): PortSource {
  let i = 0;
  return async () => ports[i++ % ports.length];
}

describe('PortAllocator', () => {
  it('skips avoided, busy and already handed-out ports', async () => {
    const busy = new Set([5000]);
    const probe: PortProbe = async (p) => !busy.has(p);
    const alloc = new PortAllocator({
      source: sequence([4222, 5000, 6000, 6000, 7000]),
      probe,
      avoid: [4222],
    });
    expect(await alloc.take()).toBe(6000);
    expect(await alloc.take()).toBe(7000);
  });

  it('never hands out a reserved port', async () => {
    const alloc = new PortAllocator({ source: sequence([8080, 9000]), probe: async () => true });
    alloc.reserve(8080);
    expect(await alloc.take()).toBe(9000);
  });

  it('ignores nonsense from the source and gives up after the attempts', async () => {
    const alloc = new PortAllocator({
      source: sequence([0, -1, 70000, 1.5]),
      probe: async () => true,
      attempts: 8,
    });
    await expect(alloc.take()).rejects.toThrow(/could not find a free port/);
  });

  it('hands out distinct real ports that are free', async () => {
    const alloc = new PortAllocator();
    const ports = await Promise.all([alloc.take(), alloc.take(), alloc.take()]);
    expect(new Set(ports).size).toBe(3);
    for (const p of ports) expect(await isPortFree(p, '127.0.0.1')).toBe(true);
  });
});

describe('isPortFree / canConnect', () => {
  it('sees a port another server listens on as taken, also through 0.0.0.0', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const srv = net.createServer();
      await new Promise<void>((r) => srv.listen(0, host, () => r()));
      const port = (srv.address() as net.AddressInfo).port;
      expect(await isPortFree(port, '127.0.0.1')).toBe(false);
      expect(await canConnect(port)).toBe(true);
      await new Promise<void>((r) => srv.close(() => r()));
      expect(await isPortFree(port, '127.0.0.1')).toBe(true);
    }
  });

  it('kernelPort gives an ephemeral port, never a well-known one', async () => {
    const p = await kernelPort('127.0.0.1');
    expect(p).toBeGreaterThan(1024);
    expect([4222, 5432, 8080]).not.toContain(p);
  });
});
