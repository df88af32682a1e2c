import net from 'node:net';

/** Says whether nothing listens on host:port (we can bind it ourselves right now). */
export type PortProbe = (port: number, host: string) => Promise<boolean>;
/** Asks for a candidate port (by default: one the kernel hands out for a bind to port 0). */
export type PortSource = (host: string) => Promise<number>;

/** True when a server could bind host:port now. A listener on 0.0.0.0 or [::] also makes it false. */
export const isPortFree: PortProbe = (port, host) =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });

/** A port the kernel considers free (from its ephemeral range, so never 4222, 5432 or 8080). */
export const kernelPort: PortSource = (host) =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen({ port: 0, host, exclusive: true }, () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

export interface PortAllocatorOptions {
  host?: string;
  probe?: PortProbe;
  source?: PortSource;
  /** Ports never handed out (well-known servers, the public port...). */
  avoid?: Iterable<number>;
  attempts?: number;
}

/**
 * Hands out distinct free ports for one launcher: never the same port twice, never one in `avoid`,
 * never one something already listens on. Ports come from the kernel's ephemeral range, which other
 * launchers also draw from at random, so two instances side by side do not pick the same one (the
 * small window between our check and the child's bind is the only race: a service that loses it is
 * started again on a new port, see System.serviceReady).
 */
export class PortAllocator {
  private readonly host: string;
  private readonly probe: PortProbe;
  private readonly source: PortSource;
  private readonly taken = new Set<number>();
  private readonly attempts: number;

  constructor(opts: PortAllocatorOptions = {}) {
    this.host = opts.host ?? '127.0.0.1';
    this.probe = opts.probe ?? isPortFree;
    this.source = opts.source ?? kernelPort;
    this.attempts = opts.attempts ?? 50;
    for (const p of opts.avoid ?? []) this.taken.add(p);
  }

  /** Marks a port as used (e.g. the public PORT) so it is never handed out. */
  reserve(port: number): void {
    this.taken.add(port);
  }

  async take(): Promise<number> {
    for (let i = 0; i < this.attempts; i++) {
      const port = await this.source(this.host);
      if (!Number.isInteger(port) || port <= 0 || port > 65535) continue;
      if (this.taken.has(port)) continue;
      if (!(await this.probe(port, this.host))) continue;
      this.taken.add(port);
      return port;
    }
    throw new Error(`could not find a free port on ${this.host} after ${this.attempts} attempts`);
  }
}

/** Resolves once something accepts TCP connections on host:port. */
export function canConnect(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    const done = (ok: boolean) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}
