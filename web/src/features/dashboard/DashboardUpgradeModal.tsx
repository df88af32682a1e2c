import { useEffect, useState } from 'react';
import { readStoredFlag, setStoredFlag } from '../../lib/stored-flag';
import { useOnDemand } from '../../lib/use-on-demand';
import type { UsageAnalytics } from '../billing/billing.api';
import {
  LOW_BALANCE_MODAL_SHOWN_KEY,
  dashboardUpgradeTrigger,
  type UpgradeTrigger,
} from '../billing/billing-rules';

// The modal (with its overlay, scroll area and pack cards) is a chunk of its own, loaded when it is to open.
const loadUpgradeModal = () => import('../billing/UpgradeModal');

/**
 * Opens the upgrade modal from the dashboard's usage analytics: no_sessions at a balance of 0 (not for a
 * first-time user), low_balance at 1 to 3 once the user has used sessions, at most once per browser session
 * (`low-balance-modal-shown` in session storage).
 */
export function DashboardUpgradeModal({ analytics }: { analytics: UsageAnalytics | undefined }) {
  const [trigger, setTrigger] = useState<UpgradeTrigger | null>(null);

  useEffect(() => {
    if (!analytics) return;
    const next = dashboardUpgradeTrigger(
      analytics,
      readStoredFlag('sessionStorage', LOW_BALANCE_MODAL_SHOWN_KEY),
    );
    if (next === 'low_balance') setStoredFlag('sessionStorage', LOW_BALANCE_MODAL_SHOWN_KEY);
    if (next) setTrigger(next);
  }, [analytics]);

  const UpgradeModal = useOnDemand(loadUpgradeModal, trigger ? 1 : 0)?.UpgradeModal;

  if (!analytics || !trigger || !UpgradeModal) return null;
  return (
    <UpgradeModal
      opened
      onClose={() => setTrigger(null)}
      trigger={trigger}
      balance={analytics.currentBalance}
      avgSessionsPerWeek={analytics.avgSessionsPerWeek}
    />
  );
}
