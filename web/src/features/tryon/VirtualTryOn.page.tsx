import {
  Button,
  Card,
  Checkbox,
  Container,
  em,
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
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconHanger, IconLayersSubtract, IconMessageChatbot, IconSparkles } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import { BRAND_NAME } from '../../lib/brand';
import { describeError } from '../../lib/errors';
import { defaultSaveName } from '../../lib/media.api';
import {
  clearSelectedPerson,
  normalizeUploadedPerson,
  readSelectedPerson,
  type SelectedPerson,
} from '../../lib/selected-person';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { UnsavedResultGuard, useUnsavedImage } from '../../lib/unsaved-result-guard';
import {
  isOutOfSessions,
  toJobStatus,
  type GarmentType,
  type JobStatus,
  type TryOnCategory,
} from '../ai-jobs/ai-jobs';
import { useOutOfSessionsModal } from '../ai-jobs/OutOfSessionsModal';
import { normalizeAiPerson } from '../ai-jobs/saved-people';
import { JOB_POLL_INTERVAL_MS, useJobStatus } from '../ai-jobs/use-job-status';
import { useResultEdit } from '../ai-jobs/use-result-edit';
import { useSavedPeople } from '../ai-jobs/use-saved-people';
import { useAuth } from '../auth/auth-context';
import { downloadTryOnResult } from './download-result';
import { GarmentCard, type GarmentChoice } from './GarmentCard';
import type { ImageChoice } from './ImageChoiceGrid';
import { NO_PERSON, PersonPhotoCard, personImageOf, type PersonSource } from './PersonPhotoCard';
import { SessionBalanceBar } from './SessionBalanceBar';
import classes from './TryOn.module.css';
import { TryOnResultCard } from './TryOnResultCard';
import { CATEGORY_OPTIONS, GARMENT_TYPE_OPTIONS } from './tryon-options';
import { SaveTryOnResultMutation, TryOnSavedImagesQuery, VirtualTryOnMutation } from './tryon.documents';

/** The spec's try-on validation toasts (section 5). */
export const TRY_ON_MESSAGES = {
  missingImages: { title: 'Missing Images', description: 'Please upload both person and clothing images' },
  missingSecond: {
    title: 'Missing Second Garment',
    description: 'Please upload the second garment or disable multi-garment mode',
  },
  noResult: { title: 'No Result to Save', description: 'Please complete a virtual try-on first' },
} as const;

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

/** The `virtualTryOn` input (the documented shape). */
export interface VirtualTryOnInput {
  personImageUrl: string;
  clothingImageUrl: string;
  clothingImageUrl2?: string;
  category: TryOnCategory;
  garmentType1: GarmentType;
  garmentType2?: GarmentType;
  style?: string;
  replaceFootwear: boolean;
}

/** What a started try-on was made of (saved with its result). */
interface TryOnRun {
  session: JobStatus;
  input: VirtualTryOnInput;
}

export interface TryOnSelection {
  personUrl: string | null;
  clothing: GarmentChoice | null;
  multi: boolean;
  clothing2: GarmentChoice | null;
}

/** The spec's try-on rule: which toast a Try On click gets, or `null` when it may start. */
export function tryOnProblem({ personUrl, clothing, multi, clothing2 }: TryOnSelection) {
  if (!personUrl || !clothing) return TRY_ON_MESSAGES.missingImages;
  if (multi && !clothing2) return TRY_ON_MESSAGES.missingSecond;
  return null;
}

