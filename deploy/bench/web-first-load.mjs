#!/usr/bin/env node
// `npm run bench:web` (issue 14, "The first load"): builds the web app and the gateway, starts the whole
// product as `npm start` does (the gateway serves the built app: the same static and compression path as
// in production), signs a user up through the API, then runs Lighthouse (mobile profile, simulated
// throttling, Debian's Chromium headless) on `/` and `/auth` as a new visitor and on `/dashboard` with the
// user's cookie. Prints a table per page: the JS and CSS the page loaded (bytes on the wire, compressed),
// performance, accessibility, FCP / LCP / TBT / CLS and console errors; then, for `/`, the same JS and CSS
// raw, gzip and brotli. Figures are printed, never judged: it fails only when the system cannot start.
//
//   npm run bench:web
//   BENCH_LH_RUNS=3 npm run bench:web        (Lighthouse runs per page; the median run by performance)
//   BENCH_WEB_NO_BUILD=1 npm run bench:web   (bench what is built already)
//   BENCH_WEB_PAGES=/dashboard npm run bench:web (only these pages, comma-separated)
//   BENCH_ROOT=/tmp/before npm run bench:web (bench another checkout's built `npm start`)
//   BENCH_LH_REPORT_DIR=/tmp/lh npm run bench:web (also writes each run's Lighthouse report there, JSON)
//   CHROMIUM_PATH=/usr/bin/chromium
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForQuiet } from './machine.mjs';
import { freePort, newDataDir, npmStart, systemEnv } from './run.mjs';

const root = path.resolve(
  process.env.BENCH_ROOT || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 1));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
// BENCH_WEB_PAGES=/dashboard,/auth: only these pages (comma-separated paths of ALL_PAGES).
const only = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
for (const p of only)
  if (!ALL_PAGES.some((page) => page.path === p)) throw new Error(`BENCH_WEB_PAGES: unknown page ${p}`);
