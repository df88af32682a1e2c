import { runService } from '@tryon/kit';
import { loadMediaConfig } from './config.js';
import { SCHEMA, buildMedia } from './app.js';

await runService({ name: 'media', schema: SCHEMA, config: loadMediaConfig(), build: buildMedia });
