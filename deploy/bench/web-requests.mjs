// Web figures for `npm run bench` (issue 9): how many network requests the built web app makes
//  1. after sign-up: in a fresh browser context, from the click on "Create Account" on /auth (the sign-up
//     request is the first thing it sends; the /auth page has been quiet before) until the dashboard is
//     shown and the network has been quiet for 2 s;
//  2. on a reload of /dashboard, already signed in, until the same.
// Every request the page makes (page.on('request')) is counted, by kind: GraphQL over HTTP by operation
// name, WebSocket connections (and the subscriptions sent over them), REST /api/* by method and path,
// /uploads/*, static assets, documents. Counts are figures, never a failure: this part fails only when
// chromium cannot start or the page does not arrive.
//
//   BENCH_ONLY=web npm run bench
//   BENCH_WEB_QUIET_MS=2000 BENCH_WEB_QUIET_CAP_MS=30000 CHROMIUM_PATH=/usr/bin/chromium
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** How long the network must be silent before the page counts as settled. */
const QUIET_MS = Number(process.env.BENCH_WEB_QUIET_MS || 2000);
/** The longest wait for that silence (a page that polls faster than QUIET_MS never settles). */
const QUIET_CAP_MS = Number(process.env.BENCH_WEB_QUIET_CAP_MS || 30_000);
/** How long the dashboard may take to appear. */
const ARRIVE_MS = 30_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The same flags as e2e/support/browser.ts (Debian's chromium, headless, no background traffic of its
// own that would be counted as the page's).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What the dashboard shows once it is there (e2e/auth.e2e.test.ts waits on the same text). */
const DASHBOARD_TEXT = 'Try On Clothes Virtually';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The operation names in a GraphQL-over-HTTP request (one, or several for a batch). */
function operationNames(request, url) {
  const nameOf = (op) =>
    op?.operationName ||
    /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(op?.query ?? '')?.[1] ||
    '(anonymous)';
  if (request.method() === 'GET')
    return [
      nameOf({ operationName: url.searchParams.get('operationName'), query: url.searchParams.get('query') }),
    ];
  let body;
  try {
    body = request.postDataJSON();
  } catch {
    body = null;
  }
  return (Array.isArray(body) ? body : [body]).map(nameOf);
}

const STATIC_TYPES = { script: 'JS', stylesheet: 'CSS', font: 'font', image: 'image' };
const STATIC_EXT = [
  [/\.(m?js)$/i, 'JS'],
  [/\.css$/i, 'CSS'],
  [/\.(woff2?|ttf|otf|eot)$/i, 'font'],
  [/\.(png|jpe?g|gif|svg|webp|avif|ico)$/i, 'image'],
];

/** The kind of one request and the detail it is grouped by within that kind. */
function classify(request, origin) {
  const url = new URL(request.url());
  if (url.origin !== origin)
    return { kind: 'other', detail: `${request.method()} ${url.origin}${url.pathname}` };
  const p = url.pathname;
  if (p === '/graphql') return { kind: 'graphql', detail: operationNames(request, url).join(' + ') };
  // Ids in paths (/api/saved-user-images/3) differ from run to run: grouped as :id so runs compare.
  if (p.startsWith('/api/'))
    return { kind: 'rest', detail: `${request.method()} ${p.replace(/\/\d+(?=\/|$)/g, '/:id')}` };
  if (p.startsWith('/uploads/')) return { kind: 'uploads', detail: `${request.method()} /uploads/*` };
  const type = request.resourceType();
  const asset = STATIC_TYPES[type] ?? STATIC_EXT.find(([re]) => re.test(p))?.[1];
  if (asset) return { kind: 'static', detail: asset };
  if (type === 'document') return { kind: 'document', detail: `${request.method()} ${p}` };
  return { kind: 'other', detail: `${request.method()} ${p} (${type})` };
}

/** The operation name of a graphql-ws `subscribe` message, or null for any other frame. */
function subscribedOperation(payload) {
  if (typeof payload !== 'string') return null;
  let msg;
  try {
    msg = JSON.parse(payload);
  } catch {
    return null;
  }
  if (msg?.type !== 'subscribe' && msg?.type !== 'start') return null;
  return (
    msg.payload?.operationName ||
    /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(msg.payload?.query ?? '')?.[1] ||
    '(anonymous)'
  );
}

/**
 * Follows a page's network: what is in flight and when it last moved (for the quiet wait), and, while a
 * window is open, every request, WebSocket and subscription, classified.
 */
function trackNetwork(page, origin) {
  const inflight = new Set();
  let lastActivity = Date.now();
  let win = null;
  const moved = () => (lastActivity = Date.now());
  page.on('request', (request) => {
    // A WebSocket handshake is counted by page.on('websocket') below, never twice.
    if (request.resourceType() === 'websocket') return;
    inflight.add(request);
    moved();
    if (win) win.requests.push({ request, ...classify(request, origin) });
  });
  const settle = (request) => {
    inflight.delete(request);
    moved();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    if (win?.requests.some((r) => r.request === request)) win.failed.push(request);
  });
  page.on('websocket', (ws) => {
    if (win) win.sockets.push(new URL(ws.url()).pathname);
    ws.on('framesent', ({ payload }) => {
      const name = subscribedOperation(payload);
      if (name && win) win.subscriptions.push(name);
    });
  });
  return {
    /** Starts recording from now on (a new window). */
    open() {
      win = { requests: [], sockets: [], subscriptions: [], failed: [] };
    },
    /** Stops recording and returns the window. */
    close() {
      const w = win;
      win = null;
      return w;
    },
    /** Waits until nothing is in flight and nothing moved for QUIET_MS; false when QUIET_CAP_MS passed first. */
    async quiet() {
      const end = Date.now() + QUIET_CAP_MS;
      while (Date.now() < end) {
        if (inflight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return true;
        await sleep(50);
      }
      return false;
    },
    /** When the network last moved (Date.now()). */
    get lastActivity() {
      return lastActivity;
    },
  };
}

/** Waits until the dashboard is shown; throws (failing the bench) when it does not arrive. */
async function dashboardShown(page, what) {
  try {
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: ARRIVE_MS });
    await page.getByText(DASHBOARD_TEXT).first().waitFor({ state: 'visible', timeout: ARRIVE_MS });
  } catch (err) {
    throw new Error(
      `${what}: the dashboard did not arrive within ${ARRIVE_MS / 1000} s (the page is on ${page.url()}): ${err.message.split('\n')[0]}`,
    );
  }
}

