import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The gateway serves /api, /graphql (HTTP and WebSocket) and /uploads on one origin; the dev server (and
 * `vite preview`) forwards those paths to it. GATEWAY_URL overrides the default address.
 * The Host header is kept (no changeOrigin): the gateway refuses requests whose Origin differs from Host.
 */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

const generated = fileURLToPath(new URL('./src/__generated__', import.meta.url));

/** The documents of `src/__generated__/graphql.ts` by export name (`CurrentUserDocument`), as JSON text. */
function generatedDocuments(): Map<string, string> {
  return new Map(
    [
      ...readFileSync(join(generated, 'graphql.ts'), 'utf8').matchAll(
        /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
      ),
    ].map(([, name, node]) => [name, node]),
  );
}

/**
 * Each `graphql(`...`)` call of the app becomes its document itself, written in place (what the client
 * preset's babel/swc plugin does, one step further): a chunk then carries only the documents it uses, and
 * neither the map of every document (`gql.ts`) nor the module of all of them (`graphql.ts`) is in the first
 * load. Both are read from the generated files: the source text is the key of `gql.ts`'s map, as at run
 * time, and the document is the one `graphql.ts` exports under the name the map gives.
 * Tests and the dev server keep using the map (this runs in `vite build` only).
 */
function graphqlDocuments(): Plugin {
  let documents: Map<string, string>;
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  return {
    name: 'tryon:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const map = readFileSync(join(generated, 'gql.ts'), 'utf8');
      const nodes = generatedDocuments();
      documents = new Map();
      for (const [, key, name] of map
        .slice(map.indexOf('const documents'))
        .matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
        const node = nodes.get(name);
        if (!node) this.error(`src/__generated__/graphql.ts has no document ${name}; run npm run codegen`);
        documents.set(JSON.parse(key) as string, node);
      }
      if (documents.size === 0) this.error('no documents found in src/__generated__/gql.ts');
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generated) || !code.includes('graphql(`')) return null;
      const out = code.replace(call, (_, source: string) => {
        const node = documents.get(source);
        if (!node) this.error(`${id}: a graphql() document unknown to codegen; run npm run codegen`);
        return `(${node})`;
      });
      if (out === code) return null;
      // The import of `graphql` is left unused: drop it, or the map would stay in the bundle.
      const bare = out.replace(/^import \{ graphql \} from '[./]+__generated__(?:\/index(?:\.js)?)?';$/m, '');
      return { code: /\bgraphql\(/.test(bare) ? out : bare, map: null };
    },
  };
}

/**
 * A brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the build of at
 * least 1 KB (images and fonts are compressed already), so the gateway sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing each answer again, and at a level too slow to use
 * per request. Every copy is written, even one no smaller than its file: the gateway expects both beside
 * each such file.
 */
function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
    threshold: 1024,
    skipIfLargerOrEqual: false,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
}

/**
 * The routes whose screen is not in the first load, with the chunk groups (below) that show it, and whether
 * the gateway announces them with the page (`Link` header, {@link routePreloads}). Each route also matches
 * with a trailing slash (the gateway's concern).
 */
const ROUTE_CHUNKS: Record<string, { chunks: string[]; announced: boolean }> = {
  '/dashboard': { chunks: ['signed-in', 'dashboard'], announced: true },
  // Not announced: its form is one small chunk, and announcing it made the entry arrive later on a slow
  // link (Lighthouse mobile 94 with the header, 96 without, on a quiet machine).
  '/auth': { chunks: ['auth'], announced: false },
};

/**
 * What the signed-in layout and the dashboard share with the lazily loaded toast region, chat panel and
 * /auth screen (links' rules, Mantine's CloseButton and Anchor and three helpers), and what /auth's form and
 * the toast region share with Apollo Client's chunk (tslib): the `shared-ui` chunk group.
 */
const SHARED_UI =
  /[\\/](src[\\/]lib[\\/]links\.ts|@mantine[\\/]core[\\/]esm[\\/](components[\\/](CloseButton|Anchor)[\\/]|core[\\/]utils[\\/]is-element[\\/])|@mantine[\\/]hooks[\\/]esm[\\/]use-(id|force-update)[\\/]|tslib[\\/])/;