const PAGES = only.length ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
const say = (m) => process.stdout.write(`[bench:web] ${m}\n`);

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The body size of a GET of `url` as sent on the wire with this Accept-Encoding, and the encoding used. */
function wireSize(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', vary: res.headers.vary }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One Lighthouse run (mobile preset: the default config) of `url`; the report object. */
async function lighthouseRun(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The figures of one report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const all = requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  // The first load: what was asked for before the largest paint (not what the page fetches once idle).
  const lcpAt = audit('metrics')?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const assets = all.filter((r) => (r.networkRequestTime ?? 0) <= lcpAt);
  const later = all.filter((r) => !assets.includes(r));
  const failedA11y = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const nodes = (a.details?.items ?? [])
        .slice(0, 3)
        .map((i) => i.node?.snippet ?? '')
        .filter(Boolean);
      return nodes.length ? `${a.id} (${nodes.join(' ; ').slice(0, 400)})` : a.id;
    });
  const shifts = (audit('layout-shifts')?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${Number(i.score).toFixed(3)} ${String(i.node?.snippet ?? '').slice(0, 160)}`);
  const consoleErrors = (audit('errors-in-console')?.details?.items ?? []).map(
    (i) => `${i.source}: ${String(i.description).slice(0, 160)}`,
  );
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runtimeError: lhr.runtimeError?.message,
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint')?.numericValue ?? NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    assetUrls: assets.map((r) => r.url),
    assetCount: assets.length,
    transfer: assets.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    resource: assets.reduce((n, r) => n + (r.resourceSize ?? 0), 0),
    laterCount: later.length,
    laterTransfer: later.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    failedA11y,
    shifts,
    consoleErrors,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n));

async function main() {
  if (!process.env.BENCH_WEB_NO_BUILD) {
    say('building the gateway and the services (tsc -b) and the web app (vite build)');
    await run('npx', ['tsc', '-b']);
    await run('npm', ['run', 'build', '-w', 'web']);
  }
  await run(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs'), '--prepare-only']);

  const dataDir = await newDataDir('bench-web-');
  const port = await freePort();
  const env = systemEnv(port, dataDir);
  let sys;
  try {
    sys = npmStart(env, port, dataDir);
    await sys.ready;
    const gateway = `http://127.0.0.1:${port}`;
    say(`product ready at ${gateway}`);

    const email = `bench-web-${Date.now()}@example.com`;
    const reg = await fetch(`${gateway}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-123', firstName: 'Bench', lastName: 'User' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const sid = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('sid='));
    if (!sid) throw new Error('register set no sid cookie');

    // Lighthouse's simulated timings scale with the CPU time the page took here: the runs start once the
    // system just started has settled (the phone a person browses on does not run the servers).
    const quiet = await waitForQuiet();
    say(
      `machine ${Math.round(100 * quiet.busy)}% busy over the last second, after ${(quiet.waitedMs / 1000).toFixed(0)} s`,
    );
    const loadBefore = os.loadavg()[0];
    const rows = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        say(`Lighthouse ${page.path} (run ${i + 1} of ${RUNS})`);
        let lhr = await lighthouseRun(`${gateway}${page.path}`, page.signedIn ? sid : undefined);
        // Lighthouse itself sometimes loses the trace (NO_NAVSTART: the page was loaded, its timings were
        // not recorded) and scores the run 0: such a run is said and made again once, not counted as 0.
        if (lhr.runtimeError) {
          say(`  Lighthouse could not measure that run (${lhr.runtimeError.code}): once more`);
          lhr = await lighthouseRun(`${gateway}${page.path}`, page.signedIn ? sid : undefined);
        }
        if (process.env.BENCH_LH_REPORT_DIR) {
          const dir = process.env.BENCH_LH_REPORT_DIR;
          await mkdir(dir, { recursive: true });
          const name = `${page.path.replace(/\W+/g, '_') || '_'}-${i + 1}.json`;
          await writeFile(path.join(dir, name), JSON.stringify(lhr));
        }
        runs.push(figures(lhr));
      }
      runs.sort((a, b) => a.perf - b.perf);
      rows.push({ page: page.path, ...runs[Math.floor(runs.length / 2)], perfs: runs.map((r) => r.perf) });
    }

    console.log('');
    console.log(
      `machine load (1-minute load average, ${os.cpus().length} CPUs): ${loadBefore.toFixed(1)} before the Lighthouse runs, ${os.loadavg()[0].toFixed(1)} after; Lighthouse's simulated timings (TBT above all) scale with the CPU time the page's tasks took here, so a busy machine inflates them`,
    );
    console.log(
      'first JS+CSS: the scripts and styles asked for before the largest contentful paint, bytes on the wire (files); later: the rest of the run',
    );
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4x CPU), ${RUNS} run(s) per page, median by performance`,
    );
    const w = [11, 20, 18, 6, 6, 8, 8, 7, 6, 8];
    const line = (cells) => cells.map((c, i) => pad(c, w[i], i > 0)).join('  ');
    console.log(
      line([
        'page',
        'first JS+CSS (wire)',
        'later JS+CSS',
        'perf',
        'a11y',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'console',
      ]),
    );
    console.log(line(w.map((n) => '-'.repeat(n))));
    for (const r of rows) {
      console.log(
        line([
          r.page,
          `${kb(r.transfer)} (${r.assetCount})`,
          `${kb(r.laterTransfer)} (${r.laterCount})`,
          r.perf,
          r.a11y,
          r.fcp.toFixed(0),
          r.lcp.toFixed(0),
          r.tbt.toFixed(0),
          r.cls.toFixed(3),
          r.consoleErrors.length,
        ]),
      );
    }
    for (const r of rows) {
      if (RUNS > 1) console.log(`${r.page}: performance of each run ${r.perfs.join(', ')}`);
      if (r.runtimeError) console.log(`${r.page}: Lighthouse runtime error: ${r.runtimeError}`);
      if (r.finalUrl && !r.finalUrl.endsWith(r.page)) console.log(`${r.page}: ended on ${r.finalUrl}`);
      if (r.failedA11y.length)
        console.log(`${r.page}: accessibility audits failed: ${r.failedA11y.join(', ')}`);
      for (const e of r.consoleErrors) console.log(`${r.page}: console error: ${e}`);
      if (r.cls >= 0.01) console.log(`${r.page}: layout shifts: ${r.shifts.join(' | ')}`);
    }

    // The first load of `/` in each encoding (the same files, asked for with each Accept-Encoding).
    // (Only when `/` was benched: BENCH_WEB_PAGES may leave it out.)
    const landing = rows.find((r) => r.page === '/') ?? { assetUrls: [], assetCount: 0 };
    const sums = { identity: 0, gzip: 0, br: 0 };
    const varyMissing = [];
    for (const url of landing.assetUrls) {
      for (const enc of Object.keys(sums)) {
        const got = await wireSize(url, enc);
        sums[enc] += got.bytes;
        if (enc !== 'identity' && got.encoding !== enc)
          varyMissing.push(`${url} not ${enc} (${got.encoding})`);
        if (enc !== 'identity' && !/accept-encoding/i.test(got.vary ?? ''))
          varyMissing.push(`${url} no Vary`);
      }
    }
    console.log('');
    if (landing.assetCount)
      console.log(
        `initial JS+CSS of / (${landing.assetCount} files): raw ${kb(sums.identity)}, gzip ${kb(sums.gzip)}, brotli ${kb(sums.br)}; goal at most 170 KB compressed -> ${Math.min(sums.br, sums.gzip) <= 170 * 1024 ? 'met' : 'NOT met'} (informational only)`,
      );
    if (varyMissing.length)
      console.log(
        `  ${varyMissing.length} answers not in the asked encoding or without Vary, e.g. ${varyMissing.slice(0, 3).join('; ')}`,
      );
    console.log(
      `goals: perf >= 95 and a11y 100 on every page, no console error -> ${rows.every((r) => r.perf >= 95 && r.a11y === 100 && r.consoleErrors.length === 0) ? 'met' : 'NOT met'} (informational only)`,
    );
  } finally {
    if (sys) {
      const code = await sys.stop();
      say(code === 0 ? 'the system stopped cleanly (exit 0)' : `the system stopped with ${code}`);
    }
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    say(`failed: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
