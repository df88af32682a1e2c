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
import { IconDeviceFloppy, IconHanger, IconSparkles } from '@tabler/icons-react';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import { BRAND_NAME } from '../../lib/brand';
import { UnsavedResultGuard } from '../../lib/unsaved-result-guard';
import { ImageSkeleton } from '../ai-jobs/ImageSkeleton';
import { InstructionForm } from '../ai-jobs/InstructionForm';
import { JobStatusBadge } from '../ai-jobs/JobStatusBadge';
import { ResultImage } from '../ai-jobs/ResultImage';
import { JOB_POLL_INTERVAL_MS } from '../ai-jobs/use-job-status';
import { ATTRIBUTE_FIELDS } from './person-options';
import { SavedPeopleGrid } from './SavedPeopleGrid';
import { ResultNote } from './ResultNote';
import { useGenerate } from './use-generate';

/** The background select's option for no background (the input then carries none). */
const NO_BACKGROUND = { value: 'none', label: 'None' };

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
  const {
    canGenerate,
    defaultName,
    edit,
    editing,
    generate,
    generation,
    imageUrl,
    job,
    mode,
    naming,
    openSave,
    outOfSessions,
    prompt,
    running,
    save,
    saved,
    saving,
    setMode,
    setNaming,
    setPrompt,
    setValue,
    startError,
    status,
    tryOnGenerated,
    trySaved,
    unsaved,
    values,
  } = useGenerate(pollIntervalMs);
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
            <ResultNote
              jobId={job?.id ?? null}
              finishedOffline={status === 'completed' && Boolean(job?.offline)}
            />

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
