import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCents, perSessionPrice, type TopUpPack } from './billing-rules';
import { packCheckoutKey, type Checkout } from './use-checkout';

/** The height of a line of (md) badges, in px: Mantine's --badge-height-md (1.25rem). */
const BADGE_LINE_HEIGHT = 20;

export interface TopUpPackCardProps {
  pack: TopUpPack;
  /** "Buy Now" starts this pack's checkout; busy while it starts, disabled while another one does. */
  checkout: Checkout;
  /** Drawn with a strong border (the pack asked for with `?pack=N`, or the recommended one). */
  highlighted?: boolean;
  /** An extra badge, such as "Recommended". */
  extraBadge?: ReactNode;
}

/**
 * A top-up pack: sessions, price, price per session (2 decimals), its saving badge, "Popular" for the 25
 * pack, and a "Buy Now" button at the bottom of the card, which fills the height of its grid cell.
 */
export function TopUpPackCard({ pack, checkout, highlighted = false, extraBadge }: TopUpPackCardProps) {
  const loading = checkout.pending === packCheckoutKey(pack);
  const hasBadges = Boolean(extraBadge || pack.popular || pack.savingsLabel);
  return (
    <Card
      component="article"
      aria-label={`${pack.sessions} sessions pack`}
      data-testid={`pack-${pack.sessions}`}
      data-highlighted={highlighted || undefined}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={highlighted ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        {/* The badges get a line of their own that wraps, so none is ever cut ("RECOMM...", "SAVE 2..."). The
            line is there, a badge high, on a card without any (the 10 pack) too while the cards stand side by
            side (from sm, as both grids of packs do), so their titles, prices and buttons line up. */}
        <Group
          gap={4}
          wrap="wrap"
          mih={BADGE_LINE_HEIGHT}
          visibleFrom={hasBadges ? undefined : 'sm'}
          data-testid="pack-badges"
        >
          {extraBadge}
          {pack.popular && (
            <Badge color="violet" variant="filled">
              Popular
            </Badge>
          )}
          {pack.savingsLabel && (
            <Badge color="green" variant="light">
              {pack.savingsLabel}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4">
          {pack.sessions} Sessions
        </Title>
        <Text fz={28} fw={800} lh={1.1}>
          {formatCents(pack.priceInCents)}
        </Text>
        <Text size="sm" c="dimmed">
          {perSessionPrice(pack)} per session
        </Text>
        <Button
          mt="auto"
          fullWidth
          variant={highlighted || pack.popular ? 'filled' : 'light'}
          onClick={() => checkout.buyPack(pack)}
          loading={loading}
          disabled={checkout.pending !== null && !loading}
        >
          Buy Now
        </Button>
      </Stack>
    </Card>
  );
}
