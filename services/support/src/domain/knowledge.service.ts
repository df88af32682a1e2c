import { AdminActionRecorded } from '@tryon/proto-events';
import { AppError, given, parseInput, requireAdmin, type CallerContext, type OutboxWriter } from '@tryon/kit';
import type { KnowledgeRepository, KnowledgeRow, UnansweredRow } from '../data/knowledge.repository.js';
import { createEntryInput, unansweredLimit, updateEntryInput } from './validation.js';

/** The admin's knowledge-base tab: entries (added, edited, deactivated) and the unanswered questions. */
export class KnowledgeService {
  constructor(private readonly deps: { knowledge: KnowledgeRepository; outbox: OutboxWriter }) {}

  list(caller: CallerContext): Promise<KnowledgeRow[]> {
    requireAdmin(caller);
    return this.deps.knowledge.all();
  }

  unanswered(caller: CallerContext, limit: unknown): Promise<UnansweredRow[]> {
    requireAdmin(caller);
    return this.deps.knowledge.unanswered(parseInput(unansweredLimit, limit));
  }

  create(caller: CallerContext, input: unknown): Promise<KnowledgeRow> {
    const adminId = requireAdmin(caller);
    const fields = parseInput(createEntryInput, input ?? {});
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.knowledge.insert(trx, { ...fields, createdBy: adminId });
      await this.audit(
        caller,
        adminId,
        trx,
        'knowledge_entry_created',
        `Added answer "${row.question}"`,
        row.id,
      );
      return row;
    });
  }

  update(caller: CallerContext, id: number, input: unknown): Promise<KnowledgeRow> {
    const adminId = requireAdmin(caller);
    const patch = given(parseInput(updateEntryInput, input ?? {}));
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.knowledge.update(trx, id, patch);
      if (!row) throw new AppError('NOT_FOUND', 'Knowledge entry not found');
      const what =
        Object.keys(patch).length === 1 && patch.isActive !== undefined
          ? `${row.isActive ? 'Activated' : 'Deactivated'} answer "${row.question}"`
          : `Edited answer "${row.question}"`;
      await this.audit(caller, adminId, trx, 'knowledge_entry_updated', what, row.id);
      return row;
    });
  }

  private audit(
    caller: CallerContext,
    adminId: number,
    trx: Parameters<Parameters<OutboxWriter['transaction']>[0]>[0],
    actionType: string,
    description: string,
    entryId: number,
  ) {
    return this.deps.outbox.add(trx, AdminActionRecorded, {
      adminId,
      actionType,
      targetUserId: null,
      description: description.slice(0, 1000),
      metadata: { entryId },
      ipAddress: caller.ip,
    });
  }
}
