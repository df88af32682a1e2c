import { Alert, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { adminFailureText, evictAfterAdminChange } from '../admin-changes';
import { AdminSettingsQuery, SetActiveAiServiceMutation } from '../admin.graphql';
import { dateTime } from '../admin-format';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { ProvidersSection } from './ProvidersSection';
import { SupportSettingsSection } from './SupportSettingsSection';

const SERVICES = [
  { value: 'gemini', label: 'Gemini', description: 'Google Gemini: generation, try-on and edits.' },
  {
    value: 'fashn',
    label: 'FASHN',
    description: 'FASHN for virtual try-on; Gemini still generates and edits.',
  },
] as const;

/**
 * Settings tab: which try-on AI service is active (active_api: gemini or fashn), then the providers' status,
 * model pins and connection tests (ProvidersSection), and support's sender, team inbox and seller on receipts
 * (SupportSettingsSection).
 */
export function SettingsTab() {
  const { data, loading, error } = useQuery(AdminSettingsQuery);
  const [setActive] = useMutation(SetActiveAiServiceMutation, {
    // The change is an admin action: the activity log and its filters have a new row.
    update: (cache) => evictAfterAdminChange(cache),
  });
  const [saving, setSaving] = useState(false);
  const active = data?.apiConfigurations.find((c) => c.key === 'active_api');

  const change = useSingleFlight(async (value: string) => {
    if (saving || value === active?.value) return;
    setSaving(true);
    const label = SERVICES.find((s) => s.value === value)?.label ?? value;
    try {
      await setActive({ variables: { value } });
      toast({
        title: 'Configuration Updated',
        description: `The active AI service is now ${label}.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Update Failed',
        // The server's reason when it refused the choice (FASHN without its key), else the general text.
        description: adminFailureText(error, 'Failed to update configuration. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg" maw={560}>
        <Title order={3} size="h4" mb="xs">
          Active try-on AI service
        </Title>
        {error ? (
          <Alert color="red" title="Could not load the settings">
            Please try again.
          </Alert>
        ) : loading || !active ? (
          <Skeleton height={80} />
        ) : (
          <Radio.Group
            value={active.value}
            onChange={(v) => void change(v)}
            name="active_api"
            label="Service"
          >
            <Stack gap="sm" mt="xs">
              {SERVICES.map((s) => (
                <Radio
                  key={s.value}
                  value={s.value}
                  label={s.label}
                  description={s.description}
                  disabled={saving}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {active && (
          <Group mt="md">
            <Text size="sm" c="dimmed">
              Last changed {dateTime(active.updatedAt)}
            </Text>
          </Group>
        )}
      </Card>
      <ProvidersSection />
      <SupportSettingsSection />
    </Stack>
  );
}
