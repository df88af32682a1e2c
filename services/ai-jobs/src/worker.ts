import { runService } from '@tryon/kit';
import { loadAiJobsConfig } from './config.js';
import { SCHEMA } from './app.js';
import { buildAiJobsWorker } from './worker-app.js';

await runService({
  name: 'ai-jobs-worker',
  schema: SCHEMA,
  config: loadAiJobsConfig(),
  build: buildAiJobsWorker,
});
