// Issue 41, findings 1 and 3, through the gateway: a slow upload is cut off (408) and its connection closed,
// one account holds only a few uploads open (429 with Retry-After) while other people's uploads complete,
// and a multipart body without its closing boundary is a 400 at once.
process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type http from 'node:http';
import net from 'node:net';
import sharp from 'sharp';
import { signUp, startStack, type Stack } from '../../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(['identity', 'media'], {
    env: {
      UPLOAD_MIN_BYTES_PER_SECOND: '1000',
      UPLOAD_RATE_WINDOW_MS: '1000',
      UPLOAD_MAX_MS: '4000',
      UPLOADS_PER_PERSON: '3',
    },
  });
});
afterAll(() => stack?.stop());

const B = 'x-gateway-upload-limits';
const partHead = Buffer.from(
  `--${B}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const closing = Buffer.from(`\r\n--${B}--\r\n`);
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

interface Answer {
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: string; code?: string; url?: string };
  /** When the connection closed, from the start. */
  closedAt: Promise<number>;
}

/**
 * POSTs to /api/upload over a bare socket: `first` at once, then `drip` bytes every `everyMs`, going on
 * after the answer, as a client that ignores it would, until the server closes the connection.
 */
function send(
  cookie: string,
  first: Buffer,
  opts: { drip?: number; everyMs?: number; length?: number } = {},
): Promise<Answer> {
  const u = new URL(stack.base);
  const t0 = Date.now();
  return new Promise<Answer>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let closed: (ms: number) => void = () => undefined;
    const closedAt = new Promise<number>((r) => (closed = r));
    const socket = net.connect(Number(u.port), u.hostname);
    let raw = Buffer.alloc(0);
    let answered = false;
    socket.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      const split = raw.indexOf('\r\n\r\n');
      if (answered || split < 0) return;
      const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const l of lines)
        headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      const body = raw.subarray(split + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      answered = true;
      resolve({
        status: Number(statusLine.split(' ')[1]),
        ms: Date.now() - t0,
        headers,
        body: JSON.parse(body.toString() || '{}') as Answer['body'],
        closedAt,
      });
    });
    socket.on('close', () => {
      clearInterval(timer);
      closed(Date.now() - t0);
      if (!answered) reject(new Error('closed without an answer'));
    });
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: ${u.host}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${B}\r\n` +
        `Content-Length: ${opts.length ?? first.length}\r\n\r\n`,
    );
    socket.write(first);
    if (opts.drip) {
      const drip = Buffer.alloc(opts.drip, 0x41);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip);
      }, opts.everyMs ?? 1000);
    }
  });
}

it('answers a body without its closing boundary with 400 at once (not a 500 after 30 s)', async () => {
  const { cookie } = await signUp(stack.base);
  const r = await send(cookie, Buffer.concat([partHead, await jpeg()]));
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('VALIDATION');
  expect(r.ms).toBeLessThan(2000);
});

it('cuts off an upload at 100 bytes a second with 408 and closes its connection', async () => {
  const { cookie } = await signUp(stack.base);
  const r = await send(cookie, partHead, { drip: 100, everyMs: 1000, length: 10 * 1024 * 1024 });
  expect(r.status).toBe(408);
  expect(r.body.code).toBe('TIMEOUT');
  expect(r.ms).toBeLessThan(3500);
  expect(await r.closedAt).toBeLessThan(4500);
});

it('holds one account to its uploads at once (429, Retry-After) while other people upload', async () => {
  const attacker = await signUp(stack.base);
  const others = await Promise.all([signUp(stack.base), signUp(stack.base)]);
  const held = Array.from({ length: 20 }, () =>
    send(attacker.cookie, partHead, { drip: 1500, everyMs: 500, length: 10 * 1024 * 1024 }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const t0 = Date.now();
  const honest = await Promise.all(
    others.map(async (o) => send(o.cookie, Buffer.concat([partHead, await jpeg(), closing]))),
  );
  expect(honest.map((h) => h.status)).toEqual([201, 201]);
  expect(Date.now() - t0).toBeLessThan(2000);
  const answers = await Promise.all(held);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(17);
  for (const a of refused) {
    expect(a.ms).toBeLessThan(1500);
    expect(a.headers['retry-after']).toMatch(/^\d+$/);
    expect(await a.closedAt).toBeLessThan(2500);
  }
  expect(answers.filter((a) => a.status === 408)).toHaveLength(3);
  const after = await send(attacker.cookie, Buffer.concat([partHead, await jpeg(), closing]));
  expect(after.status).toBe(201);
});
