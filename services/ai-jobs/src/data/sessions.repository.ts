import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { changeWithEvents, type OutboxRow } from '@tryon/kit';
import type {
  AgeGroup,
  Background,
  Build,
  ClothingStyle,
  Ethnicity,
  GarmentType,
  Gender,
  HairColor,
  HairStyle,
  JobStatus,
  Pose,
  SessionType,
  TryOnCategory,
} from '@tryon/proto-events';

type Q = Knex | Knex.Transaction;

/**
 * A gemini_sessions row: a person generation or a virtual try-on. The closed sets' columns hold their values
 * (the table's CHECK constraints and the input's validation keep them so).
 */
export interface SessionRow {
  id: number;
  userId: number;
  sessionType: SessionType;
  status: JobStatus;
  gender: Gender | null;
  age: AgeGroup | null;
  ethnicity: Ethnicity | null;
  build: Build | null;
  hairColor: HairColor | null;
  hairStyle: HairStyle | null;
  clothing: ClothingStyle | null;
  pose: Pose | null;
  background: Background | null;
  prompt: string | null;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  clothingImageUrl2: string | null;
  garmentType1: GarmentType | null;
  garmentType2: GarmentType | null;
  category: TryOnCategory | null;
  style: string | null;
  replaceFootwear: boolean;
  resultUrl: string | null;
  errorMessage: string | null;
  /** What the engine left out of the picture ("not drawn offline: hat"); null when all was drawn. */
  resultNote: string | null;
  /** Storage keys of the input images, by role (person, clothing, clothing2). */
  inputKeys: Record<string, string>;
  queued: boolean;
  attempts: number;
  offline: boolean;
  provider: string | null;
  /** Where the provider's answer was staged (set once it is in object storage, until it is registered). */
  stagedResultKey: string | null;
  /** The key the client made for the request that started it (one job per person and key), if any. */
  requestId: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A conversational_edit_sessions row. */
export interface EditRow {
  id: number;
  userId: number;
  geminiSessionId: number | null;
  baseImageUrl: string;
  editInstructions: string;
  resultUrl: string | null;
  status: JobStatus;
  errorMessage: string | null;
  /**
   * The chain of edits this one belongs to, named by its root and inherited from the edit whose result it
   * edits: `gemini:{id}` (a generation's or try-on's result) or `upload:{address}` (a plain upload).
   */
  refinementChain: string;
  /** Which edit of its chain this is, as billing counted it (0 until billing has answered). */
  refinementNumber: number;
  /** Sessions billing took for it (0: included in the plan); null until billing has answered. */
  charged: number | null;
  inputKeys: Record<string, string>;
  queued: boolean;
  attempts: number;
  offline: boolean;
  provider: string | null;
  /** Where the provider's answer was staged (set once it is in object storage, until it is registered). */
  stagedResultKey: string | null;
  /** The key the client made for the request that started it (one job per person and key), if any. */
  requestId: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export type NewSession = Partial<Omit<SessionRow, 'id' | 'createdAt' | 'completedAt'>> &
  Pick<SessionRow, 'userId' | 'sessionType'>;
export type NewEdit = Pick<
  EditRow,
  'userId' | 'geminiSessionId' | 'refinementChain' | 'baseImageUrl' | 'editInstructions' | 'inputKeys'
> &
  Partial<Pick<EditRow, 'requestId'>>;

/** What a status change writes. */
export interface StatusPatch {
  status: JobStatus;
  resultUrl?: string | null;
  errorMessage?: string | null;
  offline?: boolean;
  provider?: string | null;
  stagedResultKey?: string | null;
  /** Generations and try-ons only (edits have no note). */
  resultNote?: string | null;
}

const SUMMARY_ATTRIBUTES = [
  'gender',
  'age',
  'ethnicity',
  'build',
  'hairColor',
  'hairStyle',
  'clothing',
  'pose',
];

/**
 * gemini_sessions and conversational_edit_sessions, plus the spec's summary tables
 * (person_generation_sessions, try_on_sessions) written in the same statements.
 */
export class SessionsRepository {
  constructor(private readonly db: Knex) {
    this.sessionsById = rowsById(db, table('session'));
    this.editsById = rowsById(db, table('edit'));
    this.attempts = { session: attemptsById(db, table('session')), edit: attemptsById(db, table('edit')) };
  }

  /**
   * Reads and attempt counts outside a transaction are batched: those asked for in the same tick go to
   * the database as one statement. A worker that pulls hundreds of jobs at once reads and counts them in a
   * few statements instead of one round trip each (each waiting for one of its pool's connections).
   */
  private readonly sessionsById: DataLoader<number, SessionRow | undefined>;
  private readonly editsById: DataLoader<number, EditRow | undefined>;
  private readonly attempts: Record<'session' | 'edit', DataLoader<number, number>>;

