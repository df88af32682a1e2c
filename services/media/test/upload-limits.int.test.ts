// Issue 41, findings 1 and 3: an upload's body is held to a minimum pace and a total time, each person has a
// few uploads open at once, and a body that ends without its closing boundary is a 400 at once.
process.env.APOLLO_TELEMETRY_DISABLED = '1';
import http from 'node:http';
import sharp from 'sharp';
import { CONTEXT_HEADER, signContext } from '@tryon/kit';
import { startMediaForTest, type MediaUnderTest } from './harness.js';
import { TEST_SECRET } from '../../../test-support/infra.js';

let stack: MediaUnderTest;
beforeAll(async () => {
  stack = await startMediaForTest('media-upload-limits', {
    UPLOAD_MIN_BYTES_PER_SECOND: '1000',
    UPLOAD_RATE_WINDOW_MS: '1000',
    UPLOAD_MAX_MS: '4000',
    UPLOADS_PER_PERSON: '3',
  });
});
afterAll(() => stack?.stop());

const ctx = async (userId: number) => ({
  [CONTEXT_HEADER]: await signContext(TEST_SECRET, { userId, role: 'user', ip: '127.0.0.1' }),
});
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

const B = 'x-upload-limits-boundary';
const MULTIPART = `multipart/form-data; boundary=${B}`;
const partHead = Buffer.from(
  `--${B}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const closing = Buffer.from(`\r\n--${B}--\r\n`);

interface Answer {
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: string; code?: string; url?: string };
}

/**
 * POSTs an upload to media: `first` at once, then `drip` bytes every `everyMs` (never ending, until the
 * answer comes) when given. `length` is the Content-Length claimed (default: the bytes of `first`).
 */
function send(
  userId: number,
  first: Buffer,
  opts: { drip?: number; everyMs?: number; length?: number } = {},
): Promise<Answer> {
  const u = new URL(stack.base);
  const t0 = Date.now();
  return ctx(userId).then(
    (headers) =>
      new Promise<Answer>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const req = http.request(
          {
            host: u.hostname,
            port: u.port,
            path: '/upload',
            method: 'POST',
            agent: false,
            headers: {
              ...headers,
              'content-type': MULTIPART,
              'content-length': String(opts.length ?? first.length),
            },
          },
          (res) => {
            clearInterval(timer);
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () => {
              req.destroy();
              resolve({
                status: res.statusCode ?? 0,
                ms: Date.now() - t0,
                headers: res.headers,
                body: JSON.parse(text || '{}') as Answer['body'],
              });
            });
          },
        );
        req.on('error', (err) => {
          clearInterval(timer);
          reject(err);
        });
        req.write(first);
        if (opts.drip) {
          const drip = Buffer.alloc(opts.drip, 0x41);
          timer = setInterval(() => req.write(drip), opts.everyMs ?? 1000);
        } else if (opts.length === undefined) req.end();
      }),
  );
}

async function stored(): Promise<number> {
  const [{ n }] = await stack.db('media_objects').count({ n: '*' });
  return Number(n);
}

describe('a multipart body without its closing boundary (finding 3)', () => {
  it.each([
    ['ends inside the file', async () => Buffer.concat([partHead, (await jpeg()).subarray(0, 300)])],
    ['ends right after the file', async () => Buffer.concat([partHead, await jpeg()])],
    [
      'ends after a delimiter that is not the closing one',
      async () => Buffer.concat([partHead, await jpeg(), Buffer.from(`\r\n--${B}\r\n`)]),
    ],
  ])('%s: 400 at once, nothing stored', async (_name, body) => {
    const before = await stored();
    const r = await send(31, await body());
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: 'Upload failed: the upload ended before the whole file arrived. Please try again.',
      code: 'VALIDATION',
    });
    expect(r.ms).toBeLessThan(2000);
    expect(await stored()).toBe(before);
  });

  it('still takes the same body with its closing boundary (201)', async () => {
    const r = await send(31, Buffer.concat([partHead, await jpeg(), closing]));
    expect(r.status).toBe(201);
    expect(r.body.url).toMatch(/^\/uploads\/31\//);
  });
});

describe('slow uploads (finding 1)', () => {
  it('cuts off a body slower than the minimum rate with 408 within a window or two', async () => {
    // 100 bytes a second, a 10 MB body claimed.
    const r = await send(41, partHead, { drip: 100, everyMs: 1000, length: 10 * 1024 * 1024 });
    expect(r.status).toBe(408);
    expect(r.body.code).toBe('TIMEOUT');
    expect(r.headers.connection).toBe('close');
    expect(r.ms).toBeLessThan(3500);
  });

  it('cuts off a body that keeps the pace but never ends at the total time', async () => {
    // 2,000 bytes every 500 ms (4 KB/s, above the minimum), a 10 MB body claimed.
    const r = await send(42, partHead, { drip: 2000, everyMs: 500, length: 10 * 1024 * 1024 });
    expect(r.status).toBe(408);
    expect(r.ms).toBeGreaterThanOrEqual(3900);
    expect(r.ms).toBeLessThan(6000);
  });

  it('lets one person hold only UPLOADS_PER_PERSON at once (429 + Retry-After); others upload meanwhile', async () => {
    const attacker = 43;
    // Twenty uploads that keep the pace (so they stay open until the total time), sent together.
    const held = Array.from({ length: 20 }, () =>
      send(attacker, partHead, { drip: 1500, everyMs: 500, length: 10 * 1024 * 1024 }),
    );
    const t0 = Date.now();
    const refused: Answer[] = [];
    // The refusals come at once, while three stay open.
    await new Promise((r) => setTimeout(r, 1000));
    const honest = await Promise.all(
      [51, 52, 53].map(async (id) => send(id, Buffer.concat([partHead, await jpeg(), closing]))),
    );
    expect(honest.map((h) => h.status)).toEqual([201, 201, 201]);
    expect(Date.now() - t0).toBeLessThan(3000);
    const answers = await Promise.all(held);
    for (const a of answers) if (a.status === 429) refused.push(a);
    expect(refused).toHaveLength(17);
    for (const a of refused) {
      expect(a.ms).toBeLessThan(1500);
      expect(a.headers['retry-after']).toMatch(/^\d+$/);
      expect(a.body.code).toBe('RATE_LIMITED');
    }
    expect(answers.filter((a) => a.status === 408)).toHaveLength(3);
    // Their slots are free again.
    const after = await send(attacker, Buffer.concat([partHead, await jpeg(), closing]));
    expect(after.status).toBe(201);
  });
});
