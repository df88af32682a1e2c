// `npm run trace:demo`: starts the product as `npm start` does, with tracing on (OTLP/HTTP to a small
// receiver in this script), runs one try-on as the web app would (sign up, upload a person and a garment,
// start the try-on, poll until it is done), then prints that try-on's trace as a tree: every hop with its
// service, its start offset and its duration.
//
// The provider is a local stand-in that speaks Gemini's real API (test-support's stub), so the provider
// call is a real HTTP call in the trace; TRACE_DEMO_PROVIDER=local uses the offline engine instead (no
// provider call). DATABASE_URL / NATS_URL are used when set; otherwise the launcher starts its own.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { GeminiStub } from '../test-support/gemini-stub.js';
import { formatTrace, startOtlpReceiver } from './trace-demo-receiver.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => process.stdout.write(`[trace-demo] ${m}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function image(color: string, width: number, height: number): Promise<Blob> {
  const shape = await sharp({
    create: { width: width / 2, height: height / 2, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  const data = await sharp({ create: { width, height, channels: 3, background: '#f4f4f4' } })
    .composite([{ input: shape, gravity: 'center' }])
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/png' });
}

async function main(): Promise<void> {
  const receiver = await startOtlpReceiver();
  const useStub = process.env.TRACE_DEMO_PROVIDER !== 'local';
  const stub = useStub ? new GeminiStub() : undefined;
  if (stub) await stub.start();
  const port = await freePort();
  const base = path.join(root, '.test-data');
  await mkdir(base, { recursive: true });
  const dataDir = await mkdtemp(path.join(base, 'trace-demo-'));
  await chmod(dataDir, 0o755);
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_TRACES_SAMPLER: 'parentbased_always_on', // the demo's one try-on is recorded (default: 1 in 10)
    OTEL_BSP_SCHEDULE_DELAY: '200',
    ...(stub ? { GEMINI_API_KEY: stub.apiKey, GEMINI_API_BASE: stub.url } : {}),
  };
  delete env.INTERNAL_TOKEN_SECRET;
  say(
    `OTLP receiver ${receiver.url}; provider: ${stub ? `Gemini API stub at ${stub.url}` : 'local (offline)'}`,
  );
  say('starting the product (npm start) with tracing on...');
  const child = spawn(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise<void>((resolve, reject) => {
    for (const s of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: s, crlfDelay: Infinity }).on('line', (line) => {
        output.push(line);
        if (process.env.TRACE_DEMO_VERBOSE) process.stdout.write(`  ${line}\n`);
        if (line.trim() === `Ready: http://127.0.0.1:${port}`) resolve();
      });
    }
    void exited.then((code) =>
      reject(new Error(`npm start exited (${code}):\n${output.slice(-30).join('\n')}`)),
    );
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    let pid: number | undefined;
    try {
      pid = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8')).pid;
    } catch {
      pid = undefined;
    }
    try {
      process.kill(pid ?? -child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 60_000));
    if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid!, 'SIGKILL');
  };

  try {
    await Promise.race([
      ready,
      new Promise((_, rej) => setTimeout(() => rej(new Error('not ready after 180 s')), 180_000)),
    ]);
    const gateway = `http://127.0.0.1:${port}`;
    say(`ready at ${gateway}; one try-on as the web app does it`);
    const reg = await fetch(`${gateway}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `trace-${Date.now()}@example.com`,
        password: 'trace-demo-password-1',
        firstName: 'Trace',
        lastName: 'Demo',
      }),
    });
    if (!reg.ok) throw new Error(`sign-up answered ${reg.status}: ${await reg.text()}`);
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
    const upload = async (blob: Blob) => {
      const form = new FormData();
      form.append('image', blob, 'image.png');
      const res = await fetch(`${gateway}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { url: string }).url;
    };
    const person = await upload(await image('#d9c7b0', 240, 320));
    const garment = await upload(await image('#c0392b', 160, 160));
    const started = await fetch(`${gateway}/api/virtual-tryon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        personImageUrl: person,
        clothingImageUrl: garment,
        category: 'tops',
        garmentType1: 'top',
        replaceFootwear: false,
      }),
    });
    if (started.status !== 201) throw new Error(`try-on answered ${started.status}: ${await started.text()}`);
    const { id } = (await started.json()) as { id: number };
    const t0 = Date.now();
    const done = await waitFor(
      'the try-on',
      async () => {
        const r = await fetch(`${gateway}/api/gemini/session/${id}`, { headers: { cookie } });
        const body = (await r.json()) as { status: string; resultUrl?: string; errorMessage?: string };
        return body.status === 'completed' || body.status === 'failed' ? body : null;
      },
      60_000,
    );
    say(`try-on ${id} ${done.status} after ${Date.now() - t0} ms (polled as the web app does)`);

    // The trace is the one whose gateway span served POST /api/virtual-tryon; wait for its last spans.
    const spans = receiver.spans;
    const rootSpan = await waitFor(
      'the try-on request span',
      async () =>
        spans.find((s) => s.service === 'gateway' && s.attributes['url.path'] === '/api/virtual-tryon'),
      15_000,
    );
    const count = () => spans.filter((s) => s.traceId === rootSpan.traceId).length;
    let last = -1;
    await waitFor(
      'the trace to settle',
      async () => {
        const now = count();
        const settled =
          now === last && spans.some((s) => s.traceId === rootSpan.traceId && s.service === 'ai-jobs-worker');
        last = now;
        return settled;
      },
      20_000,
    ).catch(() => undefined);
    const mine = spans.filter((s) => s.traceId === rootSpan.traceId);
    const services = [...new Set(mine.map((s) => s.service))];
    console.log('');
    console.log(`trace ${rootSpan.traceId}: ${mine.length} spans from ${services.join(', ')}`);
    console.log('    offset   duration  span');
    console.log(formatTrace(spans, rootSpan.traceId));
    console.log('');
  } finally {
    await stop();
    await stub?.stop();
    await receiver.close();
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    say(`failed: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
