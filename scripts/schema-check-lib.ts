// The schema checks of `npm test` (scripts/schema-check.ts): what a change may not break.
//
// Graph: the subgraphs must compose; every operation the web app and the REST shim send (their
// `graphql()` documents, the codegen documents) must validate against the new public API schema; and
// the breaking changes @graphql-inspector/core finds between the base API schema and the new one fail
// when they touch a type, field or argument those operations use (the others are printed as warnings).
//
// Events: each event's payload schema (zod -> JSON schema) is compared with its committed snapshot
// (proto-events/events.snapshot.json). A field removed, an optional field made required (or the
// reverse), a new required field or any change of a field's type or limits is breaking: that needs a
// new version of the subject (`.v2` beside `.v1`). A new optional field, or a new subject, is fine.
// The request-reply calls' request and response schemas (`rpc.<service>.<call>`) are held to the same
// rules: an old caller meets a new responder during a rollout, and the reverse.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  Source,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import * as protoEvents from '../proto-events/src/index.js';
import {
  apiSchemaSdl,
  composeSupergraph,
  CompositionError,
  ROOT,
  type SubgraphSource,
} from './supergraph-compose.js';

export interface CheckReport {
  /** What fails the check. */
  problems: string[];
  /** What is worth knowing but does not fail it. */
  warnings: string[];
}

// ---------------------------------------------------------------------------------------------------
// Graph

/** One `graphql()` document found in a source file. */
export interface DocumentSource {
  /** The client it belongs to (`web`, `rest`): fragments are shared within a client. */
  client: string;
  file: string;
  body: string;
  line: number;
  column: number;
}

function filesUnder(dir: string, match: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === '__generated__' || entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, match));
    else if (match.test(entry)) out.push(path);
  }
  return out.sort();
}

/** The codegen documents: web/src/**.{ts,tsx} and gateway/src/rest/**.ts (not __generated__). */
export function readDocuments(root = ROOT): DocumentSource[] {
  const groups = [
    { client: 'web', dir: join(root, 'web/src'), match: /\.tsx?$/ },
    { client: 'rest', dir: join(root, 'gateway/src/rest'), match: /\.ts$/ },
  ];
  const docs: DocumentSource[] = [];
  for (const g of groups) {
    for (const file of filesUnder(g.dir, g.match)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(file, 'utf8');
      if (!code.includes('graphql(')) continue;
      const found = gqlPluckFromCodeStringSync(file, code, {
        skipIndent: true,
        globalGqlIdentifierName: ['graphql', 'gql'],
      });
      for (const s of found) {
        docs.push({
          client: g.client,
          file: relative(root, file),
          body: s.body,
          line: s.locationOffset.line,
          column: s.locationOffset.column,
        });
      }
    }
  }
  return docs;
}

/** Each client's documents as one document (its fragments are shared across files). */
function documentsByClient(docs: DocumentSource[], problems: string[]): Map<string, DocumentNode> {
  const byClient = new Map<string, DefinitionNode[]>();
  for (const d of docs) {
    try {
      const parsed = parse(new Source(d.body, d.file, { line: d.line, column: d.column }));
      byClient.set(d.client, [...(byClient.get(d.client) ?? []), ...parsed.definitions]);
    } catch (err) {
      problems.push(`${d.file}:${d.line}: ${(err as Error).message}`);
    }
  }
  return new Map(
    [...byClient].map(([client, definitions]) => [client, { kind: Kind.DOCUMENT, definitions }]),
  );
}

/** What the operations use: type names, `Type.field` and `Type.field.arg` coordinates. */
export interface Usage {
  types: Set<string>;
  coordinates: Set<string>;
}

/** Collects what `doc` uses in `schema` (elements the schema lacks are skipped). */
export function collectUsage(schema: GraphQLSchema, doc: DocumentNode, usage: Usage): void {
  const typeInfo = new TypeInfo(schema);
  const addInput = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (usage.types.has(named.name)) return;
    usage.types.add(named.name);
    if (isInputObjectType(named)) {
      for (const f of Object.values(named.getFields())) {
        usage.coordinates.add(`${named.name}.${f.name}`);
        addInput(f.type);
      }
    }
  };
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return;
        usage.types.add(parent.name);
        usage.coordinates.add(`${parent.name}.${field.name}`);
        usage.types.add(getNamedType(field.type).name);
      },
      Argument() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const arg = typeInfo.getArgument();
        if (!parent || !field || !arg) return;
        usage.coordinates.add(`${parent.name}.${field.name}.${arg.name}`);
        addInput(arg.type);
      },
      VariableDefinition() {
        const type = typeInfo.getInputType();
        if (type) addInput(type);
      },
      InlineFragment() {
        const type = typeInfo.getType();
        if (type) usage.types.add(getNamedType(type).name);
      },
      FragmentDefinition() {
        const type = typeInfo.getType();
        if (type) usage.types.add(getNamedType(type).name);
      },
    }),
  );
}

