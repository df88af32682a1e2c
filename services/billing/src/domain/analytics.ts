const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface UsageAnalytics {
  currentBalance: number;
  isFirstTimeUser: boolean;
  hasUsedSessions: boolean;
  avgSessionsPerWeek: number;
  totalSessions: number;
}

/**
 * Usage analytics of the consumer app (section 3).
 * - totalSessions: sessions used, net of refunds (debits minus refunds in the ledger);
 * - avgSessionsPerWeek = totalSessions / max(1, weeks since the first use), weeks fractional, rounded to
 *   2 decimals; 0 when nothing was used (so a person in their first week gets their total);
 * - isFirstTimeUser: never paid (no pack purchase, no paid subscription);
 * - hasUsedSessions: totalSessions > 0.
 */
export function computeAnalytics(input: {
  subscriptionSessions: number;
  topUpSessions: number;
  totalSessions: number;
  firstUsedAt: Date | null;
  hasPaid: boolean;
  now?: Date;
}): UsageAnalytics {
  const now = input.now ?? new Date();
  const total = Math.max(0, input.totalSessions);
  let avg = 0;
  if (total > 0) {
    const weeks = input.firstUsedAt ? (now.getTime() - input.firstUsedAt.getTime()) / WEEK_MS : 0;
    avg = Math.round((total / Math.max(1, weeks)) * 100) / 100;
  }
  return {
    currentBalance: input.subscriptionSessions + input.topUpSessions,
    isFirstTimeUser: !input.hasPaid,
    hasUsedSessions: total > 0,
    avgSessionsPerWeek: avg,
    totalSessions: total,
  };
}