  /**
   * Inserts a session and its row of the summary table of its kind in one statement (a data-modifying
   * WITH: both or neither, one round trip instead of BEGIN, two inserts and COMMIT).
   */
  async insertSession(row: NewSession): Promise<SessionRow> {
    const saved = this.db('gemini_sessions')
      .insert({ ...row, inputKeys: JSON.stringify(row.inputKeys ?? {}) })
      .returning('*');
    const summary =
      row.sessionType === 'person_generation'
        ? this.db.raw(
            `INSERT INTO person_generation_sessions ("userId", "geminiSessionId", ${SUMMARY_ATTRIBUTES.map(() => '??').join(', ')}) SELECT "userId", id, ${SUMMARY_ATTRIBUTES.map(() => '??').join(', ')} FROM saved`,
            [...SUMMARY_ATTRIBUTES, ...SUMMARY_ATTRIBUTES],
          )
        : this.db.raw(
            `INSERT INTO try_on_sessions ("userId", "geminiSessionId", "userPhotoUrl", "clothingPhotoUrl") SELECT "userId", id, "personImageUrl", "clothingImageUrl" FROM saved`,
          );
    const [inserted] = await changeWithEvents<SessionRow>(
      this.db,
      [
        ['saved', saved],
        ['summary', summary],
      ],
      [],
    );
    return inserted!;
  }

  async insertEdit(row: NewEdit): Promise<EditRow> {
    const [saved] = await this.db('conversational_edit_sessions')
      .insert({ ...row, inputKeys: JSON.stringify(row.inputKeys) })
      .returning('*');
    return saved;
  }

  /**
   * Claims a person's request key for a kind of job and request (its fingerprint): the first claim
   * stores them; any later one answers what the first stored (two claims at once: one stores, both read it).
   */
  async claimRequest(
    userId: number,
    requestId: string,
    kind: string,
    fingerprint: string,
  ): Promise<{ kind: string; fingerprint: string | null }> {
    await this.db('job_request_keys')
      .insert({ userId, requestId, kind, fingerprint })
      .onConflict(['userId', 'requestId'])
      .ignore();
    return this.db('job_request_keys').select('kind', 'fingerprint').where({ userId, requestId }).first();
  }

  /** The session or edit a person started with the request key `requestId`, if any. */
  async findByRequest(
    aggregate: 'session' | 'edit',
    userId: number,
    requestId: string,
  ): Promise<SessionRow | EditRow | undefined> {
    return this.db(aggregate === 'session' ? 'gemini_sessions' : 'conversational_edit_sessions')
      .where({ userId, requestId })
      .first();
  }

  /** A session by id; outside a transaction, batched with the other reads of the tick. */
  async findSession(id: number, q?: Q): Promise<SessionRow | undefined> {
    if (q) return q('gemini_sessions').where({ id }).first();
    return this.sessionsById.load(id);
  }

  /** An edit by id; outside a transaction, batched with the other reads of the tick. */
  async findEdit(id: number, q?: Q): Promise<EditRow | undefined> {
    if (q) return q('conversational_edit_sessions').where({ id }).first();
    return this.editsById.load(id);
  }

  async deleteSession(id: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('person_generation_sessions').where({ geminiSessionId: id }).delete();
      await trx('try_on_sessions').where({ geminiSessionId: id }).delete();
      await trx('gemini_sessions').where({ id }).delete();
    });
  }

  async deleteEdit(id: number): Promise<void> {
    await this.db('conversational_edit_sessions').where({ id }).delete();
  }

  /**
   * Marks a job queued (an edit also gets the refinement number billing answered) and records `events`
   * (kit's outbox rows) in the same statement, only when the job still exists.
   */
  async markQueued(
    aggregate: 'session' | 'edit',
    id: number,
    patch: { refinementNumber?: number; charged?: number },
    events: readonly OutboxRow[],
  ): Promise<void> {
    const update = this.db(table(aggregate))
      .where({ id })
      .update({ queued: true, updatedAt: this.db.fn.now(), ...patch })
      .returning('id');
    await changeWithEvents(this.db, [['saved', update]], events);
  }

  /** Counts an attempt of a job (when a worker starts it); returns the new count. */
  async countAttempt(aggregate: 'session' | 'edit', id: number): Promise<number> {
    return this.attempts[aggregate].load(id);
  }

  /**
   * Remembers where a provider's answer was staged (and which provider, whether offline): a later attempt
   * registers it instead of calling the provider again. `null` forgets it (the staged object is gone).
   * Answers whether the job still exists.
   */
  async setStaged(
    aggregate: 'session' | 'edit',
    id: number,
    staged: {
      stagedResultKey: string | null;
      offline?: boolean;
      provider?: string;
      resultNote?: string | null;
    },
  ): Promise<boolean> {
    const updated = await this.db(table(aggregate))
      .where({ id })
      .update({ ...staged, updatedAt: this.db.fn.now() });
    return updated > 0;
  }

