import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Admin Dashboard (/admin and /admin-dashboard). Placeholder: a later issue replaces this page with the real screen. */
export function AdminPage() {
  useDocumentTitle(`Admin Dashboard | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Admin Dashboard"
      description="Administration of users, subscriptions, campaigns, footer links, content pages and the chatbot is coming soon."
    />
  );
}