/** Whether a schema change at `path` (`Type`, `Type.member` or `Type.field.arg`) touches what is used. */
export function touchesUsage(path: string | undefined, base: GraphQLSchema, usage: Usage): boolean {
  if (!path) return false;
  const [typeName, member] = path.split('.');
  if (!usage.types.has(typeName)) return false;
  if (!member) return true;
  const type = base.getType(typeName);
  // A member of a used input object, enum or union: any operation that uses the type may meet it.
  if (!isObjectType(type) && !isInterfaceType(type)) return true;
  // A field's argument too: a new required one touches every use of the field, so any counts.
  return usage.coordinates.has(`${typeName}.${member}`);
}

/**
 * The graph check: `subgraphs` compose, the documents validate against the new API schema, and no
 * breaking change from `base` (the published API schema) touches what they use.
 */
export async function checkGraph(input: {
  subgraphs: SubgraphSource[];
  base: GraphQLSchema;
  documents: DocumentSource[];
}): Promise<CheckReport & { api?: GraphQLSchema }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  let api: GraphQLSchema;
  try {
    api = buildSchema(apiSchemaSdl(composeSupergraph(input.subgraphs).apiSchema));
  } catch (err) {
    if (err instanceof CompositionError) problems.push(...err.problems.map((p) => `composition: ${p}`));
    else problems.push(`composition: ${(err as Error).message}`);
    return { problems, warnings };
  }

  problems.push(...checkEnums(api));

  const docs = documentsByClient(input.documents, problems);
  const rules = specifiedRules.filter((r) => r !== NoUnusedFragmentsRule);
  const usage: Usage = { types: new Set(), coordinates: new Set() };
  for (const [client, doc] of docs) {
    for (const e of validate(api, doc, rules)) {
      const where = e.locations?.[0] && e.source ? `${e.source.name}:${e.locations[0].line}` : client;
      problems.push(`${where}: ${client} operation no longer valid: ${e.message}`);
    }
    collectUsage(input.base, doc, usage);
    collectUsage(api, doc, usage);
  }

  const changes: Change[] = await diff(input.base, api);
  for (const c of changes) {
    if (c.criticality.level !== CriticalityLevel.Breaking) continue;
    if (touchesUsage(c.path, input.base, usage)) {
      problems.push(`breaking change used by the web app or the REST shim: ${c.message} (${c.path})`);
    } else {
      warnings.push(`breaking change (no web or REST operation uses it): ${c.message}`);
    }
  }
  return { problems, warnings, api };
}

/**
 * Every enum of the API schema is the proto-events closed set of its name (GRAPHQL_ENUMS), with the same
 * values in the same order (`-` written `_`): the one definition that events, RPC, validation and codegen share.
 */
