import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClearToastsOnOpen } from '../../lib/toast';
import type { ActionType } from '../../__generated__/graphql';
import { OutOfSessionsActivityQuery } from './ai-jobs.graphql';

/** What the Activity box reads of a usage log. */
interface ActivityLog {
  action: ActionType;
  sessionsCost: number | null;
}

/** The three figures of the modal's Activity box. */
export interface ActivityTotals {
  totalSessionsUsed: number;
  aiModelsCreated: number;
  virtualTryOns: number;
}

/**
 * Totals the usage logs (spec section 8): all sessions used, the model_generation entries and the
 * virtual_tryon entries. An entry counts its `sessionsCost` (1 when the log does not say).
 */
export function totalActivity(logs: readonly ActivityLog[]): ActivityTotals {
  let totalSessionsUsed = 0;
  let aiModelsCreated = 0;
  let virtualTryOns = 0;
  for (const log of logs) {
    totalSessionsUsed += typeof log.sessionsCost === 'number' ? log.sessionsCost : 1;
    if (log.action === 'model_generation') aiModelsCreated += 1;
    if (log.action === 'virtual_tryon') virtualTryOns += 1;
  }
  return { totalSessionsUsed, aiModelsCreated, virtualTryOns };
}

export interface OutOfSessionsModalProps {
  opened: boolean;
  onClose(): void;
  /** The Activity figures, or `null` when the usage logs could not be loaded. */
  totals: ActivityTotals | null;
}

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fz="xl" fw={700} data-testid={testId}>
        {value ?? '–'}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The spec's "You're Out of Sessions" modal (section 8), opened when a job is refused with NO_SESSIONS. */
export function OutOfSessionsModal({ opened, onClose, totals }: OutOfSessionsModalProps) {
  useClearToastsOnOpen(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="You're Out of Sessions" centered size="lg">
      <Stack gap="md">
        <Text>
          You&apos;ve used all your available sessions. Upgrade to continue creating amazing virtual try-ons!
        </Text>
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-violet-light)" aria-label="Activity">
          <Text fw={600} mb="sm">
            Activity
          </Text>
          <SimpleGrid cols={3}>
            <Figure
              label="Total Sessions Used"
              value={totals?.totalSessionsUsed ?? null}
              testId="activity-total"
            />
            <Figure
              label="AI Models Created"
              value={totals?.aiModelsCreated ?? null}
              testId="activity-models"
            />
            <Figure label="Virtual Try-Ons" value={totals?.virtualTryOns ?? null} testId="activity-tryons" />
          </SimpleGrid>
        </Paper>
        <Text size="sm" c="dimmed">
          Choose from flexible plans starting at $6.99 or one-time top-up packs
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to="/pricing" onClick={onClose}>
            View Plans &amp; Pricing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * State of the out-of-sessions modal: `show()` loads the usage logs (`me { usageLogs }`, asked afresh: the
 * refusal means they changed since any cached copy), totals them and opens the modal; `modal` is the
 * element to render.
 */
export function useOutOfSessionsModal() {
  const client = useApolloClient();
  const [opened, setOpened] = useState(false);
  const [totals, setTotals] = useState<ActivityTotals | null>(null);

  const show = useCallback(async () => {
    try {
      const { data } = await client.query({ query: OutOfSessionsActivityQuery, fetchPolicy: 'network-only' });
      if (!data?.me) throw new Error('Nobody is signed in');
      setTotals(totalActivity(data.me.usageLogs));
    } catch (error) {
      console.error('Could not load the usage logs for the out-of-sessions modal', error);
      setTotals(null);
    }
    setOpened(true);
  }, [client]);

  const modal = <OutOfSessionsModal opened={opened} onClose={() => setOpened(false)} totals={totals} />;
  return { show, modal, opened };
}
