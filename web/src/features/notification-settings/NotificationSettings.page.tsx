import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconBell } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { BRAND_NAME } from '../../lib/brand';
import { getFriendlyError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import {
  preferencesChanged,
  toPreferences,
  type NotificationPreferences,
} from './notification-preferences.api';
import {
  NotificationSettingsQuery,
  UpdateNotificationPreferencesMutation,
} from './notification-settings.graphql';
import { useSingleFlight } from '../../lib/use-single-flight';

const TYPE_TOGGLES: {
  key: 'lowBalanceAlerts' | 'renewalReminders' | 'marketingEmails';
  label: string;
  description: string;
}[] = [
  {
    key: 'lowBalanceAlerts',
    label: 'Low balance alerts',
    description: 'Get an email when your session balance falls to the threshold below.',
  },
  {
    key: 'renewalReminders',
    label: 'Renewal reminders',
    description: 'Get a reminder before your subscription renews.',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    description: 'News about features, tips and special offers.',
  },
];

const THRESHOLD_MARKS = [1, 3, 5, 7, 10].map((value) => ({ value, label: String(value) }));

/**
 * Email notification preferences (/notification-settings): the stored preferences come from the cache (the
 * `NotificationSettings` query), the form holds the unsaved edits, and a save's answer replaces the
 * User's preferences in the cache.
 */
export function NotificationSettingsPage() {
  useDocumentTitle(`Notification Settings | ${BRAND_NAME}`);
  const { data, error: loadError } = useQuery(NotificationSettingsQuery);
  const [saveMutation] = useMutation(UpdateNotificationPreferencesMutation);
  const stored = data?.me?.notificationPreferences;
  const saved = useMemo(() => (stored ? toPreferences(stored) : null), [stored]);
  const [edits, setEdits] = useState<NotificationPreferences | null>(null);
  const form = edits ?? saved;
  const [saving, setSaving] = useState(false);

  const update = <K extends keyof NotificationPreferences>(key: K, value: NotificationPreferences[K]) =>
    setEdits((current) => {
      const base = current ?? saved;
      return base ? { ...base, [key]: value } : current;
    });

  const changed = saved !== null && form !== null && preferencesChanged(saved, form);

  const save = useSingleFlight(async () => {
    if (!form || !changed || saving) return;
    setSaving(true);
    try {
      await saveMutation({
        variables: { input: form },
        // The answer has no id of its own: it becomes the User's preferences in the cache.
        update: (cache, { data: answer }) => {
          const preferences = answer?.updateNotificationPreferences;
          if (!preferences) return;
          cache.updateQuery({ query: NotificationSettingsQuery }, (current) =>
            current?.me ? { me: { ...current.me, notificationPreferences: preferences } } : current,
          );
        },
      });
      setEdits(null);
      toast({
        title: 'Settings saved',
        description: 'Your notification preferences have been updated successfully.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update notification preferences',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Container size="sm" py="xl">
      <Group gap="sm" mb="lg" wrap="nowrap">
        <IconBell size={28} aria-hidden />
        <div>
          <Title order={1} size="h2">
            Notification Settings
          </Title>
          <Text size="sm" c="dimmed">
            Choose which emails you receive from us.
          </Text>
        </div>
      </Group>

      {loadError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="Could not load your preferences"
        >
          {getFriendlyError(loadError).message}
        </Alert>
      ) : !form ? (
        <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label="Loading preferences">
          <Stack>
            <Skeleton height={24} />
            <Skeleton height={24} />
            <Skeleton height={24} />
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <Switch
              label="Email notifications"
              description="Turn all emails from us on or off."
              checked={form.emailNotifications}
              onChange={(e) => update('emailNotifications', e.currentTarget.checked)}
              size="md"
            />
            {form.emailNotifications && (
              <Stack gap="md" pl={{ base: 0, sm: 'md' }}>
                {TYPE_TOGGLES.map(({ key, label, description }) => (
                  <Switch
                    key={key}
                    label={label}
                    description={description}
                    checked={form[key]}
                    onChange={(e) => update(key, e.currentTarget.checked)}
                  />
                ))}
                <div>
                  <Text size="sm" fw={500}>
                    Low balance threshold: {form.lowBalanceThreshold}{' '}
                    {form.lowBalanceThreshold === 1 ? 'session' : 'sessions'}
                  </Text>
                  <Text size="xs" c="dimmed" mb="sm">
                    We email you when your balance reaches this many sessions.
                  </Text>
                  <Slider
                    min={1}
                    max={10}
                    step={1}
                    marks={THRESHOLD_MARKS}
                    value={form.lowBalanceThreshold}
                    onChange={(value) => update('lowBalanceThreshold', value)}
                    disabled={!form.lowBalanceAlerts}
                    thumbLabel="Low balance threshold"
                    mb="lg"
                  />
                </div>
              </Stack>
            )}
            <Group justify="flex-end">
              <Button onClick={save} disabled={!changed || saving} loading={saving}>
                Save Settings
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