/** The table of both windows side by side: the total, then each kind with its details. */
function table(windows) {
  const w0 = 52;
  const wc = 22;
  const line = (label, cells) => label.padEnd(w0) + cells.map((c) => String(c).padStart(wc)).join('');
  const out = [
    line(
      'request',
      windows.map((w) => w.label),
    ),
  ];
  out.push(
    line(
      '-'.repeat(w0 - 2),
      windows.map(() => '-'.repeat(wc - 2)),
    ),
  );
  out.push(
    line(
      'total (HTTP requests + WebSocket connections)',
      windows.map((w) => w.requests.length + w.sockets.length),
    ),
  );
  // One row per kind (its count in each window), then one per detail, most frequent first.
  const group = (label, pick, { hideEmpty = false } = {}) => {
    const per = windows.map(pick);
    if (hideEmpty && per.every((d) => d.length === 0)) return;
    out.push(
      line(
        `  ${label}`,
        per.map((d) => d.length),
      ),
    );
    const rows = [...new Set(per.flat())].map((n) => [n, per.map((d) => d.filter((x) => x === n).length)]);
    rows.sort((x, y) => Math.max(...y[1]) - Math.max(...x[1]) || x[0].localeCompare(y[0]));
    for (const [n, counts] of rows)
      out.push(line(`      ${n.length > w0 - 8 ? `${n.slice(0, w0 - 9)}…` : n}`, counts));
  };
  const ofKind = (kind) => (w) => w.requests.filter((r) => r.kind === kind).map((r) => r.detail);
  group('GraphQL over HTTP (/graphql, by operation)', ofKind('graphql'));
  group('WebSocket connections', (w) => w.sockets);
  group('REST /api/*', ofKind('rest'));
  group('/uploads/*', ofKind('uploads'));
  group('static assets (JS/CSS/fonts/images)', ofKind('static'));
  group('documents (HTML)', ofKind('document'));
  group('other', ofKind('other'), { hideEmpty: true });
  out.push('');
  group('subscriptions sent over WebSocket (not requests)', (w) => w.subscriptions);
  group('failed, or answered >= 400 (counted above)', (w) => w.bad);
  out.push(
    line(
      'time to the dashboard, s',
      windows.map((w) => (w.arrivedMs / 1000).toFixed(2)),
    ),
  );
  out.push(
    line(
      'time until shown and the last request finished, s',
      windows.map((w) =>
        w.quiet
          ? (w.settledMs / 1000).toFixed(2)
          : `not quiet ${QUIET_MS / 1000} s in ${QUIET_CAP_MS / 1000} s`,
      ),
    ),
  );
  return out;
}

