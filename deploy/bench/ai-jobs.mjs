// AI-jobs figures for `npm run bench` (issue 5):
//  1. push latency: from a job's completion (the session's `completedAt`, stamped in the worker's finishing
//     transaction) to a browser-like graphql-ws subscription receiving `completed`, beside the spec's 2 s
//     polling (a poller that asks every 2 s from the job's start, as the web app does), offline engine;
//  2. the offline engine's time per try-on, generation and edit (the built provider, in this process);
//  3. 500 jobs at once against a Gemini stub (in this process) that answers after 20 s (issue 14): a second
//     system started with GEMINI_API_KEY / GEMINI_API_BASE pointing at the stub and ONE worker process
//     (WORKER_CONCURRENCY 500); completions, total time, jobs/s, p50/p99 job latency (submit -> completed),
//     submit throughput, the worker's peak RSS, and what the stub saw (calls, most at once, most started
//     in a rolling minute, 429s: the stub enforces the same limits as the worker's GEMINI_MAX_*);
//  4. the limiter's effect: a burst beyond the provider's limits (200 jobs, a 2 s stub that allows 25
//     calls at once and 150 a minute and answers 429 beyond): with GEMINI_MAX_IN_FLIGHT /
//     GEMINI_MAX_PER_MINUTE set to them the calls wait for a slot; with BENCH_AI_LIMITS_COMPARE=1 also
//     without limits (0), where the 429 storm is retried into.
//
//   BENCH_ONLY=ai-jobs npm run bench
//   BENCH_AI_PARTS=push,engine,load,limits BENCH_AI_PUSH_JOBS=50 BENCH_AI_RUNS=30
//   BENCH_AI_JOBS=500 BENCH_AI_STUB_MS=20000 BENCH_AI_WORKERS=1 BENCH_AI_CONCURRENCY=500 BENCH_AI_WARMUP=0
//   BENCH_AI_LIMIT_JOBS=200 BENCH_AI_LIMIT_STUB_MS=2000 BENCH_AI_LIMIT_IN_FLIGHT=25 BENCH_AI_LIMIT_PER_MINUTE=150
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { childEnv, grant } from './billing.mjs';
import { busyShare, machineTicks } from './machine.mjs';

/** Generations followed one at a time for the push / poll latency. */
const PUSH_JOBS = Number(process.env.BENCH_AI_PUSH_JOBS || 50);
/** The spec's polling interval (the web app's JOB_POLL_INTERVAL_MS). */
const POLL_MS = 2000;
/** Jobs submitted at once against the slow stub, spread over LOAD_USERS accounts. */
const LOAD_JOBS = Number(process.env.BENCH_AI_JOBS || 500);
const LOAD_USERS = 50;
/**
 * Generations run (and waited for) before the burst, not counted: 0 measures a burst on a system that
 * has just started (cold code paths, connection pools still to open); BENCH_AI_WARMUP=50 one that has
 * already served some.
 */
const LOAD_WARMUP = Number(process.env.BENCH_AI_WARMUP || 0);
/** How long the Gemini stub takes to answer. */
const STUB_DELAY_MS = Number(process.env.BENCH_AI_STUB_MS || 20_000);
/** Jobs one worker process holds at once (WORKER_CONCURRENCY); the provider limits pace the calls. */
const WORKER_CONCURRENCY = Number(process.env.BENCH_AI_CONCURRENCY || 500);
/**
 * Worker processes for the 500 jobs: the launcher's one plus BENCH_AI_WORKERS - 1 started here with the
 * same environment. One is the goal of issue 14 (500 jobs in under 30 s, under 300 MB).
 */
const WORKERS = Math.max(1, Number(process.env.BENCH_AI_WORKERS || 1));
/** The provider's limits in the 500-job part (the worker's GEMINI_MAX_* and the stub's own). */
const LOAD_IN_FLIGHT = Number(process.env.BENCH_AI_MAX_IN_FLIGHT || 500);
const LOAD_PER_MINUTE = Number(process.env.BENCH_AI_MAX_PER_MINUTE || 600);
/** The limiter part: a burst beyond a provider's limits. */
const LIMIT_JOBS = Number(process.env.BENCH_AI_LIMIT_JOBS || 200);
const LIMIT_STUB_MS = Number(process.env.BENCH_AI_LIMIT_STUB_MS || 2000);
const LIMIT_IN_FLIGHT = Number(process.env.BENCH_AI_LIMIT_IN_FLIGHT || 25);
const LIMIT_PER_MINUTE = Number(process.env.BENCH_AI_LIMIT_PER_MINUTE || 150);
/** Which parts run (push, engine, load, limits). */
const PARTS = new Set(
  (process.env.BENCH_AI_PARTS || 'push,engine,load,limits').split(',').map((p) => p.trim()),
);
/** Offline engine calls timed per kind. */
const ENGINE_RUNS = Number(process.env.BENCH_AI_RUNS || 30);
const STUB_KEY = `bench-gemini-${randomUUID()}`;

const SUBSCRIPTION =
  'subscription ($id: Int!) { geminiSessionUpdated(id: $id) { id status resultUrl offline } }';
const TERMINAL = new Set(['completed', 'failed']);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The promise's value, or null when it has not settled within `ms`. */
async function within(promise, ms) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((r) => (timer = setTimeout(() => r(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** "p50 12.3 ms, p99 45.6 ms" of a list of milliseconds. */
function p50p99(values, digits = 1) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return 'no samples';
  return `p50 ${pct(s, 50).toFixed(digits)} ms, p99 ${pct(s, 99).toFixed(digits)} ms`;
}

function rssMiB(pid) {
  return readFile(`/proc/${pid}/status`, 'utf8').then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)[1]) / 1024);
}

