/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file (jest loads its config as one) */
// The web tests' heavy libraries (Mantine, Apollo Client, React Router, graphql, rxjs), bundled once into a
// few ES modules that jest maps the imports to. Loaded the usual way, every test file resolves, reads and
// compiles the ~1,500 modules of their npm builds again (jest gives each file a fresh module registry);
// bundled, the same files take about a quarter less CPU. React itself stays outside (one copy, shared
// with @testing-library). The bundle is rebuilt when package-lock.json, this file or esbuild change
// (web-global-setup.ts, about 1 s), in node_modules/.cache/web-test-vendor/<hash>/.
// WEB_TEST_VENDOR=0 turns it off (the tests then load the npm builds as before), as does a missing esbuild.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function pkgJson(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
}

/** A package's own entry and its exported subpaths (no patterns, no assets, no types-only entries). */
function subpaths(name) {
  const exports = pkgJson(name).exports ?? { '.': './index.js' };
  return Object.keys(exports)
    .filter(
      (k) =>
        !k.includes('*') &&
        !/\.(json|css)$/.test(k) &&
        !/\/internal(\/|$)/.test(k.replace(/^\.\/utilities/, '')),
    )
    .map((k) => (k === '.' ? name : `${name}/${k.slice(2)}`));
}

/** Every specifier that resolves into the bundle: all of a library's entries, so it exists once. */
function specifiers() {
  return [
    '@mantine/core',
    '@mantine/hooks',
    '@mantine/notifications',
    ...subpaths('@apollo/client'),
    ...subpaths('react-router'),
    'react-router-dom',
    'graphql',
    'rxjs',
    'rxjs/operators',
  ];
}

const fileOf = (spec) => spec.replace(/^@/, '').replace(/\//g, '__');

function vendorDir() {
  const hash = createHash('sha256');
  for (const f of [
    path.join(root, 'package-lock.json'),
    __filename,
    path.join(root, 'node_modules/esbuild/package.json'),
  ])
    hash.update(existsSync(f) ? readFileSync(f) : f);
  return path.join(root, 'node_modules', '.cache', 'web-test-vendor', hash.digest('hex').slice(0, 16));
}

/** esbuild comes with tsx (a dev dependency); without it the tests load the npm builds. */
function esbuildInstalled() {
  try {
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const enabled = process.env.WEB_TEST_VENDOR !== '0' && esbuildInstalled();

/** The web project's moduleNameMapper entries: each bundled specifier to its module in the bundle. */
function vendorModuleNameMapper() {
  if (!enabled) return {};
  const dir = vendorDir();
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(specifiers().map((s) => [`^${esc(s)}$`, path.join(dir, `${fileOf(s)}.mjs`)]));
}

/** Builds the bundle unless it is there (written aside, then renamed: two runs at once are harmless). */
async function buildVendor() {
  if (!enabled) return;
  const dir = vendorDir();
  if (existsSync(path.join(dir, 'done'))) return;
  const { build } = require('esbuild');
  const fs = require('node:fs');
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  // A library's import of a package that is not installed (an optional peer, e.g. relay-runtime for an
  // Apollo entry the app never loads) stays an import, failing only if something runs it, as before.
  const optionalPeers = {
    name: 'optional-peers',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'probe') return undefined;
        const r = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'probe',
        });
        return r.errors.length ? { path: args.path, external: true } : undefined;
      });
    },
  };
  await build({
    absWorkingDir: path.join(root, 'web'),
    entryPoints: Object.fromEntries(specifiers().map((s) => [fileOf(s), s])),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'],
    plugins: [optionalPeers],
    logLevel: 'error',
  });
  fs.writeFileSync(path.join(tmp, 'done'), new Date().toISOString());
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  try {
    fs.renameSync(tmp, dir);
  } catch (err) {
    // Another run renamed its copy first: use that one.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'done'))) throw err;
  }
}

module.exports = { buildVendor, vendorModuleNameMapper };
