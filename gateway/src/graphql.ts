import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { makeSubgraphFetcher } from './subgraph-fetcher.js';
import { operationCost } from './query-cost.js';
import { onePaidFieldPerOperation } from './paid-operations.js';
import { supergraphSource } from './supergraph.js';
import {
  AppError,
  CONTEXT_HEADER,
  CORRELATION_HEADER,
  RETRY_AFTER_SECONDS,
  dependencyFailure,
  signContext,
  timeoutError,
  unavailableError,
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
  /**
   * The largest {@link operationCost}: a list's `limit` multiplies what is asked below it. The largest
   * documented call, a page of 500 subscriptions with their users, plans and waiting plan changes, costs
   * 40 375 (query-cost.test.ts checks every web and REST operation at its largest page against it; a
   * 500-user fan-out asking each user's usage lines costs millions).
   */
  maxCost: 42000,
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

/** An AppError as a GraphQL error: its code and status in the extensions, its HTTP status and headers. */
export function graphQLErrorFrom(err: AppError): GraphQLError {
  return new GraphQLError(err.message, {
    originalError: err,
    extensions: {
      code: err.code,
      status: err.status,
      http: { status: err.status, headers: new HeaderMap(Object.entries(err.headers ?? {})) },
    },
  });
}

/**
 * What a subgraph call that failed becomes: a subgraph that cannot be reached (connection refused or
 * reset, or answering 502/503 while it restarts) is UNAVAILABLE (503), one that does not answer in time
 * (or answers 504) TIMEOUT (504). Anything else is left to Apollo (an internal error).
 */
export function subgraphFailure(error: unknown, status: number | undefined): GraphQLError | undefined {
  const failure =
    status === 502 || status === 503
      ? 'UNAVAILABLE'
      : status === 504
        ? 'TIMEOUT'
        : status === undefined
          ? dependencyFailure(error)
          : undefined;
  if (failure === 'UNAVAILABLE') return graphQLErrorFrom(unavailableError(error));
  if (failure === 'TIMEOUT') return graphQLErrorFrom(timeoutError(error));
  return undefined;
}

const badRequest = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, status: 400, http: { status: 400 } } });

/**
 * Refuses, as a 400 before anything is planned, an operation the gateway cannot run: none named by
 * `operationName` (or several without one), a subscription (served over WebSocket only, by
 * subscriptions.ts), or one whose cost exceeds LIMITS.maxCost (counted with the request's variables, so
 * a `limit: $n` weighs what `$n` says).
 */
export const operationChecks: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, request, schema }) {
        if (!operation) {
          const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
          throw badRequest(
            request.operationName
              ? `Unknown operation named "${request.operationName}".`
              : operations.length > 1
                ? 'Must provide operation name if query contains multiple operations.'
                : 'Must provide an operation.',
            'OPERATION_RESOLUTION_FAILURE',
          );
        }
        if (operation.operation === 'subscription') {
          throw badRequest(
            'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP',
            'BAD_REQUEST',
          );
        }
        const cost = operationCost(schema, document, operation, request.variables ?? {});
        if (cost > LIMITS.maxCost) {
          throw badRequest(
            `Invalid data: the query costs ${Math.ceil(cost)}, more than the limit of ${LIMITS.maxCost} ` +
              "(a list's limit multiplies the fields asked below it: ask for fewer rows or fewer fields)",
            'VALIDATION',
          );
        }
      },
    };
  },
};

/**
 * An answer without data because a subgraph was unavailable or too slow has that status (503 with
 * Retry-After, 504), not 200: clients and proxies then know to retry.
 */
export const dependencyStatus: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (data || !errors?.length) return;
        const codes = new Set(errors.map((e) => e.extensions?.code));
        if (codes.size !== 1) return;
        if (codes.has('UNAVAILABLE')) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        } else if (codes.has('TIMEOUT')) response.http.status = 504;
      },
    };
  },
};

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
  /** How long a subgraph call may take before it fails as a timeout (default 30 s). */
  upstreamTimeoutMs?: number;
}): { server: ApolloServer<GatewayContext>; gateway: ApolloGateway } {
  const { secret, logger } = opts;
  const fetcher = makeSubgraphFetcher(opts.upstreamTimeoutMs);
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

        override didEncounterError(error: Error, _req: unknown, response?: { status: number }): void {
          throw subgraphFailure(error, response?.status) ?? error;
        }
      })({ url, fetcher: fetcher as never });
    },
  });
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth },
    maxAliases: { n: LIMITS.maxAliases },
    // The cost limit is operationChecks' (list sizes count; armor's counts only literal `first`/`last`).
    costLimit: { enabled: false },
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
    // Stopped by the gateway's shutdown (main.ts), after its requests have finished: Apollo's own SIGTERM
    // handler would stop it under them and raise SIGTERM again, ending the process at once.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    validationRules: [...protection.validationRules, onePaidFieldPerOperation],
    plugins: [
      ...(protection.plugins as never[]),
      operationChecks,
      dependencyStatus,
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
