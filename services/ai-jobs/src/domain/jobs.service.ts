import { createHash } from 'node:crypto';
import {
  AppError,
  isUniqueViolation,
  outboxEvent,
  parseInput,
  requireAdmin,
  requireUser,
  type CallerContext,
  type Db,
  type Logger,
  type OutboxWriter,
} from '@tryon/kit';
import {
  AdminActionRecorded,
  JobRequested,
  SessionStatusChanged,
  jobKey,
  type ActionType,
  type JobKind,
} from '@tryon/proto-events';
import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type { EditRow, SessionRow, SessionsRepository } from '../data/sessions.repository.js';
import type { ServiceClients } from '../rpc/clients.js';
import { withPromptAttributes } from '../providers/prompt-attributes.js';
import { engineFor, type ProviderKeys } from './providers.js';
import { editSchema, generateSchema, tryOnSchema } from './validation.js';

export const PRODUCER = 'ai-jobs';

/** What an empty balance answers (402, code NO_SESSIONS); the catalogue words "insufficient sessions". */
export const NO_SESSIONS_MESSAGE =
  "Insufficient sessions: you don't have enough sessions remaining. Upgrade your plan or buy a session pack.";

/** The admin settings of the AI service and the values each takes. */
const CONFIG_VALUES: Record<string, readonly string[]> = {
  active_api: ['gemini', 'fashn'],
  gemini_enabled: ['true', 'false'],
  fashn_enabled: ['true', 'false'],
};

/** Why FASHN cannot be made the try-on service on a server without its key (400). */
export const FASHN_WITHOUT_KEY_MESSAGE =
  'FASHN cannot be the active try-on service: no FASHN API key is set on this server (FASHN_API_KEY). Set the key and restart the AI service first.';

/** What a request key used again for another kind of job answers (409, code CONFLICT; the documented text). */
export const KEY_OTHER_KIND_MESSAGE = 'This requestId was already used for another kind of job';
/** What a request key used again with another request body answers (409, code CONFLICT). */
export const KEY_OTHER_REQUEST_MESSAGE = 'This requestId was already used for a different request';

/**
 * The fingerprint of a parsed request (its kind and fields, the key itself and absent or null fields left
 * out, keys sorted): the same request sent again has the same one.
 */
export function requestFingerprint(kind: string, request: Record<string, unknown>): string {
  const fields = Object.entries(request)
    .filter(([name, value]) => name !== 'requestId' && value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, fields]))
    .digest('hex');
}

type Aggregate = 'session' | 'edit';
const kindOf = (row: SessionRow): JobKind => row.sessionType;

/**
 * Starting AI jobs and reading them. A job is stored `pending`, then billing debits it (request-reply,
 * keyed by the job's key), then it is queued through the outbox on the work-queue stream. An empty
 * balance removes the job and answers 402. If this process stops between the debit and the queue, the
 * requeue sweep debits again under the same key (billing answers the first debit) and queues it.
 */
export class JobsService {
  constructor(
    private readonly deps: {
      db: Db;
      sessions: SessionsRepository;
      apiConfig: ApiConfigRepository;
      clients: ServiceClients;
      logger: Logger;
      /** Writes the job events; kicks the relay after their commit. */
      outbox: OutboxWriter;
      /** Which providers have an API key on this server (the workers run with the same keys). */
      keys: ProviderKeys;
    },
  ) {}

  /** The engine a try-on started now runs on (any signed-in person: the screens say how long it takes). */
  async tryOnEngine(caller: CallerContext): Promise<'gemini' | 'fashn' | 'local'> {
    requireUser(caller);
    return engineFor('virtual_tryon', this.deps.keys, await this.deps.apiConfig.values());
  }

