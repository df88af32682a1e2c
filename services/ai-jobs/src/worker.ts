import { runService } from '@tryon/kit';
import { loadAiJobsConfig } from './config.js';
import { SCHEMA } from './app.js';
import { buildAiJobsWorker } from './worker-app.js';

const config = loadAiJobsConfig();

await runService({
  name: 'ai-jobs-worker',
  schema: SCHEMA,
  config,
  poolMax: config.WORKER_DB_POOL_MAX,
  build: buildAiJobsWorker,
});
