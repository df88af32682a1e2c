import { randomBytes } from 'node:crypto';
import { stagingPrefixOf } from '../events/user-deleted.consumer.js';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AppError,
  IMAGE_TYPES,
  LimiterStoppedError,
  cleanPng,
  outboxEvent,
  type Logger,
  type ObjectStorage,
  type OutboxWriter,
  type ReleaseSlot,
} from '@tryon/kit';
import {
  JobFailed,
  RESULT_ETAG_PATTERN,
  SessionStatusChanged,
  jobKey,
  type JobRequestedData,
  type JobStatus,
  type RegisterResultRequest,
} from '@tryon/proto-events';
import type { EditRow, SessionRow, SessionsRepository, StatusPatch } from '../data/sessions.repository.js';
import type { ProviderStatusRepository } from '../data/provider-status.repository.js';
import {
  ProviderError,
  type AiProvider,
  type GarmentType,
  type ImageData,
  type PersonAttributes,
  type ProviderResult,
} from '../providers/provider.js';
import { sniffImageType } from '../providers/image-bytes.js';
import { AnswerHold } from '../providers/read-gate.js';
import type { ServiceClients } from '../rpc/clients.js';
import { ProviderLimits } from './provider-limits.js';
import type { ProviderRegistry } from './providers.js';
import { timeJobAttempt } from './job.metrics.js';

/** What the worker does with the message after a run. */
export type RunOutcome = { done: true } | { done: false; retryInMs: number };

/** Times a worker asks media to register one result before the attempt counts as failed. */
const REGISTER_TRIES = 3;
/**
 * Times a worker tries to put a provider's answer in object storage (pauses of 0.25, 0.5, 1, 2 and 4 s:
 * the answer is only in memory, and an object store restarting takes seconds).
 */
const STAGE_TRIES = 6;
/** Pause before asking media (or storage) again (times the tries so far). */
const REGISTER_PAUSE_MS = 250;

/** Largest input image read from storage (uploads are at most 10 MB; results are smaller). */
const MAX_INPUT_BYTES = 25 * 1024 * 1024;

/** Friendly failure texts; each contains the words the web app's error catalogue maps. */
export const FAILURE_MESSAGES = {
  refused:
    'AI generation failed: the AI declined this request, possibly because of content restrictions. Try a different image or prompt. Your session was refunded.',
  transient:
    'AI provider error: the AI service did not answer after several tries. Your session was refunded; please try again later.',
  invalid: (detail: string) => `AI processing failed: ${detail} Your session was refunded.`,
  permanent: 'AI provider error: the AI service is not available right now. Your session was refunded.',
};

/**
 * A failure message for a job that charged nothing (an edit the plan includes): there is no refund to
 * speak of, so it says that nothing was charged instead.
 */
export function withoutRefund(message: string): string {
  return message
    .replace(
      'Your session was refunded; please try again later.',
      'Nothing was charged for this edit (it is included in your plan); please try again later.',
    )
    .replace('Your session was refunded.', 'Nothing was charged: this edit is included in your plan.');
}

/** Why a job whose input image was deleted before it ran failed (a permanent failure, refunded). */
export const MISSING_INPUT = 'An image this job uses was deleted before the job ran.';

/** Backoff before the next attempt of a transient failure (1 s, 4 s, 16 s ... at most 60 s). */
export function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 4 ** Math.max(0, attempt - 1));
}

/**
 * Runs one queued job: waits for a slot within its provider's call limits, reads its inputs from object
 * storage, calls the provider with a time limit (from the slot on), stages the result, has media register it, and records `completed` (or `failed`, refunded once through
 * the job-failed event) with a status event. Safe to run again for the same job: a finished job is left
 * as it is, and a job whose worker died is simply run again.
 */
export class JobRunner {
  constructor(
    private readonly deps: {
      /** Writes each status change with its events; kicks the relay after the commit. */
      outbox: OutboxWriter;
      sessions: SessionsRepository;
      storage: ObjectStorage;
      clients: ServiceClients;
      providers: ProviderRegistry;
      logger: Logger;
      maxAttempts: number;
      timeoutMs: number;
      /** The providers' call limits (none when absent). */
      limits?: ProviderLimits;
      /** Where a provider's permanent failure is recorded for the admin (not recorded when absent). */
      providerStatus?: Pick<ProviderStatusRepository, 'recordError'>;
    },
  ) {
    this.limits = deps.limits ?? new ProviderLimits();
  }

