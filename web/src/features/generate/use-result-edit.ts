import { useCallback, useEffect, useState } from 'react';
import { toastError } from '../../lib/toast';
import { notifyBillingChanged } from '../billing/billing.api';
import { editImage, isOutOfSessions, type JobStatus } from './ai-jobs.api';
import { useJobStatus } from './use-job-status';

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
 * ("Refine"): POST /api/gemini/edit-image with the shown image and the trimmed instruction, then follow the
 * edit until it ends. A finished edit's image replaces the shown one and clears the box; a failed one only
 * ends the editing state (and, refunded, has the balance asked again). An empty balance opens the
 * out-of-sessions modal; any other refusal shows the shared error toast.
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
  const [edited, setEdited] = useState<{ url: string; offline: boolean } | null>(null);
  const [instruction, setInstruction] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [start, setStart] = useState<JobStatus | null>(null);
  const edit = useJobStatus('edit', start, { intervalMs: pollIntervalMs });

  useEffect(() => {
    if (!start || !edit.done) return;
    if (edit.job?.status === 'completed' && edit.job.resultUrl) {
      setEdited({ url: edit.job.resultUrl, offline: Boolean(edit.job.offline) });
      setInstruction('');
    } else {
      console.error(`${label} failed`, edit.job?.errorMessage ?? edit.error);
      if (edit.job?.status === 'failed') notifyBillingChanged();
    }
    setStart(null);
  }, [start, edit.done, edit.job, edit.error, label]);

  const imageUrl = edited?.url ?? resultUrl;
  const offline = edited ? edited.offline : resultOffline;
  const editing = submitting || start !== null;
  const trimmed = instruction.trim();
  const canEdit = Boolean(imageUrl) && trimmed.length > 0 && !editing && !jobRunning;

  const submit = async () => {
    if (!canEdit || !imageUrl) return;
    setSubmitting(true);
    try {
      const answer = await editImage({ baseImageUrl: imageUrl, editInstructions: trimmed });
      setStart(follow === 'session' ? { ...answer, id: answer.session?.id ?? answer.id } : answer);
      notifyBillingChanged();
    } catch (error) {
      if (isOutOfSessions(error)) onOutOfSessions();
      else toastError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** Starts over for a new result: the job's own image and an empty box. */
  const reset = useCallback(() => {
    setEdited(null);
    setInstruction('');
  }, []);

  return {
    /** The image to show and to save: the latest edit's, else the job's result. */
    imageUrl,
    offline,
    instruction,
    setInstruction,
    /** True while an edit is being started or runs. */
    editing,
    canEdit,
    submit: () => void submit(),
    reset,
  };
}