  /**
   * Writes a status change, the summary table's and `events` (kit's outbox rows) in one statement; the
   * events only when the job still exists. Completed and failed set completedAt. Answers the saved row
   * (undefined when the job is gone).
   */
  async setStatus(
    aggregate: 'session' | 'edit',
    id: number,
    patch: StatusPatch,
    events: readonly OutboxRow[] = [],
  ): Promise<SessionRow | EditRow | undefined> {
    const done = patch.status === 'completed' || patch.status === 'failed';
    const clauses: [string, Knex.QueryBuilder][] = [
      [
        'saved',
        this.db(table(aggregate))
          .where({ id })
          .update({
            ...patch,
            updatedAt: this.db.fn.now(),
            ...(done ? { completedAt: this.db.fn.now() } : {}),
          })
          .returning('*'),
      ],
    ];
    if (aggregate === 'session') {
      // The summary table of the session's kind (the other has no row of it).
      const ofKind = (people: boolean) =>
        this.db('saved')
          .select('id')
          .where('sessionType', people ? '=' : '<>', 'person_generation');
      clauses.push(
        [
          'people',
          this.db('person_generation_sessions')
            .whereIn('geminiSessionId', ofKind(true))
            .update({ status: patch.status, resultUrl: patch.resultUrl ?? null }),
        ],
        [
          'tryons',
          this.db('try_on_sessions')
            .whereIn('geminiSessionId', ofKind(false))
            .update({ status: patch.status, resultPhotoUrl: patch.resultUrl ?? null }),
        ],
      );
    }
    const [saved] = await changeWithEvents<SessionRow | EditRow>(this.db, clauses, events);
    return saved;
  }

  /** Jobs accepted but never queued (the process stopped between the debit and the queue). */
  async unqueued(aggregate: 'session' | 'edit', olderThan: Date): Promise<{ id: number; userId: number }[]> {
    return this.db(table(aggregate))
      .select('id', 'userId')
      .where({ queued: false, status: 'pending' })
      .andWhere('createdAt', '<', olderThan)
      .orderBy('id')
      .limit(100);
  }

  /** The generation or try-on whose result is `address`, if it is the person's. */
  async sessionWithResult(userId: number, address: string): Promise<SessionRow | undefined> {
    return this.db('gemini_sessions').where({ userId, resultUrl: address }).first();
  }

  /** The edit whose result is `address`, if it is the person's. */
  async editWithResult(userId: number, address: string): Promise<EditRow | undefined> {
    return this.db('conversational_edit_sessions').where({ userId, resultUrl: address }).first();
  }
}

/** Batches (at most this many ids a statement). */
const BATCH = { cache: false, maxBatchSize: 500 } as const;

/** Rows by id, one query a batch; each caller gets its own copy (a job's runner updates its row). */
function rowsById<T extends { id: number }>(db: Knex, name: string): DataLoader<number, T | undefined> {
  return new DataLoader(async (ids) => {
    const rows: T[] = await db(name).whereIn('id', [...ids]);
    const found = new Map(rows.map((r) => [r.id, r] as const));
    return ids.map((id) => {
      const row = found.get(id);
      return row && { ...row };
    });
  }, BATCH);
}

/**
 * Counts an attempt of each id, one statement a batch, answering the count each call makes: an id asked
 * for twice in a batch (a job delivered twice at once) is counted twice and its callers get n-1 and n;
 * an unknown id answers 0.
 */
function attemptsById(db: Knex, name: string): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    // In id order: two batches over the same rows take their row locks in the same order.
    const times = new Map<number, number>();
    for (const id of [...ids].sort((a, b) => a - b)) times.set(id, (times.get(id) ?? 0) + 1);
    const { rows } = await db.raw<{ rows: { id: number; attempts: number }[] }>(
      `UPDATE ?? AS t SET attempts = t.attempts + c.n
         FROM unnest(?::int[], ?::int[]) AS c(id, n) WHERE t.id = c.id RETURNING t.id, t.attempts`,
      [name, [...times.keys()], [...times.values()]],
    );
    // The first call of an id gets the count before the others of the batch were added.
    const next = new Map(rows.map((r) => [r.id, Number(r.attempts) - times.get(r.id)! + 1]));
    return ids.map((id) => {
      const n = next.get(id);
      if (n === undefined) return 0;
      next.set(id, n + 1);
      return n;
    });
  }, BATCH);
}

function table(aggregate: 'session' | 'edit'): string {
  return aggregate === 'session' ? 'gemini_sessions' : 'conversational_edit_sessions';
}
