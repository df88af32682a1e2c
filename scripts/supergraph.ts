#!/usr/bin/env tsx
// `npm run supergraph`: composes every services/<name>/schema.graphql (Federation 2, @apollo/composition)
// into gateway/supergraph.graphql, the file the gateway serves (env SUPERGRAPH, a path or a URL; the
// gateway picks up a new one without a restart). Composition errors fail with the service and the field
// named; composition hints are printed as warnings.
//
// `npm run supergraph -- --check` writes nothing and fails when the committed file is stale (part of lint).
// `npm run supergraph -- --out <file>` writes elsewhere (e.g. the file a running gateway watches).
import { existsSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  composeSupergraph,
  CompositionError,
  readSubgraphs,
  SUPERGRAPH_PATH,
  supergraphFile,
} from './supergraph-compose.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const outAt = args.indexOf('--out');
const out = outAt >= 0 && args[outAt + 1] ? resolve(args[outAt + 1]) : SUPERGRAPH_PATH;

let text: string;
try {
  const { supergraphSdl } = composeSupergraph(readSubgraphs(), (hint) =>
    console.warn(`supergraph: hint: ${hint}`),
  );
  text = supergraphFile(supergraphSdl);
} catch (err) {
  console.error(`supergraph: ${err instanceof CompositionError ? err.message : String(err)}`);
  process.exit(1);
}

const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
if (check) {
  if (current !== text) {
    console.error('supergraph: gateway/supergraph.graphql is stale: run `npm run supergraph`');
    process.exit(1);
  }
  console.log('supergraph: gateway/supergraph.graphql is up to date');
} else if (current !== text) {
  // Written beside and renamed, so a gateway watching the file never reads half of it.
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, out);
  console.log(`supergraph: wrote ${out}`);
} else {
  // Touched, so `npm start` sees it newer than the schemas it was composed from.
  utimesSync(out, new Date(), new Date());
  console.log('supergraph: up to date');
}
