import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { GRAPHQL_ENUMS, graphqlEnumValues } from '@tryon/proto-events';
import { AppError, ERROR_STATUS, isErrorCode, toAppError } from './errors.js';
import { CONTEXT_HEADER, requireSelfOrAdmin, verifyContext, type CallerContext } from './context-token.js';
import type { Logger } from './logger.js';

/** What every resolver receives. */
export interface GraphQLContext {
  caller: CallerContext;
  logger: Logger;
}

/**
 * A person's User entity as a service that extends it (media, billing) receives it: only the key. Its
 * fields are resolved from the id by the service's own domain functions.
 */
export interface UserRef {
  id: number;
}

/**
 * Resolves a reference to the User entity in a service that adds owner-or-admin fields to it: anyone
 * else is refused here, before any field is read (FORBIDDEN; UNAUTHENTICATED for a visitor).
 */
export function requireUserRef(caller: CallerContext, ref: { id: number | string }): UserRef {
  const id = Number(ref.id);
  requireSelfOrAdmin(caller, id);
  return { id };
}

/** A stored timestamp as the graph shows it (an ISO 8601 string); null stays null. */
export function isoDate(d: Date | string): string;
export function isoDate(d: Date | string | null | undefined): string | null;
export function isoDate(d: Date | string | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerContext;
  }
}

/**
 * Requires a valid gateway-signed context token on every route except the health checks and `/metrics`
 * (which refuses whatever the gateway forwards), and exposes
 * it as `req.caller`. Nothing reaches a service without passing through the gateway.
 */
export function installCallerContext(app: FastifyInstance, secret: string | readonly string[]): void {
  app.decorateRequest('caller', null as unknown as CallerContext);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const path = req.url.split('?')[0];
    if (path === '/healthz' || path === '/readyz' || path === '/metrics') return;
    const caller = await verifyContext(secret, req.headers[CONTEXT_HEADER]);
    // The correlation id comes in its own header (tokens are shared by a caller's requests).
    req.caller = { ...caller, correlationId: req.id };
  });
}

/** Maps a thrown error to what the gateway sees: AppErrors keep code and message, the rest is hidden. */
export function formatSubgraphError(logger: Logger) {
  return (formatted: { message: string; extensions?: Record<string, unknown> }, error: unknown) => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { message: original.message, extensions: { code: original.code, status: original.status } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    const mapped = toAppError(original);
    // A dependency that is down (503) or too slow (504) is said so, and logged.
    if (mapped.status >= 500 && mapped.code !== 'INTERNAL') logger.warn({ err: original }, 'resolver failed');
    if (mapped.code !== 'INTERNAL') {
      return { message: mapped.message, extensions: { code: mapped.code, status: mapped.status } };
    }
    logger.error({ err: original }, 'resolver failed');
    return { message: 'Internal server error', extensions: { code: 'INTERNAL', status: 500 } };
  };
}

/** A field's resolver: (parent, args, context, info); parent and args are the generated types'. */
type FieldResolver = (
  parent: never,
  args: never,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/** An entity's reference resolver, as Federation calls it: (reference, context, info). */
type ReferenceResolver = (reference: never, context: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/**
 * What a subgraph's resolvers are: per type, field resolvers (or `{ resolve }`) and, for an entity,
 * `__resolveReference`, all over `GraphQLContext`. A service's generated `Resolvers` type (graphql-codegen,
 * typescript-resolvers in federation mode) fits it as it is.
 */
export interface SubgraphResolverMap {
  [typeName: string]:
    | {
        [fieldName: string]:
          FieldResolver | ReferenceResolver | { resolve: FieldResolver } | string | undefined;
      }
    | undefined;
}

/**
 * The internal values of a schema's enums: each is one of proto-events' closed sets (GRAPHQL_ENUMS), so a
 * resolver reads and answers the stored value ('full-body') while the wire carries the GraphQL name
 * (full_body). An enum that is not one of them stops the service at start.
 */
export function enumResolvers(typeDefs: DocumentNode): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const def of typeDefs.definitions) {
    if (def.kind !== Kind.ENUM_TYPE_DEFINITION) continue;
    const set = GRAPHQL_ENUMS[def.name.value as keyof typeof GRAPHQL_ENUMS];
    if (!set) throw new Error(`GraphQL enum ${def.name.value} is not one of proto-events' GRAPHQL_ENUMS`);
    out[def.name.value] = graphqlEnumValues(set);
  }
  return out;
}

/** Mounts a Federation 2 subgraph at `/graphql`; resolvers get `{ caller, logger }`. */
export async function mountSubgraph(
  app: FastifyInstance,
  opts: {
    typeDefs: DocumentNode;
    /** The service's resolvers, typed by the `Resolvers` that graphql-codegen generates for it. */
    resolvers: SubgraphResolverMap;
    logger: Logger;
    introspection: boolean;
    plugins?: ApolloServerPlugin<GraphQLContext>[];
  },
): Promise<ApolloServer<GraphQLContext>> {
  const server = new ApolloServer<GraphQLContext>({
    // The one conversion: @apollo/subgraph's map type leaves out `__resolveReference`, which it calls.
    schema: buildSubgraphSchema([
      {
        typeDefs: opts.typeDefs,
        resolvers: {
          ...enumResolvers(opts.typeDefs),
          ...opts.resolvers,
        } as GraphQLResolverMap<GraphQLContext>,
      },
    ]),
    introspection: opts.introspection,
    formatError: formatSubgraphError(opts.logger),
    plugins: [ApolloServerPluginInlineTraceDisabled(), ...(opts.plugins ?? [])],
    // The process's shutdown is kit's (shutdown.ts). Apollo's own SIGTERM handler would stop the server
    // at once, under requests still being served, then raise SIGTERM again, which ends the process
    // before its graceful shutdown has run.
    stopOnTerminationSignals: false,
  });
  await server.start();
  // After the HTTP server has closed and its requests have finished (fastify runs its own close first).
  app.addHook('onClose', async () => {
    await server.stop();
  });
  await app.register(fastifyApollo(server), {
    context: async (req) => {
      if (!req.caller)
        throw new GraphQLError('Missing internal context', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      return { caller: req.caller, logger: req.log as Logger };
    },
  });
  return server;
}

/** HTTP status for a GraphQL error code (AppError codes; GraphQL's own input errors are 400). */
export function statusForGraphQLCode(code: unknown): number {
  if (isErrorCode(code)) return ERROR_STATUS[code];
  if (
    code === 'BAD_USER_INPUT' ||
    code === 'GRAPHQL_VALIDATION_FAILED' ||
    code === 'GRAPHQL_PARSE_FAILED' ||
    code === 'OPERATION_RESOLUTION_FAILURE' ||
    code === 'BAD_REQUEST'
  )
    return 400;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  return 500;
}
