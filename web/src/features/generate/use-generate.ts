import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { getFriendlyError } from '../../lib/errors';
import { defaultSaveName } from '../../lib/uploads';
import { useTryOnWith } from '../tryon/selected-person';
import { toast, toastError } from '../../lib/toast';
import { sendPaidRequest } from '../../lib/paid-request';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useUnsavedImage } from '../../lib/unsaved-result-guard';
import type {
  GeneratePersonInput,
  GeneratePersonMutation as GeneratePersonAnswer,
  PersonAttributesInput,
} from '../../__generated__/graphql';
import { isOutOfSessions, toTrackedJob } from '../ai-jobs/ai-jobs';
import { useOutOfSessionsModal } from '../ai-jobs/OutOfSessionsModal';
import { normalizeAiPerson, resolvePersonAttributes, type AiPerson } from '../ai-jobs/saved-people';
import { useJobStatus } from '../ai-jobs/use-job-status';
import { useResultEdit } from '../ai-jobs/use-result-edit';
import { rememberSavedPerson, useSavedPeople } from '../ai-jobs/use-saved-people';
import { useAuth } from '../auth/auth-context';
import { GeneratePersonMutation, SaveGeminiPersonMutation } from './generate.graphql';
import { DEFAULT_ATTRIBUTES, type AttributeKey, type AttributeValues } from './person-options';

type Mode = 'attributes' | 'prompt';

/** A started generation as the page keeps it (the start answer: its id, status and attributes). */
type Generation = GeneratePersonAnswer['generatePerson'];

/**
 * The `generatePerson` input for the form (spec section 5): the attributes in `person` (the enums' GraphQL
 * names), the free prompt in prompt mode.
 */
export function buildGenerateInput(mode: Mode, values: AttributeValues, prompt: string): GeneratePersonInput {
  const { background, ...attributes } = values;
  const person: PersonAttributesInput = { ...attributes };
  // The background is optional: a cleared select sends none.
  if (background) person.background = background;
  const input: GeneratePersonInput = { person };
  if (mode === 'prompt') input.prompt = prompt.trim();
  return input;
}

/**
 * The state of the generate screen (/gemini-generate): the attributes or the description, the generation
 * (started one at a time, followed by its status until done, refunded when it fails), its edits, and the
 * save of the person shown (named in a dialog) or its hand-over to the try-on screen.
 */
export function useGenerate(pollIntervalMs: number) {
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
  const started = useMemo(() => toTrackedJob(generation), [generation]);
  const { job } = useJobStatus('session', started, { intervalMs: pollIntervalMs });

  const status = job?.state;
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
      // One key per click, kept by the automatic retry: a retry after a lost answer never pays twice.
      const input = buildGenerateInput(mode, values, prompt);
      const { data } = await sendPaidRequest((requestId) =>
        startGeneration({ variables: { input: { ...input, requestId } } }),
      );
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
    // The model goes along to the try-on screen: leaving for it loses nothing, so nothing is asked.
    tryOnWith(normalizeAiPerson({ id: generation.id, name, imageUrl, attributes }), 'The model', true);
  };

  const trySaved = (person: AiPerson) => tryOnWith(normalizeAiPerson(person), `Saved person ${person.id}`);

  /** A select's choice (one of the options of `key`, which are its enum's names). */
  const setValue = (key: AttributeKey, value: string | null) => {
    // Every attribute but the background must keep a value.
    if (value === null && key !== 'background') return;
    setValues((current) => ({ ...current, [key]: value }));
  };

  return {
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
  };
}
