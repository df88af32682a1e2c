import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * What the local stand-ins for outside services (Gemini, FASHN) share: a node:http server on a free
 * loopback port, answers held open on purpose (`hold`) that `stop()` cuts, and a 500 in the service's own
 * error format when a handler throws.
 */
export abstract class HttpStub {
  url = '';
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  /** Answers one request. */
  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** Answers a request whose handler threw, in the service's error format. */
  protected abstract internalError(res: ServerResponse, err: unknown): void;

  /** Starts on a free loopback port and returns the base URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) this.internalError(res, err);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** Stops, cutting any hanging answer. */
  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  /** Keeps an answer open (never answered until the client gives up or the stub stops). */
  protected hold(res: ServerResponse): void {
    this.hanging.add(res);
    res.on('close', () => this.hanging.delete(res));
  }

  /** Answers held open that the client has not closed yet. */
  get openHangs(): number {
    return this.hanging.size;
  }

  /**
   * Waits up to 5 s until `openHangs` is `count` (a connection close travels asynchronously, and slowly on
   * a loaded machine).
   */
  async waitForOpenHangs(count: number): Promise<void> {
    const until = Date.now() + 5000;
    while (this.openHangs !== count) {
      if (Date.now() > until) throw new Error(`${this.openHangs} answers held open, not ${count}, after 5 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** A request's body as text, and parsed as JSON (undefined when empty or not JSON). */
export async function readBody(req: IncomingMessage): Promise<{ raw: string; json: unknown }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    return { raw, json: raw ? (JSON.parse(raw) as unknown) : undefined };
  } catch {
    return { raw, json: undefined };
  }
}

/** Answers JSON. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(JSON.stringify(body));
}

/** A real PNG of one colour, made with sharp (what the stand-ins answer as a generated image). */
export function solidPng(
  width: number,
  height: number,
  rgb: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .png()
    .toBuffer();
}
