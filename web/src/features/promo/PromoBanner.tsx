import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PromoBanner_CampaignFragment } from '../../__generated__/graphql';
import { isInternalLink, isSafeExternalLink } from '../../lib/links';
import { readStoredFlag, setStoredFlag } from '../../lib/stored-flag';
import { useAuth } from '../auth/auth-context';
import { useSessionBalance } from '../billing/session-balance';
import { ActivePromoCampaignsQuery } from './promo.graphql';

/** How often the campaigns are asked again while the banner's screen is visible. */
export const PROMO_POLL_MS = 45_000;

/**
 * How long after a balance change the campaigns are asked again: the server moves the person between
 * audiences on the same balance events, asynchronously, so an immediate answer could still be the old one.
 */
export const PROMO_REFETCH_AFTER_BALANCE_MS = 1_500;

/** The label of a call to action that names none. */
export const DEFAULT_CTA_TEXT = 'Learn More';

/** Browser storage key that remembers the dismissal of one campaign (spec section 9). */
export const dismissedCampaignKey = (id: number) => `dismissed-campaign-${id}`;

/** The campaign's button: an app path is routed in the app, an http(s) address opens in a new tab. */
function CallToAction({ campaign }: { campaign: PromoBanner_CampaignFragment }) {
  const url = campaign.ctaUrl?.trim();
  if (!url) return null;
  const label = campaign.ctaText?.trim() || DEFAULT_CTA_TEXT;
  if (isInternalLink(url)) {
    return (
      <Button component={Link} to={url} size="xs" color="violet" mt={6}>
        {label}
      </Button>
    );
  }
  if (!isSafeExternalLink(url)) return null;
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      color="violet"
      mt={6}
    >
      {label}
    </Button>
  );
}

/**
 * Asks for the campaigns again {@link PROMO_REFETCH_AFTER_BALANCE_MS} after the balance moves (the one balance
 * source, kept live by the app shell), since a person's audience follows their balance.
 */
function useRefetchOnBalanceChange(enabled: boolean, refetch: () => Promise<unknown>) {
  const balance = useSessionBalance(enabled);
  const key = balance ? `${balance.subscriptionSessions}/${balance.topUpSessions}` : undefined;
  const seen = useRef(key);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    const before = seen.current;
    seen.current = key;
    if (before === undefined || before === key) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch().catch(() => undefined), PROMO_REFETCH_AFTER_BALANCE_MS);
  }, [key, refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);
}

/**
 * The promo banner of signed-in screens (spec section 2): the first campaign of the person's audience
 * (highest priority first) that they have not dismissed, with its title, message and call to action. The
 * close button remembers the campaign (`dismissed-campaign-{id}`) and the next one shows. The campaigns are
 * polled while the screen is visible and asked again shortly after a balance change; a failure shows nothing.
 */
export function PromoBanner() {
  const { user } = useAuth();
  const enabled = user !== null;
  const { data, refetch } = useQuery(ActivePromoCampaignsQuery, {
    skip: !enabled,
    pollInterval: PROMO_POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  useRefetchOnBalanceChange(enabled, refetch);
  const [dismissedNow, setDismissedNow] = useState<readonly number[]>([]);

  const campaign = (enabled ? data?.activePromoCampaigns : undefined)?.find(
    (c) => !dismissedNow.includes(c.id) && !readStoredFlag('localStorage', dismissedCampaignKey(c.id)),
  );
  if (!campaign) return null;

  const dismiss = () => {
    setStoredFlag('localStorage', dismissedCampaignKey(campaign.id));
    setDismissedNow((ids) => [...ids, campaign.id]);
  };

  return (
    <Container size="lg" pt="md">
      <Paper
        component="section"
        aria-label="Promotion"
        withBorder
        radius="md"
        p="md"
        bg="var(--mantine-color-violet-light)"
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" color="violet" radius="xl" size="lg" aria-hidden>
            <IconSpeakerphone size={18} />
          </ThemeIcon>
          <Stack gap={4} flex={1} miw={0} align="flex-start">
            <Text fw={700}>{campaign.title}</Text>
            <Text size="sm">{campaign.message}</Text>
            <CallToAction campaign={campaign} />
          </Stack>
          <CloseButton aria-label="Dismiss promotion" onClick={dismiss} />
        </Group>
      </Paper>
    </Container>
  );
}
