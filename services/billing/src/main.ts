import { runService } from '@tryon/kit';
import { loadBillingConfig } from './config.js';
import { SCHEMA, buildBilling } from './app.js';

await runService({
  name: 'billing',
  schema: SCHEMA,
  config: loadBillingConfig(),
  build: buildBilling,
  poolMax: 20,
});
