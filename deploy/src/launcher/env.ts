import { z } from 'zod';

// The launcher's environment (`npm start`), as zod shapes: `readConfig` parses `launcherEnv`, and
// scripts/config-docs.ts documents both shapes in docs/configuration.md. An empty value counts as unset.

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

/** An integer from `min` to `max`, `fallback` when unset or empty. */
const int = (fallback: number, min: number, max: number) => {
  const error = `must be an integer from ${min} to ${max}`;
  return z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};

/** Text, `fallback` when unset or empty. */
const text = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().default(fallback));

/** Optional text (unset or empty: undefined). */
const optionalText = z.preprocess(unsetIfEmpty, z.string().optional());

/** What the launcher itself reads; the other variables of its environment are passed on to every process. */
export const launcherEnv = {
  /**
   * The data folder, relative to the repository root: embedded Postgres, the NATS store, the generated
   * secrets (`secrets.json`), the embedded object store and mail catcher, run state. One launcher per folder.
   */
  DATA_DIR: text('.data'),
  /** Public port of the gateway (the services listen on free ports of 127.0.0.1). */
  PORT: int(8080, 1, 65535),
  /** Interface the gateway binds (services always bind 127.0.0.1). */
  HOST: text('127.0.0.1'),
  /** Passed to every process: `local` (cookies without Secure, introspection on) or `production`. */
  APP_MODE: z.preprocess(
    unsetIfEmpty,
    z.enum(['local', 'production'], { error: 'must be local or production' }).default('local'),
  ),
  /** Passed to every process (`fatal` ... `trace`, `silent`). */
  LOG_LEVEL: text('info'),
  /** A Postgres to use (one database; each service has its own schema). Unset: an embedded Postgres in DATA_DIR. */
  DATABASE_URL: optionalText,
  /**
   * A NATS server to use (JetStream on). Unset: the launcher runs `nats-server` from the PATH with one user
   * per process, passwords generated into DATA_DIR/secrets.json.
   */
  NATS_URL: optionalText,
  /** Only with NATS_URL: the NATS user every process connects as (or written in NATS_URL). */
  NATS_USER: optionalText,
  /** Only with NATS_URL: the password of NATS_USER. */
  NATS_PASSWORD: optionalText,
  /**
   * The context-token secret (at least 32 characters) given to the gateway and every service. Unset: one
   * generated once into DATA_DIR/secrets.json.
   */
  INTERNAL_TOKEN_SECRET: optionalText,
  /** The address people use (Stripe and e-mail links return there). Unset: `http://HOST:PORT`. */
  PUBLIC_URL: optionalText,
  /**
   * An S3-compatible store (MinIO, AWS S3) for images, with the other S3_* variables (see storageEnv).
   * Unset: an embedded s3rver in DATA_DIR/s3.
   */
  S3_ENDPOINT: optionalText,
  /** The mail server e-mails go through. Unset: an embedded mail catcher keeping messages in DATA_DIR/mail. */
  SMTP_URL: optionalText,
  /**
   * The admin account, given to the seeds only (set both or neither): created, or promoted and given
   * ADMIN_PASSWORD. Unset: `admin@tryon.local` with a generated password printed once.
   */
  ADMIN_EMAIL: optionalText,
  /** The admin account's password (with ADMIN_EMAIL), given to the seeds only. */
  ADMIN_PASSWORD: optionalText,
  /** How long each process (and Postgres, NATS, the object store) may take to be ready, in ms. */
  READY_TIMEOUT_MS: int(120_000, 1000, 3_600_000),
  /** How long a process may take to stop after SIGTERM before it is killed, in ms. */
  STOP_TIMEOUT_MS: int(15_000, 100, 600_000),
  /** Restarts of one crashed process within five minutes before the launcher stops everything. */
  RESTART_MAX: int(5, 0, 100),
  /** Wait before the first restart of a crashed process, in ms; each next one doubles it. */
  RESTART_BACKOFF_MS: int(1000, 10, 60_000),
  /** Set (to anything): log lines without colours. */
  NO_COLOR: optionalText,
  /** `0`: log lines without colours. */
  FORCE_COLOR: optionalText,
};

/**
 * OpenTelemetry tracing, read in every process by kit's tracing preload (services/kit/src/tracing.ts,
 * loaded with `node --import`) and the OpenTelemetry NodeSDK it starts, which reads the standard OTEL_*
 * variables itself (those not listed here too). The launcher passes them on to every process and sets
 * OTEL_SERVICE_NAME per process. Documentation only: nothing parses this shape.
 */
export const tracingEnv = {
  /**
   * OTLP collector for traces (e.g. `http://127.0.0.1:4318`; `/v1/traces` is added). Unset (and no
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): tracing off, nothing loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText,
  /** The full traces address, instead of OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalText,
  /** `http/protobuf`, `http/json` or `grpc` (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL wins). */
  OTEL_EXPORTER_OTLP_PROTOCOL: text('http/protobuf'),
  /** Headers sent to the collector (e.g. its API key), `key=value,key=value`. */
  OTEL_EXPORTER_OTLP_HEADERS: optionalText,
  /** The process's name in traces (the launcher sets it; else derived from the entry point). */
  OTEL_SERVICE_NAME: optionalText,
  /** The sampler: kit's default samples one trace in ten, following the parent's decision. */
  OTEL_TRACES_SAMPLER: text('parentbased_traceidratio'),
  /** The sampler's argument, e.g. the ratio of `parentbased_traceidratio` (`0.1` when OTEL_TRACES_SAMPLER is unset). */
  OTEL_TRACES_SAMPLER_ARG: optionalText,
  /** A comma list of instrumentations left out: `http`, `undici`, `pg`. */
  OTEL_NODE_DISABLED_INSTRUMENTATIONS: optionalText,
  /** OpenTelemetry metrics exporter (the product's metrics are Prometheus' `/metrics`). */
  OTEL_METRICS_EXPORTER: text('none'),
  /** OpenTelemetry logs exporter (the logs go to stdout). */
  OTEL_LOGS_EXPORTER: text('none'),
  /** Milliseconds between two exports of the span batch (the SDK's default when unset). */
  OTEL_BSP_SCHEDULE_DELAY: optionalText,
  /** Spans exported at once (the SDK's default when unset). */
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: optionalText,
  /** Spans queued for export before new ones are dropped (the SDK's default when unset). */
  OTEL_BSP_MAX_QUEUE_SIZE: optionalText,
  /** `true`: tracing off even with an endpoint. */
  OTEL_SDK_DISABLED: optionalText,
};
