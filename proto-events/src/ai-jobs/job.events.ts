import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/** Kinds of AI job (each debited under the job's session id). */
export const jobKinds = ['person_generation', 'virtual_tryon', 'edit'] as const;

/**
 * An AI job ended `failed`; billing refunds the debit whose idempotency key is `sessionId`, once.
 */
export const JobFailed = defineEvent(
  'aijobs.job.failed.v1',
  STREAMS.aiJobs.name,
  z.object({
    sessionId: z.string().min(1).max(200),
    userId: z.number().int().positive(),
    kind: z.enum(jobKinds),
  }),
);
export type JobFailedData = z.infer<typeof JobFailed.schema>;
