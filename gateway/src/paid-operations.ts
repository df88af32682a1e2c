import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * How a paid mutation is known: its description says what it costs in sessions ("Costs 1 session", "later
 * ones cost 1 session"), as every paid mutation of the graph documents it.
 */
export const PAID_FIELD = /\bcosts? \d+ sessions?\b/i;

export const ONE_PAID_FIELD_MESSAGE =
  'Invalid data: one paid operation (a generation, a try-on or an edit) per request';

/**
 * A validation rule: an operation may start at most one paid job. Several paid root fields in one request
 * (aliases, fragments) would each be charged while the client could lose the answers of all but one.
 */
export function onePaidFieldPerOperation(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const mutationFields = context.getSchema().getMutationType()?.getFields() ?? {};
  const countPaid = (set: SelectionSetNode, seen: Set<string>): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD)
        return n + (PAID_FIELD.test(mutationFields[s.name.value]?.description ?? '') ? 1 : 0);
      if (s.kind === Kind.INLINE_FRAGMENT) return n + countPaid(s.selectionSet, seen);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return n;
      return n + countPaid(fragment.selectionSet, new Set([...seen, s.name.value]));
    }, 0);
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      if (countPaid(node.selectionSet, new Set()) > 1) {
        context.reportError(
          new GraphQLError(ONE_PAID_FIELD_MESSAGE, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
        );
      }
    },
  };
}