  /** The providers' call limiters this runner waits on. */
  readonly limits: ProviderLimits;

  async run(job: JobRequestedData): Promise<RunOutcome> {
    const { sessions, logger } = this.deps;
    const aggregate = job.kind === 'edit' ? 'edit' : 'session';
    const row = aggregate === 'edit' ? await sessions.findEdit(job.id) : await sessions.findSession(job.id);
    if (!row || row.userId !== job.userId) {
      logger.warn({ job }, 'job of no known session; dropped');
      return { done: true };
    }
    if (row.status === 'completed' || row.status === 'failed') return { done: true };

    // The provider answered an earlier attempt and its answer is staged: register that answer; the
    // provider is never called again for work it already did.
    if (row.stagedResultKey) return this.resume(job, row, row.stagedResultKey);

    // A slot of the provider's limiter first: a job over the provider's limits waits here, still pending
    // and uncounted, instead of calling and being refused. The slot is given back when the call ends.
    const provider = await this.deps.providers.forJob(job.kind);
    let release: ReleaseSlot;
    try {
      release = await this.limits.for(provider.name).acquire();
    } catch (err) {
      if (!(err instanceof LimiterStoppedError)) throw err;
      return { done: false, retryInMs: 0 }; // the worker is stopping: another one takes it
    }
    try {
      return await this.attempt(job, row, provider, release);
    } finally {
      release();
    }
  }

  /** Counts an attempt; false (and the job failed for good) when its attempts ran out. */
  private async counted(job: JobRequestedData, row: SessionRow | EditRow): Promise<number | false> {
    const aggregate = job.kind === 'edit' ? 'edit' : 'session';
    const attempt = await this.deps.sessions.countAttempt(aggregate, row.id);
    if (attempt <= this.deps.maxAttempts) return attempt;
    await this.finish(job, row, { status: 'failed', errorMessage: FAILURE_MESSAGES.transient });
    timeJobAttempt(job.kind).end(row.provider ?? undefined, { outcome: 'failed', reason: 'transient' });
    return false;
  }

  /** One counted attempt in a provider slot (`release` gives the slot back once the call is over). */
  private async attempt(
    job: JobRequestedData,
    row: SessionRow | EditRow,
    provider: AiProvider,
    release: ReleaseSlot,
  ): Promise<RunOutcome> {
    const attempt = await this.counted(job, row);
    if (attempt === false) return { done: true };
    // Recorded while the provider starts on it: the provider sees the call right after its slot was given,
    // so that its own count of calls per minute matches the limiter's.
    const marking =
      row.status !== 'processing' ? this.finish(job, row, { status: 'processing' }) : Promise.resolve();
    marking.catch(() => undefined); // awaited below, before any later status

    const timer = timeJobAttempt(job.kind);
    // The provider's answer keeps its read slot until its bytes are in object storage.
    const hold = new AnswerHold();
    try {
      // A backstop: the providers keep their own time limit (timeoutMs) on the provider's part of the call;
      // an answer that waits for a read slot of this process does not count there, and is read then.
      const signal = AbortSignal.timeout(2 * this.deps.timeoutMs);
      let result: ProviderResult | undefined = await hold
        .run(() => this.call(provider, job, row, signal))
        .finally(release);
      await marking;
      const offline = result.offline;
      // What the engine left out of the picture; only generations and try-ons keep a note.
      const note = job.kind === 'edit' ? {} : { resultNote: result.note ?? null };
      const { key, checked } = await this.stage(row.userId, result);
      result = undefined; // the image bytes are in storage: not held while media registers them
      hold.release();
      // Remembered before media is asked: if registering fails, the next attempt registers this answer.
      if (
        !(await this.staged(job, row, { stagedResultKey: key, offline, provider: provider.name, ...note }))
      ) {
        // The job is gone: its person deleted their account while it ran. Nothing of it is kept.
        await this.deps.storage.removeObject(key);
        this.deps.logger.info({ key: jobKey(job.kind, job.id) }, 'job of a deleted account; answer dropped');
        return { done: true };
      }
      await this.complete(job, row, key, { offline, provider: provider.name, ...note }, attempt, checked);
      timer.end(provider.name, { outcome: 'completed' });
      return { done: true };
    } catch (err) {
      hold.release();
      await marking;
      return this.failed(job, row, err, attempt, timer, provider.name);
    } finally {
      hold.release();
    }
  }

