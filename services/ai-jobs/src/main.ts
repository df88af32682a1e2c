import { runService } from '@tryon/kit';
import { loadAiJobsConfig } from './config.js';
import { SCHEMA, buildAiJobs } from './app.js';

await runService({ name: 'ai-jobs', schema: SCHEMA, config: loadAiJobsConfig(), build: buildAiJobs });
