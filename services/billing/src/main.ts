import { connectNats, createDb, createLogger, installShutdown } from '@tryon/kit';
import { loadBillingConfig } from './config.js';
import { SCHEMA, buildBilling } from './app.js';

const config = loadBillingConfig();
const logger = createLogger('billing', config.LOG_LEVEL);
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA, poolMax: 20 });
const nats = await connectNats(config.NATS_URL, 'billing', logger);
const service = await buildBilling(config, { db, nats, logger });
await service.app.listen({ host: config.HOST, port: config.PORT });

installShutdown(logger, [
  { name: 'service', close: () => service.stop() },
  { name: 'nats', close: () => nats.nc.drain() },
  { name: 'postgres', close: () => db.destroy() },
]);
