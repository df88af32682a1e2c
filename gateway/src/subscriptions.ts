import { on } from 'node:events';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import type { CallerContext } from '@tryon/kit';
import { GRAPHQL_ENUMS, graphqlEnumValues, type GraphQLEnumName, type JobStatus } from '@tryon/proto-events';
import type { GatewayEvents } from './events.js';

// The gateway's own subscriptions. At run time this module imports only graphql and proto-events, which
// the repository's scripts (codegen, supergraph, schema check) read from source (tsconfig.json's paths),
// so they can compose the schema before anything is built.

export interface WsContext {
  caller: CallerContext;
}

/**
 * A subgraph's enum, pushed: the proto-events set of its name (GRAPHQL_ENUMS), the stored values inside,
 * so a push carries the event's value as it is ('completed') and the wire its GraphQL name.
 */
function pushedEnum(name: GraphQLEnumName): GraphQLEnumType {
  const values = graphqlEnumValues(GRAPHQL_ENUMS[name]);
  return new GraphQLEnumType({
    name,
    values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }])),
  });
}

const JobStatusEnum = pushedEnum('JobStatus');

/**
 * The pushed types are named as the supergraph's (GeminiSession, EditSession, User) and carry a subset of
 * their fields, so a client cache that keys them by id merges a push into what it already holds. The
 * codegen (`scripts/codegen.ts`) checks that every field here exists with the same type in the supergraph.
 */
const jobStatusFields = () => ({
  id: { type: new GraphQLNonNull(GraphQLInt) },
  status: { type: new GraphQLNonNull(GraphQLString), deprecationReason: 'Use state.' },
  state: {
    type: new GraphQLNonNull(JobStatusEnum),
    resolve: (evt: { status: JobStatus }) => evt.status,
  },
  resultUrl: { type: GraphQLString },
  errorMessage: { type: GraphQLString },
  offline: { type: new GraphQLNonNull(GraphQLBoolean) },
});
const GeminiSessionPush = new GraphQLObjectType({ name: 'GeminiSession', fields: jobStatusFields });
const EditSessionPush = new GraphQLObjectType({ name: 'EditSession', fields: jobStatusFields });
const SessionBalancePush = new GraphQLObjectType({
  name: 'SessionBalance',
  fields: {
    subscriptionSessions: { type: new GraphQLNonNull(GraphQLInt) },
    topUpSessions: { type: new GraphQLNonNull(GraphQLInt) },
    balance: { type: new GraphQLNonNull(GraphQLInt) },
  },
});
const UserBalancePush = new GraphQLObjectType({
  name: 'User',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    sessionBalance: { type: new GraphQLNonNull(SessionBalancePush) },
  },
});

const ConversationStatusEnum = pushedEnum('ConversationStatus');
const FeedbackTypeEnum = pushedEnum('FeedbackType');
const ConversationPush = new GraphQLObjectType({
  name: 'ChatbotConversation',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    status: { type: new GraphQLNonNull(GraphQLString), deprecationReason: 'Use state.' },
    state: { type: new GraphQLNonNull(ConversationStatusEnum) },
    visitorEmail: { type: GraphQLString },
    visitorName: { type: GraphQLString },
    feedbackType: { type: GraphQLString, deprecationReason: 'Use feedback.' },
    feedback: { type: FeedbackTypeEnum },
    needsEscalation: { type: new GraphQLNonNull(GraphQLBoolean) },
  },
});

/**
 * Pushes the status changes of one job (`session`: a generation or try-on; `edit`: an edit) to the
 * caller when it is the job's owner (or an admin), until the job completes or fails.
 */
function jobUpdates(events: GatewayEvents, aggregate: 'session' | 'edit', field: string) {
  return async function* (_src: unknown, args: { id: number }, ctx: WsContext) {
    const ac = new AbortController();
    try {
      for await (const [evt] of on(events, 'jobStatus', { signal: ac.signal })) {
        if (evt.aggregate !== aggregate || evt.id !== args.id) continue;
        if (evt.userId !== ctx.caller.userId && ctx.caller.role !== 'admin') continue;
        yield { [field]: evt };
        if (evt.status === 'completed' || evt.status === 'failed') return;
      }
    } finally {
      ac.abort();
    }
  };
}

/** Subscriptions served by the gateway itself (Apollo's gateway does not run subscriptions). */
export function subscriptionSchema(events: GatewayEvents): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { ok: { type: new GraphQLNonNull(GraphQLBoolean), resolve: () => true } },
    }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        signedOut: {
          description: "Fires (true) when the caller's sign-in session ends, e.g. sign-out in another tab.",
          type: new GraphQLNonNull(GraphQLBoolean),
          subscribe: async function* (_src: unknown, _args: unknown, ctx: WsContext) {
            const ac = new AbortController();
            try {
              for await (const [evt] of on(events, 'sessionRevoked', { signal: ac.signal })) {
                if (evt.sidHash === ctx.caller.sidHash) {
                  yield { signedOut: true };
                  return;
                }
              }
            } finally {
              ac.abort();
            }
          },
        },
        geminiSessionUpdated: {
          description: 'Status changes of a generation or try-on of yours, until it completes or fails.',
          type: new GraphQLNonNull(GeminiSessionPush),
          args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
          subscribe: jobUpdates(events, 'session', 'geminiSessionUpdated'),
        },
        editSessionUpdated: {
          description: 'Status changes of an edit of yours, until it completes or fails.',
          type: new GraphQLNonNull(EditSessionPush),
          args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
          subscribe: jobUpdates(events, 'edit', 'editSessionUpdated'),
        },
        chatConversationEscalated: {
          description:
            'Admins only: each chatbot conversation handed over to a person (a contact left, or no answer found).',
          type: new GraphQLNonNull(ConversationPush),
          subscribe: async function* (_src: unknown, _args: unknown, ctx: WsContext) {
            if (ctx.caller.role !== 'admin') throw new Error('Forbidden: admin only');
            const ac = new AbortController();
            try {
              for await (const [evt] of on(events, 'conversationEscalated', { signal: ac.signal })) {
                yield {
                  chatConversationEscalated: {
                    id: evt.conversationId,
                    status: evt.status,
                    state: evt.status,
                    visitorEmail: evt.visitorEmail,
                    visitorName: evt.visitorName,
                    feedbackType: evt.feedbackType,
                    feedback: evt.feedbackType,
                    needsEscalation: true,
                  },
                };
              }
            } finally {
              ac.abort();
            }
          },
        },
        sessionBalanceChanged: {
          description:
            "Your session balance after each change (debit, refund, purchase, reset): the signed-in person's User.",
          type: new GraphQLNonNull(UserBalancePush),
          subscribe: async function* (_src: unknown, _args: unknown, ctx: WsContext) {
            const ac = new AbortController();
            try {
              for await (const [evt] of on(events, 'balanceChanged', { signal: ac.signal })) {
                if (evt.userId !== ctx.caller.userId) continue;
                const { subscriptionSessions, topUpSessions } = evt;
                yield {
                  sessionBalanceChanged: {
                    id: evt.userId,
                    sessionBalance: {
                      subscriptionSessions,
                      topUpSessions,
                      balance: subscriptionSessions + topUpSessions,
                    },
                  },
                };
              }
            } finally {
              ac.abort();
            }
          },
        },
      },
    }),
  });
}
