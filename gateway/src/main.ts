process.env.APOLLO_TELEMETRY_DISABLED = '1';
import {
  closeNats,
  connectNats,
  createLogger,
  installShutdown,
  natsCredentials,
  runClustered,
  startMetricsServer,
} from '@tryon/kit';
import { loadGatewayConfig } from './config.js';
import { buildGateway } from './app.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
// PROCESSES above 1: that many copies behind the port, restarted one at a time on SIGHUP (kit's cluster.ts).
await runClustered({ processes: config.PROCESSES, logger, start });

async function start(): Promise<void> {
  const nats = await connectNats(config.NATS_URL, 'gateway', logger, undefined, natsCredentials(config));
  const gateway = await buildGateway(config, { nats, logger });
  await gateway.app.listen({ host: config.HOST, port: config.PORT });
  // Prometheus scrapes its own port: the public one answers 404 for /metrics.
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({ host: config.METRICS_HOST, port: config.METRICS_PORT });
  if (metrics) logger.info({ url: `${metrics.url}/metrics` }, 'metrics listener');

  installShutdown(logger, [
    { name: 'gateway', close: () => gateway.stop() },
    { name: 'metrics', close: async () => metrics?.close() },
    { name: 'nats', close: () => closeNats(nats) },
  ]);
}
