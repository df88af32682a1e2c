import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { aiJobsInit } from './20261215000100_ai_jobs_init.js';
import { aiJobsAdmin } from './20261220000100_ai_jobs_admin.js';
import { aiJobsEditChain } from './20270110000100_ai_jobs_edit_chain.js';
import { aiJobsStagedResult } from './20270125000100_ai_jobs_staged_result.js';
import { aiJobsRequestId } from './20270202000100_ai_jobs_request_id.js';
import { aiJobsProviderStatus } from './20270203000100_ai_jobs_provider_status.js';
import { aiJobsRequestKeys } from './20270210000100_ai_jobs_request_keys.js';
import { aiJobsEditCharged } from './20270220000100_ai_jobs_edit_charged.js';
import { aiJobsResultNote } from './20270301000100_ai_jobs_result_note.js';

/** ai-jobs' migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  aiJobsInit,
  aiJobsAdmin,
  aiJobsEditChain,
  aiJobsStagedResult,
  aiJobsRequestId,
  aiJobsProviderStatus,
  aiJobsRequestKeys,
  aiJobsEditCharged,
  aiJobsResultNote,
];