const childPid = (state, name) => state.children?.find((c) => c.name === name)?.pid;

async function call(gateway, method, route, cookie, body) {
  const res = await fetch(`${gateway}${route}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body: json };
}

/** A new account and its cookie; its first balance read creates the balance row (free trial). */
async function signUp(gateway) {
  const res = await fetch(`${gateway}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `ai-${randomUUID()}@example.com`, password: 'bench-password-123' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('register set no sid cookie');
  const { id } = await res.json();
  const balance = await call(gateway, 'GET', '/api/user/session-balance', cookie);
  if (balance.status !== 200) throw new Error(`session-balance answered ${balance.status}`);
  return { id, cookie };
}

/** Accounts with a large bench grant in billing's ledger (as billing.mjs does). */
async function fundedUsers(gateway, state, count, parallel = 5) {
  const env = await childEnv(childPid(state, 'billing'));
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const users = [];
    while (users.length < count) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(parallel, count - users.length) }, () => signUp(gateway)),
      );
      users.push(...batch);
    }
    for (const u of users) await grant(db, u.id);
    return users;
  } finally {
    await db.end();
  }
}

const GENDERS = ['female', 'male'];
const HAIR = ['blonde', 'brown', 'black', 'red', 'gray'];
const attributes = (i) => ({ gender: GENDERS[i % 2], hairColor: HAIR[i % 5], background: 'white' });

async function generate(gateway, cookie, i) {
  const r = await call(gateway, 'POST', '/api/gemini/generate-person', cookie, attributes(i));
  if (r.status === 201 && !Number.isInteger(r.body?.id)) {
    throw new Error(`generate-person answered 201 without an id: ${JSON.stringify(r.body).slice(0, 300)}`);
  }
  return r;
}

// ---------------------------------------------------------------- 1. push vs polling (offline engine)

/** graphql-ws as the browser uses it (cookie on the upgrade request), connected before it returns. */
async function wsClient(gateway, cookie) {
  let connected;
  const ready = new Promise((resolve, reject) => {
    connected = { resolve, reject };
    setTimeout(() => reject(new Error('graphql-ws did not connect in 10 s')), 10_000).unref();
  });
  const client = createClient({
    url: `${gateway.replace(/^http/, 'ws')}/graphql`,
    lazy: false,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address, protocols) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    on: {
      connected: () => connected.resolve(),
      closed: (e) => connected.reject(new Error(`graphql-ws closed before connecting (${e?.code})`)),
    },
  });
  await ready;
  return client;
}

/** Follows one session's pushes; `done` resolves with the final update and when it arrived. */
function follow(client, id) {
  let unsubscribe = () => {};
  const done = new Promise((resolve, reject) => {
    unsubscribe = client.subscribe(
      { query: SUBSCRIPTION, variables: { id } },
      {
        next: (m) => {
          const u = m.data?.geminiSessionUpdated;
          if (m.errors?.length) reject(new Error(`subscription error: ${JSON.stringify(m.errors)}`));
          else if (u && TERMINAL.has(u.status)) resolve({ at: Date.now(), update: u });
        },
        error: (e) =>
          reject(new Error(`subscription failed: ${e instanceof Error ? e.message : JSON.stringify(e)}`)),
        complete: () => resolve(null),
      },
    );
  });
  return { done, unsubscribe: () => unsubscribe() };
}

/**
 * The web app's fallback: the first GET 2 s after the start answer, then 2 s after each answer, until the
 * job ends. Resolves with when the end was seen, the session, and each GET's duration.
 */
async function poll(gateway, cookie, id) {
  const started = Date.now();
  const gets = [];
  for (;;) {
    await sleep(POLL_MS);
    const t = Date.now();
    const r = await call(gateway, 'GET', `/api/gemini/session/${id}`, cookie);
    const now = Date.now();
    gets.push(now - t);
    if (r.status !== 200) throw new Error(`GET /api/gemini/session/${id} answered ${r.status}`);
    if (r.body?.id !== id) throw new Error(`GET /api/gemini/session/${id} answered another session`);
    if (TERMINAL.has(r.body.status)) return { seenAt: now, session: r.body, gets };
    if (now - started > 60_000) return { seenAt: null, session: r.body, gets };
  }
}

