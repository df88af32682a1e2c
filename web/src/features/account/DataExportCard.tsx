import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { MyDataExportQuery, RequestDataExportMutation } from './data-export.graphql';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** How often the page asks whether an export being prepared is ready. */
const POLL_MS = 3000;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

/** "Export my data": asks for a ZIP of the person's images and data, shows where it stands, and its link. */
export function DataExportCard() {
  const { data, refetch, startPolling, stopPolling } = useQuery(MyDataExportQuery);
  const current = data?.myDataExport ?? null;
  const [request, { loading }] = useMutation(RequestDataExportMutation);
  const preparing = current?.status === 'pending' || current?.status === 'running';

  useEffect(() => {
    if (!preparing) return undefined;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [preparing, startPolling, stopPolling]);

  const ask = useSingleFlight(async () => {
    try {
      await request();
      await refetch();
    } catch (err) {
      toastError(err);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Export my data
        </Title>
        <Text size="sm" c="dimmed">
          Get a ZIP file with all your images (uploads, saved models and garments, generated and try-on
          results, edits) and a JSON file of your profile, balance and history, jobs, saved items,
          conversations and preferences. We e-mail you a link when it is ready.
        </Text>
        {preparing && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">Preparing your export… This usually takes a minute or two.</Text>
          </Group>
        )}
        {current?.status === 'ready' && current.downloadUrl && (
          <Stack gap={4} role="status">
            <Text size="sm">
              Your export is ready: {current.imageCount ?? 0} images, {megabytes(current.sizeBytes ?? 0)}.
              {current.expiresAt && ` The link works until ${WHEN.format(new Date(current.expiresAt))}.`}
            </Text>
            <Group>
              <Button
                component="a"
                href={current.downloadUrl}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download ZIP
              </Button>
            </Group>
          </Stack>
        )}
        {current?.status === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {current.error ?? 'Your data export could not be prepared. Please try again.'}
          </Alert>
        )}
        {current?.status === 'expired' && (
          <Text size="sm" c="dimmed">
            Your last export has expired. Ask for a new one to download your data again.
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => void ask()} loading={loading} disabled={preparing}>
            {current?.status === 'ready' ? 'Export again' : 'Export my data'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
