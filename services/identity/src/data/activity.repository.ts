import type { Knex } from 'knex';

export interface AdminActivity {
  adminId: number;
  actionType: string;
  targetUserId: number | null;
  description: string;
  metadata: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: Date;
}

/** A stored admin action. */
export interface AdminActivityRow extends AdminActivity {
  id: number;
}

/** identity.admin_activity_logs (append-only). */
export class ActivityRepository {
  constructor(private readonly db: Knex) {}

  async insert(trx: Knex, a: AdminActivity): Promise<void> {
    await trx('admin_activity_logs').insert({
      ...a,
      metadata: a.metadata ? JSON.stringify(a.metadata) : null,
    });
  }

  /**
   * A deleted account: the admin actions about it stay (what an admin did, and when) but no longer say
   * whom they were about.
   */
  async forgetTarget(trx: Knex, userId: number): Promise<void> {
    await trx('admin_activity_logs')
      .where({ targetUserId: userId })
      .update({
        targetUserId: null,
        description: trx.raw(`'An action about an account since deleted (' || "actionType" || ')'`),
        metadata: null,
      });
  }

  /** A page of actions, newest first, optionally of one admin and/or one action type, and the total. */
  async page(opts: {
    adminId?: number;
    actionType?: string;
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: AdminActivityRow[] }> {
    const filtered = () => {
      const q = this.db<AdminActivityRow>('admin_activity_logs');
      if (opts.adminId !== undefined) void q.where({ adminId: opts.adminId });
      if (opts.actionType !== undefined) void q.where({ actionType: opts.actionType });
      return q;
    };
    const [rows, [{ total }]] = await Promise.all([
      filtered().select('*').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset),
      filtered().count<{ total: number }[]>({ total: '*' }),
    ]);
    return { total: Number(total), rows };
  }

  /** The admins who appear in the log and the action types recorded. */
  async filters(): Promise<{ adminIds: number[]; actionTypes: string[] }> {
    const [admins, types] = await Promise.all([
      this.db('admin_activity_logs').distinct('adminId').orderBy('adminId'),
      this.db('admin_activity_logs').distinct('actionType').orderBy('actionType'),
    ]);
    return {
      adminIds: admins.map((r: { adminId: number }) => r.adminId),
      actionTypes: types.map((r: { actionType: string }) => r.actionType),
    };
  }
}
