import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SupportSettingsInput } from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import {
  AdminSupportSettingsQuery,
  SetHandoffMailMutation,
  UpdateSupportSettingsMutation,
} from '../support-settings.graphql';

type Field = keyof SupportSettingsInput;

const FIELDS: { name: Field; label: string; description?: string; placeholder?: string }[] = [
  {
    name: 'supportFrom',
    label: 'Support sender',
    description: 'Replies to conversations come from this address (a name and <address>, or an address).',
  },
  {
    name: 'teamInbox',
    label: 'Team inbox',
    description: 'Told of every conversation handed to a person (empty: nobody but the admins who ask).',
  },
  { name: 'sellerName', label: 'Business name' },
  { name: 'sellerAddress', label: 'Business address', placeholder: 'Street, city, postcode, country' },
  { name: 'sellerTaxId', label: 'Tax ID' },
  { name: 'sellerEmail', label: 'Support e-mail on receipts' },
];

type Values = Record<Field, string>;

/**
 * The support settings: who replies are sent from, the team inbox, the seller every receipt names (in
 * production a receipt waits until all four details are set; the count of waiting ones shows here), and
 * the signed-in admin's own choice to be e-mailed of hand-overs.
 */
export function SupportSettingsSection() {
  const { data, loading, error } = useQuery(AdminSupportSettingsQuery);
  // The mutations answer the same object (normalized as one), so what was saved shows here at once.
  const settings = data?.adminSupportSettings;
  const [values, setValues] = useState<Values | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateSupportSettingsMutation, {
    update: (cache) => evictAfterAdminChange(cache, ['adminEmailNotifications']),
  });
  const [setHandoff, { loading: switching }] = useMutation(SetHandoffMailMutation);
  const saved: Values | null = settings
    ? (Object.fromEntries(FIELDS.map((f) => [f.name, settings[f.name] ?? ''])) as Values)
    : null;
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    setValues(savedKey === 'null' ? null : (JSON.parse(savedKey) as Values));
  }, [savedKey]);

  if (error)
    return (
      <Alert color="red" title="Could not load the support settings">
        Please try again.
      </Alert>
    );
  if (loading || !settings || !values || !saved) return <Skeleton height={240} maw={720} />;

  const changed = FIELDS.filter((f) => values[f.name].trim() !== saved[f.name]);
  const save = () =>
    runAdminChange(
      () =>
        update({
          variables: { input: Object.fromEntries(changed.map((f) => [f.name, values[f.name].trim()])) },
        }),
      (result) => {
        const held = settings.heldReceipts;
        const sent = result.data?.updateSupportSettings.receiptSeller && held > 0;
        return {
          title: 'Settings Saved',
          description: sent
            ? `The support settings have been saved; ${held} waiting receipts are being sent.`
            : 'The support settings have been saved.',
        };
      },
      { title: 'Update Failed', fallback: 'Failed to save the support settings. Please try again.' },
    );
  const seller = settings.receiptSeller;

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Title order={3} size="h4" mb="xs">
        Support and receipts
      </Title>
      <Switch
        mb="md"
        label="E-mail me when a conversation is handed to a person"
        checked={settings.handoffMail}
        disabled={switching}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          void runAdminChange(
            () => setHandoff({ variables: { enabled } }),
            {
              title: 'Settings Saved',
              description: enabled
                ? 'You will be e-mailed when a conversation is handed to a person.'
                : 'You will no longer be e-mailed of hand-overs.',
            },
            { title: 'Update Failed', fallback: 'Failed to save the setting. Please try again.' },
          );
        }}
      />
      {seller ? (
        <Text size="sm" c="dimmed" mb="md">
          Receipts name: {seller.name}, {seller.address}, tax ID {seller.taxId}, {seller.email}.
        </Text>
      ) : (
        <Alert color="red" title="Receipts are waiting" mb="md">
          Set the business name, address, tax ID and support e-mail: until then no receipt is sent
          {settings.heldReceipts > 0 ? ` (${settings.heldReceipts} waiting)` : ''}.
        </Alert>
      )}
      <form
        aria-label="Support settings"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed.length > 0 && !saving) void save();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              description={f.description}
              placeholder={f.name === 'supportFrom' ? settings.defaultFrom : f.placeholder}
              value={values[f.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => (current ? { ...current, [f.name]: value } : current));
              }}
            />
          ))}
        </SimpleGrid>
        <Stack gap={0} mt="md">
          <Group justify="flex-end">
            <Button type="submit" disabled={changed.length === 0} loading={saving}>
              Save support settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