  /** An attempt of a job whose provider already answered (staged at `key`): media registers it. */
  private async resume(job: JobRequestedData, row: SessionRow | EditRow, key: string): Promise<RunOutcome> {
    const attempt = await this.counted(job, row);
    if (attempt === false) return { done: true };
    const timer = timeJobAttempt(job.kind);
    const provider = row.provider ?? undefined;
    try {
      const note = 'resultNote' in row ? { resultNote: row.resultNote } : {};
      await this.complete(job, row, key, { offline: row.offline, provider: row.provider, ...note }, attempt);
      timer.end(provider, { outcome: 'completed' });
      return { done: true };
    } catch (err) {
      return this.failed(job, row, err, attempt, timer, provider);
    }
  }

  /** Has media register the staged result and records the job completed. */
  private async complete(
    job: JobRequestedData,
    row: SessionRow | EditRow,
    key: string,
    answered: { offline: boolean; provider: string | null; resultNote?: string | null },
    attempt: number,
    checked?: Checked,
  ): Promise<void> {
    let address: string;
    try {
      address = await this.register(row.userId, key, checked);
    } catch (err) {
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'VALIDATION')) {
        // The staged answer is gone, or is not an image media accepts: nothing to register, so the next
        // attempt asks the provider again.
        await this.staged(job, row, { stagedResultKey: null });
      }
      throw err;
    }
    await this.finish(job, row, {
      status: 'completed',
      resultUrl: address,
      errorMessage: null,
      offline: answered.offline,
      provider: answered.provider,
      stagedResultKey: null,
      ...(answered.resultNote !== undefined ? { resultNote: answered.resultNote } : {}),
    });
    this.deps.logger.info(
      { key: jobKey(job.kind, job.id), provider: answered.provider, attempt },
      'job completed',
    );
  }

  /** A failed attempt: retried later while attempts are left and the failure is transient, else failed. */
  private async failed(
    job: JobRequestedData,
    row: SessionRow | EditRow,
    err: unknown,
    attempt: number,
    timer: ReturnType<typeof timeJobAttempt>,
    provider: string | undefined,
  ): Promise<RunOutcome> {
    const failure =
      err instanceof ProviderError
        ? err
        : new ProviderError('transient', (err as Error).message ?? String(err), undefined, { cause: err });
    this.deps.logger.warn(
      { err, key: jobKey(job.kind, job.id), provider, attempt, kind: failure.kind },
      'job attempt failed',
    );
    if (failure.kind === 'transient' && attempt < this.deps.maxAttempts) {
      timer.end(provider, { outcome: 'retry' });
      return { done: false, retryInMs: backoffMs(attempt) };
    }
    if (failure.kind === 'permanent') await this.recordPermanent(provider, failure);
    const errorMessage =
      failure.kind === 'refused'
        ? FAILURE_MESSAGES.refused
        : failure.kind === 'invalid'
          ? FAILURE_MESSAGES.invalid(sentence(failure.message))
          : failure.kind === 'permanent'
            ? FAILURE_MESSAGES.permanent
            : FAILURE_MESSAGES.transient;
    await this.finish(job, row, { status: 'failed', errorMessage, ...(provider ? { provider } : {}) });
    timer.end(provider, { outcome: 'failed', reason: failure.kind });
    return { done: true };
  }

  /**
   * Records the provider's own message of a permanent failure (invalid key, no quota, no model) for the
   * admin; a failure to record it is logged and does not change the job's outcome.
   */
  private async recordPermanent(provider: string | undefined, failure: ProviderError): Promise<void> {
    if (provider !== 'gemini' && provider !== 'fashn') return;
    const own = failure.detail?.providerMessage;
    const message = typeof own === 'string' && own ? own : failure.message;
    try {
      await this.deps.providerStatus?.recordError(provider, message);
    } catch (err) {
      this.deps.logger.warn({ err, provider }, 'could not record the provider failure');
    }
  }

  private async call(
    provider: AiProvider,
    job: JobRequestedData,
    row: SessionRow | EditRow,
    signal: AbortSignal,
  ) {
    if (job.kind === 'edit') {
      const edit = row as EditRow;
      const image = await this.read(edit.inputKeys.base!);
      // Editing a try-on result: "make it blue" means the garment that was tried on.
      const root = edit.geminiSessionId
        ? await this.deps.sessions.findSession(edit.geminiSessionId)
        : undefined;
      const focus = root?.sessionType === 'virtual_tryon' ? (root.garmentType1 as GarmentType) : undefined;
      return provider.editImage(
        { image, instruction: edit.editInstructions, ...(focus ? { focus } : {}) },
        signal,
      );
    }
    const s = row as SessionRow;
    if (job.kind === 'person_generation') {
      const attributes = {
        gender: s.gender,
        age: s.age,
        ethnicity: s.ethnicity,
        build: s.build,
        hairColor: s.hairColor,
        hairStyle: s.hairStyle,
        clothing: s.clothing,
        pose: s.pose,
        background: s.background ?? 'white',
      } as PersonAttributes;
      return provider.generatePerson({ attributes, ...(s.prompt ? { prompt: s.prompt } : {}) }, signal);
    }
    const garments = [
      { image: await this.read(s.inputKeys.clothing!), garmentType: s.garmentType1 as GarmentType },
    ];
    if (s.inputKeys.clothing2) {
      garments.push({
        image: await this.read(s.inputKeys.clothing2),
        garmentType: (s.garmentType2 ?? 'bottom') as GarmentType,
      });
    }
    return provider.tryOn(
      {
        person: await this.read(s.inputKeys.person!),
        garments,
        category: (s.category ?? 'tops') as never,
        ...(s.style ? { style: s.style } : {}),
        replaceFootwear: s.replaceFootwear,
      },
      signal,
    );
  }

  /** Reads an input image from object storage (by the key media resolved at submission). */
  private async read(key: string): Promise<ImageData> {
    const chunks: Buffer[] = [];
    let size = 0;
    let stream: Readable;
    try {
      stream = (await this.deps.storage.getObject(key)) as Readable;
    } catch (err) {
      // Gone for good (deleted before the job ran): nothing a retry can fix.
      if ((await this.deps.storage.statObject(key).catch(() => undefined)) === null) {
        throw new ProviderError('invalid', MISSING_INPUT, { key }, { cause: err });
      }
      throw err;
    }
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_INPUT_BYTES) throw new ProviderError('invalid', 'An input image is too large.');
      chunks.push(chunk as Buffer);
    }
    const data = Buffer.concat(chunks);
    const mimeType = sniffImageType(data);
    if (!mimeType) throw new ProviderError('invalid', 'An input image could not be read.');
    return { data, mimeType };
  }

  /**
   * Stages the result under the person's results prefix; answers its key. An upright PNG (no EXIF chunk)
   * is cleaned here first (kit's `cleanPng`: chunk structure checked, metadata chunks dropped) and staged
   * with what media needs to register it without reading it again (`checked`); anything else is staged as
   * it came, for media to read, check and clean.
   */
  private async stage(userId: number, result: ProviderResult): Promise<{ key: string; checked?: Checked }> {
    const ext = Object.values(IMAGE_TYPES).find((t) => t.contentType === result.mimeType)?.ext ?? 'png';
    const key = `${stagingPrefixOf(userId)}${randomBytes(16).toString('base64url')}.${ext}`;
    let data = result.data;
    let checked: Checked | undefined;
    if (result.mimeType === 'image/png') {
      const clean = tryCleanPng(data);
      if (clean && !clean.exif) {
        data = clean.data;
        checked = { contentType: 'image/png', size: data.length, width: clean.width, height: clean.height };
      }
    }
    // The answer is only in this process's memory: a storage hiccup is tried again before it is lost.
    const { etag } = await this.again(
      () => this.deps.storage.putObject(key, data, { contentType: result.mimeType }),
      { tries: STAGE_TRIES, pauseMs: (tries) => REGISTER_PAUSE_MS * 2 ** (tries - 1) },
      { key, message: 'could not stage a result; trying again' },
    );
    if (!checked) return { key };
    // The store's ETag of these bytes: media records it without asking the store (a store's ETag is
    // opaque; one media would not accept is left out, and media asks the store instead).
    return { key, checked: RESULT_ETAG_PATTERN.test(etag ?? '') ? { ...checked, etag } : checked };
  }

  /** Has media register a staged result; answers its address. */
  private async register(userId: number, key: string, checked?: Checked): Promise<string> {
    // The provider's work is done and paid for: if media is slow to answer or fails on its side, ask again
    // (same key, same answer) rather than fail the attempt.
    return this.again(
      () => this.deps.clients.registerResult(userId, key, checked),
      {
        tries: REGISTER_TRIES,
        pauseMs: (tries) => REGISTER_PAUSE_MS * tries,
        retryable: (err) =>
          err instanceof AppError && (err.code === 'UNAVAILABLE' || err.code === 'INTERNAL'),
      },
      { key, message: 'media did not register the result; asking again' },
    );
  }

  /** Runs `fn` up to `tries` times, pausing between, while what it throws is `retryable` (default: all). */
  private async again<T>(
    fn: () => Promise<T>,
    policy: { tries: number; pauseMs: (tries: number) => number; retryable?: (err: unknown) => boolean },
    log: { key: string; message: string },
  ): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await fn();
      } catch (err) {
        if (tries >= policy.tries || (policy.retryable && !policy.retryable(err))) throw err;
        this.deps.logger.warn({ err, key: log.key, tries }, log.message);
        await sleep(policy.pauseMs(tries));
      }
    }
  }

  /**
   * Records a status change with its event, in one statement; a failure also emits job-failed (billing
   * refunds it once). The event carries the row as the change leaves it: `row` (kept up to date by
   * {@link staged}) with the patch.
   */
  private async finish(job: JobRequestedData, row: SessionRow | EditRow, given: StatusPatch): Promise<void> {
    const aggregate = job.kind === 'edit' ? 'edit' : 'session';
    const included = aggregate === 'edit' && (row as EditRow).charged === 0;
    const patch =
      given.status === 'failed' && given.errorMessage && included
        ? { ...given, errorMessage: withoutRefund(given.errorMessage) }
        : given;
    const after = { ...row, ...patch };
    const events = [
      outboxEvent(SessionStatusChanged, {
        userId: row.userId,
        aggregate,
        id: row.id,
        status: patch.status as JobStatus,
        resultUrl: after.resultUrl,
        errorMessage: after.errorMessage,
        offline: after.offline,
      }),
    ];
    if (patch.status === 'failed') {
      events.push(
        outboxEvent(JobFailed, { sessionId: jobKey(job.kind, row.id), userId: row.userId, kind: job.kind }),
      );
    }
    await this.deps.outbox.withChange(events, (rows) =>
      this.deps.sessions.setStatus(aggregate, row.id, patch, rows),
    );
    Object.assign(row, patch);
  }

  /** Remembers (or forgets) the staged answer of a job, in the database and in `row`; false: the job is gone. */
  private async staged(
    job: JobRequestedData,
    row: SessionRow | EditRow,
    staged: {
      stagedResultKey: string | null;
      offline?: boolean;
      provider?: string;
      resultNote?: string | null;
    },
  ): Promise<boolean> {
    const found = await this.deps.sessions.setStaged(
      job.kind === 'edit' ? 'edit' : 'session',
      row.id,
      staged,
    );
    Object.assign(row, staged);
    return found;
  }
}

/** What the worker checked of a staged PNG result (media registers it without reading it). */
type Checked = NonNullable<RegisterResultRequest['checked']>;

/** The PNG cleaned, or null when it is not a well-formed one (media then judges it as it came). */
function tryCleanPng(data: Buffer): ReturnType<typeof cleanPng> | null {
  try {
    return cleanPng(data);
  } catch {
    return null;
  }
}

/** A message as a sentence (capitalised, ending with a full stop). */
function sentence(message: string): string {
  const m = message.trim() || 'the image could not be processed';
  const s = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
