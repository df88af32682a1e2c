import { decodeExportPart, natsRequest, type Nats } from '@tryon/kit';
import {
  EXPORT_PART_SERVICES,
  EXPORT_USER_SUBJECTS,
  exportUserResponseSchema,
  type ExportPart,
  type ExportPartService,
} from '@tryon/proto-events';

/** Each service's part of a person's data export. */
export type ExportParts = Record<ExportPartService, ExportPart>;

/**
 * Asks every service that keeps something of the person for its part (at once, each within `timeoutMs`).
 * Any refusal or silence fails the whole gathering: an export is complete or it is not made.
 */
export async function gatherExportParts(
  nats: Pick<Nats, 'nc'>,
  userId: number,
  timeoutMs: number,
): Promise<ExportParts> {
  const entries = await Promise.all(
    EXPORT_PART_SERVICES.map(async (service) => {
      const msg = await natsRequest(nats, EXPORT_USER_SUBJECTS[service], JSON.stringify({ userId }), {
        timeout: timeoutMs,
      });
      const answer = exportUserResponseSchema.parse(msg.json());
      if (!answer.ok) throw new Error(`${service} refused its export part: ${answer.code} ${answer.error}`);
      return [service, decodeExportPart(answer)] as const;
    }),
  );
  return Object.fromEntries(entries) as ExportParts;
}
