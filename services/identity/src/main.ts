import { connectNats, createDb, createLogger, installShutdown } from '@tryon/kit';
import { loadIdentityConfig } from './config.js';
import { SCHEMA, buildIdentity } from './app.js';

const config = loadIdentityConfig();
const logger = createLogger('identity', config.LOG_LEVEL);
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const nats = await connectNats(config.NATS_URL, 'identity', logger);
const service = await buildIdentity(config, { db, nats, logger });
await service.app.listen({ host: config.HOST, port: config.PORT });

installShutdown(logger, [
  { name: 'service', close: () => service.stop() },
  { name: 'nats', close: () => nats.nc.drain() },
  { name: 'postgres', close: () => db.destroy() },
]);