/** The `virtualTryOn` input (the documented shape; footwear is replaced when shoes are tried). */
export function buildTryOnInput(args: {
  personUrl: string;
  clothingUrl: string;
  clothingUrl2: string | null;
  multi: boolean;
  category: TryOnCategory;
  garmentType1: GarmentType;
  garmentType2: GarmentType;
}): VirtualTryOnInput {
  const input: VirtualTryOnInput = {
    personImageUrl: args.personUrl,
    clothingImageUrl: args.clothingUrl,
    category: args.category,
    garmentType1: args.garmentType1,
    replaceFootwear: args.garmentType1 === 'shoes',
  };
  if (args.multi && args.clothingUrl2) {
    input.clothingImageUrl2 = args.clothingUrl2;
    input.garmentType2 = args.garmentType2;
    input.replaceFootwear = input.replaceFootwear || args.garmentType2 === 'shoes';
  }
  return input;
}

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
  const { user } = useAuth();
  const userId = user?.id;
  const outOfSessions = useOutOfSessionsModal();

  const savedPeople = useSavedPeople(userId);
  // Asked once and then kept in the cache (the spec's 5 minute cache: nothing asks again on focus).
  const savedImages = useQuery(TryOnSavedImagesQuery, { skip: userId === undefined });
  const savedPhotos = savedImages.data?.me?.personImages;
  const savedClothing = savedImages.data?.me?.clothingImages;
  const [startTryOn] = useMutation(VirtualTryOnMutation);
  const [saveTryOnResult] = useMutation(SaveTryOnResultMutation);

  const personChoices = useMemo<SelectedPerson[]>(() => {
    const ai = (savedPeople.people ?? [])
      .map(normalizeAiPerson)
      .filter((p): p is SelectedPerson => p !== null);
    const photos = (savedPhotos ?? [])
      .map(normalizeUploadedPerson)
      .filter((p): p is SelectedPerson => p !== null);
    return [...ai, ...photos];
  }, [savedPeople.people, savedPhotos]);

  const clothingItems = useMemo<ImageChoice[]>(
    () =>
      (savedClothing ?? [])
        .filter((item) => item.imageUrl.includes('/uploads/'))
        .map((item) => ({ key: String(item.id), name: item.name, imageUrl: item.imageUrl })),
    [savedClothing],
  );

  const [person, setPerson] = useState<PersonSource>(NO_PERSON);
  const [multi, setMulti] = useState(false);
  const [clothing, setClothing] = useState<GarmentChoice | null>(null);
  const [clothing2, setClothing2] = useState<GarmentChoice | null>(null);
  const [category, setCategory] = useState<TryOnCategory>('tops');
  const [garmentType1, setGarmentType1] = useState<GarmentType>('top');
  const [garmentType2, setGarmentType2] = useState<GarmentType>('bottom');

  const [starting, setStarting] = useState(false);
  const [run, setRun] = useState<TryOnRun | null>(null);
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [defaultName, setDefaultName] = useState('');
  const [downloading, setDownloading] = useState(false);

  const { job } = useJobStatus('session', run?.session ?? null, { intervalMs: pollIntervalMs });

  // A person handed over by the dashboard or the generate screen is taken once.
  useEffect(() => {
    const stored = readSelectedPerson();
    clearSelectedPerson();
    if (!stored) return;
    setPerson({ kind: 'select', person: stored });
    toast({
      title: 'Person Selected',
      description: `${stored.name} is ready for your try-on.`,
      variant: 'success',
    });
  }, []);

  const status = job?.status ?? null;
  const pending = starting || status === 'pending' || status === 'processing';
  // The latest refinement's image replaces the try-on's result.
  const refine = useResultEdit({
    resultUrl: status === 'completed' ? (job?.resultUrl ?? null) : null,
    resultOffline: Boolean(job?.offline),
    jobRunning: pending,
    follow: 'session',
    onOutOfSessions: () => void outOfSessions.show(),
    pollIntervalMs,
    label: 'Refinement',
  });
  const { imageUrl, editing: refining } = refine;
  // A result shown but not saved is lost on leaving the screen (or the page): UnsavedResultGuard asks first.
  const { unsaved, markSaved } = useUnsavedImage(imageUrl);

  // A failed try-on is refunded; the balance bar gets the refund by the balance push.
  useEffect(() => {
    if (status === 'failed') console.error('Try-on failed', job?.errorMessage);
  }, [status, job?.errorMessage]);

  // Phones and small tablets get the compact flow: Try On in a bar that stays in reach while choosing.
  const compact = useMediaQuery(`(max-width: ${em(991)})`) ?? false;
  const resultRef = useRef<HTMLDivElement>(null);
  // The result (or its progress) is brought into view when a try-on starts on a small screen and when it
  // ends anywhere; on a large screen the sticky result column is usually in view already ("nearest").
  const runId = run?.session.id;
  useEffect(() => {
    if (runId === undefined) return;
    const ended = status === 'completed' || status === 'failed';
    if (!ended && !compact) return;
    resultRef.current?.scrollIntoView({ behavior: 'smooth', block: compact ? 'start' : 'nearest' });
  }, [runId, status, compact]);

  const personUrl = personImageOf(person);
  const problem = tryOnProblem({ personUrl, clothing, multi, clothing2 });

  // One start at a time: a double click starts (and charges) one try-on.
  const tryOn = useSingleFlight(async () => {
    if (pending || refining) return;
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!personUrl || !clothing) return;
    const input = buildTryOnInput({
      personUrl,
      clothingUrl: clothing.url,
      clothingUrl2: clothing2?.url ?? null,
      multi,
      category,
      garmentType1,
      garmentType2,
    });
    setStarting(true);
    try {
      const { data } = await startTryOn({ variables: { input } });
      const session = toJobStatus(data?.virtualTryOn);
      if (!session) throw new Error('The try-on answer carries no session');
      refine.reset();
      setRun({ session, input });
    } catch (error) {
      if (isOutOfSessions(error)) {
        void outOfSessions.show();
      } else {
        toast({
          title: 'Try-On Failed',
          description: describeError(error).description,
          variant: 'destructive',
        });
      }
    } finally {
      setStarting(false);
    }
  });

  const openSave = () => {
    if (!imageUrl || !run) {
      toast({ ...TRY_ON_MESSAGES.noResult, variant: 'destructive' });
      return;
    }
    setDefaultName(defaultSaveName('Try-On Result'));
    setNaming(true);
  };

  const save = useSingleFlight(async (name: string) => {
    if (!imageUrl || !run) return;
    setSaving(true);
    try {
      await saveTryOnResult({
        variables: {
          input: {
            geminiSessionId: run.session.id,
            name,
            resultImageUrl: imageUrl,
            personImageUrl: run.input.personImageUrl,
            clothingImageUrl: run.input.clothingImageUrl,
            category: run.input.category,
            style: run.input.style ?? null,
          },
        },
        // The gallery's lists of results (whatever fields it shows) are asked again when next shown.
        update: (cache) => {
          if (userId !== undefined) {
            cache.evict({
              id: cache.identify({ __typename: 'User', id: userId }),
              fieldName: 'savedTryOnResults',
            });
            cache.evict({
              id: cache.identify({ __typename: 'User', id: userId }),
              fieldName: 'savedTryOnResultsPage',
            });
          }
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedTryOnResults' });
          cache.gc();
        },
      });
      markSaved(imageUrl);
      toast({
        title: 'Try-On Result Saved! 🎉',
        description: `"${name}" was saved to your gallery.`,
        variant: 'success',
      });
      setNaming(false);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  });

  const download = async () => {
    if (!imageUrl) return;
    setDownloading(true);
    try {
      await downloadTryOnResult(imageUrl);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

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
          Choose a person and clothing, and see the outfit fitted in about 15-30 seconds.
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
                    1 session, about 15-30 seconds
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
                  Each try-on uses 1 session and takes about 15-30 seconds.
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