export function checkEnums(api: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(api.getTypeMap())) {
    if (!isEnumType(type) || type.name.startsWith('__')) continue;
    const set = protoEvents.GRAPHQL_ENUMS[type.name as protoEvents.GraphQLEnumName];
    if (!set) {
      problems.push(`enum ${type.name} is not one of proto-events' closed sets (proto-events/src/enums.ts)`);
      continue;
    }
    const expected = protoEvents.graphqlEnumNames(set);
    const actual = type.getValues().map((v) => v.name);
    if (expected.join() !== actual.join()) {
      problems.push(
        `enum ${type.name} is ${actual.join(' ')}; proto-events/src/enums.ts has ${expected.join(' ')}`,
      );
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Events

export type JsonSchema = { [key: string]: unknown };

/**
 * The request-reply contracts of a module's exports: each `<call>RequestSchema` / `<call>ResponseSchema`
 * beside its `<CALL>_SUBJECT`, keyed `rpc.<service>.<call> (request)` / `(response)`.
 */
export function rpcContracts(mod: Record<string, unknown>): Record<string, { schema: z.ZodType }> {
  const out: Record<string, { schema: z.ZodType }> = {};
  for (const [name, value] of Object.entries(mod)) {
    const m = /^([a-z][A-Za-z0-9]*)(Request|Response)Schema$/.exec(name);
    if (!m || !(value instanceof z.ZodType)) continue;
    const constant = `${m[1].replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_SUBJECT`;
    const subject = typeof mod[constant] === 'string' ? (mod[constant] as string) : m[1];
    out[`${subject} (${m[2].toLowerCase()})`] = { schema: value };
  }
  return out;
}

/** Everything the bus carries between services: the events (EVENTS) and the request-reply calls. */
export function busContracts(): Record<string, { schema: z.ZodType }> {
  return { ...protoEvents.EVENTS, ...rpcContracts(protoEvents) };
}

/** Each event's payload as JSON schema (what a consumer accepts), by subject, sorted. */
export function eventSnapshot(events: Record<string, { schema: z.ZodType }>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const subject of Object.keys(events).sort()) {
    const schema = z.toJSONSchema(events[subject].schema, { io: 'input', unrepresentable: 'any' });
    delete schema.$schema;
    out[subject] = schema as JsonSchema;
  }
  return out;
}

/** The schema without its descriptions, keys sorted: what decides compatibility. */
function canonical(value: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .filter((k) => k !== 'description' && k !== 'title')
          .sort()
          .map((k) => [k, strip((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(strip(value));
}

const isObjectSchema = (s: JsonSchema) =>
  s.type === 'object' && typeof s.properties === 'object' && s.properties !== null;

/** Why `next` cannot replace `prev` under the same subject (empty when it can). */
export function incompatibilities(prev: JsonSchema, next: JsonSchema, path = '(payload)'): string[] {
  if (isObjectSchema(prev) && isObjectSchema(next)) {
    const out: string[] = [];
    const prevProps = prev.properties as Record<string, JsonSchema>;
    const nextProps = next.properties as Record<string, JsonSchema>;
    const prevReq = new Set((prev.required as string[] | undefined) ?? []);
    const nextReq = new Set((next.required as string[] | undefined) ?? []);
    for (const key of Object.keys(prevProps)) {
      const at = path === '(payload)' ? key : `${path}.${key}`;
      if (!(key in nextProps)) {
        out.push(`${at}: removed`);
        continue;
      }
      if (!prevReq.has(key) && nextReq.has(key)) out.push(`${at}: optional became required`);
      if (prevReq.has(key) && !nextReq.has(key)) out.push(`${at}: required became optional`);
      out.push(...incompatibilities(prevProps[key], nextProps[key], at));
    }
    for (const key of Object.keys(nextProps)) {
      const at = path === '(payload)' ? key : `${path}.${key}`;
      if (!(key in prevProps) && nextReq.has(key)) out.push(`${at}: new required field`);
    }
    const rest = (s: JsonSchema) => {
      const { properties: _p, required: _r, ...others } = s;
      return canonical(others);
    };
    if (rest(prev) !== rest(next)) out.push(`${path}: object rules changed`);
    return out;
  }
  if (canonical(prev) !== canonical(next)) {
    return [`${path}: type changed from ${canonical(prev)} to ${canonical(next)}`];
  }
  return [];
}

/**
 * Compares the events' payloads with the committed snapshot. `problems`: breaking changes (and removed
 * subjects); `next`: the snapshot with the compatible changes applied (new subjects, new optional fields),
 * the breaking ones left as they were.
 */
export function checkEvents(
  snapshot: Record<string, JsonSchema>,
  current: Record<string, JsonSchema>,
): CheckReport & { next: Record<string, JsonSchema>; stale: boolean } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const next: Record<string, JsonSchema> = {};
  for (const subject of Object.keys({ ...snapshot, ...current }).sort()) {
    const prev = snapshot[subject];
    const now = current[subject];
    if (!now) {
      problems.push(
        `${subject} was removed: consumers on it may still run (once none does, delete its entry ` +
          'from proto-events/events.snapshot.json in the same change)',
      );
      next[subject] = prev;
    } else if (!prev) {
      warnings.push(`${subject} is new`);
      next[subject] = now;
    } else {
      const why = incompatibilities(prev, now);
      if (why.length) {
        const versioned = /\.v(\d+)$/.exec(subject);
        const fix = versioned
          ? `publish it as ${subject.slice(0, versioned.index)}.v${Number(versioned[1]) + 1} beside ${subject}`
          : 'add a new call beside it (e.g. its name with -v2) and keep this one while callers use it';
        problems.push(
          `${versioned ? 'event ' : ''}${subject} changed incompatibly (${why.join('; ')}): ${fix}`,
        );
        next[subject] = prev;
      } else {
        next[subject] = now;
      }
    }
  }
  const stale = canonicalSnapshot(next) !== canonicalSnapshot(snapshot);
  return { problems, warnings, next, stale };
}

/** The committed form of the snapshot. */
export function canonicalSnapshot(snapshot: Record<string, JsonSchema>): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}
