import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../../lib/errors';
import { defaultSaveName } from '../../lib/uploads';
import {
  clearSelectedPerson,
  normalizeUploadedPerson,
  readSelectedPerson,
  type SelectedPerson,
} from './selected-person';
import { toast, toastError } from '../../lib/toast';
import { sendPaidRequest } from '../../lib/paid-request';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useUnsavedImage } from '../../lib/unsaved-result-guard';
import type { GarmentType, TryOnCategory } from '../../__generated__/graphql';
import { isOutOfSessions, toTrackedJob, type TrackedJob } from '../ai-jobs/ai-jobs';
import { useOutOfSessionsModal } from '../ai-jobs/OutOfSessionsModal';
import { normalizeAiPerson } from '../ai-jobs/saved-people';
import { useJobStatus } from '../ai-jobs/use-job-status';
import { useResultEdit } from '../ai-jobs/use-result-edit';
import { useSavedPeople } from '../ai-jobs/use-saved-people';
import { useAuth } from '../auth/auth-context';
import { downloadTryOnResult } from './download-result';
import { type GarmentChoice } from './GarmentCard';
import type { ImageChoice } from './ImageChoiceGrid';
import { NO_PERSON, personImageOf, type PersonSource } from './PersonPhotoCard';
import { SaveTryOnResultMutation, TryOnSavedImagesQuery, VirtualTryOnMutation } from './tryon.graphql';

/** The spec's try-on validation toasts (section 5). */
export const TRY_ON_MESSAGES = {
  missingImages: { title: 'Missing Images', description: 'Please upload both person and clothing images' },
  missingSecond: {
    title: 'Missing Second Garment',
    description: 'Please upload the second garment or disable multi-garment mode',
  },
  noResult: { title: 'No Result to Save', description: 'Please complete a virtual try-on first' },
} as const;

/** The `virtualTryOn` input (the category and garment types as their enums' GraphQL names). */
export interface VirtualTryOnInput {
  personImageUrl: string;
  clothingImageUrl: string;
  clothingImageUrl2?: string;
  tryOnCategory: TryOnCategory;
  firstGarmentType: GarmentType;
  secondGarmentType?: GarmentType;
  style?: string;
  replaceFootwear: boolean;
}

/** What a started try-on was made of (saved with its result). */
interface TryOnRun {
  session: TrackedJob;
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

/** The `virtualTryOn` input (footwear is replaced when shoes are tried). */
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
    tryOnCategory: args.category,
    firstGarmentType: args.garmentType1,
    replaceFootwear: args.garmentType1 === 'shoes',
  };
  if (args.multi && args.clothingUrl2) {
    input.clothingImageUrl2 = args.clothingUrl2;
    input.secondGarmentType = args.garmentType2;
    input.replaceFootwear = input.replaceFootwear || args.garmentType2 === 'shoes';
  }
  return input;
}

/**
 * The state of the try-on screen (/gemini-virtual-tryon): the saved people and images to choose from, the
 * person and garments chosen (a person handed over by another screen taken once), the try-on (started one
 * at a time, followed by its status, refunded when it fails), its refinements, and the save and download
 * of the result.
 */
export function useTryOn(pollIntervalMs: number) {
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

  const status = job?.state ?? null;
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
      // One key per click, kept by the automatic retry: a retry after a lost answer never pays twice.
      const { data } = await sendPaidRequest((requestId) =>
        startTryOn({ variables: { input: { ...input, requestId } } }),
      );
      const session = toTrackedJob(data?.virtualTryOn);
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
            tryOnCategory: run.input.tryOnCategory,
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

  return {
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
  };
}
