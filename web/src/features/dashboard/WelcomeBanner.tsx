import { Alert, Button, Text } from '@mantine/core';
import { IconGift, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { readStoredFlag, setStoredFlag } from '../../lib/stored-flag';

/** Browser storage key that remembers the dismissal (spec section 9). */
export const WELCOME_BANNER_DISMISSED_KEY = 'welcome-banner-dismissed';

/** How many free sessions a new account starts with. */
export const FREE_TRIAL_SESSIONS = 2;

const readDismissed = () => readStoredFlag('localStorage', WELCOME_BANNER_DISMISSED_KEY);
const rememberDismissed = () => setStoredFlag('localStorage', WELCOME_BANNER_DISMISSED_KEY);

/**
 * The dashboard's welcome banner for first-time users (spec section 2): mentions the 2 free sessions, adds a
 * first-steps hint when the balance is exactly 2, and stays away once dismissed (`welcome-banner-dismissed`).
 * Once the free sessions are used up it gives way to {@link TrialOverBanner}.
 */
export function WelcomeBanner({ isFirstTimeUser, balance }: { isFirstTimeUser: boolean; balance: number }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!isFirstTimeUser) return null;
  // Free sessions used up: no more welcome, a way to buy instead (whether or not the welcome was dismissed).
  if (balance === 0) return <TrialOverBanner />;
  if (dismissed) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <Alert
      role="region"
      variant="light"
      color="green"
      radius="md"
      icon={<IconGift size={20} aria-hidden />}
      title={`Welcome to ${BRAND_NAME}!`}
      withCloseButton
      closeButtonLabel="Dismiss welcome banner"
      onClose={dismiss}
    >
      <Text size="sm">
        Your account comes with {FREE_TRIAL_SESSIONS} free sessions to try virtual try-on and AI model
        generation.
      </Text>
      {balance === FREE_TRIAL_SESSIONS && (
        <Text size="sm" mt={4}>
          Tip: start by generating an AI model, then use it to try on an outfit.
        </Text>
      )}
    </Alert>
  );
}

/** A first-time user's free sessions are used up: say so and lead to the plans and packs. */
export function TrialOverBanner() {
  return (
    <Alert
      role="region"
      variant="light"
      color="orange"
      radius="md"
      icon={<IconShoppingCart size={20} aria-hidden />}
      title="Your free sessions are used up"
    >
      <Text size="sm">Choose a session pack or a plan to keep creating virtual try-ons and AI models.</Text>
      <Button component={Link} to="/pricing" size="xs" color="orange" mt="sm">
        View Plans &amp; Pricing
      </Button>
    </Alert>
  );
}