async function measurePush({ gateway, state, say }) {
  say(`push vs 2 s polling: ${PUSH_JOBS} generations one at a time (offline engine)`);
  const [user] = await fundedUsers(gateway, state, 1);
  const client = await wsClient(gateway, user.cookie);
  try {
    // Warm-up (not counted): one generation followed by quick polls; it tells the next session id.
    const warm = await generate(gateway, user.cookie, 0);
    if (warm.status !== 201) throw new Error(`generate-person answered ${warm.status}`);
    let lastId = warm.body.id;
    for (let t = Date.now(); ; await sleep(100)) {
      const r = await call(gateway, 'GET', `/api/gemini/session/${lastId}`, user.cookie);
      if (TERMINAL.has(r.body?.status)) break;
      if (Date.now() - t > 30_000) throw new Error('the warm-up generation did not finish in 30 s');
    }

    const runs = [];
    let late = 0;
    let missed = 0;
    for (let i = 0; i < PUSH_JOBS; i++) {
      // graphql-ws does not acknowledge a subscription, and the offline engine is quick: subscribe to the
      // next id before submitting (ids are a sequence and nothing else creates sessions here).
      let sub = follow(client, lastId + 1);
      const r = await generate(gateway, user.cookie, i);
      if (r.status !== 201)
        throw new Error(`generate-person answered ${r.status}: ${JSON.stringify(r.body)}`);
      const id = r.body.id;
      if (id !== lastId + 1) {
        sub.unsubscribe();
        sub = follow(client, id);
        late++;
      }
      lastId = id;
      const polled = poll(gateway, user.cookie, id);
      polled.catch(() => {}); // awaited below
      const pushed = await within(sub.done, 30_000);
      sub.unsubscribe();
      if (!pushed) missed++;
      runs.push({ id, pushed, polled });
    }

    const push = [];
    const polls = [];
    const gets = [];
    let failed = 0;
    let online = 0;
    for (const run of runs) {
      const p = await run.polled;
      gets.push(...p.gets);
      const s = p.session;
      if (s.status === 'failed') failed++;
      if (s.status === 'completed' && !s.offline) online++;
      if (!TERMINAL.has(s.status) || !s.completedAt) continue;
      const done = Date.parse(s.completedAt);
      if (run.pushed) {
        if (run.pushed.update.status !== s.status || run.pushed.update.id !== run.id) {
          throw new Error(`the push said ${JSON.stringify(run.pushed.update)}, the GET ${s.status}`);
        }
        push.push(run.pushed.at - done);
      }
      if (p.seenAt) polls.push(p.seenAt - done);
    }
    return [
      `job completion (the session's completedAt, stamped in the worker's finishing transaction) -> browser, ${PUSH_JOBS} generations one at a time, offline engine:`,
      `  graphql-ws push (geminiSessionUpdated): ${p50p99(push)} (${push.length} seen${missed ? `, ${missed} never pushed` : ''}${late ? `, ${late} subscribed after the start` : ''})`,
      `  the spec's 2 s polling from the job's start: ${p50p99(polls, 0)} (one GET ${p50p99(gets)}); with jobs of random length it adds U(0, 2 s): p50 ~1000 ms, p99 ~1980 ms`,
      ...(failed || online
        ? [`  note: ${failed} failed, ${online} completed by a keyed provider rather than the offline engine`]
        : []),
    ];
  } finally {
    await client.dispose();
  }
}

// ---------------------------------------------------------------- 2. 500 jobs against a 20 s stub

/** A photo-like 1024x1024 PNG (smooth noise over a gradient: about 1.2 MB, as Gemini's answers are). */
async function photoPng(sharp) {
  const w = 1024;
  const h = 1024;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      raw[o] = Math.min(255, (x / 4 + Math.random() * 90) | 0);
      raw[o + 1] = Math.min(255, (y / 4 + Math.random() * 90) | 0);
      raw[o + 2] = Math.min(255, (128 + Math.random() * 90) | 0);
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .blur(4)
    .png()
    .toBuffer();
}

/**
 * Gemini's `POST /v1beta/models/<model>:generateContent`, answering after `delayMs` with `png` as
 * `candidates[0].content.parts[].inlineData`; a wrong `x-goog-api-key` gets Google's 400 API_KEY_INVALID.
 * Like the real API it enforces the account's limits: a call beyond `maxInFlight` at once or `maxPerMinute`
 * in a rolling minute gets Google's 429 RESOURCE_EXHAUSTED at once (0: no limit).
 */
