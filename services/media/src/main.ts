import { connectNats, createDb, createLogger, installShutdown } from '@tryon/kit';
import { loadMediaConfig } from './config.js';
import { SCHEMA, buildMedia } from './app.js';

const config = loadMediaConfig();
const logger = createLogger('media', config.LOG_LEVEL);
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const nats = await connectNats(config.NATS_URL, 'media', logger);
const service = await buildMedia(config, { db, nats, logger });
await service.app.listen({ host: config.HOST, port: config.PORT });

installShutdown(logger, [
  { name: 'service', close: () => service.stop() },
  { name: 'nats', close: () => nats.nc.drain() },
  { name: 'postgres', close: () => db.destroy() },
]);
