import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type DocumentNode } from 'graphql';
import { AppError, ERROR_STATUS, isErrorCode } from './errors.js';
import { CONTEXT_HEADER, verifyContext, type CallerContext } from './context-token.js';
import type { Logger } from './logger.js';

/** What every resolver receives. */
export interface GraphQLContext {
  caller: CallerContext;
  logger: Logger;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerContext;
  }
}

/**
 * Requires a valid gateway-signed context token on every route except the health checks, and exposes
 * it as `req.caller`. Nothing reaches a service without passing through the gateway.
 */
export function installCallerContext(app: FastifyInstance, secret: string): void {
  app.decorateRequest('caller', null as unknown as CallerContext);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const path = req.url.split('?')[0];
    if (path === '/healthz' || path === '/readyz') return;
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
    logger.error({ err: original }, 'resolver failed');
    return { message: 'Internal server error', extensions: { code: 'INTERNAL', status: 500 } };
  };
}

/** Mounts a Federation 2 subgraph at `/graphql`; resolvers get `{ caller, logger }`. */
export async function mountSubgraph(
  app: FastifyInstance,
  opts: {
    typeDefs: DocumentNode;
    resolvers: Parameters<typeof buildSubgraphSchema>[0] extends Array<infer M>
      ? M extends { resolvers?: infer R }
        ? R
        : never
      : never;
    logger: Logger;
    introspection: boolean;
    plugins?: ApolloServerPlugin<GraphQLContext>[];
  },
): Promise<ApolloServer<GraphQLContext>> {
  const server = new ApolloServer<GraphQLContext>({
    schema: buildSubgraphSchema([{ typeDefs: opts.typeDefs, resolvers: opts.resolvers }]),
    introspection: opts.introspection,
    formatError: formatSubgraphError(opts.logger),
    plugins: [ApolloServerPluginInlineTraceDisabled(), ...(opts.plugins ?? [])],
  });
  await server.start();
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
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED')
    return 400;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  return 500;
}
