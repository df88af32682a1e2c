import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Payment Confirmation (/payment/success). Placeholder: a later issue replaces this page with the real screen. */
export function PaymentSuccessPage() {
  useDocumentTitle(`Payment Confirmation | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Payment Confirmation"
      description="Payment confirmation will be shown here once payments are available."
    />
  );
}