  /** Generates an AI person from attributes (and a free prompt). Costs 1 session. */
  async generatePerson(caller: CallerContext, input: unknown): Promise<SessionRow> {
    const userId = requireUser(caller);
    // What the free prompt says wins over the form's attributes; they fill only what it leaves open.
    const parsed = parseInput(generateSchema, input);
    const req = withPromptAttributes(parsed, parsed.prompt);
    return this.startOnce(
      {
        aggregate: 'session',
        userId,
        requestId: req.requestId,
        sessionType: 'person_generation',
        request: parsed,
      },
      () => this.deps.sessions.insertSession({ userId, sessionType: 'person_generation', ...req }),
      (session) =>
        this.charge('session', session, 'person_generation', {
          actionType: 'model_generation',
          geminiSessionId: String(session.id),
        }) as Promise<SessionRow>,
    );
  }

  /** Tries one garment (or two) on a person; every image must be an upload or result of the caller's. */
  async virtualTryOn(caller: CallerContext, input: unknown): Promise<SessionRow> {
    const userId = requireUser(caller);
    const req = parseInput(tryOnSchema, input);
    const person = await this.ownImage(userId, req.personImageUrl, 'personImageUrl');
    const clothing = await this.ownImage(userId, req.clothingImageUrl, 'clothingImageUrl');
    const clothing2 = req.clothingImageUrl2
      ? await this.ownImage(userId, req.clothingImageUrl2, 'clothingImageUrl2')
      : null;
    return this.startOnce(
      { aggregate: 'session', userId, requestId: req.requestId, sessionType: 'virtual_tryon', request: req },
      () =>
        this.deps.sessions.insertSession({
          userId,
          sessionType: 'virtual_tryon',
          personImageUrl: req.personImageUrl,
          clothingImageUrl: req.clothingImageUrl,
          clothingImageUrl2: req.clothingImageUrl2 ?? null,
          category: req.category,
          garmentType1: req.garmentType1,
          garmentType2: clothing2 ? (req.garmentType2 ?? 'bottom') : null,
          style: req.style || null,
          replaceFootwear: req.replaceFootwear ?? false,
          inputKeys: { person, clothing, ...(clothing2 ? { clothing2 } : {}) },
          requestId: req.requestId ?? null,
        }),
      (session) =>
        this.charge('session', session, 'virtual_tryon', {
          actionType: 'virtual_tryon',
          geminiSessionId: String(session.id),
        }) as Promise<SessionRow>,
    );
  }

  /**
   * Edits an image by instruction. The edit joins the chain of the image it edits (a generation's or
   * try-on's result starts one, an edit's result inherits its chain, anything else is a plain upload's
   * chain) and billing counts it there: a result's chain includes its plan's refinements, an upload's none.
   * The number billing answers is the edit's `refinementNumber`.
   */
  async editImage(caller: CallerContext, input: unknown): Promise<EditRow> {
    const userId = requireUser(caller);
    const req = parseInput(editSchema, input);
    const base = await this.ownImage(userId, req.baseImageUrl, 'baseImageUrl');
    const chain = await this.chainOf(userId, req.baseImageUrl);
    return this.startOnce(
      { aggregate: 'edit', userId, requestId: req.requestId, request: req },
      () =>
        this.deps.sessions.insertEdit({
          userId,
          geminiSessionId: chain.geminiSessionId,
          refinementChain: chain.key,
          baseImageUrl: req.baseImageUrl,
          editInstructions: req.editInstructions,
          inputKeys: { base },
          requestId: req.requestId ?? null,
        }),
      (edit) => this.charge('edit', edit, 'edit', debitOf('edit', edit)) as Promise<EditRow>,
    );
  }

