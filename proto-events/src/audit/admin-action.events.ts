import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * An administrator did something worth recording. Any service may publish it; identity keeps the
 * admin activity log from it.
 */
export const AdminActionRecorded = defineEvent(
  'audit.admin-action.recorded.v1',
  STREAMS.audit.name,
  z.object({
    adminId: z.number().int().positive(),
    actionType: z.string().min(1).max(100),
    targetUserId: z.number().int().positive().nullable(),
    description: z.string().max(1000),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    ipAddress: z.string().max(64).nullable(),
  }),
);
export type AdminActionRecordedData = z.infer<typeof AdminActionRecorded.schema>;