/**
 * The chunk groups that must not be on a route's first load (each is loaded later: the toasts and the chat
 * panel after idle or on demand, /auth's screen only there): the build fails when one is, e.g. when a new
 * piece shared with them pulls the whole group in (then add the piece to {@link SHARED_UI}).
 */
const ROUTE_CHUNKS_NOT_BEFORE: Record<string, string[]> = {
  '/dashboard': ['toasts', 'chat', 'auth'],
  // The sign-in form shows without Apollo Client (app/app-client-loader.ts) and the toast region.
  '/auth': ['toasts', 'chat', 'data'],
};

/** The file, in the build, that lists per route the files the gateway announces with a `Link` header. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json` beside index.html: for each announced route of {@link ROUTE_CHUNKS}, the
 * chunks (and their CSS) of that route's screen, without the entry's own files. The gateway sends them as a
 * `Link` header (`rel=modulepreload`, `rel=preload; as=style`) with the page, so the browser fetches them in
 * parallel with the entry instead of once the entry has run and asked for them (a round trip less, and no
 * waiting on the entry's evaluation). A header, not a script in the page: the CSP refuses inline scripts.
 * The build fails when a route's first load holds a chunk group of {@link ROUTE_CHUNKS_NOT_BEFORE}.
 */
function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'tryon:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // writeBundle, not generateBundle: the bundle is then final (Vite has dropped the JS of CSS-only chunks).
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The entry is the first load of the landing page and /auth, which show without Apollo Client: it
      // holds none of it and does not import the `data` chunk that does (app/app-client-loader.ts).
      const apollo = entry?.moduleIds.find((id) => /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]/.test(id));
      if (apollo) this.error(`route-preloads: the entry holds Apollo Client (${apollo})`);
      const data = chunks.find((c) => c.name === 'data' && !c.isEntry);
      if (!data) this.error('route-preloads: no chunk named data (Apollo Client)');
      if (entry?.imports.includes(data.fileName))
        this.error(`route-preloads: the entry imports the data chunk (${data.fileName}) at once`);
      const routes: Record<string, string[]> = {};
      for (const [route, { chunks: names, announced }] of Object.entries(ROUTE_CHUNKS)) {
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || chunk === entry || files.has(file)) return;
          files.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) add(imported);
        };
        for (const name of names) {
          const chunk = chunks.find((c) => c.name === name && !c.isEntry);
          if (!chunk) this.error(`route-preloads: no chunk named ${name} for ${route}`);
          add(chunk.fileName);
        }
        for (const name of ROUTE_CHUNKS_NOT_BEFORE[route] ?? []) {
          const chunk = chunks.find((c) => c.name === name && files.has(c.fileName));
          if (chunk)
            this.error(`route-preloads: ${route} loads the ${name} chunk at once (${chunk.fileName})`);
        }
        if (announced) routes[route] = [...files].map((f) => base + f);
      }
      await writeFile(join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE), JSON.stringify(routes));
    },
  };
}

/**
 * The queries whose answers the gateway puts in the page it serves to a signed-in person (`*`: every page),
 * by route: the current user (every screen waits for it) and a screen's first data (what it prefetches,
 * app/AppRoutes.tsx). The web seeds its cache with them (lib/initial-data.ts): the first render is the
 * screen, without a round trip to the server first.
 */
const ROUTE_QUERIES: Record<string, string[]> = {
  '*': ['CurrentUserDocument'],
  // The dashboard's own, and the signed-in layout's balance (header badge) and promo banner, seeded when the
  // layout's chunk has loaded (lib/initial-data.ts, seedLaterInitialData).
  '/dashboard': ['DashboardDocument', 'SessionBalanceDocument', 'ActivePromoCampaignsDocument'],
};

/** The file, in the build, that lists per route the queries a signed-in page embeds the answers of. */
const ROUTE_QUERIES_FILE = 'route-queries.json';

/**
 * The answers of every page's queries (ROUTE_QUERIES `*`) for a caller without a session, by operation name,
 * written to `visitor-data.json`: the gateway embeds them in a visitor's page, so the web knows at its first
 * render that nobody is signed in, and loads Apollo Client only once the page is idle.
 */
const VISITOR_DATA: Record<string, unknown> = { CurrentUser: { me: null } };
const VISITOR_DATA_FILE = 'visitor-data.json';

