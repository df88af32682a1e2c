import { runService } from '@tryon/kit';
import { loadIdentityConfig } from './config.js';
import { SCHEMA, buildIdentity } from './app.js';

await runService({ name: 'identity', schema: SCHEMA, config: loadIdentityConfig(), build: buildIdentity });
