import {
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHanger, IconLayersSubtract, IconMessageChatbot, IconSparkles } from '@tabler/icons-react';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import { BRAND_NAME } from '../../lib/brand';
import { UnsavedResultGuard } from '../../lib/unsaved-result-guard';
import type { GarmentType, TryOnCategory } from '../../__generated__/graphql';
import { JOB_POLL_INTERVAL_MS } from '../ai-jobs/use-job-status';
import { GarmentCard } from './GarmentCard';
import { PersonPhotoCard } from './PersonPhotoCard';
import { SessionBalanceBar } from './SessionBalanceBar';
import classes from './TryOn.module.css';
import { TryOnResultCard } from './TryOnResultCard';
import { useTryOnDuration } from './try-on-duration';
import { CATEGORY_OPTIONS, GARMENT_TYPE_OPTIONS } from './tryon-options';
import { useTryOn } from './use-try-on';

const FEATURES = [
  {
    icon: IconSparkles,
    title: 'Realistic Fit',
    text: 'The AI keeps the person, pose and lighting and fits the garment naturally.',
  },
  {
    icon: IconLayersSubtract,
    title: 'Multi-Garment Outfits',
    text: 'Try a top and a bottom together to see the whole outfit at once.',
  },
  {
    icon: IconMessageChatbot,
    title: 'Refine in Plain Words',
    text: 'Ask for changes like "make it blue" and see the result in seconds.',
  },
];

export interface VirtualTryOnPageProps {
  /** Status poll interval (the spec's 2 s; tests shorten it). */
  pollIntervalMs?: number;
}

/**
 * Virtual Try-On (/gemini-virtual-tryon): balance bar, Person Photo (upload or a saved person), one or two
 * garments with category and garment types, the controls, the result (refine, save, download), three
 * feature blurbs, and the out-of-sessions modal.
 */
export function VirtualTryOnPage({ pollIntervalMs = JOB_POLL_INTERVAL_MS }: VirtualTryOnPageProps) {
  useDocumentTitle(`Virtual Try-On | ${BRAND_NAME}`);
  const {
    category,
    clothing,
    clothing2,
    clothingItems,
    compact,
    defaultName,
    download,
    downloading,
    garmentType1,
    garmentType2,
    imageUrl,
    job,
    multi,
    naming,
    openSave,
    outOfSessions,
    pending,
    person,
    personChoices,
    problem,
    refine,
    refining,
    resultRef,
    run,
    save,
    savedImages,
    savedPeople,
    saving,
    setCategory,
    setClothing,
    setClothing2,
    setGarmentType1,
    setGarmentType2,
    setMulti,
    setNaming,
    setPerson,
    status,
    tryOn,
    unsaved,
  } = useTryOn(pollIntervalMs);
  // The copy states how long the engine that runs try-ons now takes.
  const duration = useTryOnDuration();
  const tryOnButton = (
    <Button
      fullWidth
      size="md"
      leftSection={<IconHanger size={18} aria-hidden />}
      onClick={(event) => {
        event.preventDefault();
        void tryOn();
      }}
      disabled={pending}
      loading={pending}
      // Without the images the button looks and reads disabled, and a click says what is missing.
      data-disabled={problem !== null || refining || undefined}
      aria-disabled={problem !== null || refining || undefined}
    >
      Try On
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>Virtual Try-On</Title>
        <Text c="dimmed">
          Choose a person and clothing, and see the outfit fitted{duration ? ` in ${duration}` : ''}.
        </Text>
      </Stack>

      <SessionBalanceBar />

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PersonPhotoCard
              value={person}
              onChange={setPerson}
              choices={personChoices}
              loadingChoices={savedPeople.isLoading || savedImages.loading}
            />

            <Checkbox
              label="Enable multi-garment try-on"
              description="Try two garments at once, for example a top and a bottom."
              checked={multi}
              onChange={(event) => setMulti(event.currentTarget.checked)}
            />

            <GarmentCard
              title="Clothing Item"
              uploadLabel="Upload clothing item"
              testId="clothing-card"
              saveNamePrefix="Clothing Item"
              value={clothing}
              onChange={setClothing}
              savedItems={clothingItems}
              loadingSaved={savedImages.loading}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select
                  label="Category"
                  data={CATEGORY_OPTIONS}
                  value={category}
                  onChange={(value) => value && setCategory(value as TryOnCategory)}
                  allowDeselect={false}
                />
                <Select
                  label="Garment Type"
                  data={GARMENT_TYPE_OPTIONS}
                  value={garmentType1}
                  onChange={(value) => value && setGarmentType1(value as GarmentType)}
                  allowDeselect={false}
                />
              </SimpleGrid>
            </GarmentCard>

            {multi ? (
              <GarmentCard
                title="Second Garment"
                uploadLabel="Upload second garment"
                testId="second-garment-card"
                saveNamePrefix="Clothing Item 2"
                value={clothing2}
                onChange={setClothing2}
                savedItems={clothingItems}
                loadingSaved={savedImages.loading}
              >
                <Select
                  label="Second Garment Type"
                  data={GARMENT_TYPE_OPTIONS}
                  value={garmentType2}
                  onChange={(value) => value && setGarmentType2(value as GarmentType)}
                  allowDeselect={false}
                />
              </GarmentCard>
            ) : null}

            {compact ? (
              <Paper
                withBorder
                radius="md"
                p="sm"
                shadow="md"
                className={classes.actionBar}
                component="section"
                aria-label="Try-On Controls"
                data-testid="tryon-action-bar"
              >
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="xs" c="dimmed" w={96} lh={1.3} style={{ flexShrink: 0 }}>
                    {duration ? `1 session, ${duration}` : '1 session'}
                  </Text>
                  {tryOnButton}
                </Group>
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }} className={classes.resultColumn}>
          <Stack gap="lg">
            {compact ? null : (
              <Card withBorder radius="md" padding="lg" component="section" aria-label="Try-On Controls">
                <Title order={2} size="h4" mb="xs">
                  Try-On Controls
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  Each try-on uses 1 session{duration ? ` and takes ${duration}` : ''}.
                </Text>
                {tryOnButton}
              </Card>
            )}

            <div ref={resultRef} className={classes.resultAnchor}>
              <TryOnResultCard
                status={status}
                errorMessage={job?.errorMessage ?? null}
                imageUrl={imageUrl}
                offline={refine.offline}
                instruction={refine.instruction}
                onInstructionChange={refine.setInstruction}
                refining={refining}
                canRefine={refine.canEdit}
                onRefine={refine.submit}
                refineError={refine.failure}
                beforeUrl={run?.input.personImageUrl ?? null}
                history={refine.history}
                shownIndex={refine.shownIndex}
                onShowVersion={refine.show}
                onSave={openSave}
                onDownload={() => void download()}
                downloading={downloading}
                duration={duration}
              />
            </div>
          </Stack>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl" component="section" aria-label="Features">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="xs" align="center" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>

      <SaveNameDialog
        opened={naming}
        onClose={() => setNaming(false)}
        onSave={(name) => void save(name)}
        saving={saving}
        title="Save Try-On Result"
        description="Give this result a name so you can find it in your gallery."
        defaultName={defaultName}
      />
      {outOfSessions.modal}
      <UnsavedResultGuard when={unsaved} />
    </Container>
  );
}
