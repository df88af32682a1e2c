import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { getFriendlyError } from '../../lib/errors';
import { toastError } from '../../lib/toast';
import { sendPaidRequest } from '../../lib/paid-request';
import { useSingleFlight } from '../../lib/use-single-flight';
import { isOutOfSessions, toTrackedJob, type TrackedJob } from './ai-jobs';
import { EditImageMutation } from './ai-jobs.graphql';
import { useJobStatus } from './use-job-status';

/** One image of a result's history: the job's own result (no instruction) or a finished edit of it. */
export interface ResultVersion {
  url: string;
  offline: boolean;
  /** The edit's instruction; `null` for the job's own result. */
  instruction: string | null;
}

export interface UseResultEditOptions {
  /** The job's finished image (`null` until it completes); the latest edit's image takes its place. */
  resultUrl: string | null;
  /** Whether the offline engine made `resultUrl`. */
  resultOffline: boolean;
  /** True while the job itself starts or runs: no edit can start then. */
  jobRunning: boolean;
  /** The id to follow: the answer's own `id` (generate screen) or its `session.id` (try-on screen; spec 7). */
  follow: 'id' | 'session';
  /** A refusal for an empty balance (402 NO_SESSIONS). */
  onOutOfSessions(): void;
  /** Status poll interval. */
  pollIntervalMs: number;
  /** How a failed edit is logged ("Edit", "Refinement"). */
  label: string;
}

/**
 * The plain-words edit of a result, shared by the generate screen ("Apply Edit") and the try-on screen
 * ("Refine"): the `editImage` mutation with the shown image and the trimmed instruction, then follow the
 * edit until it ends. A finished edit's image replaces the shown one and clears the box; a failed one ends
 * the editing state and keeps its reason (`failure`, e.g. what the offline preview cannot do, and that the
 * session was refunded) until the instruction changes or another edit starts. The balance needs nothing from here: its push (and 30 s poll) keeps every badge
 * right after a debit or a refund. An empty balance opens the out-of-sessions modal; any other refusal
 * shows the shared error toast.
 */
export function useResultEdit({
  resultUrl,
  resultOffline,
  jobRunning,
  follow,
  onOutOfSessions,
  pollIntervalMs,
  label,
}: UseResultEditOptions) {
  // Every finished edit of this result, oldest first, and which image is shown: -1 the job's own result,
  // otherwise an index into `edits` (the latest edit unless an earlier one was picked from the history).
  const [edits, setEdits] = useState<ResultVersion[]>([]);
  const [shown, setShown] = useState(-1);
  const [instruction, setInstructionValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The instruction of the edit being followed (kept with its image in the history). */
  const [started, setStarted] = useState<string | null>(null);
  const [start, setStart] = useState<TrackedJob | null>(null);
  const edit = useJobStatus('edit', start, { intervalMs: pollIntervalMs });
  const [editImage] = useMutation(EditImageMutation);

  useEffect(() => {
    if (!start || !edit.done) return;
    if (edit.job?.state === 'completed' && edit.job.resultUrl) {
      const version = { url: edit.job.resultUrl, offline: Boolean(edit.job.offline), instruction: started };
      setEdits([...edits, version]);
      setShown(edits.length);
      setInstructionValue('');
    } else {
      console.error(`${label} failed`, edit.job?.errorMessage ?? edit.error);
      setFailure(edit.job?.errorMessage ?? getFriendlyError(edit.error).message);
    }
    setStart(null);
  }, [start, edit.done, edit.job, edit.error, label, started, edits]);

  const edited = shown >= 0 ? edits[shown] : undefined;
  const imageUrl = edited?.url ?? resultUrl;
  const offline = edited ? edited.offline : resultOffline;
  /** The job's result, then each finished edit: the result's history, to go back to an earlier one. */
  const history: ResultVersion[] = resultUrl
    ? [{ url: resultUrl, offline: resultOffline, instruction: null }, ...edits]
    : [];
  const editing = submitting || start !== null;
  const trimmed = instruction.trim();
  const canEdit = Boolean(imageUrl) && trimmed.length > 0 && !editing && !jobRunning;

  // One edit start at a time (a double click or Enter while it is out starts one edit).
  const submit = useSingleFlight(async () => {
    if (!canEdit || !imageUrl) return;
    setFailure(null);
    setSubmitting(true);
    try {
      // One key per click, kept by the automatic retry: a retry after a lost answer never pays twice.
      const { data } = await sendPaidRequest((requestId) =>
        editImage({ variables: { input: { baseImageUrl: imageUrl, editInstructions: trimmed, requestId } } }),
      );
      const answer = data?.editImage;
      const job = toTrackedJob(
        answer && follow === 'session' ? { ...answer, id: answer.session?.id ?? answer.id } : answer,
      );
      if (!job) throw new Error('The edit answer carries no job to follow');
      setStarted(trimmed);
      setStart(job);
    } catch (error) {
      if (isOutOfSessions(error)) onOutOfSessions();
      else toastError(error);
    } finally {
      setSubmitting(false);
    }
  });

  /** Starts over for a new result: the job's own image and an empty box. */
  const reset = useCallback(() => {
    setEdits([]);
    setShown(-1);
    setInstructionValue('');
    setFailure(null);
  }, []);

  /** A new instruction: the last failure's reason no longer applies to it. */
  const setInstruction = useCallback((value: string) => {
    setInstructionValue(value);
    setFailure(null);
  }, []);

  return {
    /** The image to show and to save: the latest edit's, else the job's result. */
    imageUrl,
    offline,
    instruction,
    setInstruction,
    /** Why the last edit failed (its job's message), shown under the box; `null` otherwise. */
    failure,
    /** The job's result and each finished edit of it, oldest first (empty until the job completes). */
    history,
    /** Which entry of `history` is shown. */
    shownIndex: shown + 1,
    /** Shows an earlier (or later) entry of the history; the next edit starts from it. */
    show: (index: number) => {
      if (index < 0 || index > edits.length || editing) return;
      setShown(index - 1);
      setFailure(null);
    },
    /** True while an edit is being started or runs. */
    editing,
    canEdit,
    submit: () => void submit(),
    reset,
  };
}
