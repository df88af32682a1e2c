import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useSessionBalance } from '../billing/session-balance';
import { LOW_BALANCE_BELOW } from './tryon-options';

/**
 * The try-on screen's session balance bar: the balance (the one balance source the header badge reads too,
 * kept fresh by the balance push and its 30 s poll), an amber "Low Balance" warning below 5, and
 * "Get More Sessions".
 */
export function SessionBalanceBar() {
  const { user } = useAuth();
  const balance = useSessionBalance(user !== null)?.balance;
  const low = balance !== undefined && balance < LOW_BALANCE_BELOW;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="lg"
      component="section"
      aria-label="Session balance"
      data-testid="session-balance"
      bg={low ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <IconBolt size={20} aria-hidden />
          <Text fw={600}>
            Sessions remaining:{' '}
            <Text span fw={700} data-testid="session-balance-value">
              {balance ?? '…'}
            </Text>
          </Text>
          {low ? (
            <Badge
              color="yellow"
              variant="filled"
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              style={{ textTransform: 'none' }}
            >
              Low Balance
            </Badge>
          ) : null}
        </Group>
        <Button
          component={Link}
          to="/pricing"
          size="xs"
          variant={low ? 'filled' : 'light'}
          color={low ? 'yellow' : undefined}
        >
          Get More Sessions
        </Button>
      </Group>
    </Paper>
  );
}
