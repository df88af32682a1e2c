import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSingleFlight } from '../../lib/use-single-flight';
import { dateTime } from './admin-format';
import { errorMessage, type ConnectionResult } from './provider-status';

/**
 * A provider card's "Test connection" button and, below it, the last answer: "Working" in green with the
 * provider's message, or the exact error message in red, and when it was checked. One test at a time (a
 * double click sends one request); `onDone` runs after each test (the cards refetch their status).
 */
export function ConnectionTestButton({
  name,
  run,
  onDone,
}: {
  /** The card's title, for the button's accessible name ("Test connection: Stripe (payments)"). */
  name: string;
  run: () => Promise<ConnectionResult>;
  onDone?: () => void;
}) {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ConnectionResult | null>(null);

  const test = useSingleFlight(async () => {
    setRunning(true);
    try {
      setResult(await run());
    } catch (error) {
      // The request itself failed (refused, service down): its own words, checked now.
      setResult({ ok: false, message: errorMessage(error), checkedAt: new Date().toISOString() });
    } finally {
      setRunning(false);
      onDone?.();
    }
  });

  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="light"
        size="sm"
        loading={running}
        onClick={() => void test()}
        aria-label={`Test connection: ${name}`}
      >
        Test connection
      </Button>
      <div role="status" aria-live="polite" style={{ width: '100%' }}>
        {result && (
          <Stack gap={2}>
            {result.ok ? (
              <Text size="sm" c="green.8" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={700} inherit>
                  Working
                </Text>
                {result.message ? ` · ${result.message}` : ''}
              </Text>
            ) : (
              <Text size="sm" c="red.8" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {result.message}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Checked {dateTime(result.checkedAt)}
            </Text>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
