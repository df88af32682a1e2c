import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import {
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import * as webDocuments from '../../web/src/__generated__/graphql.js';
import { LIMITS } from './graphql.js';
import { operationCost } from './query-cost.js';
import { restRoutes } from './rest/routes/index.js';

let schema: GraphQLSchema;
let gateway: ApolloGateway;
beforeAll(async () => {
  const sdl = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
  gateway = new ApolloGateway({ supergraphSdl: sdl });
  ({ schema } = await gateway.load());
});
afterAll(() => gateway.stop());

const operationOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const doc = parse(query);
  return operationCost(schema, doc, operationOf(doc), variables);
};

describe('operationCost', () => {
  it("multiplies a list's selection by its limit, as written or from a variable", () => {
    const one = cost('{ adminUsers(limit: 1) { rows { id email } } }');
    expect(cost('{ adminUsers(limit: 500) { rows { id email } } }')).toBe(500 * one);
    expect(cost('query($n: Int) { adminUsers(limit: $n) { rows { id email } } }', { n: 500 })).toBe(
      500 * one,
    );
    // The variable's default, then the argument's default in the schema (adminUsers: 100).
    expect(cost('query($n: Int = 500) { adminUsers(limit: $n) { rows { id email } } }')).toBe(500 * one);
    expect(cost('{ adminUsers { rows { id email } } }')).toBe(100 * one);
  });

  it('multiplies nested lists together', () => {
    const oneLine = cost('{ adminUsers(limit: 500) { rows { id usageLogs(limit: 1) { id } } } }');
    const hundred = cost('{ adminUsers(limit: 500) { rows { id usageLogs(limit: 100) { id } } } }');
    // 500 users of 100 lines each: the lines weigh some 50 times as much as one line each (the users and their ids stay).
    expect(hundred).toBeGreaterThan(50 * oneLine);
    expect(oneLine).toBeGreaterThan(
      400 * cost('{ adminUsers(limit: 1) { rows { id usageLogs(limit: 1) { id } } } }'),
    );
  });

  it('counts fragments as written in place, and a size below 1 as 1', () => {
    expect(cost('{ me { ...F } } fragment F on User { id email }')).toBe(cost('{ me { id email } }'));
    expect(cost('{ adminUsers(limit: -5) { total } }')).toBe(cost('{ adminUsers(limit: 1) { total } }'));
  });
});

/**
 * The variables of an operation at its largest page: each size argument given as a variable is set to the
 * largest its field documents ("limit 1 to 500"), or 500.
 */
function largestPage(doc: DocumentNode): Record<string, unknown> {
  const typeInfo = new TypeInfo(schema);
  const variables: Record<string, unknown> = {};
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (!['limit', 'first', 'last'].includes(node.name.value) || node.value.kind !== Kind.VARIABLE)
          return;
        const max = /limit 1 to (\d+)/.exec(typeInfo.getFieldDef()?.description ?? '')?.[1];
        variables[node.value.name.value] = Number(max ?? 500);
      },
    }),
  );
  return variables;
}

describe('the cost limit', () => {
  const documented: [string, DocumentNode][] = [
    ...Object.entries(webDocuments as Record<string, unknown>)
      .filter(([name, doc]) => name.endsWith('Document') && (doc as DocumentNode)?.kind === Kind.DOCUMENT)
      .map(([name, doc]): [string, DocumentNode] => [`web ${name}`, doc as DocumentNode])
      .filter(([, doc]) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)),
    ...restRoutes({ uploadMaxBytes: 1 }).flatMap((r): [string, DocumentNode][] =>
      r.kind === 'proxy' ? [] : [[`${r.method} ${r.path}`, r.document]],
    ),
  ];

  it('finds the documented operations', () => {
    expect(documented.length).toBeGreaterThan(100);
  });

  it.each(documented)('admits %s at its largest page', (_name, doc) => {
    expect(operationCost(schema, doc, operationOf(doc), largestPage(doc))).toBeLessThanOrEqual(
      LIMITS.maxCost,
    );
  });

  it("refuses an admin's 500-user fan-out that asks each user's usage lines", () => {
    expect(
      cost(
        '{ adminUsers(limit: 500) { rows { id email sessionBalance { balance } usageLogs { id action } } } }',
      ),
    ).toBeGreaterThan(LIMITS.maxCost);
    // ...which the flat limit of before (5000, lists counted once) let through.
    expect(
      cost(
        '{ adminUsers(limit: 1) { rows { id email sessionBalance { balance } usageLogs(limit: 1) { id action } } } }',
      ),
    ).toBeLessThan(5000);
  });
});