  /**
   * Starts a job once per request key: the job `requestId` already started for the person (the request
   * sent again after a lost answer, a second click) is answered as it stands, and charged only once;
   * otherwise `insert` makes the job and `charge` debits and queues it. Two calls with one key at once:
   * the unique index keeps one row, and the other call answers it. A key is the person's for one kind of
   * job and one request (job_request_keys): used again for another kind of job (an edit, then a
   * generation) or another request body, it is refused with CONFLICT (409) before anything is stored or
   * charged.
   */
  private async startOnce<R extends SessionRow | EditRow>(
    key: {
      aggregate: Aggregate;
      userId: number;
      requestId: string | null | undefined;
      sessionType?: SessionRow['sessionType'];
      /** The parsed request, whose fingerprint the key is bound to. */
      request: Record<string, unknown>;
    },
    insert: () => Promise<R>,
    charge: (row: R) => Promise<R>,
  ): Promise<R> {
    const { aggregate, userId, requestId, sessionType } = key;
    if (requestId) {
      const kind: JobKind = sessionType ?? 'edit';
      const claimed = await this.deps.sessions.claimRequest(
        userId,
        requestId,
        kind,
        requestFingerprint(kind, key.request),
      );
      if (claimed.kind !== kind) throw new AppError('CONFLICT', KEY_OTHER_KIND_MESSAGE);
      if (claimed.fingerprint !== null && claimed.fingerprint !== requestFingerprint(kind, key.request)) {
        throw new AppError('CONFLICT', KEY_OTHER_REQUEST_MESSAGE);
      }
    }
    const earlier = async (): Promise<R | undefined> => {
      if (!requestId) return undefined;
      const row = await this.deps.sessions.findByRequest(aggregate, userId, requestId);
      if (row && sessionType && (row as SessionRow).sessionType !== sessionType) {
        throw new AppError('CONFLICT', KEY_OTHER_KIND_MESSAGE);
      }
      return row as R | undefined;
    };
    const found = await earlier();
    if (found) return found;
    let row: R;
    try {
      row = await insert();
    } catch (err) {
      const raced = isUniqueViolation(err) ? await earlier() : undefined;
      if (raced) return raced;
      throw err;
    }
    return charge(row);
  }

  /** The chain an edit of `address` joins: named by its root, inherited from the edit that made it. */
  private async chainOf(
    userId: number,
    address: string,
  ): Promise<{ key: string; geminiSessionId: number | null }> {
    const { sessions } = this.deps;
    const root = await sessions.sessionWithResult(userId, address);
    if (root) return { key: `gemini:${root.id}`, geminiSessionId: root.id };
    const parent = await sessions.editWithResult(userId, address);
    if (parent) return { key: parent.refinementChain, geminiSessionId: parent.geminiSessionId };
    return { key: `upload:${address}`, geminiSessionId: null };
  }

  /** A generation or try-on; its owner's or, for an admin, anyone's (404 otherwise, so ids cannot be probed). */
  async session(caller: CallerContext, id: number): Promise<SessionRow> {
    const row = await this.deps.sessions.findSession(id);
    return this.visible(caller, row);
  }

  async edit(caller: CallerContext, id: number): Promise<EditRow> {
    const row = await this.deps.sessions.findEdit(id);
    return this.visible(caller, row);
  }

  /**
   * Saves a completed generation of the caller's to their saved AI people (in media), under a trimmed
   * name; saving the same generation again renames it. The image is the generation's result, or the
   * result of one of its edits when `imageUrl` names one (the edited model on screen is the one saved).
   */
  async savePerson(
    caller: CallerContext,
    input: { geminiSessionId: number; name: string; imageUrl?: string | null },
  ) {
    const userId = requireUser(caller);
    const session = await this.deps.sessions.findSession(input.geminiSessionId);
    if (!session || session.userId !== userId) throw new AppError('NOT_FOUND', 'Session not found');
    if (session.sessionType !== 'person_generation' || session.status !== 'completed' || !session.resultUrl) {
      throw new AppError('VALIDATION', 'Invalid data: only a completed AI model can be saved');
    }
    const imageUrl = await this.savedImage(userId, session, input.imageUrl);
    const answer = await this.deps.clients.savePerson({
      userId,
      geminiSessionId: session.id,
      name: input.name,
      imageUrl,
      // The image the person named replaces a saved one; without one, a second save only renames.
      replaceImage: Boolean(input.imageUrl),
      attributes: {
        gender: session.gender,
        age: session.age,
        ethnicity: session.ethnicity,
        build: session.build,
        hairColor: session.hairColor,
        hairStyle: session.hairStyle,
        clothing: session.clothing,
        pose: session.pose,
      },
    });
    if (answer.ok) return answer.person;
    throw new AppError(answer.code === 'INTERNAL' ? 'INTERNAL' : answer.code, answer.error);
  }

