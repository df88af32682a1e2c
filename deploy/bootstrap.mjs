#!/usr/bin/env node
// `npm start`: installs and builds what is missing or out of date, then runs the compiled launcher
// (deploy/dist/launcher/main.js), forwarding signals and its exit code. Plain JS, no dependencies, so it
// runs on a fresh clone before `npm ci`. `node deploy/bootstrap.mjs --prepare-only` installs and builds only;
// `--dry-run` prints what it would install and build, and does nothing.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => process.stdout.write(`[bootstrap] ${m}\n`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', '.test-data', 'coverage', '.git']);

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return -1;
  }
}

/** Newest modification time of the files under `p` (a file or a folder), -1 when nothing is there. */
function newest(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return -1;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let best = -1;
  for (const e of readdirSync(p, { withFileTypes: true })) {
    if (e.isDirectory() && SKIP_DIRS.has(e.name)) continue;
    best = Math.max(best, newest(path.join(p, e.name)));
  }
  return best;
}

const dryRun = process.argv.includes('--dry-run');

function run(cmd, args, label) {
  say(`${label}: ${cmd} ${args.join(' ')}${dryRun ? ' (dry run: not run)' : ''}`);
  if (dryRun) return Promise.resolve();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (err) => {
      say(`${label} could not start: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  }).then((code) => {
    if (code !== 0) {
      say(`${label} failed (exit ${code})`);
      process.exit(code || 1);
    }
  });
}

// 1. Dependencies: missing, or the lock file changed since the last install.
const installedLock = path.join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(path.join(root, 'node_modules')) ||
  mtime(path.join(root, 'package-lock.json')) > mtime(installedLock)
) {
  await run(npm, ['ci', '--no-audit', '--no-fund'], 'installing dependencies');
}

// 2. TypeScript projects of the root build (tsconfig.json references): dist missing, or a source,
//    tsconfig.json or package.json newer than the project's build info.
function tsProjects() {
  // tsconfig.json is JSON with comments: whole-line `//` comments are dropped before parsing.
  const text = readFileSync(path.join(root, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const cfg = JSON.parse(text);
  return (cfg.references ?? []).map((r) => path.join(root, r.path));
}
const staleTs = tsProjects().filter((dir) => {
  if (!existsSync(path.join(dir, 'dist'))) return true;
  const built = Math.max(
    mtime(path.join(dir, 'tsconfig.tsbuildinfo')),
    mtime(path.join(dir, 'dist', 'tsconfig.tsbuildinfo')),
  );
  const sources = Math.max(
    newest(path.join(dir, 'src')),
    mtime(path.join(dir, 'tsconfig.json')),
    mtime(path.join(dir, 'package.json')),
    mtime(path.join(root, 'tsconfig.base.json')),
  );
  return built < 0 || sources > built;
});
if (staleTs.length > 0) {
  await run(npx, ['tsc', '-b'], `building ${staleTs.map((d) => path.relative(root, d)).join(', ')}`);
}

// 2b. The supergraph the gateway serves (gateway/supergraph.graphql): composed again when a subgraph's
//     schema.graphql is newer (a composition error stops here, naming the service and the field).
const supergraph = path.join(root, 'gateway', 'supergraph.graphql');
const servicesDir = path.join(root, 'services');
const newestSchema = Math.max(
  ...readdirSync(servicesDir).map((name) => mtime(path.join(servicesDir, name, 'schema.graphql'))),
);
if (mtime(supergraph) < 0 || newestSchema > mtime(supergraph)) {
  await run(npx, ['tsx', 'scripts/supergraph.ts'], 'composing the supergraph');
}

// 3. The web app: web/dist/index.html missing or older than anything the Vite build reads.
const web = path.join(root, 'web');
const webBuilt = mtime(path.join(web, 'dist', 'index.html'));
const webSources = Math.max(
  newest(path.join(web, 'src')),
  newest(path.join(web, 'public')),
  mtime(path.join(web, 'index.html')),
  mtime(path.join(web, 'package.json')),
  ...readdirSync(web)
    .filter((f) => /^(vite\.config|tsconfig).*\.(ts|js|mjs|json)$/.test(f))
    .map((f) => mtime(path.join(web, f))),
);
if (webBuilt < 0 || webSources > webBuilt) {
  await run(npm, ['run', 'build', '-w', 'web'], 'building the web app');
}

// `--prepare-only` (used by the benchmark): install and build, but do not start anything.
if (process.argv.includes('--prepare-only') || dryRun) {
  if (dryRun) say('dry run: ready to start');
  process.exit(0);
}

// 4. The launcher itself, in the foreground.
const launcher = path.join(root, 'deploy', 'dist', 'launcher', 'main.js');
const child = spawn(process.execPath, [launcher], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // The launcher ignores a repeated signal (a terminal Ctrl-C reaches both of us), so forwarding is safe.
  process.on(sig, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
  });
}
child.on('error', (err) => {
  say(`cannot start the launcher: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 }[signal] ?? 1) : (code ?? 1));
});
