import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Manage Subscription (/subscription-management). Placeholder: a later issue replaces this page with the real screen. */
export function SubscriptionManagementPage() {
  useDocumentTitle(`Manage Subscription | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Manage Subscription"
      description="Your session balance, subscription and usage history will be shown here soon."
    />
  );
}
