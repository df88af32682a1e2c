import { Periodic, type Db, type Logger } from '@tryon/kit';
import type { MailQueue } from './mail-queue.js';
import type { RecipientsRepository } from './recipients.repository.js';

/** How long before a period ends its renewal reminder goes out. */
export const REMINDER_LEAD_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Renewal reminders, 3 days before a plan's period ends. A sweep (at start, then every `everyMs`) queues a
 * reminder for every person whose active plan renews within 3 days, with renewal reminders on; the dedupe
 * key `renewal:{userId}:{period end}` makes it once per period whatever the number of sweeps, restarts or
 * replicas, and a Postgres advisory lock lets one replica sweep at a time.
 */
export class RenewalReminders {
  private readonly periodic: Periodic;

  constructor(
    private readonly deps: {
      db: Db;
      recipients: RecipientsRepository;
      queue: MailQueue;
      logger: Logger;
    },
  ) {
    this.periodic = new Periodic(
      'renewal reminder sweep',
      async () => {
        const queued = await this.sweep();
        if (queued > 0) deps.logger.info({ queued }, 'renewal reminders queued');
      },
      deps.logger,
    );
  }

  /** One sweep; answers how many reminders were queued (0 when another replica is sweeping). */
  async sweep(now = new Date()): Promise<number> {
    const { db, recipients, queue } = this.deps;
    return db.transaction(async (trx) => {
      const { rows } = await trx.raw(
        `SELECT pg_try_advisory_xact_lock(hashtext('support:renewal-reminders')) AS locked`,
      );
      if (!rows[0]?.locked) return 0;
      let queued = 0;
      for (const due of await recipients.renewalsDue(now, REMINDER_LEAD_MS, trx)) {
        const periodEnd = new Date(due.currentPeriodEnd);
        const added = await queue.add(
          trx,
          { userId: due.userId, email: due.email, firstName: due.firstName },
          { type: 'renewal_reminder', planName: due.planName, periodEnd },
          `renewal:${due.userId}:${periodEnd.toISOString()}`,
        );
        if (added) queued++;
      }
      return queued;
    });
  }

  /** Sweeps now and then every `everyMs`. */
  start(everyMs: number): void {
    this.periodic.start(everyMs);
  }

  async stop(): Promise<void> {
    await this.periodic.stop();
  }
}
