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

  async listForAdmin(adminId: number, limit = 100): Promise<AdminActivity[]> {
    return this.db('admin_activity_logs').where({ adminId }).orderBy('id', 'desc').limit(limit);
  }
}
