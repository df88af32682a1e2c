import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The heading of every sandbox payment screen. */
export const SANDBOX_NOTICE = 'Test payment — no real card is charged';

/**
 * The banner of the sandbox checkout and portal (used when the server has no payment-provider key), so
 * nobody mistakes them for a real payment page.
 */
export function SandboxBanner({ children }: { children?: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={20} aria-hidden />}
      title={SANDBOX_NOTICE}
      data-testid="sandbox-banner"
    >
      {children ??
        'This is a sandbox: no payment provider is configured on this server. Completing it records the purchase without charging anything.'}
    </Alert>
  );
}
