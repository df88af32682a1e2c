import { isBusUser } from '@tryon/proto-events';

/**
 * The one list of processes the launcher runs. Adding a service is one line here (its compiled entry
 * point, whether it is a subgraph the gateway composes, and its seed script if it has one).
 * Paths are relative to the repository root.
 */
export interface ServiceSpec {
  /** Log prefix and SUBGRAPHS name. */
  name: string;
  /** Compiled entry point, e.g. services/identity/dist/main.js. */
  entry: string;
  /** Whether the gateway composes it (listed in SUBGRAPHS). Workers are not subgraphs. */
  subgraph: boolean;
  /** One-shot script run before any service starts (migrations, seed data); must exit 0. */
  seed?: string;
  /** Node options given before the entry point (they win over the same ones in NODE_OPTIONS). */
  nodeArgs?: readonly string[];
  /**
   * Runs as one process whatever PROCESSES says: it serves no traffic of its own to spread (the job
   * worker scales with WORKER_CONCURRENCY, and by replicas in Kubernetes).
   */
  singleProcess?: boolean;
}

/**
 * The job worker's V8 heap limit, as deploy/k8s sets it (NODE_OPTIONS there): provider answers leave
 * megabytes of garbage each (JSON text, base64), which a smaller old space collects sooner, so a burst of
 * hundreds of jobs stays under 300 MB of RSS (docs/benchmarks.md).
 */
export const WORKER_HEAP_ARGS = ['--max-old-space-size=160'] as const;

export const SERVICES: readonly ServiceSpec[] = [
  {
    name: 'identity',
    entry: 'services/identity/dist/main.js',
    subgraph: true,
    seed: 'services/identity/dist/seed.js',
  },
  { name: 'media', entry: 'services/media/dist/main.js', subgraph: true },
  {
    name: 'billing',
    entry: 'services/billing/dist/main.js',
    subgraph: true,
    seed: 'services/billing/dist/seed.js',
  },
  { name: 'ai-jobs', entry: 'services/ai-jobs/dist/main.js', subgraph: true },
  {
    name: 'ai-jobs-worker',
    entry: 'services/ai-jobs/dist/worker.js',
    subgraph: false,
    nodeArgs: WORKER_HEAP_ARGS,
    singleProcess: true,
  },
  { name: 'content', entry: 'services/content/dist/main.js', subgraph: true },
  { name: 'support', entry: 'services/support/dist/main.js', subgraph: true },
];

export const GATEWAY: ServiceSpec = { name: 'gateway', entry: 'gateway/dist/main.js', subgraph: false };

/**
 * Loaded with `node --import` before every service, worker and the gateway: starts OpenTelemetry when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (each process named by OTEL_SERVICE_NAME), does nothing otherwise.
 */
export const TRACING_PRELOAD = 'services/kit/dist/tracing.js';

/** What every process shares, decided by the launcher. */
export interface SharedSettings {
  databaseUrl: string;
  natsUrl: string;
  internalTokenSecret: string;
  appMode: string;
  logLevel: string;
  dataDir: string;
  /** The gateway's public origin (PUBLIC_URL when given, else http://HOST:PORT). */
  publicUrl: string;
  /** S3_* of the embedded object store, when the launcher runs one (S3_ENDPOINT not set). */
  s3?: Record<string, string>;
  /** SMTP_URL of the embedded mail catcher, when the launcher runs one (SMTP_URL not set). */
  mail?: Record<string, string>;
  /**
   * The password of each NATS user, when the launcher runs its own nats-server (NATS_URL not set): each
   * process connects as the user of its name (NATS_USER / NATS_PASSWORD). With NATS_URL, NATS_USER and
   * NATS_PASSWORD from the launcher's environment are passed on unchanged.
   */
  natsPasswords?: Record<string, string>;
}

export type Env = Record<string, string | undefined>;

/**
 * Variables only some processes may see. ADMIN_PASSWORD goes to seeds only; the launcher's own knobs
 * are not passed on.
 */
const SEED_ONLY = ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];
/** Seeds only migrate and write rows: they never connect to NATS, so they get no NATS credentials. */
const NATS_CREDENTIALS = ['NATS_USER', 'NATS_PASSWORD'];
const LAUNCHER_ONLY = [
  'READY_TIMEOUT_MS',
  'STOP_TIMEOUT_MS',
  'RESTART_MAX',
  'RESTART_BACKOFF_MS',
  'PORT',
  'HOST',
];

