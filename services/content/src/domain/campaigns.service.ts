import {
  AppError,
  given,
  parseInput,
  requireAdmin,
  requireUser,
  type CallerContext,
  type OutboxWriter,
} from '@tryon/kit';
import type { CampaignRow, CampaignsRepository } from '../data/campaigns.repository.js';
import { audit } from './audit.js';
import { createCampaignInput, idArgument, updateCampaignInput } from './validation.js';

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');

/** Promo campaigns: the signed-in person's banner, and the admin's campaigns tab. */
export class CampaignsService {
  constructor(
    private readonly deps: {
      campaigns: CampaignsRepository;
      outbox: OutboxWriter;
      /** The low_balance audience: has used sessions and holds this many or fewer. */
      lowBalanceMax: number;
    },
  ) {}

  /** The campaigns that target the caller now, highest priority first. */
  active(caller: CallerContext): Promise<CampaignRow[]> {
    const userId = requireUser(caller);
    return this.deps.campaigns.activeFor(userId, this.deps.lowBalanceMax);
  }

  list(caller: CallerContext): Promise<CampaignRow[]> {
    requireAdmin(caller);
    return this.deps.campaigns.all();
  }

  create(caller: CallerContext, input: unknown): Promise<CampaignRow> {
    const adminId = requireAdmin(caller);
    const fields = parseInput(createCampaignInput, input ?? {});
    checkWindow(fields.startDate, fields.endDate);
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.campaigns.insert(trx, { ...fields, createdBy: adminId });
      await audit(this.deps.outbox, trx, caller, adminId, {
        actionType: 'promo_campaign_created',
        description: `Created campaign "${row.title}"`,
        metadata: { campaignId: row.id, targetAudience: row.targetAudience, isActive: row.isActive },
      });
      return row;
    });
  }

  update(caller: CallerContext, id: number, input: unknown): Promise<CampaignRow> {
    const adminId = requireAdmin(caller);
    const campaignId = parseInput(idArgument, id);
    const patch = given(parseInput(updateCampaignInput, input ?? {}));
    return this.deps.outbox.transaction(async (trx) => {
      const before = await this.deps.campaigns.byId(campaignId, trx);
      if (!before) throw notFound();
      checkWindow(
        patch.startDate !== undefined ? patch.startDate : before.startDate,
        patch.endDate !== undefined ? patch.endDate : before.endDate,
      );
      const row = (await this.deps.campaigns.update(trx, campaignId, patch))!;
      await audit(this.deps.outbox, trx, caller, adminId, {
        actionType: 'promo_campaign_updated',
        description: describeUpdate(row, patch),
        metadata: { campaignId: row.id, changed: Object.keys(patch) },
      });
      return row;
    });
  }

  delete(caller: CallerContext, id: number): Promise<boolean> {
    const adminId = requireAdmin(caller);
    const campaignId = parseInput(idArgument, id);
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.campaigns.delete(trx, campaignId);
      if (!row) throw notFound();
      await audit(this.deps.outbox, trx, caller, adminId, {
        actionType: 'promo_campaign_deleted',
        description: `Deleted campaign "${row.title}"`,
        metadata: { campaignId: row.id },
      });
      return true;
    });
  }
}

function checkWindow(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start) {
    throw new AppError('VALIDATION', 'Invalid data: endDate must be on or after startDate');
  }
}

function describeUpdate(row: CampaignRow, patch: Record<string, unknown>): string {
  const keys = Object.keys(patch);
  if (keys.length === 1 && keys[0] === 'isActive') {
    return `${row.isActive ? 'Activated' : 'Deactivated'} campaign "${row.title}"`;
  }
  return `Updated campaign "${row.title}"`;
}