/** The requests of the window that failed or were answered with an error status, as details. */
async function badRequests(w) {
  const bad = [];
  for (const { request, detail } of w.requests) {
    if (w.failed.includes(request)) {
      bad.push(`${detail}: ${request.failure()?.errorText ?? 'failed'}`);
      continue;
    }
    const res = await request.response().catch(() => null);
    if (res && res.status() >= 400) bad.push(`${detail}: ${res.status()}`);
  }
  return bad;
}

/**
 * Signs up a new account through the /auth form of the system at `gateway` in Debian's chromium and counts
 * the page's network requests until the dashboard has settled, then the same for a reload of /dashboard.
 * Returns the lines to print (a table); throws only when chromium or the dashboard does not come.
 */
export async function measureWebRequests({ gateway, say }) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `chromium was not found at ${CHROMIUM_PATH}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  const origin = new URL(gateway).origin;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ baseURL: gateway, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(ARRIVE_MS);
    const net = trackNetwork(page, origin);
    const windows = [];

    say('web: opening /auth in a fresh browser context');
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    const hex = randomBytes(4).toString('hex');
    const password = `Bench-${randomBytes(6).toString('hex')}`;
    await form.getByLabel('First Name', { exact: true }).fill('Bench');
    await form.getByLabel('Last Name', { exact: true }).fill('Web');
    await form.getByLabel('Email', { exact: true }).fill(`bench-web-${hex}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(password);
    // The /auth page's own loading is not part of the figure: it settles first.
    await net.quiet();

    const measureWindow = async (label, action) => {
      net.open();
      const started = Date.now();
      await action();
      await dashboardShown(page, label);
      const arrivedMs = Date.now() - started;
      const quiet = await net.quiet();
      // Settled when shown and its last request had finished (the quiet wait itself is not counted).
      const settledMs = Math.max(arrivedMs, (quiet ? net.lastActivity : Date.now()) - started);
      const w = net.close();
      windows.push({ ...w, label, arrivedMs, quiet, settledMs, bad: await badRequests(w) });
    };

    say('web: signing up through the form, counting until the dashboard has settled');
    await measureWindow('sign-up -> dashboard', () =>
      form.getByRole('button', { name: 'Create Account' }).click(),
    );
    say('web: reloading /dashboard (signed in), counting until it has settled');
    await measureWindow('reload /dashboard', () => page.reload());

    await context.close();
    return table(windows);
  } finally {
    await browser.close().catch(() => undefined);
  }
}