/** Marker put in every child's environment so a later launcher can recognise orphans of this DATA_DIR. */
export const DATA_DIR_MARKER = 'TRYON_LAUNCHER_DATA_DIR';

function baseEnv(
  inherited: Env,
  s: SharedSettings,
  drop: string[],
  natsUser?: string,
): Record<string, string> {
  const env: Record<string, string> = {};
  const dropped = s.natsPasswords ? [...drop, ...NATS_CREDENTIALS] : drop;
  for (const [k, v] of Object.entries(inherited)) {
    if (v === undefined || dropped.includes(k)) continue;
    env[k] = v;
  }
  // On the launcher's own nats-server every process is its own user; a process without one (not in
  // proto-events' BUS_USERS) gets no credentials, and the server refuses it. `admin` is nobody's.
  const password = natsUser && isBusUser(natsUser) ? s.natsPasswords?.[natsUser] : undefined;
  if (natsUser && password) {
    env.NATS_USER = natsUser;
    env.NATS_PASSWORD = password;
  }
  // Provider keys (GEMINI_API_KEY, FASHN_API_KEY, STRIPE_*, S3_*, SMTP_*...) are inherited as they are.
  env.DATABASE_URL = s.databaseUrl;
  env.NATS_URL = s.natsUrl;
  env.INTERNAL_TOKEN_SECRET = s.internalTokenSecret;
  env.APP_MODE = s.appMode;
  env.LOG_LEVEL = s.logLevel;
  env.APOLLO_TELEMETRY_DISABLED = '1';
  env.PUBLIC_URL = s.publicUrl;
  env[DATA_DIR_MARKER] = s.dataDir;
  if (s.s3) Object.assign(env, s.s3);
  if (s.mail) Object.assign(env, s.mail);
  return env;
}

/**
 * Environment of a service (or worker) listening on 127.0.0.1:port; `name` (its manifest name) is its
 * NATS user on the launcher's own nats-server.
 */
export function serviceEnv(
  inherited: Env,
  s: SharedSettings,
  port: number,
  name?: string,
): Record<string, string> {
  const env = baseEnv(inherited, s, [...SEED_ONLY, ...LAUNCHER_ONLY], name);
  if (name) env.OTEL_SERVICE_NAME = name;
  env.HOST = '127.0.0.1';
  env.PORT = String(port);
  return env;
}

/** Environment of a seed script (no port; sees ADMIN_EMAIL / ADMIN_PASSWORD when given). */
export function seedEnv(inherited: Env, s: SharedSettings): Record<string, string> {
  return baseEnv(inherited, s, [...LAUNCHER_ONLY, ...NATS_CREDENTIALS]);
}

/** `identity=http://127.0.0.1:4101,billing=...` for the subgraphs among `specs`, in manifest order. */
export function subgraphsValue(
  specs: readonly ServiceSpec[],
  ports: ReadonlyMap<string, number>,
  host = '127.0.0.1',
): string {
  return specs
    .filter((s) => s.subgraph)
    .map((s) => {
      const port = ports.get(s.name);
      if (port === undefined) throw new Error(`no port for subgraph ${s.name}`);
      return `${s.name}=http://${host}:${port}`;
    })
    .join(',');
}

/** Environment of the gateway on the public host:port. */
export function gatewayEnv(
  inherited: Env,
  s: SharedSettings,
  opts: { host: string; port: number; subgraphs: string; webDist: string },
): Record<string, string> {
  const env = baseEnv(inherited, s, [...SEED_ONLY, ...LAUNCHER_ONLY], GATEWAY.name);
  env.OTEL_SERVICE_NAME = GATEWAY.name;
  env.HOST = opts.host;
  env.PORT = String(opts.port);
  env.SUBGRAPHS = opts.subgraphs;
  env.WEB_DIST = opts.webDist;
  return env;
}

/** Checks the manifest: unique names, safe for a log prefix and the SUBGRAPHS list. */
export function validateManifest(specs: readonly ServiceSpec[]): void {
  const seen = new Set<string>();
  for (const s of specs) {
    if (!/^[a-z][a-z0-9-]*$/.test(s.name)) throw new Error(`bad service name: ${JSON.stringify(s.name)}`);
    if (seen.has(s.name)) throw new Error(`service listed twice: ${s.name}`);
    seen.add(s.name);
  }
}
