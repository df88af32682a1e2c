import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { Checkout } from './use-checkout';

/** "Manage Billing": opens the billing portal; busy while it opens, disabled while another checkout starts. */
export function ManageBillingButton({
  checkout,
  variant = 'default',
}: {
  checkout: Checkout;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button
      variant={variant}
      leftSection={<IconCreditCard size={16} aria-hidden />}
      loading={checkout.pending === 'portal'}
      disabled={checkout.pending !== null && checkout.pending !== 'portal'}
      onClick={checkout.openPortal}
    >
      Manage Billing
    </Button>
  );
}
