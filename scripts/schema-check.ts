#!/usr/bin/env tsx
// `npm run schema-check` (part of `npm test`'s lint stage): fails when a change breaks composition,
// removes or changes a field or argument that a web or REST operation uses, or changes an event's payload
// incompatibly without a new version. The rules: scripts/schema-check-lib.ts.
//
// The base the graph is compared with is gateway/api-schema.graphql as published: at the git ref
// SCHEMA_CHECK_BASE when set, else where this branch left `main` (git merge-base HEAD main), else HEAD,
// else the working tree's file.
//
// `npm run schema-check -- --update-events` writes proto-events/events.snapshot.json with the compatible
// changes (new events, new optional fields); it never writes a breaking one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { API_SCHEMA_PATH, readSubgraphs, ROOT } from './supergraph-compose.js';
import {
  canonicalSnapshot,
  checkEvents,
  busContracts,
  checkGraph,
  eventSnapshot,
  readDocuments,
  type JsonSchema,
} from './schema-check-lib.js';

export const EVENTS_SNAPSHOT_PATH = join(ROOT, 'proto-events/events.snapshot.json');

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The published API schema to compare with, and where it came from. */
function baseApiSchema(): { sdl: string; from: string } {
  const refs: string[] = [];
  if (process.env.SCHEMA_CHECK_BASE) refs.push(process.env.SCHEMA_CHECK_BASE);
  else {
    try {
      refs.push(git('merge-base', 'HEAD', 'main'));
    } catch {
      /* no main branch here */
    }
    refs.push('HEAD');
  }
  for (const ref of refs) {
    try {
      return { sdl: git('show', `${ref}:gateway/api-schema.graphql`), from: `git ${ref.slice(0, 12)}` };
    } catch {
      /* not a git checkout, or the file is new at that ref */
    }
  }
  return { sdl: readFileSync(API_SCHEMA_PATH, 'utf8'), from: 'the working tree' };
}

const updateEvents = process.argv.includes('--update-events');
let failed = false;

const base = baseApiSchema();
const documents = readDocuments();
const graph = await checkGraph({ subgraphs: readSubgraphs(), base: buildSchema(base.sdl), documents });
for (const w of graph.warnings) console.warn(`schema-check: warning: ${w}`);
for (const p of graph.problems) console.error(`schema-check: ${p}`);
failed ||= graph.problems.length > 0;

const snapshot = existsSync(EVENTS_SNAPSHOT_PATH)
  ? (JSON.parse(readFileSync(EVENTS_SNAPSHOT_PATH, 'utf8')) as Record<string, JsonSchema>)
  : {};
const contracts = busContracts();
const events = checkEvents(snapshot, eventSnapshot(contracts));
for (const p of events.problems) console.error(`schema-check: ${p}`);
failed ||= events.problems.length > 0;
if (updateEvents) {
  if (events.stale) writeFileSync(EVENTS_SNAPSHOT_PATH, canonicalSnapshot(events.next));
  console.log('schema-check: proto-events/events.snapshot.json updated with the compatible changes');
} else if (events.stale) {
  for (const w of events.warnings) console.warn(`schema-check: ${w}`);
  console.error(
    'schema-check: proto-events/events.snapshot.json is stale: run `npm run schema-check -- --update-events`',
  );
  failed = true;
}

if (failed) {
  console.error('schema-check: FAILED');
  process.exit(1);
}
console.log(
  `schema-check: the graph composes, the ${documents.length} web and REST documents are valid, no field ` +
    `they use broke (base: ${base.from}), and the ${Object.keys(contracts).length} event and request-reply payloads match their snapshot`,
);
