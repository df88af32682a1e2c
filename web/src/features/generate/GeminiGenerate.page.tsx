import {
  Button,
  Card,
  Container,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { IconDeviceFloppy, IconHanger, IconSparkles } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import type { GeneratePersonMutation as GeneratePersonAnswer } from '../../__generated__/graphql';
import { BRAND_NAME } from '../../lib/brand';
import { getFriendlyError } from '../../lib/errors';
import { defaultSaveName } from '../../lib/media.api';
import { useTryOnWith } from '../../lib/selected-person';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { UnsavedResultGuard, useUnsavedImage } from '../../lib/unsaved-result-guard';
import { isOutOfSessions, toJobStatus, type PersonAttributes } from '../ai-jobs/ai-jobs';
import { ImageSkeleton } from '../ai-jobs/ImageSkeleton';
import { InstructionForm } from '../ai-jobs/InstructionForm';
import { JobStatusBadge } from '../ai-jobs/JobStatusBadge';
import { useOutOfSessionsModal } from '../ai-jobs/OutOfSessionsModal';
import { ResultImage } from '../ai-jobs/ResultImage';
import { normalizeAiPerson, resolvePersonAttributes, type AiPerson } from '../ai-jobs/saved-people';
import { JOB_POLL_INTERVAL_MS, useJobStatus } from '../ai-jobs/use-job-status';
import { useResultEdit } from '../ai-jobs/use-result-edit';
import { rememberSavedPerson, useSavedPeople } from '../ai-jobs/use-saved-people';
import { useAuth } from '../auth/auth-context';
import { GeneratePersonMutation, SaveGeminiPersonMutation } from './generate.documents';
import {
  ATTRIBUTE_FIELDS,
  DEFAULT_ATTRIBUTES,
  type AttributeKey,
  type AttributeValues,
} from './person-options';
import { SavedPeopleGrid } from './SavedPeopleGrid';

type Mode = 'attributes' | 'prompt';

/** The background select's option for no background (the input then carries none). */
const NO_BACKGROUND = { value: 'none', label: 'None' };

/** The generation input: the attributes, the (optional) background and the free prompt. */
export interface GeneratePersonInput extends PersonAttributes {
  background?: string;
  prompt?: string;
}

/** A started generation as the page keeps it (the start answer: its id, status and attributes). */
type Generation = GeneratePersonAnswer['generatePerson'];

/** The `generatePerson` input for the form (spec section 5). */
export function buildGenerateInput(mode: Mode, values: AttributeValues, prompt: string): GeneratePersonInput {
  const { background, ...attributes } = values;
  const input: GeneratePersonInput = { ...attributes };
  // The background is optional: a cleared select sends none.
  if (background) input.background = background;
  if (mode === 'prompt') input.prompt = prompt.trim();
  return input;
}

export interface GeminiGeneratePageProps {
  /** Status poll interval (the spec's 2 s; tests shorten it). */
  pollIntervalMs?: number;
}

/**
 * Generate AI Models (/gemini-generate): attributes or a free prompt, the result panel (status badge,
 * image, conversational edit box, Save and Try On), and the "Saved People (n)" grid.
 */
export function GeminiGeneratePage({ pollIntervalMs = JOB_POLL_INTERVAL_MS }: GeminiGeneratePageProps) {
  useDocumentTitle(`Generate AI Models | ${BRAND_NAME}`);
  const { user } = useAuth();
  const tryOnWith = useTryOnWith();
  const saved = useSavedPeople(user?.id);
  /** The name the shown model was saved under (kept for the try-on screen). */
  const [savedAs, setSavedAs] = useState<{ id: number; name: string } | null>(null);
  const outOfSessions = useOutOfSessionsModal();

  const [mode, setMode] = useState<Mode>('attributes');
  const [values, setValues] = useState<AttributeValues>(DEFAULT_ATTRIBUTES);
  const [prompt, setPrompt] = useState('');
  const [starting, setStarting] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [defaultName, setDefaultName] = useState('');

  const [startGeneration] = useMutation(GeneratePersonMutation);
  const [savePerson] = useMutation(SaveGeminiPersonMutation);
  // The start answer as the status hook follows it (a new object only when a new generation starts).
  const started = useMemo(() => toJobStatus(generation), [generation]);
  const { job } = useJobStatus('session', started, { intervalMs: pollIntervalMs });

  const status = job?.status;
  const running = starting || status === 'pending' || status === 'processing';
  // The latest edit's image replaces the generated one.
  const edit = useResultEdit({
    resultUrl: status === 'completed' ? (job?.resultUrl ?? null) : null,
    resultOffline: Boolean(job?.offline),
    jobRunning: running,
    follow: 'id',
    onOutOfSessions: () => void outOfSessions.show(),
    pollIntervalMs,
    label: 'Edit',
  });
  const { imageUrl, editing } = edit;
  // A model shown but not saved is lost on leaving the screen (or the page): UnsavedResultGuard asks first.
  const { unsaved, markSaved } = useUnsavedImage(imageUrl);

  // Failures are only logged (spec 8). The refund reaches the balance badge by its own push.
  useEffect(() => {
    if (status === 'failed') console.error('Generation failed', job?.errorMessage);
  }, [status, job?.errorMessage]);

  const canGenerate = !running && !editing && (mode === 'attributes' || prompt.trim().length > 0);

  // One start at a time: a double click starts (and charges) one generation.
  const generate = useSingleFlight(async () => {
    if (!canGenerate) return;
    setStarting(true);
    setStartError(null);
    try {
      const { data } = await startGeneration({
        variables: { input: buildGenerateInput(mode, values, prompt) },
      });
      const session = data?.generatePerson;
      if (!session) throw new Error('The generation answer carries no session');
      edit.reset();
      setGeneration(session);
    } catch (error) {
      if (isOutOfSessions(error)) {
        void outOfSessions.show();
      } else {
        // Generation failures are only logged (spec 8); the panel says it failed.
        console.error('Generation failed', error);
        setGeneration(null);
        setStartError(getFriendlyError(error).message);
      }
    } finally {
      setStarting(false);
    }
  });

  const openSave = () => {
    setDefaultName(defaultSaveName('AI Model'));
    setNaming(true);
  };

  const save = useSingleFlight(async (name: string) => {
    if (!generation || !imageUrl) return;
    setSaving(true);
    try {
      await savePerson({
        // The image on screen: after an edit, the edited one (as Try On uses).
        variables: { geminiSessionId: generation.id, name, imageUrl },
        // The saved people list (this screen's grid, the dashboard, the try-on screen) gains the person.
        update: (cache, { data }) => {
          if (data?.saveGeminiPerson && user) rememberSavedPerson(cache, user.id, data.saveGeminiPerson);
        },
      });
      setSavedAs({ id: generation.id, name });
      markSaved(imageUrl);
      toast({
        title: 'Model Saved Successfully! 🎉',
        description: `"${name}" is ready for your next try-on.`,
        variant: 'success',
      });
      setNaming(false);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  });

  const tryOnGenerated = () => {
    if (!generation || !imageUrl) return;
    // A model saved under a name keeps it on the try-on screen.
    const name = savedAs?.id === generation.id ? savedAs.name : 'AI Model';
    const attributes = resolvePersonAttributes(generation);
    tryOnWith(normalizeAiPerson({ id: generation.id, name, imageUrl, attributes }), 'The model');
  };

  const trySaved = (person: AiPerson) => tryOnWith(normalizeAiPerson(person), `Saved person ${person.id}`);

  const setValue = (key: AttributeKey, value: string | null) => {
    // Every attribute but the background must keep a value.
    if (value === null && key !== 'background') return;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const resultBody = () => {
    if (running) {
      return (
        <ImageSkeleton shape="portrait" label="Generating your model" hint="Creating your AI model..." />
      );
    }
    if (editing && imageUrl) {
      return <ImageSkeleton shape="square" label="Applying your edit" hint="Applying your edit..." />;
    }
    if (imageUrl) {
      return (
        <ResultImage
          src={imageUrl}
          alt="Generated AI model"
          offline={edit.offline}
          testId="generated-image"
        />
      );
    }
    return (
      <Text c="dimmed" ta="center" py="xl">
        Choose attributes or describe a person, then press Generate AI Model. Your model will appear here.
      </Text>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>Generate AI Models</Title>
        <Text c="dimmed">
          Create a realistic AI model from attributes or your own words, refine it, save it and try clothes on
          it.
        </Text>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-label="Model settings">
            <Tabs value={mode} onChange={(value) => setMode(value === 'prompt' ? 'prompt' : 'attributes')}>
              <Tabs.List grow mb="md">
                <Tabs.Tab value="attributes">Attributes</Tabs.Tab>
                <Tabs.Tab value="prompt">Free Prompt</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="attributes">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {ATTRIBUTE_FIELDS.map((field) => {
                    // The background is optional: "None" is one of its options, so it can be chosen
                    // from the keyboard and by screen readers too (a select's clear button is neither).
                    const optional = field.key === 'background';
                    return (
                      <Select
                        key={field.key}
                        label={field.label}
                        data={optional ? [NO_BACKGROUND, ...field.options] : field.options}
                        value={optional ? (values.background ?? NO_BACKGROUND.value) : values[field.key]}
                        onChange={(value) =>
                          setValue(field.key, optional && value === NO_BACKGROUND.value ? null : value)
                        }
                        allowDeselect={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    );
                  })}
                </SimpleGrid>
              </Tabs.Panel>
              <Tabs.Panel value="prompt">
                <Stack gap="xs">
                  <Textarea
                    label="Describe your model"
                    placeholder="e.g. A smiling woman in her thirties with short curly hair, wearing a denim jacket"
                    value={prompt}
                    onChange={(event) => setPrompt(event.currentTarget.value)}
                    rows={5}
                  />
                  <Text size="xs" c="dimmed">
                    What your description says wins; the attributes fill in only what it leaves open.
                  </Text>
                </Stack>
              </Tabs.Panel>
            </Tabs>
            <Button
              mt="lg"
              fullWidth
              size="md"
              leftSection={<IconSparkles size={18} aria-hidden />}
              onClick={() => void generate()}
              disabled={!canGenerate}
              loading={running}
            >
              Generate AI Model
            </Button>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-label="Result">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h3">
                Result
              </Title>
              {startError ? (
                <JobStatusBadge status="failed" kind="generation" testId="generation-status" />
              ) : status ? (
                <JobStatusBadge status={status} kind="generation" testId="generation-status" />
              ) : null}
            </Group>
            {startError || (status === 'failed' && job?.errorMessage) ? (
              <Text c="red" size="sm" mb="sm" data-testid="generation-error">
                {startError ?? job?.errorMessage}
              </Text>
            ) : null}
            {resultBody()}

            <InstructionForm
              label="Edit instructions"
              placeholder="e.g. Make the jacket blue"
              buttonLabel="Apply Edit"
              value={edit.instruction}
              onChange={edit.setInstruction}
              onSubmit={edit.submit}
              inputDisabled={!imageUrl || editing}
              canSubmit={edit.canEdit}
              busy={editing}
              error={edit.failure}
            />

            <Group grow gap="sm" mt="md">
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                onClick={openSave}
                disabled={!imageUrl || !generation || editing}
              >
                Save
              </Button>
              <Button
                leftSection={<IconHanger size={16} aria-hidden />}
                onClick={tryOnGenerated}
                disabled={!imageUrl || editing}
              >
                Try On
              </Button>
            </Group>
          </Card>
        </Grid.Col>
      </Grid>

      <SavedPeopleGrid people={saved.people ?? []} onUse={trySaved} />

      <SaveNameDialog
        opened={naming}
        onClose={() => setNaming(false)}
        onSave={(name) => void save(name)}
        saving={saving}
        title="Save AI Model"
        description="Give this model a name so you can use it for try-ons later."
        defaultName={defaultName}
      />
      {outOfSessions.modal}
      <UnsavedResultGuard when={unsaved} />
    </Container>
  );
}
