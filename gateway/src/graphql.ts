import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { subgraphFetcher } from './subgraph-fetcher.js';
import { onePaidFieldPerOperation } from './paid-operations.js';
import { supergraphSource } from './supergraph.js';
import {
  CONTEXT_HEADER,
  CORRELATION_HEADER,
  signContext,
  type CallerContext,
  type ContextSigner,
  type Logger,
} from '@tryon/kit';

/** What each gateway operation carries: the caller and the token that tells subgraphs who it is. */
export interface GatewayContext {
  caller: CallerContext;
  token: Promise<string>;
}

/** GraphQL limits at the edge. The REST shim's operations run through them too. */
export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 1000,
  maxDirectives: 50,
} as const;

export function makeContext(signer: ContextSigner, caller: CallerContext): GatewayContext {
  let token: Promise<string> | undefined;
  return {
    caller,
    get token() {
      token ??= signer.sign(caller);
      return token;
    },
  };
}

/**
 * Builds the federated gateway server over the static supergraph (`npm run supergraph`): `start()` loads
 * it from `supergraph.location` (a file or URL) and it is looked at again every `pollMs`, a new one taking
 * over without a restart. Each subgraph is called at the address `subgraphs` gives for its name (the
 * supergraph's own addresses are labels), or at the supergraph's address when `subgraphs` lacks it.
 */
export function createGraphQLServer(opts: {
  subgraphs: { name: string; url: string }[];
  supergraph: { location: string; pollMs: number };
  secret: string;
  production: boolean;
  logger: Logger;
}): { server: ApolloServer<GatewayContext>; gateway: ApolloGateway } {
  const { secret, logger } = opts;
  const configured = new Map(opts.subgraphs.map((s) => [s.name, `${s.url}/graphql`]));
  const gateway = new ApolloGateway({
    supergraphSdl: supergraphSource({ ...opts.supergraph, logger }),
    logger,
    buildService: ({ name, url: labelled }) => {
      const url = configured.get(name) ?? labelled;
      if (!configured.has(name)) {
        logger.warn({ subgraph: name, url }, 'subgraph missing from SUBGRAPHS; using the supergraph address');
      }
      return new (class extends RemoteGraphQLDataSource<GatewayContext> {
        override async willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
          const ctx = 'context' in options ? (options.context as Partial<GatewayContext>) : undefined;
          const token = ctx?.token
            ? await ctx.token
            : await signContext(secret, { userId: null, role: null, ip: null });
          options.request.http?.headers.set(CONTEXT_HEADER, token);
          if (ctx?.caller?.correlationId)
            options.request.http?.headers.set(CORRELATION_HEADER, ctx.caller.correlationId);
        }
      })({ url, fetcher: subgraphFetcher as never });
    },
  });
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth },
    maxAliases: { n: LIMITS.maxAliases },
    costLimit: { maxCost: LIMITS.maxCost },
    // Token limit: graphql's own parser option below (a parse error is a clean 400; armor's plugin gives 500).
    maxTokens: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: opts.production },
  });
  const protection = armor.protect();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !opts.production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    validationRules: [...protection.validationRules, onePaidFieldPerOperation],
    plugins: [
      ...(protection.plugins as never[]),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
    ],
    formatError: (formatted) => {
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL') {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL' } };
      }
      // Which subgraph answered is the gateway's business, not the client's.
      const { serviceName: _service, exception: _exception, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    },
  });
  return { server, gateway };
}