  /**
   * The image a save keeps: the session's result, or `wanted` when it is the result of a completed edit
   * of the caller's on this session's chain (an edit of an edit included). Anything else is refused.
   */
  private async savedImage(userId: number, session: SessionRow, wanted?: string | null): Promise<string> {
    if (!wanted || wanted === session.resultUrl) return session.resultUrl!;
    const edit = await this.deps.sessions.editWithResult(userId, wanted);
    if (!edit || edit.geminiSessionId !== session.id || edit.status !== 'completed') {
      throw new AppError('VALIDATION', 'Invalid data: imageUrl must be this model or an edit of it');
    }
    return wanted;
  }

  /** The AI settings (admin only). */
  async apiConfigurations(caller: CallerContext) {
    requireAdmin(caller);
    return this.deps.apiConfig.list();
  }

  /** Changes an AI setting (admin only): active_api is gemini or fashn; the others true or false. */
  async setApiConfiguration(
    caller: CallerContext,
    input: { key: string; value: string; description?: string | null },
  ) {
    const adminId = requireAdmin(caller);
    const allowed = CONFIG_VALUES[input.key];
    if (!allowed)
      throw new AppError(
        'VALIDATION',
        `Invalid data: key must be one of ${Object.keys(CONFIG_VALUES).join(', ')}`,
      );
    if (!allowed.includes(input.value)) {
      throw new AppError('VALIDATION', `Invalid data: ${input.key} must be ${allowed.join(' or ')}`);
    }
    // A provider without a key cannot serve: choosing it would leave try-ons on another engine unsaid.
    if (input.key === 'active_api' && input.value === 'fashn' && !this.deps.keys.fashn) {
      throw new AppError('VALIDATION', FASHN_WITHOUT_KEY_MESSAGE);
    }
    if (input.description != null && input.description.length > 500) {
      throw new AppError('VALIDATION', 'Invalid data: description must be at most 500 characters');
    }
    const row = await this.deps.apiConfig.set(
      input.key,
      input.value,
      input.description ?? undefined,
      adminId,
    );
    await this.deps.outbox.add(this.deps.db, AdminActionRecorded, {
      adminId,
      actionType: 'api_config_updated',
      targetUserId: null,
      description: `Set ${input.key} to ${input.value}`,
      metadata: { key: input.key, value: input.value },
      ipAddress: caller.ip,
    });
    return row;
  }

  /**
   * Queues jobs that were accepted but never queued (older than `olderThan`): debits again under the
   * same key (billing answers the first debit, or debits now) and queues, or fails the job when the
   * balance is empty by now.
   */
  async requeueStale(olderThan: Date): Promise<number> {
    let queued = 0;
    for (const aggregate of ['session', 'edit'] as const) {
      for (const { id } of await this.deps.sessions.unqueued(aggregate, olderThan)) {
        const row =
          aggregate === 'session'
            ? await this.deps.sessions.findSession(id)
            : await this.deps.sessions.findEdit(id);
        if (!row || row.queued) continue;
        const kind: JobKind = aggregate === 'edit' ? 'edit' : kindOf(row as SessionRow);
        try {
          await this.charge(aggregate, row, kind, debitOf(aggregate, row), { failWhenEmpty: true });
          queued++;
        } catch (err) {
          this.deps.logger.warn({ err, aggregate, id }, 'could not queue a stale job yet');
        }
      }
    }
    return queued;
  }

  private visible<T extends { userId: number }>(caller: CallerContext, row: T | undefined): T {
    const userId = requireUser(caller);
    if (!row || (row.userId !== userId && caller.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'Session not found');
    }
    return row;
  }

