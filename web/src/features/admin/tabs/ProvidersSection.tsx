import {
  Alert,
  Badge,
  Card,
  Group,
  List,
  Loader,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import type { AiProviderName } from '../../../__generated__/graphql';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { LoadError } from '../../billing/LoadError';
import { dateTime } from '../admin-format';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { ConnectionTestButton } from '../ConnectionTestButton';
import {
  AdminAiProviderStatusesQuery,
  AdminChatModelStatusQuery,
  PinChatModelMutation,
  PinGeminiModelMutation,
  TestAiProviderConnectionMutation,
  TestPaymentConnectionMutation,
} from '../providers.graphql';
import {
  AUTOMATIC,
  modelSourceBadge,
  pinnedText,
  pinOptions,
  type ConnectionResult,
  type ModelStatus,
} from '../provider-status';

/** Long model names and error texts break anywhere rather than widen a card past a phone's screen. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** The failure toast of a pin: the existing Settings card's. */
const PIN_FAILURE = {
  title: 'Update Failed',
  fallback: 'Failed to update configuration. Please try again.',
} as const;

/** A status load: what the card shows while it loads or when it failed. */
interface StatusLoad {
  loading: boolean;
  error?: unknown;
}

/** A provider's card: its title, what it says, and the Test connection button with its answer. */
function ProviderCard({
  title,
  children,
  test,
}: {
  title: string;
  children: ReactNode;
  test: { run: () => Promise<ConnectionResult>; onDone?: () => void };
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} miw={0}>
      <Title order={4} size="h5" id={titleId} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {children}
        <ConnectionTestButton name={title} run={test.run} onDone={test.onDone} />
      </Stack>
    </Card>
  );
}

/** The card's loading and failure states; `children(status)` once the status is there. */
function StatusBody<S>({
  load,
  status,
  children,
}: {
  load: StatusLoad;
  status: S | undefined;
  children: (status: S) => ReactNode;
}) {
  if (status) return <>{children(status)}</>;
  if (load.error) return <LoadError title="Could not load the status" error={load.error} />;
  if (load.loading) return <Skeleton height={72} />;
  return (
    <Text size="sm" c="dimmed">
      No status reported.
    </Text>
  );
}

/** A problem with the set-up (yellow) and the last call's failure with its time (red). */
function StatusAlerts({ status }: { status: Pick<ModelStatus, 'problem' | 'lastError' | 'lastErrorAt'> }) {
  return (
    <>
      {status.problem && (
        <Alert color="yellow" title="Problem" styles={{ message: WRAP }}>
          {status.problem}
        </Alert>
      )}
      {status.lastError && (
        <Alert
          color="red"
          title={status.lastErrorAt ? `Last error, ${dateTime(status.lastErrorAt)}` : 'Last error'}
          styles={{ message: WRAP }}
        >
          {status.lastError}
        </Alert>
      )}
    </>
  );
}

function LastChecked({ at }: { at?: string | null }) {
  return (
    <Text size="xs" c="dimmed">
      {at ? `Last checked ${dateTime(at)}` : 'Not checked yet'}
    </Text>
  );
}

