process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { closeNats, connectNats, createLogger, installShutdown, natsCredentials } from '@tryon/kit';
import { loadGatewayConfig } from './config.js';
import { buildGateway } from './app.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const nats = await connectNats(config.NATS_URL, 'gateway', logger, undefined, natsCredentials(config));
const gateway = await buildGateway(config, { nats, logger });
await gateway.app.listen({ host: config.HOST, port: config.PORT });

installShutdown(logger, [
  { name: 'gateway', close: () => gateway.stop() },
  { name: 'nats', close: () => closeNats(nats) },
]);
