import {
  getNamedType,
  isInputType,
  isInterfaceType,
  isObjectType,
  Kind,
  typeFromAST,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** How an operation's cost is counted (see {@link operationCost}). */
export interface CostOptions {
  /** What a field with a selection (an object) costs, before its children. */
  objectCost: number;
  /** What a leaf field costs. */
  scalarCost: number;
  /** Each level down weighs this much more than the one above (deep plans fan out). */
  depthCostFactor: number;
  /** Arguments that say how many items a list field answers (`limit: 500`, `first: 20`). */
  sizeArguments: readonly string[];
}

export const DEFAULT_COST_OPTIONS: CostOptions = {
  objectCost: 2,
  scalarCost: 1,
  depthCostFactor: 1.5,
  sizeArguments: ['limit', 'first', 'last'],
};

/**
 * How many items a field asks for: its size argument (`limit`, `first`, `last`) as written, from the
 * request's variables, the variable's default or the argument's default in the schema, at least 1. A
 * field without one counts once.
 */
function sizeOf(
  args: readonly { name: { value: string }; value: ValueNode }[],
  def: GraphQLField<unknown, unknown> | undefined,
  variables: Record<string, unknown>,
  variableDefaults: Map<string, unknown>,
  opts: CostOptions,
): number {
  let size = 1;
  for (const name of opts.sizeArguments) {
    const argDef = def?.args.find((a) => a.name === name);
    const node = args.find((a) => a.name.value === name)?.value;
    let value: unknown;
    if (node?.kind === Kind.VARIABLE) {
      const v = node.name.value;
      value = v in variables ? variables[v] : variableDefaults.get(v);
      if (value === undefined) value = argDef?.defaultValue;
    } else if (node) {
      value = argDef ? valueFromAST(node, argDef.type, variables) : undefined;
      if (value === undefined && node.kind === Kind.INT) value = Number(node.value);
    } else value = argDef?.defaultValue;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(n)) size = Math.max(size, Math.floor(n));
  }
  return size;
}

/**
 * The cost of running `operation`: each field costs `scalarCost` (a leaf) or `objectCost` plus
 * `depthCostFactor` times its selection's cost (an object), and a field with a size argument costs that
 * many times as much, so a list's size multiplies everything asked below it (`adminUsers(limit: 500) {
 * rows { usageLogs(limit: 100) { ... } } }` counts 50 000 log lines). Fragments count as if written in
 * place; introspection's `__schema` and `__type` are free.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  opts: CostOptions = DEFAULT_COST_OPTIONS,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const variableDefaults = new Map<string, unknown>();
  for (const v of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, v.type);
    if (v.defaultValue && type && isInputType(type))
      variableDefaults.set(v.variable.name.value, valueFromAST(v.defaultValue, type));
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();

  const setCost = (
    set: SelectionSetNode,
    parent: GraphQLNamedType | null | undefined,
    inFragments: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const type = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        total += setCost(s.selectionSet, type, inFragments);
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        // A cycle is refused by validation before this runs; this only keeps the walk finite.
        if (!fragment || inFragments.has(s.name.value)) continue;
        total += setCost(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value),
          new Set([...inFragments, s.name.value]),
        );
      } else {
        const name = s.name.value;
        if (name === '__schema' || name === '__type') continue;
        const def =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const own = s.selectionSet
          ? opts.objectCost +
            opts.depthCostFactor *
              setCost(s.selectionSet, def ? getNamedType(def.type) : undefined, inFragments)
          : opts.scalarCost;
        total += own * sizeOf(s.arguments ?? [], def, variables, variableDefaults, opts);
      }
    }
    return total;
  };
  return setCost(operation.selectionSet, root, new Set());
}
