import { Alert, Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBulb, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useClearToastsOnOpen } from '../../lib/toast';
import {
  TOP_UP_PACKS,
  UPGRADE_TITLES,
  estimateWeeks,
  recommendPack,
  sessionsLeftText,
  suggestsSubscription,
  weeksText,
  type UpgradeTrigger,
} from './billing-rules';
import { TopUpPackCard } from './TopUpPackCard';
import { useCheckout } from './use-checkout';

export interface UpgradeModalProps {
  opened: boolean;
  onClose(): void;
  trigger: UpgradeTrigger;
  /** The current balance (used by the low_balance wording). */
  balance?: number;
  /** Average sessions used per week (usage analytics); drives the recommendation. */
  avgSessionsPerWeek?: number | null;
}

function intro(trigger: UpgradeTrigger, balance: number | undefined) {
  if (trigger === 'no_sessions') {
    return <Text>You&apos;ve used all your sessions. Choose a pack to keep creating virtual try-ons.</Text>;
  }
  if (trigger === 'low_balance') {
    return (
      <Stack gap={2}>
        <Text fw={600}>{sessionsLeftText(balance ?? 0)}</Text>
        <Text>Top up now so you don&apos;t run out in the middle of a try-on.</Text>
      </Stack>
    );
  }
  return <Text>Pick a pack of sessions. Top-up sessions never expire.</Text>;
}

/**
 * The upgrade modal (spec consumer-app sections 4 and 5): opened for no_sessions ("Out of Sessions"),
 * low_balance ("Running Low on Sessions") or manually ("Top Up Your Sessions"). It offers the three packs
 * with their price per session, recommends one by average weekly use with the estimated weeks it lasts, and
 * suggests a subscription above 15 sessions a week. Choosing a pack starts top-up checkout at once (the same
 * call as the pricing screen's "Buy Now").
 */
export function UpgradeModal({ opened, onClose, trigger, balance, avgSessionsPerWeek }: UpgradeModalProps) {
  const checkout = useCheckout();
  useClearToastsOnOpen(opened);
  const { pack: recommended, reason } = recommendPack(avgSessionsPerWeek);
  const weeks = estimateWeeks(recommended.sessions, avgSessionsPerWeek);

  return (
    <Modal opened={opened} onClose={onClose} title={UPGRADE_TITLES[trigger]} size="xl" centered>
      <Stack gap="md">
        {intro(trigger, balance)}

        <Alert
          color="violet"
          variant="light"
          icon={<IconBulb size={18} aria-hidden />}
          title={`Recommended: ${recommended.sessions} Sessions`}
          data-testid="pack-recommendation"
        >
          <Text size="sm">{reason}</Text>
          <Text size="sm">Estimated to last about {weeksText(weeks)} at your pace.</Text>
        </Alert>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {TOP_UP_PACKS.map((pack) => (
            <TopUpPackCard
              key={pack.sessions}
              pack={pack}
              checkout={checkout}
              highlighted={pack.sessions === recommended.sessions}
              extraBadge={
                pack.sessions === recommended.sessions ? (
                  <Badge color="orange" variant="filled">
                    Recommended
                  </Badge>
                ) : undefined
              }
            />
          ))}
        </SimpleGrid>

        {suggestsSubscription(avgSessionsPerWeek) && (
          <Alert
            color="grape"
            variant="light"
            icon={<IconCrown size={18} aria-hidden />}
            title="Consider a subscription"
            data-testid="subscription-suggestion"
          >
            <Text size="sm">
              You use more than 15 sessions a week. A monthly plan gives you sessions every month at a lower
              price per session.{' '}
              <Anchor component={Link} to="/pricing?tab=subscription" onClick={onClose}>
                View Subscription Plans
              </Anchor>
            </Text>
          </Alert>
        )}

        <Group justify="space-between">
          <Anchor component={Link} to="/pricing" size="sm" onClick={onClose}>
            See all plans and packs
          </Anchor>
          <Button variant="default" onClick={onClose}>
            Maybe Later
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