async function startGeminiStub({ apiKey, delayMs, png, maxInFlight = 0, maxPerMinute = 0 }) {
  const answer = (model) =>
    Buffer.from(
      JSON.stringify({
        candidates: [
          {
            content: {
              role: 'model',
              parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 1290, candidatesTokenCount: 1290, totalTokenCount: 2580 },
        modelVersion: model,
      }),
    );
  const answers = new Map();
  const stats = {
    calls: 0,
    badKey: 0,
    badRequest: 0,
    answered: 0,
    abandoned: 0,
    inFlight: 0,
    maxInFlight: 0,
    rateLimited: 0,
    /** When each accepted call started (ms since the epoch). */
    starts: [],
    /** When each answer was sent (ms since the epoch). */
    answeredAt: [],
  };
  /** Every accepted call's start, kept when a warm-up clears `stats`: the per-minute limit counts them. */
  const allStarts = [];
  const pending = new Set();
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };
  const googleError = (res, code, message, status, details) =>
    send(res, code, { error: { code, message, status, ...(details ? { details } : {}) } });

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec((req.url ?? '/').split('?')[0]);
    if (req.method !== 'POST' || !m) {
      stats.badRequest++;
      return googleError(res, 404, `Method or path not found: ${req.method} ${req.url}`, 'NOT_FOUND');
    }
    stats.calls++;
    if (req.headers['x-goog-api-key'] !== apiKey) {
      stats.badKey++;
      return googleError(res, 400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
        },
      ]);
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    if (!Array.isArray(body?.contents) || !body.contents.length || !body.contents[0]?.parts?.length) {
      stats.badRequest++;
      return googleError(
        res,
        400,
        '* GenerateContentRequest.contents: contents is not specified',
        'INVALID_ARGUMENT',
      );
    }
    const model = decodeURIComponent(m[1]);
    if (!answers.has(model)) answers.set(model, answer(model));
    const now = Date.now();
    const lastMinute = () => {
      let n = 0;
      for (let k = allStarts.length - 1; k >= 0 && allStarts[k] > now - 60_000; k--) n++;
      return n;
    };
    if ((maxInFlight && stats.inFlight >= maxInFlight) || (maxPerMinute && lastMinute() >= maxPerMinute)) {
      stats.rateLimited++;
      return googleError(res, 429, 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED');
    }
    stats.starts.push(now);
    allStarts.push(now);
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    const entry = {};
    entry.timer = setTimeout(() => {
      pending.delete(entry);
      stats.inFlight--;
      stats.answered++;
      stats.answeredAt.push(Date.now());
      send(res, 200, answers.get(model));
    }, delayMs);
    pending.add(entry);
    res.on('close', () => {
      if (!pending.has(entry)) return;
      clearTimeout(entry.timer);
      pending.delete(entry);
      stats.inFlight--;
      stats.abandoned++;
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    allStarts,
    async stop() {
      for (const e of pending) clearTimeout(e.timer);
      pending.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Another ai-jobs worker with the launched worker's environment (its own port); stops on SIGTERM. */
async function extraWorker(root, workerPid, port) {
  const env = { ...(await childEnv(workerPid)), PORT: String(port) };
  const child = spawn(process.execPath, [path.join(root, 'services', 'ai-jobs', 'dist', 'worker.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const s of [child.stdout, child.stderr]) {
    readline.createInterface({ input: s, crlfDelay: Infinity }).on('line', (l) => {
      output.push(l);
      if (output.length > 10_000) output.shift();
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout')]);
    if (code !== 'timeout') return code;
    child.kill('SIGKILL');
    return exited;
  };
  for (const t = Date.now(); ; await sleep(200)) {
    if (child.exitCode !== null) {
      throw new Error(`the extra worker exited (${child.exitCode}):\n${output.slice(-20).join('\n')}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - t > 30_000) {
      await stop();
      throw new Error(`the extra worker was not ready in 30 s:\n${output.slice(-20).join('\n')}`);
    }
  }
  return { pid: child.pid, stop, output };
}

/**
 * Why job attempts failed, from the workers' logs: the launcher's rendered lines (`... job attempt failed
 * ... Type: message`) and an extra worker's JSON lines. Answers "N x reason" for the commonest reasons.
 */
function attemptFailures(lines) {
  const reasons = new Map();
  for (const line of lines) {
    if (!/job attempt failed|job run crashed/.test(line)) continue;
    let reason;
    try {
      const rec = JSON.parse(line);
      reason = rec.err ? `${rec.err.type ?? 'Error'}: ${rec.err.message ?? ''}` : rec.msg;
    } catch {
      reason =
        /(\w*Error: .*)$/.exec(line)?.[1] ?? line.replace(/^.*?(job attempt failed|job run crashed)/, '$1');
    }
    reason = reason.slice(0, 160);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const total = [...reasons.values()].reduce((a, n) => a + n, 0);
  const top = [...reasons.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([r, n]) => `${n} x "${r}"`);
  return { total, top };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (getconf CLK_TCK: 100 on Linux). */
const CLK_TCK = 100;

/** Every process as { pid, ppid, ticks } (user + system CPU, own and of its reaped children). */
async function processTable() {
  const { readdir } = await import('node:fs/promises');
  const rows = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its ')'.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    rows.push({ pid: Number(name), ppid: Number(f[1]), ticks });
  }
  return rows;
}

/**
 * CPU seconds used so far by each named process and its descendants (Postgres' backends, for one):
 * `{ name: seconds }` for the launcher's children (launcher.json) named in `names` or all of them.
 */
async function cpuSeconds(children) {
  const table = await processTable();
  const kids = new Map();
  for (const r of table) {
    if (!kids.has(r.ppid)) kids.set(r.ppid, []);
    kids.get(r.ppid).push(r);
  }
  const byPid = new Map(table.map((r) => [r.pid, r]));
  const treeTicks = (pid) => {
    let sum = byPid.get(pid)?.ticks ?? 0;
    for (const k of kids.get(pid) ?? []) sum += treeTicks(k.pid);
    return sum;
  };
  return Object.fromEntries(children.map((c) => [c.name, treeTicks(c.pid) / CLK_TCK]));
}

/** Seconds from `from` to `at`, one decimal. */
const secsAfter = (from, at) => ((at - from) / 1000).toFixed(1);

/** "12 40 38 ...": how many of `times` fall in each second from `from` on. */
function perSecond(from, times) {
  const counts = [];
  for (const t of times) {
    const k = Math.floor((t - from) / 1000);
    if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
  }
  return Array.from(counts, (n) => n ?? 0).join(' ');
}

/** "media 19.0, worker 16.1, ..." of the CPU seconds between two `cpuSeconds` readings, most first. */
function cpuText(before, after, extra = {}) {
  const rows = Object.keys(after)
    .map((name) => [name, after[name] - (before[name] ?? 0)])
    .concat(Object.entries(extra))
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((a, [, s]) => a + s, 0);
  return `${total.toFixed(1)} CPU-s: ${rows.map(([n, s]) => `${n} ${s.toFixed(1)}`).join(', ')}`;
}

/** Samples the RSS of each pid every `everyMs`; `stop()` answers the peaks in MiB. */
function rssSampler(pids, everyMs = 100) {
  const peaks = new Map(pids.map((p) => [p, 0]));
  const timer = setInterval(() => {
    for (const pid of pids) {
      rssMiB(pid).then(
        (v) => peaks.set(pid, Math.max(peaks.get(pid), v)),
        () => {},
      );
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peaks;
    },
  };
}

/** The most of `starts` (sorted ms) within any rolling `windowMs`. */
function mostInWindow(starts, windowMs = 60_000) {
  let most = 0;
  for (let i = 0, j = 0; i < starts.length; i++) {
    while (starts[i] - starts[j] >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

const limitText = (n) => (n > 0 ? String(n) : 'no limit');

/**
 * Runs `jobs` generations spread over `users` and waits until each has ended, then clears the stub's
 * counts: the burst after it meets a system that has served work (not counted in its figures).
 */
async function warmUp(gateway, users, db, stub, { say, jobs, stubMs }) {
  say(`warm-up: ${jobs} generations (not counted), waiting for them to end`);
  const answers = await Promise.all(
    Array.from({ length: jobs }, (_, i) => generate(gateway, users[i % users.length].cookie, i)),
  );
  const ids = answers.map((r) => r.body?.id);
  if (answers.some((r) => r.status !== 201)) {
    throw new Error(`a warm-up generation answered ${answers.find((r) => r.status !== 201).status}`);
  }
  const deadline = Date.now() + 3 * stubMs + 30_000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM ai_jobs.gemini_sessions WHERE id = ANY($1::int[]) AND status IN ('completed', 'failed')`,
      [ids],
    );
    if (rows[0].n === ids.length) break;
    if (Date.now() > deadline) throw new Error(`the warm-up did not end: ${rows[0].n} of ${ids.length}`);
    await sleep(500);
  }
  // The figures printed are the burst's; the stub's per-minute limit still counts these calls.
  const { stats } = stub;
  for (const key of Object.keys(stats)) {
    if (Array.isArray(stats[key])) stats[key].length = 0;
    else if (key !== 'inFlight') stats[key] = 0;
  }
}

/**
 * `jobs` generations at once in a second system whose worker(s) call a Gemini stub answering after
 * `stubMs`; the worker has `limits` (GEMINI_MAX_IN_FLIGHT / _PER_MINUTE, 0: none), the stub `stubLimits`
 * (429 beyond). Answers the printed lines.
 */
async function measureBurst(
  { root, say, system },
  { title, jobs, stubMs, concurrency, workers, limits, stubLimits, warmup = 0 },
) {
  const sharp = createRequire(path.join(root, 'package.json'))('sharp');
  const png = await photoPng(sharp);
  const stub = await startGeminiStub({
    apiKey: STUB_KEY,
    delayMs: stubMs,
    png,
    maxInFlight: stubLimits.inFlight,
    maxPerMinute: stubLimits.perMinute,
  });
  const dataDir = await system.newDataDir('bench-ai-');
  const port = await system.freePort();
  const env = system.systemEnv(port, dataDir, {
    GEMINI_API_KEY: STUB_KEY,
    GEMINI_API_BASE: stub.url,
    WORKER_CONCURRENCY: String(concurrency),
    GEMINI_MAX_IN_FLIGHT: String(limits.inFlight),
    GEMINI_MAX_PER_MINUTE: String(limits.perMinute),
    PROVIDER_TIMEOUT_MS: String(Math.max(60_000, stubMs * 3)),
  });
  // Its own Postgres and NATS even when the first system uses DATABASE_URL / NATS_URL: the first system's
  // worker would otherwise take these jobs from the shared queue (and run them offline).
  delete env.DATABASE_URL;
  delete env.NATS_URL;
  say(
    `${title}: ${jobs} jobs at once, a second system with GEMINI_API_BASE=${stub.url} (a stub answering after ${stubMs / 1000} s, 429 beyond ${limitText(stubLimits.inFlight)} at once / ${limitText(stubLimits.perMinute)} a minute), ${workers} worker process(es), WORKER_CONCURRENCY ${concurrency}, GEMINI_MAX_IN_FLIGHT ${limits.inFlight}, GEMINI_MAX_PER_MINUTE ${limits.perMinute}`,
  );
  const sys = system.npmStart(env, port, dataDir);
  const extras = [];
  let db;
  try {
    const startup = await sys.ready;
    const gateway = `http://127.0.0.1:${port}`;
    const state = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
    const workerPid = childPid(state, 'ai-jobs-worker');
    if (!workerPid) throw new Error('the launcher did not record the ai-jobs-worker process');
    for (let k = 1; k < workers; k++)
      extras.push(await extraWorker(root, workerPid, await system.freePort()));
    const workerPids = [workerPid, ...extras.map((e) => e.pid)];
    const mediaPid = childPid(state, 'media');

    const userCount = Math.min(LOAD_USERS, jobs);
    say(`signing up ${userCount} accounts (${Math.ceil(jobs / userCount)} jobs each)`);
    const users = await fundedUsers(gateway, state, userCount);
    const aiEnv = await childEnv(childPid(state, 'ai-jobs'));
    db = new pg.Client({ connectionString: aiEnv.DATABASE_URL });
    await db.connect();
    if (warmup > 0) await warmUp(gateway, users, db, stub, { say, jobs: warmup, stubMs });

    await sleep(1000);
    const idle = new Map();
    for (const pid of [...workerPids, mediaPid].filter(Boolean)) idle.set(pid, await rssMiB(pid));
    const sampler = rssSampler([...workerPids, mediaPid].filter(Boolean), 100);
    const measured = [
      ...(state.children ?? []).filter((c) => c.pid),
      ...extras.map((e, k) => ({ name: `extra worker ${k + 1}`, pid: e.pid })),
    ];
    const cpuBefore = await cpuSeconds(measured);
    const benchCpuBefore = process.cpuUsage();
    const machineBefore = await machineTicks();

    say(`submitting ${jobs} generations at once`);
    const firstSubmit = Date.now();
    const answers = await Promise.all(
      Array.from({ length: jobs }, async (_, i) => {
        const user = users[i % users.length];
        const t = performance.now();
        const startedAt = Date.now();
        try {
          const r = await generate(gateway, user.cookie, i);
          return {
            status: r.status,
            id: r.body?.id,
            user,
            ms: performance.now() - t,
            startedAt,
            at: Date.now(),
          };
        } catch (err) {
          if (/without an id/.test(err.message)) throw err;
          return {
            status: 'error',
            error: err.message,
            ms: performance.now() - t,
            startedAt,
            at: Date.now(),
          };
        }
      }),
    );
    const lastSubmit = Math.max(...answers.map((a) => a.at));
    // The submits alone: the processes' CPU and the machine's busy share while they were answered.
    const submitsDone = { cpu: await cpuSeconds(measured), machine: await machineTicks() };
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.length - accepted.length;
    if (!accepted.length) {
      throw new Error(`no generation was accepted: ${JSON.stringify(answers.slice(0, 3))}`);
    }
    const submitSecs = (lastSubmit - firstSubmit) / 1000;

    // Wait (polling the ai_jobs table once a second) until every accepted job completed or failed.
    const ids = accepted.map((a) => a.id);
    const inFlight = Math.min(
      concurrency * workers,
      limits.inFlight > 0 ? limits.inFlight * workers : Infinity,
    );
    const rounds = Math.ceil(accepted.length / inFlight);
    const minutes = limits.perMinute > 0 ? Math.ceil(accepted.length / (limits.perMinute * workers)) - 1 : 0;
    const floorMs = Math.max(rounds * stubMs, minutes * 60_000 + stubMs);
    const deadline = lastSubmit + Math.max(180_000, floorMs * 2.5);
    let counts = {};
    let nextSay = Date.now() + 20_000;
    // The tail: from the first completion seen (polled once a second) on, the processes' CPU and the
    // machine's busy share tell whether the results wait for the cores or for something else.
    let tail = null;
    for (;;) {
      const { rows } = await db.query(
        `SELECT status, count(*)::int AS n FROM ai_jobs.gemini_sessions WHERE id = ANY($1::int[]) GROUP BY status`,
        [ids],
      );
      counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const finished = (counts.completed ?? 0) + (counts.failed ?? 0);
      if (!tail && finished > 0) {
        tail = {
          at: Date.now(),
          cpu: await cpuSeconds(measured),
          bench: process.cpuUsage(),
          machine: await machineTicks(),
        };
      }
      if (finished >= ids.length || Date.now() > deadline) break;
      if (Date.now() > nextSay) {
        say(`  ${JSON.stringify(counts)} after ${((Date.now() - firstSubmit) / 1000).toFixed(0)} s`);
        nextSay = Date.now() + 20_000;
      }
      await sleep(1000);
    }
    const peaks = sampler.stop();
    const cpuAfter = await cpuSeconds(measured);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const machineAfter = await machineTicks();
    const tailSecs = tail ? (Date.now() - tail.at) / 1000 : 0;
    const tailBench = tail ? process.cpuUsage(tail.bench) : null;
    const completed = counts.completed ?? 0;
    const failed = counts.failed ?? 0;
    const unfinished = ids.length - completed - failed;

    // Each job's latency: from its submit to its completedAt (stamped in the worker's finishing transaction).
    const { rows: ended } = await db.query(
      `SELECT id, "completedAt" FROM ai_jobs.gemini_sessions WHERE id = ANY($1::int[]) AND "completedAt" IS NOT NULL`,
      [ids],
    );
    const submittedAt = new Map(accepted.map((a) => [a.id, a.startedAt]));
    const latencies = ended.map((r) => r.completedAt.getTime() - submittedAt.get(r.id));
    // Where a job waits before its provider call: accepted (the submit's answer), published from the
    // outbox to the work queue, and the call started at the stub, each counted per second.
    const { rows: published } = await db.query(
      `SELECT sent_at FROM ai_jobs.outbox WHERE subject = $1 AND sent_at IS NOT NULL AND created_at >= $2`,
      ['aijobs-work.job.requested.v1', new Date(firstSubmit - 1000)],
    );
    const { rows: inserted } = await db.query(
      `SELECT "createdAt" AS at FROM ai_jobs.gemini_sessions WHERE id = ANY($1::int[])`,
      [ids],
    );
    const { rows: debited } = await db.query(
      `SELECT "createdAt" AS at FROM billing.balance_ledger WHERE kind = 'debit' AND "createdAt" >= $1`,
      [new Date(firstSubmit - 1000)],
    );
    const lastDone = Math.max(...ended.map((r) => r.completedAt.getTime()));
    const firstDone = Math.min(...ended.map((r) => r.completedAt.getTime()));

    // The results must be the stub's work, private to their owner, and real images.
    const { rows: sample } = await db.query(
      `SELECT id, "userId" FROM ai_jobs.gemini_sessions WHERE id = ANY($1::int[]) AND status = 'completed' ORDER BY id LIMIT 3`,
      [ids],
    );
    for (const { id } of sample) {
      const owner = accepted.find((a) => a.id === id).user;
      const s = await call(gateway, 'GET', `/api/gemini/session/${id}`, owner.cookie);
      if (s.status !== 200 || s.body?.status !== 'completed' || s.body.offline !== false) {
        throw new Error(`session ${id} answered ${s.status} ${JSON.stringify(s.body).slice(0, 300)}`);
      }
      const img = await fetch(`${gateway}${s.body.resultUrl}`, { headers: { cookie: owner.cookie } });
      const bytes = Buffer.from(await img.arrayBuffer());
      if (img.status !== 200 || !bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) {
        throw new Error(
          `result ${s.body.resultUrl} answered ${img.status} (${bytes.length} bytes, not a PNG)`,
        );
      }
    }
    if (stub.stats.badKey)
      throw new Error(`the stub got ${stub.stats.badKey} calls with a wrong x-goog-api-key`);
    if (stub.stats.badRequest) throw new Error(`the stub got ${stub.stats.badRequest} malformed calls`);
    let reason = '';
    if (failed) {
      const { rows } = await db.query(
        `SELECT "errorMessage" AS m, count(*)::int AS n FROM ai_jobs.gemini_sessions
          WHERE id = ANY($1::int[]) AND status = 'failed' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
        [ids],
      );
      reason = rows[0] ? ` (mostly: "${rows[0].m}")` : '';
    }

    const wall = ended.length ? (lastDone - firstSubmit) / 1000 : NaN;
    const rss = workerPids
      .map(
        (pid, k) =>
          `${k === 0 ? 'worker' : `extra worker ${k}`} idle ${idle.get(pid).toFixed(0)} MB, peak ${peaks.get(pid).toFixed(0)} MB`,
      )
      .join('; ');
    const calls = stub.stats.starts.length;
    const retries = calls - completed - failed;
    const attempts = attemptFailures([...sys.output, ...extras.flatMap((e) => e.output)]);
    return [
      `${title}: ${jobs} generations at once${warmup ? ` after a warm-up of ${warmup} (not counted)` : ''}, Gemini stub answering a ${(png.length / 1048576).toFixed(1)} MB PNG after ${stubMs / 1000} s (429 beyond ${limitText(stubLimits.inFlight)} at once, ${limitText(stubLimits.perMinute)} a minute), ${userCount} accounts, ${workers} worker process(es), WORKER_CONCURRENCY ${concurrency}, GEMINI_MAX_IN_FLIGHT ${limitText(limits.inFlight)}, GEMINI_MAX_PER_MINUTE ${limitText(limits.perMinute)} (npm start to Ready ${(startup / 1000).toFixed(1)} s):`,
      `  ${completed} completed, ${failed} failed${reason}${unfinished ? `, ${unfinished} NOT finished by the deadline` : ''}${refused ? `, ${refused} submits refused (${[...new Set(answers.filter((a) => a.status !== 201).map((a) => a.status))].join(', ')})` : ''}`,
      `  first submit -> last completion ${wall.toFixed(1)} s = ${(completed / wall).toFixed(1)} jobs/s (first completion after ${ended.length ? ((firstDone - firstSubmit) / 1000).toFixed(1) : '-'} s; floor ${(floorMs / 1000).toFixed(0)} s); job latency submit -> completed ${p50p99(latencies, 0)}`,
      `  provider answers sent from ${secsAfter(firstSubmit, Math.min(...stub.stats.answeredAt))} to ${secsAfter(firstSubmit, Math.max(...stub.stats.answeredAt))} s; completions per second after the first answer: ${perSecond(
        Math.min(...stub.stats.answeredAt),
        ended.map((r) => r.completedAt.getTime()),
      )}`,
      `  per second from the first submit: inserted ${perSecond(
        firstSubmit,
        inserted.map((r) => r.at.getTime()),
      )}; debit begun ${perSecond(
        firstSubmit,
        debited.map((r) => r.at.getTime()),
      )}; accepted ${perSecond(
        firstSubmit,
        accepted.map((a) => a.at),
      )}; queued ${perSecond(
        firstSubmit,
        published.map((r) => r.sent_at.getTime()),
      )}; provider calls started ${perSecond(firstSubmit, stub.stats.starts)}`,
      `  submits: ${(answers.length / submitSecs).toFixed(0)}/s (${answers.length} in ${submitSecs.toFixed(1)} s), each ${p50p99(
        answers.map((a) => a.ms),
        0,
      )}`,
      `  provider calls at the stub: ${calls} (${retries > 0 ? `${retries} retries` : 'no retries'}), at most ${stub.stats.maxInFlight} at once, at most ${mostInWindow(stub.allStarts)} started in a rolling minute${warmup ? ' (the warm-up included)' : ''}, ${stub.stats.rateLimited} answered 429${stub.stats.abandoned ? `, ${stub.stats.abandoned} abandoned by the worker` : ''}`,
      ...(attempts.total
        ? [`  failed attempts in the workers' logs: ${attempts.total} (${attempts.top.join('; ')})`]
        : []),
      `  CPU from the first submit until all ended (/proc/<pid>/stat, each process with its children; the bench's own process holds the stub and the clients): ${cpuText(cpuBefore, cpuAfter, { 'bench (stub, clients)': (benchCpu.user + benchCpu.system) / 1e6 })}`,
      `  of which while the submits were answered (the first ${((lastSubmit - firstSubmit) / 1000).toFixed(1)} s, the machine ${busyShare(machineBefore, submitsDone.machine)} busy): ${cpuText(cpuBefore, submitsDone.cpu)}`,
      ...(tail
        ? [
            `  of which after the first completion (the last ${tailSecs.toFixed(1)} s, the machine ${busyShare(tail.machine, machineAfter)} busy): ${cpuText(tail.cpu, cpuAfter, { 'bench (stub, clients)': (tailBench.user + tailBench.system) / 1e6 })}`,
          ]
        : []),
      `  RSS (sampled every 100 ms): ${rss}${mediaPid ? `; media idle ${idle.get(mediaPid).toFixed(0)} MB, peak ${peaks.get(mediaPid).toFixed(0)} MB` : ''}`,
    ];
  } finally {
    if (db) await db.end().catch(() => {});
    for (const e of extras) {
      const code = await e.stop();
      if (code !== 0) say(`the extra worker stopped with ${code}`);
    }
    const code = await sys.stop();
    say(code === 0 ? 'the second system stopped cleanly (exit 0)' : `the second system stopped with ${code}`);
    await stub.stop();
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  }
}

/** 500 jobs against a 20 s provider with one worker (issue 14's goal: under 30 s, under 300 MB). */
function measureLoad(ctx) {
  const limits = { inFlight: LOAD_IN_FLIGHT, perMinute: LOAD_PER_MINUTE };
  return measureBurst(ctx, {
    title: 'load',
    jobs: LOAD_JOBS,
    stubMs: STUB_DELAY_MS,
    concurrency: WORKER_CONCURRENCY,
    workers: WORKERS,
    limits,
    stubLimits: limits,
    warmup: LOAD_WARMUP,
  });
}

/** A burst beyond the provider's limits: with them configured (and, to compare, without). */
async function measureLimits(ctx) {
  const stubLimits = { inFlight: LIMIT_IN_FLIGHT, perMinute: LIMIT_PER_MINUTE };
  const opts = {
    jobs: LIMIT_JOBS,
    stubMs: LIMIT_STUB_MS,
    concurrency: WORKER_CONCURRENCY,
    workers: 1,
    stubLimits,
  };
  const out = await measureBurst(ctx, { ...opts, title: 'limiter on', limits: stubLimits });
  if (process.env.BENCH_AI_LIMITS_COMPARE) {
    out.push(
      ...(await measureBurst(ctx, { ...opts, title: 'limiter off', limits: { inFlight: 0, perMinute: 0 } })),
    );
  }
  return out;
}

// ---------------------------------------------------------------- 3. the offline engine in this process

/** Adds photo grain (+-8 per channel) to an image and encodes it as JPEG. */
async function grainyJpeg(sharp, input) {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.min(255, data[i] + ((Math.random() * 17) | 0) - 8));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function measureEngine({ root, say }) {
  say(`offline engine: ${ENGINE_RUNS} try-ons, generations and edits through the provider (its own thread)`);
  const sharp = createRequire(path.join(root, 'package.json'))('sharp');
  const { LocalProvider } = await import(
    pathToFileURL(path.join(root, 'services', 'ai-jobs', 'dist', 'providers', 'local', 'local.provider.js'))
      .href
  );
  const engine = new LocalProvider();
  const signal = new AbortController().signal;
  const attrs = {
    gender: 'female',
    age: 'young',
    ethnicity: 'asian',
    build: 'average',
    hairColor: 'black',
    hairStyle: 'long',
    clothing: 'casual',
    pose: 'standing-front',
    background: 'white',
  };
  // A 1024 px tall person photo (the engine's figure with grain, JPEG) and a T-shirt on white (JPEG).
  const figure = await engine.generatePerson({ attributes: attrs }, signal);
  const personJpeg = await grainyJpeg(sharp, await sharp(figure.data).resize({ height: 1024 }).toBuffer());
  const meta = await sharp(personJpeg).metadata();
  const person = { data: personJpeg, mimeType: 'image/jpeg' };
  const tee = {
    data: await grainyJpeg(
      sharp,
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#fff"/><path d="M240 80 L560 80 L760 260 L660 360 L580 300 L580 740 L220 740 L220 300 L140 360 L40 260 Z" fill="#1f5fa8"/></svg>`,
      ),
    ),
    mimeType: 'image/jpeg',
  };
  const time = async (fn) => {
    await fn(); // warm-up
    const ms = [];
    for (let i = 0; i < ENGINE_RUNS; i++) {
      const t = performance.now();
      const r = await fn(i);
      ms.push(performance.now() - t);
      if (r.mimeType !== 'image/png' || r.offline !== true || !r.data?.length) {
        throw new Error('the offline engine answered something other than an offline PNG');
      }
    }
    return ms;
  };
  const tryOn = await time(() =>
    engine.tryOn({ person, garments: [{ image: tee, garmentType: 'top' }], category: 'tops' }, signal),
  );
  const result = await engine.tryOn(
    { person, garments: [{ image: tee, garmentType: 'top' }], category: 'tops' },
    signal,
  );
  const gen = await time((i = 0) =>
    engine.generatePerson({ attributes: { ...attrs, ...attributes(i), background: 'white' } }, signal),
  );
  const edit = await time(() =>
    engine.editImage(
      { image: { data: result.data, mimeType: 'image/png' }, instruction: 'make the shirt red' },
      signal,
    ),
  );
  await engine.close(); // its thread
  return [
    `offline engine on its thread (${ENGINE_RUNS} runs each after a warm-up):`,
    `  try-on of a ${meta.width}x${meta.height} person photo (${(personJpeg.length / 1024).toFixed(0)} KB JPEG) and a 800x800 garment: ${p50p99(tryOn)}`,
    `  generatePerson (768x1024): ${p50p99(gen)}; editImage of the try-on result ("make the shirt red"): ${p50p99(edit)}`,
  ];
}

/**
 * The AI-jobs part. `system` carries run.mjs's helpers (npmStart, freePort, newDataDir, systemEnv) for
 * the second system this part starts with the Gemini stub.
 */
export async function measureAiJobs({ root, gateway, state, say, system }) {
  const started = Date.now();
  const out = [];
  if (PARTS.has('push')) out.push(...(await measurePush({ gateway, state, say })));
  if (PARTS.has('engine')) out.push(...(await measureEngine({ root, say })));
  try {
    if (PARTS.has('load')) out.push(...(await measureLoad({ root, say, system })));
    if (PARTS.has('limits')) out.push(...(await measureLimits({ root, say, system })));
  } catch (err) {
    // The second system could not start or answered wrongly: keep what was measured before it.
    say('AI-jobs figures measured before the failure:');
    for (const l of out) say(l);
    throw err;
  }
  out.push(`(the AI-jobs part took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return out;
}
