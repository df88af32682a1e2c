import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Plans & Pricing (/pricing). Placeholder: a later issue replaces this page with the real screen. */
export function PricingPage() {
  useDocumentTitle(`Plans & Pricing | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Plans & Pricing"
      description="Subscription plans and session packs will be available here soon."
    />
  );
}
