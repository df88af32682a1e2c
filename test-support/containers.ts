// The integration tests' infrastructure in containers (testcontainers): Postgres, NATS with JetStream and
// the bus permissions, and MinIO. Used when a Docker engine is reachable (TEST_INFRA=auto, the default)
// or asked for (TEST_INFRA=containers); test-support/global-setup.ts otherwise uses the machine's own.
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';

/** Images, pinned; overridable for a registry mirror (TEST_IMAGE_POSTGRES, _NATS, _MINIO). */
export const TEST_IMAGES = {
  postgres: process.env.TEST_IMAGE_POSTGRES ?? 'postgres:16.4-alpine',
  nats: process.env.TEST_IMAGE_NATS ?? 'nats:2.10.22-alpine',
  minio: process.env.TEST_IMAGE_MINIO ?? 'minio/minio:RELEASE.2024-10-13T13-34-11Z',
} as const;

export type InfraMode = 'auto' | 'containers' | 'local';
export type InfraPath = 'containers' | 'local';

/** Parses TEST_INFRA (unset: auto); anything else is refused with the allowed values. */
export function infraMode(value: string | undefined): InfraMode {
  const v = (value ?? '').trim() || 'auto';
  if (v === 'auto' || v === 'containers' || v === 'local') return v;
  throw new Error(`TEST_INFRA must be auto, containers or local (got "${value}")`);
}

/**
 * Which path a run takes: containers when asked, or in auto mode when a Docker engine answers; the
 * machine's own services otherwise. Asking for containers without an engine is an error saying so.
 */
export function choosePath(mode: InfraMode, docker: { reachable: boolean; reason?: string }): InfraPath {
  if (mode === 'local') return 'local';
  if (docker.reachable) return 'containers';
  if (mode === 'containers') {
    throw new Error(
      `TEST_INFRA=containers but no Docker engine is reachable (${docker.reason ?? 'unknown'}). ` +
        'Start Docker (or set DOCKER_HOST), or run with TEST_INFRA=local against Postgres and nats-server.',
    );
  }
  return 'local';
}

/** Whether testcontainers finds a working container runtime (DOCKER_HOST, the socket, rootless...). */
export async function dockerReachable(): Promise<{ reachable: boolean; reason?: string }> {
  try {
    await getContainerRuntimeClient();
    return { reachable: true };
  } catch (err) {
    return { reachable: false, reason: (err as Error).message };
  }
}

export interface ContainerInfra {
  databaseUrl: string;
  /** One NATS per jest worker (each test file deletes every stream of its worker's server). */
  natsUrls: string[];
  s3: { endpoint: string; accessKey: string; secretKey: string };
  stop(): Promise<void>;
}

/**
 * Starts the containers: Postgres, MinIO and `natsCount` NATS. NATS runs with `authConfig` (the bus
 * permissions, the same text the local nats-server gets) and the users' passwords in its environment, so
 * the permissions are enforced.
 */
export async function startContainers(
  authConfig: string,
  passwordEnv: Record<string, string>,
  natsCount = 1,
): Promise<ContainerInfra> {
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    await Promise.all(started.map((c) => c.stop({ timeout: 5000 }).catch(() => undefined)));
  };
  try {
    const startNats = () =>
      new GenericContainer(TEST_IMAGES.nats)
        .withCopyContentToContainer([{ content: authConfig, target: '/etc/nats/tryon-auth.conf' }])
        .withEnvironment(passwordEnv)
        .withCommand(['-c', '/etc/nats/tryon-auth.conf', '-js', '-sd', '/data'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start()
        .then((c) => (started.push(c), c));
    const [postgres, minio, ...nats] = await Promise.all([
      new GenericContainer(TEST_IMAGES.postgres)
        .withEnvironment({ POSTGRES_PASSWORD: 'test' })
        .withExposedPorts(5432)
        // The entrypoint starts Postgres twice (init, then for real): wait for the second.
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start()
        .then((c) => (started.push(c), c)),
      new GenericContainer(TEST_IMAGES.minio)
        .withEnvironment({ MINIO_ROOT_USER: 'tryon-test', MINIO_ROOT_PASSWORD: 'tryon-test-secret' })
        .withCommand(['server', '/data'])
        .withExposedPorts(9000)
        .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
        .start()
        .then((c) => (started.push(c), c)),
      ...Array.from({ length: natsCount }, startNats),
    ]);
    return {
      databaseUrl: `postgres://postgres:test@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
      natsUrls: nats.map((n) => `nats://${n.getHost()}:${n.getMappedPort(4222)}`),
      s3: {
        endpoint: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`,
        accessKey: 'tryon-test',
        secretKey: 'tryon-test-secret',
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw new Error(`testcontainers could not start the test infrastructure: ${(err as Error).message}`);
  }
}
