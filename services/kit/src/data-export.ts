import { gunzipSync, gzipSync } from 'node:zlib';
import type { Knex } from 'knex';
import {
  exportUserRequestSchema,
  exportUserSubject,
  type ExportPart,
  type ExportPartService,
  type ExportUserResponse,
} from '@tryon/proto-events';
import type { Logger } from './logger.js';
import type { Nats } from './nats.js';
import { startResponder, type RunningResponder } from './responder.js';

/** One table of a person's data export: its rows whose `by` column is the person's id. */
export interface ExportTable {
  /** The section's name in the export (default: the table's name). */
  section?: string;
  table: string;
  /** The column holding the person's id (default `userId`). */
  by?: string;
  /** Columns never exported (secrets: a password hash, a session id, a sealed link). */
  omit?: readonly string[];
  /** The order the rows are listed in (default: the `id` column). */
  orderBy?: string | null;
}

/** The person's rows of each table, by section, without the omitted columns. */
export async function collectUserRows(
  db: Knex,
  userId: number,
  tables: readonly ExportTable[],
): Promise<ExportPart> {
  const part: ExportPart = {};
  for (const t of tables) {
    const query = db(t.table).where(t.by ?? 'userId', userId);
    const orderBy = t.orderBy === undefined ? 'id' : t.orderBy;
    if (orderBy) query.orderBy(orderBy);
    const rows = (await query) as Record<string, unknown>[];
    const omit = new Set(t.omit ?? []);
    part[t.section ?? t.table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !omit.has(k))),
    );
  }
  return part;
}

/** A part larger than this (as JSON) is sent gzipped. */
export const INLINE_EXPORT_PART_BYTES = 256 * 1024;

/** The answer carrying `part`: as it is, or gzipped when its JSON is large. */
export function encodeExportPart(part: ExportPart): Extract<ExportUserResponse, { ok: true }> {
  const json = JSON.stringify(part);
  if (Buffer.byteLength(json) <= INLINE_EXPORT_PART_BYTES) return { ok: true, part };
  return { ok: true, part: {}, gzipped: gzipSync(json).toString('base64') };
}

/** The part an answer carries (see {@link encodeExportPart}). */
export function decodeExportPart(answer: Extract<ExportUserResponse, { ok: true }>): ExportPart {
  if (answer.gzipped === undefined) return answer.part;
  return JSON.parse(gunzipSync(Buffer.from(answer.gzipped, 'base64')).toString('utf8')) as ExportPart;
}

/**
 * Answers `rpc.<service>.export-user`: the service's part of a person's data export, only that person's
 * rows (`collect` is given the id of the request, which only media may send).
 */
export function startExportResponder(
  nats: Nats,
  opts: {
    service: ExportPartService;
    logger: Logger;
    collect: (userId: number) => Promise<ExportPart>;
  },
): RunningResponder {
  return startResponder(nats, {
    subject: exportUserSubject(opts.service),
    queue: opts.service,
    logger: opts.logger,
    handle: async (body): Promise<ExportUserResponse> => {
      const parsed = exportUserRequestSchema.safeParse(body);
      if (!parsed.success) {
        return { ok: false, code: 'VALIDATION', error: 'Invalid data: userId must be a positive integer' };
      }
      return encodeExportPart(await opts.collect(parsed.data.userId));
    },
  });
}