  /** The storage key of an image of the caller's (an upload or an AI result); never a URL fetch. */
  private async ownImage(userId: number, address: string, field: string): Promise<string> {
    const answer = await this.deps.clients.resolveImage(userId, address);
    if (answer.ok) return answer.key;
    if (answer.code === 'FORBIDDEN')
      throw new AppError('FORBIDDEN', `Forbidden: ${field} is not one of your images`);
    if (answer.code === 'NOT_FOUND') {
      throw new AppError('VALIDATION', `Invalid data: ${field} is not an image you uploaded`);
    }
    throw new AppError(answer.code === 'VALIDATION' ? 'VALIDATION' : 'UNAVAILABLE', answer.error);
  }

  /**
   * Debits the job (its key is the idempotency key) and queues it. An empty balance removes the job (or,
   * from the requeue sweep, fails it) and answers 402; billing out of reach leaves it for the sweep.
   */
  private async charge(
    aggregate: Aggregate,
    row: SessionRow | EditRow,
    kind: JobKind,
    debit: { actionType: ActionType; geminiSessionId: string | null; refinementChain?: string },
    opts: { failWhenEmpty?: boolean } = {},
  ): Promise<SessionRow | EditRow> {
    const { clients, sessions, logger } = this.deps;
    const key = jobKey(kind, row.id);
    let answer;
    try {
      answer = await clients.debit({ userId: row.userId, cost: 1, idempotencyKey: key, ...debit });
    } catch (err) {
      if (opts.failWhenEmpty) throw err;
      logger.warn({ err, key }, 'billing did not answer; the job waits for the requeue sweep');
      return row;
    }
    if (!answer.ok) {
      if (answer.code === 'NO_SESSIONS' && opts.failWhenEmpty) {
        await this.fail(aggregate, row, "You don't have enough sessions remaining.");
        throw new AppError('NO_SESSIONS', NO_SESSIONS_MESSAGE);
      }
      if (aggregate === 'session') await sessions.deleteSession(row.id);
      else await sessions.deleteEdit(row.id);
      if (answer.code === 'NO_SESSIONS') throw new AppError('NO_SESSIONS', NO_SESSIONS_MESSAGE);
      throw new AppError('INTERNAL', `Billing refused the job: ${answer.error ?? answer.code}`);
    }
    // An edit's number is billing's count of its chain, and what it cost (a failed edit that cost nothing
    // has no refund to speak of).
    const numbered = {
      ...(answer.refinementNumber ? { refinementNumber: answer.refinementNumber } : {}),
      ...(aggregate === 'edit' ? { charged: answer.charged } : {}),
    };
    await this.deps.outbox.withChange(
      [outboxEvent(JobRequested, { key, kind, id: row.id, userId: row.userId })],
      (rows) => sessions.markQueued(aggregate, row.id, numbered, rows),
    );
    return { ...row, queued: true, ...numbered };
  }

  private async fail(aggregate: Aggregate, row: SessionRow | EditRow, message: string): Promise<void> {
    const changed = outboxEvent(SessionStatusChanged, {
      userId: row.userId,
      aggregate,
      id: row.id,
      status: 'failed',
      resultUrl: null,
      errorMessage: message,
      offline: false,
    });
    await this.deps.outbox.withChange([changed], (rows) =>
      this.deps.sessions.setStatus(aggregate, row.id, { status: 'failed', errorMessage: message }, rows),
    );
  }
}

/** The debit request of a stored job (at its start, and again from the requeue sweep). */
function debitOf(aggregate: Aggregate, row: SessionRow | EditRow) {
  if (aggregate === 'edit') {
    const edit = row as EditRow;
    return {
      actionType: 'refinement' as const,
      geminiSessionId: edit.geminiSessionId ? String(edit.geminiSessionId) : null,
      refinementChain: edit.refinementChain,
    };
  }
  const session = row as SessionRow;
  return {
    actionType:
      session.sessionType === 'virtual_tryon' ? ('virtual_tryon' as const) : ('model_generation' as const),
    geminiSessionId: String(session.id),
  };
}