/**
 * Writes `route-queries.json` beside index.html: for each route of {@link ROUTE_QUERIES}, its queries' text by
 * operation name (`{ "/dashboard": { "Dashboard": "query Dashboard { ... }" } }`), with the `__typename`s
 * Apollo Client adds to what it sends, so that the answers go into the cache as the client's own would.
 */
function routeQueries(): Plugin {
  return {
    name: 'tryon:route-queries',
    apply: 'build',
    // Emitted with the bundle (not written after it), so that precompress() compresses them too.
    generateBundle() {
      const nodes = generatedDocuments();
      const routes: Record<string, Record<string, string>> = {};
      for (const [route, names] of Object.entries(ROUTE_QUERIES)) {
        routes[route] = {};
        for (const name of names) {
          const node = nodes.get(name);
          if (!node) this.error(`route-queries: src/__generated__/graphql.ts has no document ${name}`);
          const document = addTypenameToDocument(JSON.parse(node) as DocumentNode);
          const operation = getOperationAST(document)?.name?.value;
          if (!operation) this.error(`route-queries: ${name} has no operation name`);
          routes[route][operation] = print(document);
        }
      }
      const everyPage = Object.keys(routes['*'] ?? {});
      const missing = everyPage.filter((operation) => !(operation in VISITOR_DATA));
      if (missing.length)
        this.error(`route-queries: no visitor answer for ${missing.join(', ')} (VISITOR_DATA)`);
      this.emitFile({ type: 'asset', fileName: ROUTE_QUERIES_FILE, source: JSON.stringify(routes) });
      this.emitFile({ type: 'asset', fileName: VISITOR_DATA_FILE, source: JSON.stringify(VISITOR_DATA) });
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocuments(), react(), routePreloads(), routeQueries(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first screen's chunk (react-dom, the router, Mantine's core) is one file on purpose; Apollo Client
    // is in the data chunk, loaded beside the first render.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs statically in one file beside the entry, instead of a dozen
          // small shared chunks (each a round trip on a phone's connection); likewise /auth, the chat panel
          // and the signed-in layout, each one file with what it adds (a group takes its dependencies too;
          // one shared by two groups goes to the higher priority). The toast region and the app's Mantine
          // CSS come first, so that the landing page's idle load of the toasts or a visitor's chat does not
          // pull in the signed-in layout. Each screen inside the layout stays its own chunk (the dashboard's
          // one chunk with its pieces).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The few pieces the signed-in layout and the dashboard share with the toast region, the chat
            // panel and /auth, in a small file of their own: in one of those groups they would put that
            // group's whole chunk on /dashboard's first load (see ROUTE_CHUNKS_NOT_BEFORE), or the toasts and
            // Apollo Client on /auth's (ROUTE_CHUNKS_NOT_BEFORE['/auth']). Above `data`, whose tslib it takes.
            { name: 'shared-ui', test: SHARED_UI, priority: 3.9 },
            // Apollo Client (with rxjs and graphql) and what needs it before a screen does: loaded beside the
            // first render, not in it (app/app-client-loader.ts).
            { name: 'data', test: /[\\/]app[\\/]app-client\.tsx$/, priority: 3.8 },
            { name: 'toasts', test: /[\\/]app[\\/]AppNotifications\.tsx$/, priority: 3 },
            { name: 'app-styles', test: /[\\/]app[\\/]mantine-app-styles\.ts$/, priority: 3 },
            { name: 'auth', test: /[\\/]features[\\/]auth[\\/]Auth\.page\.tsx$/, priority: 2 },
            { name: 'chat', test: /[\\/]support-chat[\\/]SupportChatPanel\.tsx$/, priority: 2 },
            { name: 'signed-in', test: /[\\/]app[\\/]AppLayout[\\/]AppLayout\.tsx$/, priority: 2 },
            // The dashboard (the signed-in home) in one chunk with what it adds to the layout, instead of a
            // dozen small ones; the screens that share its pieces load this chunk too.
            { name: 'dashboard', test: /[\\/]features[\\/]dashboard[\\/]Dashboard\.page\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: gateway },
      '/uploads': { target: gateway },
      '/graphql': { target: gateway, ws: true },
    },
  },
});
