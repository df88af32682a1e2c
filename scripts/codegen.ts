#!/usr/bin/env tsx
// `npm run codegen`: the typed data layer, regenerated from the schemas.
//
// 1. Composes every subgraph's `services/<name>/schema.graphql` (Federation 2, @apollo/composition) and
//    adds the gateway's own subscriptions (gateway/src/subscriptions.ts), checking that each type the gateway pushes
//    is a subset of the supergraph's type of the same name (so the web cache merges pushes by id).
//    The result is the public API schema, written to gateway/api-schema.graphql.
// 2. Runs graphql-codegen (codegen.ts): resolver types per subgraph, typed documents for the web and for
//    the gateway's REST shim.
//
// `npm run codegen -- --check` writes nothing and fails when a generated file is stale (part of lint).
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  API_SCHEMA_PATH,
  apiSchemaSdl as apiSdlOf,
  composeSupergraph,
  readSubgraphs,
  ROOT as root,
} from './supergraph-compose.js';

const check = process.argv.includes('--check');

function fail(message: string): never {
  console.error(`codegen: ${message}`);
  process.exit(1);
}

/** The API schema plus the gateway's Subscription type, as SDL (composition: scripts/supergraph-compose.ts). */
function apiSchemaSdl(): string {
  try {
    return apiSdlOf(composeSupergraph(readSubgraphs()).apiSchema);
  } catch (err) {
    fail((err as Error).message);
  }
}

const sdl = apiSchemaSdl();
const current = existsSync(API_SCHEMA_PATH) ? readFileSync(API_SCHEMA_PATH, 'utf8') : '';
if (check) {
  if (current !== sdl) fail('gateway/api-schema.graphql is stale: run `npm run codegen`');
} else if (current !== sdl) {
  writeFileSync(API_SCHEMA_PATH, sdl);
}

const args = ['graphql-codegen', '--config', join(root, 'codegen.ts'), ...(check ? ['--check'] : [])];
const run = spawnSync('npx', args, { cwd: root, stdio: check ? 'pipe' : 'inherit', encoding: 'utf8' });
if (run.status !== 0) {
  if (check) console.error(run.stdout, run.stderr);
  fail(check ? 'generated files are stale: run `npm run codegen`' : 'graphql-codegen failed');
}
console.log(check ? 'codegen: generated files are up to date' : 'codegen: done');
