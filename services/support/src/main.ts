import { runService } from '@tryon/kit';
import { loadSupportConfig } from './config.js';
import { SCHEMA, buildSupport } from './app.js';

await runService({
  name: 'support',
  schema: SCHEMA,
  config: loadSupportConfig(),
  build: buildSupport,
});
