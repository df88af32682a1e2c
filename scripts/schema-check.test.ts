process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { EVENTS } from '../proto-events/src/registry.js';
import { BalanceChanged } from '../proto-events/src/billing/balance.events.js';
import { DEBIT_SUBJECT, debitRequestSchema } from '../proto-events/src/billing/debit.rpc.js';
import {
  API_SCHEMA_PATH,
  apiSchemaSdl,
  composeSupergraph,
  readSubgraphs,
  ROOT,
} from './supergraph-compose.js';
import {
  busContracts,
  checkEvents,
  checkGraph,
  eventSnapshot,
  readDocuments,
  type DocumentSource,
  type JsonSchema,
} from './schema-check-lib.js';

// The schema checks of `npm test` pass on the repository as it is and fail on each kind of breaking
// change: fixture copies of the subgraphs' schemas in a temp dir, one edited per case, checked against
// the committed API schema and the real web and REST documents; and event payloads against a snapshot.

let dir: string;
let documents: DocumentSource[];
let base: GraphQLSchema;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
  documents = readDocuments();
  base = buildSchema(readFileSync(API_SCHEMA_PATH, 'utf8'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real subgraph schemas copied to a fresh folder, `service`'s edited by `edit`; read back from there. */
function fixture(service: string, edit: (sdl: string) => string) {
  const servicesDir = mkdtempSync(join(dir, 'services-'));
  for (const s of readSubgraphs()) {
    mkdirSync(join(servicesDir, s.name));
    const sdl = s.name === service ? edit(s.sdl) : s.sdl;
    if (s.name === service) expect(sdl).not.toBe(s.sdl);
    writeFileSync(join(servicesDir, s.name, 'schema.graphql'), sdl);
  }
  return readSubgraphs(servicesDir);
}

describe('graph', () => {
  test('the repository passes, with every web and REST document read', async () => {
    expect(documents.some((d) => d.client === 'web')).toBe(true);
    expect(documents.some((d) => d.file === 'gateway/src/rest/routes/content.routes.ts')).toBe(true);
    const report = await checkGraph({ subgraphs: readSubgraphs(), base, documents });
    expect(report.problems).toEqual([]);
  });

  test('a change that breaks composition fails, naming the services and the field', async () => {
    const subgraphs = fixture('billing', (sdl) =>
      sdl.replace(
        /type User @key\(fields: "id"\) \{\n {2}id: Int!/,
        'type User @key(fields: "id") {\n  id: String!',
      ),
    );
    const { problems } = await checkGraph({ subgraphs, base, documents });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^composition: /);
    expect(problems.join('\n')).toMatch(/User\.id/);
    expect(problems.join('\n')).toMatch(/billing/);
  });

  test('removing a field the web app and the REST shim use fails, naming where it is used', async () => {
    const subgraphs = fixture('content', (sdl) =>
      sdl.replace(/\n.*\n {2}footerSections: \[FooterSection!\]!/, ''),
    );
    const { problems } = await checkGraph({ subgraphs, base, documents });
    const text = problems.join('\n');
    expect(text).toMatch(
      /gateway\/src\/rest\/routes\/content\.routes\.ts:\d+: rest operation no longer valid/,
    );
    expect(text).toMatch(
      /web\/src\/.*:\d+: web operation no longer valid: Cannot query field "footerSections"/,
    );
    expect(text).toMatch(
      /breaking change used by the web app or the REST shim: Field 'footerSections' .*removed/,
    );
  });

  test("changing an argument's type that an operation passes fails", async () => {
    const subgraphs = fixture('content', (sdl) =>
      sdl.replace('contentPage(slug: String!): ContentPage', 'contentPage(slug: Int!): ContentPage'),
    );
    const { problems } = await checkGraph({ subgraphs, base, documents });
    const text = problems.join('\n');
    expect(text).toMatch(/content\.routes\.ts:\d+: rest operation no longer valid: Variable "\$slug"/);
    expect(text).toMatch(/breaking change used .*Query\.contentPage\.slug/);
  });

  test('a breaking change that every document still validates against fails when the field is used', async () => {
    // Nullable now: each operation still validates, but a client that relied on a list may get null.
    const subgraphs = fixture('content', (sdl) =>
      sdl.replace('footerSections: [FooterSection!]!', 'footerSections: [FooterSection!]'),
    );
    const { problems } = await checkGraph({ subgraphs, base, documents });
    expect(problems.some((p) => /no longer valid/.test(p))).toBe(false);
    expect(problems).toEqual([expect.stringMatching(/^breaking change used .*\(Query\.footerSections\)$/)]);
  });

  test("an enum whose values differ from proto-events' set, or that proto-events lacks, fails", async () => {
    const reordered = fixture('identity', (sdl) =>
      sdl.replace('enum Role {\n  user\n  admin', 'enum Role {\n  admin\n  user'),
    );
    expect((await checkGraph({ subgraphs: reordered, base, documents })).problems).toEqual([
      'enum Role is admin user; proto-events/src/enums.ts has user admin',
    ]);
    const unknown = fixture('identity', (sdl) => `${sdl}\nenum Mood {\n  calm\n}\n`);
    expect((await checkGraph({ subgraphs: unknown, base, documents })).problems).toEqual([
      "enum Mood is not one of proto-events' closed sets (proto-events/src/enums.ts)",
    ]);
  });

  test('a breaking change nobody uses is a warning, not a failure', async () => {
    const withProbe = fixture('content', (sdl) =>
      sdl.replace('type Query {', 'type Query {\n  unusedProbe: String'),
    );
    const baseWithProbe = buildSchema(apiSchemaSdl(composeSupergraph(withProbe).apiSchema));
    const report = await checkGraph({ subgraphs: readSubgraphs(), base: baseWithProbe, documents });
    expect(report.problems).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/unusedProbe/);
  });
});

describe('events', () => {
  const v1 = z.object({ a: z.string(), b: z.number().optional(), nested: z.object({ c: z.boolean() }) });
  const snapshot = eventSnapshot({ 'svc.thing.happened.v1': { schema: v1 } });
  const check = (schema: z.ZodType, extra: Record<string, { schema: z.ZodType }> = {}) =>
    checkEvents(snapshot, eventSnapshot({ 'svc.thing.happened.v1': { schema }, ...extra }));

  test('the committed snapshot matches the registry', () => {
    const committed = JSON.parse(
      readFileSync(join(ROOT, 'proto-events/events.snapshot.json'), 'utf8'),
    ) as Record<string, JsonSchema>;
    const contracts = busContracts();
    expect(Object.keys(contracts)).toEqual(
      expect.arrayContaining([
        BalanceChanged.subject,
        `${DEBIT_SUBJECT} (request)`,
        `${DEBIT_SUBJECT} (response)`,
      ]),
    );
    const report = checkEvents(committed, eventSnapshot(contracts));
    expect(report.problems).toEqual([]);
    expect(report.stale).toBe(false);
  });

  test('a request-reply call: a new required field in the debit request is breaking', () => {
    const real = eventSnapshot(busContracts());
    const changed = eventSnapshot({
      ...busContracts(),
      [`${DEBIT_SUBJECT} (request)`]: { schema: debitRequestSchema.extend({ currency: z.string() }) },
    });
    expect(checkEvents(real, changed).problems).toEqual([
      expect.stringMatching(
        /^rpc\.billing\.debit \(request\) changed incompatibly \(currency: new required field\): add a new call/,
      ),
    ]);
  });

  test.each([
    ['a field removed', v1.omit({ a: true }), /a: removed/],
    ['an optional field made required', v1.extend({ b: z.number() }), /b: optional became required/],
    [
      'a required field made optional',
      v1.extend({ a: z.string().optional() }),
      /a: required became optional/,
    ],
    ['a type changed', v1.extend({ a: z.number() }), /a: type changed/],
    ['a nested type changed', v1.extend({ nested: z.object({ c: z.string() }) }), /nested\.c: type changed/],
    ['a new required field', v1.extend({ d: z.string() }), /d: new required field/],
    ['a limit changed', v1.extend({ a: z.string().max(10) }), /a: type changed/],
  ])('%s under the same subject is breaking and names the next version', (_name, schema, why) => {
    const report = check(schema);
    expect(report.problems).toEqual([expect.stringMatching(why)]);
    expect(report.problems[0]).toMatch(
      /publish it as svc\.thing\.happened\.v2 beside svc\.thing\.happened\.v1/,
    );
    // The snapshot keeps the published form: updating it cannot hide the break.
    expect(report.next['svc.thing.happened.v1']).toEqual(snapshot['svc.thing.happened.v1']);
  });

  test('a real event: making billing.balance.changed.v1 ledgerId required is breaking', () => {
    const real = eventSnapshot(EVENTS);
    const changed = eventSnapshot({
      ...EVENTS,
      [BalanceChanged.subject]: {
        schema: BalanceChanged.schema.extend({ ledgerId: z.number().int().positive() }),
      },
    });
    expect(checkEvents(real, changed).problems).toEqual([
      expect.stringMatching(
        /^event billing\.balance\.changed\.v1 changed incompatibly \(ledgerId: optional became required\)/,
      ),
    ]);
  });

  test('a new optional field, or the change as a new version beside the old, is fine', () => {
    const optional = check(v1.extend({ d: z.string().optional() }));
    expect(optional.problems).toEqual([]);
    expect(optional.stale).toBe(true);
    expect(Object.keys(optional.next['svc.thing.happened.v1'].properties as object)).toContain('d');

    const v2 = check(v1, { 'svc.thing.happened.v2': { schema: v1.extend({ a: z.number() }) } });
    expect(v2.problems).toEqual([]);
    expect(Object.keys(v2.next)).toEqual(['svc.thing.happened.v1', 'svc.thing.happened.v2']);
  });

  test('removing an event is breaking', () => {
    const report = checkEvents(snapshot, {});
    expect(report.problems).toEqual([expect.stringMatching(/svc\.thing\.happened\.v1 was removed/)]);
  });
});
