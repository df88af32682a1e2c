import { z } from 'zod';
import { rpcSubject } from '../rpc.js';

/**
 * A person's data export: media builds the ZIP and asks each service that keeps something of the person
 * for its part over request-reply, `rpc.<service>.export-user` with the person's id. Each answers only
 * that person's rows (by their own `userId` columns), as JSON, with secrets (password hashes, session
 * ids, link tokens) left out. Only media may call these subjects (bus permissions).
 */
export const EXPORT_PART_SERVICES = ['identity', 'billing', 'ai-jobs', 'support'] as const;
export type ExportPartService = (typeof EXPORT_PART_SERVICES)[number];

/** The subject `service` answers its part of an export on. */
export function exportUserSubject(service: ExportPartService): string {
  return rpcSubject(service, 'export-user');
}

export const EXPORT_USER_SUBJECTS: Record<ExportPartService, string> = Object.fromEntries(
  EXPORT_PART_SERVICES.map((s) => [s, exportUserSubject(s)]),
) as Record<ExportPartService, string>;

export const exportUserRequestSchema = z.object({ userId: z.number().int().positive() });
export type ExportUserRequest = z.infer<typeof exportUserRequestSchema>;

/** One service's part: its sections (a table's rows, or one record) by name. */
export const exportPartSchema = z.record(z.string(), z.unknown());
export type ExportPart = z.infer<typeof exportPartSchema>;

export const exportUserResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    part: exportPartSchema,
    /**
     * A large part's JSON, gzipped and in base64 (a NATS message holds 1 MB by default; rows of JSON
     * shrink about tenfold); `part` is then empty.
     */
    gzipped: z.string().optional(),
  }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['VALIDATION', 'NOT_FOUND', 'INTERNAL']),
    error: z.string(),
  }),
]);
export type ExportUserResponse = z.infer<typeof exportUserResponseSchema>;

/**
 * What media reads of identity's part: the account's address and whether the person proved they read it
 * (the link is mailed only to a verified address).
 */
export const identityExportPartSchema = z.object({
  profile: z.object({
    email: z.string().nullable(),
    emailVerifiedAt: z.union([z.string(), z.date()]).nullable(),
  }),
});
