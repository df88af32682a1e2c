import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { aiJobsInit } from './20261215000100_ai_jobs_init.js';

/** ai-jobs' migrations, oldest first. */
export const migrations: Migration[] = [outboxInboxMigration, aiJobsInit];