/** "Pin a model": Automatic or one of the available models; the select is off while the change is out. */
function PinSelect({
  name,
  status,
  onPin,
}: {
  name: string;
  status: ModelStatus;
  onPin: (model: string | null) => Promise<unknown>;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const current = status.pinnedModel ?? AUTOMATIC;
  const pin = useSingleFlight(async (value: string) => {
    if (value === current) return;
    setPending(value);
    try {
      await onPin(value === AUTOMATIC ? null : value);
    } finally {
      setPending(null);
    }
  });
  return (
    <Select
      label="Pin a model"
      aria-label={`Pin a model: ${name}`}
      data={pinOptions(status)}
      value={pending ?? current}
      onChange={(value) => value && void pin(value)}
      allowDeselect={false}
      disabled={pending !== null}
      rightSection={pending !== null ? <Loader size="xs" aria-label="Saving" /> : undefined}
      w="100%"
    />
  );
}

/** A Gemini card (images or support chat): the model in use, the candidates, the pin and the problems. */
function GeminiModelBody({
  name,
  status,
  notConfigured,
  onPin,
}: {
  name: string;
  status: ModelStatus;
  notConfigured: string;
  onPin: (model: string | null) => Promise<unknown>;
}) {
  const candidatesId = useId();
  const source = modelSourceBadge(status);
  return (
    <>
      {status.configured ? (
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            Model in use
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} ff="monospace" style={WRAP} miw={0}>
              {status.model ?? 'None'}
            </Text>
            <Badge variant="light" color={source.color}>
              {source.label}
            </Badge>
          </Group>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {notConfigured}
        </Text>
      )}
      {status.candidates.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" id={candidatesId}>
            Candidates, in order
          </Text>
          <List type="ordered" size="xs" c="dimmed" aria-labelledby={candidatesId} style={WRAP}>
            {status.candidates.map((model) => (
              <List.Item key={model} ff="monospace">
                {model}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <StatusAlerts status={status} />
      {status.configured && <PinSelect name={name} status={status} onPin={onPin} />}
      <LastChecked at={status.checkedAt} />
    </>
  );
}

/**
 * The Settings tab's "Providers" section: one card per provider (Gemini for images, Gemini for the support
 * chat, FASHN, Stripe), each with a connection test; the Gemini cards show the model in use and pin one.
 * The statuses are asked again after every pin and test (a test records its error, a pin changes the
 * model).
 */
export function ProvidersSection() {
  const titleId = useId();
  const ai = useQuery(AdminAiProviderStatusesQuery);
  const chat = useQuery(AdminChatModelStatusQuery);
  // Every pin and test is an admin action: the activity log has a new row.
  const options = { update: (cache: ApolloCache) => evictAfterAdminChange(cache) };
  const [pinGemini] = useMutation(PinGeminiModelMutation, options);
  const [pinChat] = useMutation(PinChatModelMutation, options);
  const [testAi] = useMutation(TestAiProviderConnectionMutation, options);
  const [testPayment] = useMutation(TestPaymentConnectionMutation, options);

  const gemini = ai.data?.aiProviderStatuses.find((s) => s.provider === 'gemini');
  const fashn = ai.data?.aiProviderStatuses.find((s) => s.provider === 'fashn');
  const chatStatus = chat.data?.chatModelStatus;
  // A failed refetch keeps what is shown; the query's error state says the rest.
  const refetchAi = () => void ai.refetch().catch(() => undefined);
  const refetchChat = () => void chat.refetch().catch(() => undefined);

  const testProvider = async (provider: AiProviderName) => {
    const { data } = await testAi({ variables: { provider } });
    if (!data) throw new Error('The test could not be run.');
    return data.testAiProviderConnection;
  };
  const pin = (change: () => Promise<unknown>, subject: string, model: string | null, refetch: () => void) =>
    runAdminChange(
      change,
      { title: 'Configuration Updated', description: pinnedText(subject, model) },
      PIN_FAILURE,
    ).finally(refetch);

  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        Providers
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProviderCard title="Gemini (images)" test={{ run: () => testProvider('gemini'), onDone: refetchAi }}>
          <StatusBody load={ai} status={gemini}>
            {(status) => (
              <GeminiModelBody
                name="Gemini (images)"
                status={status}
                notConfigured="No API key is set: the offline engine serves."
                onPin={(model) =>
                  pin(() => pinGemini({ variables: { model } }), 'The Gemini image model', model, refetchAi)
                }
              />
            )}
          </StatusBody>
        </ProviderCard>

        <ProviderCard
          title="Gemini (support chat)"
          test={{
            run: () => testProvider('gemini'),
            onDone: () => {
              refetchChat();
              refetchAi();
            },
          }}
        >
          <StatusBody load={chat} status={chatStatus}>
            {(status) => (
              <GeminiModelBody
                name="Gemini (support chat)"
                status={status}
                notConfigured="No API key is set: the knowledge base answers alone."
                onPin={(model) =>
                  pin(() => pinChat({ variables: { model } }), 'The Gemini chat model', model, refetchChat)
                }
              />
            )}
          </StatusBody>
        </ProviderCard>

        <ProviderCard title="FASHN (try-on)" test={{ run: () => testProvider('fashn'), onDone: refetchAi }}>
          <StatusBody load={ai} status={fashn}>
            {(status) => (
              <>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color={status.configured ? 'teal' : 'gray'}>
                    {status.configured ? 'Configured' : 'Not configured'}
                  </Badge>
                  {status.model && (
                    <Text size="sm" ff="monospace" style={WRAP} miw={0}>
                      {status.model}
                    </Text>
                  )}
                </Group>
                {!status.configured && (
                  <Text size="sm" c="dimmed">
                    No API key is set.
                  </Text>
                )}
                <StatusAlerts status={status} />
                <LastChecked at={status.checkedAt} />
              </>
            )}
          </StatusBody>
        </ProviderCard>

        <ProviderCard
          title="Stripe (payments)"
          test={{
            run: async () => {
              const { data } = await testPayment();
              if (!data) throw new Error('The test could not be run.');
              return data.testPaymentConnection;
            },
          }}
        >
          <Text size="sm" c="dimmed">
            Checks the payment keys with an authenticated read from Stripe (or says when the sandbox serves).
          </Text>
        </ProviderCard>
      </SimpleGrid>
    </section>
  );
}
