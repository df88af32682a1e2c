import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseEnv, loadConfig, natsEnv } from '@tryon/kit';

/** `name=url,name=url` -> [{ name, url }] */
const subgraphList = z
  .string()
  .min(1)
  .transform((s, ctx) =>
    s.split(',').map((part) => {
      const [name, url] = part.split('=').map((x) => x.trim());
      if (!name || !url || !/^https?:\/\//.test(url)) {
        ctx.addIssue({ code: 'custom', message: `bad entry "${part}" (want name=http://host:port)` });
        return { name: 'invalid', url: 'http://invalid' };
      }
      return { name, url: url.replace(/\/$/, '') };
    }),
  );

/** The gateway's environment: it has no database, and signs the context tokens the services check. */
export const gatewayEnv = {
  ...baseEnv,
  /** The public port (API, web app, WebSocket subscriptions). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ...natsEnv,
  /** The secret the gateway signs context tokens with (every service checks them with it). */
  INTERNAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /**
   * Where each subgraph of the supergraph is called, by its folder name:
   * `identity=http://host:port,media=http://host:port,...`.
   */
  SUBGRAPHS: subgraphList,
  /**
   * The supergraph to serve (`npm run supergraph`): a file path or an http(s) URL. Default: the
   * gateway/supergraph.graphql beside the compiled gateway.
   */
  SUPERGRAPH: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
  /** How often to look for a new supergraph at SUPERGRAPH, in ms (0: only at start). */
  SUPERGRAPH_POLL_MS: z.coerce.number().int().min(0).default(10000),
  /** Built web app (web/dist). Optional: without it the gateway serves only the API. */
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-For from these proxies (fastify trustProxy: "true", a hop count or a list of IPs). */
  TRUST_PROXY: z.string().optional(),
  /**
   * Port of the gateway's Prometheus listener (`GET /metrics`), apart from the public port, which never
   * serves metrics. Unset: no metrics listener.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the metrics listener binds (loopback unless the scraper is elsewhere, e.g. 0.0.0.0 in a pod). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How long a call to a service (a subgraph's GraphQL, a proxied `/api/*` call) may go without an answer,
   * in ms, before the gateway gives up with a 504.
   */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  /**
   * How long the body of a request the gateway reads itself (JSON: sign-in, GraphQL, every `/api/*` call
   * but uploads and webhooks, which the owning service paces) may take to arrive, in ms; beyond it, 408.
   */
  BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** How long to wait for the subgraphs at start, in ms. */
  SUBGRAPH_WAIT_MS: z.coerce.number().int().positive().default(120000),
  /**
   * Largest accepted upload, in bytes (the spec's 10 MB): the same setting media reads, so the gateway
   * refuses a larger body before streaming it to media, which checks the file itself.
   */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewayEnv, env);
}
