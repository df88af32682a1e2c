// In-memory stand-ins for the job runner's and the jobs service's dependencies (unit tests only: test/ is
// not part of the build). Each records what it was asked, so a test can tell what a call did.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { AppError, OutboxWriter, createLogger, type Db, type OutboxRow } from '@tryon/kit';
import type {
  DebitRequest,
  DebitResponse,
  JobStatus,
  RegisterResultRequest,
  ResolveImageResponse,
  SaveGeminiPersonRequest,
  SaveGeminiPersonResponse,
} from '@tryon/proto-events';
import type {
  EditRow,
  NewEdit,
  NewSession,
  SessionRow,
  SessionsRepository,
  StatusPatch,
} from '../src/data/sessions.repository.js';
import type { ServiceClients } from '../src/rpc/clients.js';

export const silentLogger = createLogger('test', 'silent');

/** A committed outbox event: its subject and data. */
export interface Published {
  subject: string;
  data: Record<string, unknown>;
}

/**
 * The real OutboxWriter over a database stand-in whose transactions keep their outbox rows only when the
 * callback succeeds, as a commit would; `kicks` counts the relay kicks.
 */
export function fakeOutbox() {
  const committed: Published[] = [];
  let kicks = 0;
  const handle = (into: Published[]) => (table: string) => {
    if (table !== 'outbox') throw new Error(`unexpected write to ${table}`);
    return {
      insert: async (row: { payload: string }) => {
        const envelope = JSON.parse(row.payload) as Published;
        into.push({ subject: envelope.subject, data: envelope.data });
      },
    };
  };
  const transaction = async <T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
    const pending: Published[] = [];
    const result = await fn(handle(pending) as unknown as Knex.Transaction);
    committed.push(...pending);
    return result;
  };
  const db = Object.assign(handle(committed), { transaction }) as unknown as Db;
  const outbox = new OutboxWriter({ db, producer: 'ai-jobs', relay: { kick: () => kicks++ } });
  return { db, outbox, committed, kicks: () => kicks };
}

const NOW = new Date('2026-11-23T10:00:00.000Z');

/** gemini_sessions and conversational_edit_sessions in memory. */
export class FakeSessions {
  /** `committed`: where events written with a change go (fakeOutbox's). */
  constructor(private readonly committed: Published[] = []) {}

  sessions = new Map<number, SessionRow>();
  edits = new Map<number, EditRow>();
  private nextId = 1;

  /** job_request_keys: the kind and fingerprint each person's key was first claimed for. */
  requestKeys = new Map<string, { kind: string; fingerprint: string | null }>();

  async claimRequest(
    userId: number,
    requestId: string,
    kind: string,
    fingerprint: string,
  ): Promise<{ kind: string; fingerprint: string | null }> {
    const id = `${userId}:${requestId}`;
    if (!this.requestKeys.has(id)) this.requestKeys.set(id, { kind, fingerprint });
    return { ...this.requestKeys.get(id)! };
  }

  async findByRequest(
    aggregate: 'session' | 'edit',
    userId: number,
    requestId: string,
  ): Promise<SessionRow | EditRow | undefined> {
    const rows = aggregate === 'session' ? [...this.sessions.values()] : [...this.edits.values()];
    return rows.find((r) => r.userId === userId && r.requestId === requestId);
  }

  asRepository(): SessionsRepository {
    return this as unknown as SessionsRepository;
  }

  addSession(row: Partial<SessionRow> & Pick<SessionRow, 'userId' | 'sessionType'>): SessionRow {
    const full: SessionRow = {
      id: this.nextId++,
      status: 'pending',
      gender: 'female',
      age: 'young',
      ethnicity: 'asian',
      build: 'average',
      hairColor: 'brown',
      hairStyle: 'long',
      clothing: 'casual',
      pose: 'standing-front',
      background: 'white',
      prompt: null,
      personImageUrl: null,
      clothingImageUrl: null,
      clothingImageUrl2: null,
      garmentType1: null,
      garmentType2: null,
      category: null,
      style: null,
      replaceFootwear: false,
      resultUrl: null,
      errorMessage: null,
      resultNote: null,
      inputKeys: {},
      queued: false,
      attempts: 0,
      offline: false,
      provider: null,
      stagedResultKey: null,
      requestId: null,
      createdAt: NOW,
      completedAt: null,
      ...row,
    };
    this.sessions.set(full.id, full);
    return full;
  }

  addEdit(row: Partial<EditRow> & Omit<NewEdit, 'refinementChain'>): EditRow {
    const full: EditRow = {
      id: this.nextId++,
      refinementChain: row.geminiSessionId ? `gemini:${row.geminiSessionId}` : `upload:${row.baseImageUrl}`,
      refinementNumber: 0,
      charged: null,
      resultUrl: null,
      status: 'pending',
      errorMessage: null,
      queued: false,
      attempts: 0,
      offline: false,
      provider: null,
      stagedResultKey: null,
      requestId: null,
      createdAt: NOW,
      completedAt: null,
      ...row,
    };
    this.edits.set(full.id, full);
    return full;
  }

  private of(aggregate: 'session' | 'edit'): Map<number, SessionRow | EditRow> {
    return aggregate === 'session' ? this.sessions : this.edits;
  }

  async insertSession(row: NewSession): Promise<SessionRow> {
    return { ...this.addSession(row) };
  }

  async insertEdit(row: NewEdit): Promise<EditRow> {
    return { ...this.addEdit(row) };
  }

  async findSession(id: number): Promise<SessionRow | undefined> {
    const row = this.sessions.get(id);
    return row && { ...row };
  }

  async findEdit(id: number): Promise<EditRow | undefined> {
    const row = this.edits.get(id);
    return row && { ...row };
  }

  async deleteSession(id: number): Promise<void> {
    this.sessions.delete(id);
  }

  async deleteEdit(id: number): Promise<void> {
    this.edits.delete(id);
  }

  async markQueued(
    aggregate: 'session' | 'edit',
    id: number,
    patch: { refinementNumber?: number; charged?: number },
    events: readonly OutboxRow[],
  ): Promise<void> {
    const row = this.of(aggregate).get(id);
    if (!row) return;
    Object.assign(row, { queued: true, ...patch });
    this.recordEvents(events);
  }

  async countAttempt(aggregate: 'session' | 'edit', id: number): Promise<number> {
    const row = this.of(aggregate).get(id)!;
    row.attempts += 1;
    return row.attempts;
  }

  async setStaged(
    aggregate: 'session' | 'edit',
    id: number,
    staged: { stagedResultKey: string | null; offline?: boolean; provider?: string },
  ): Promise<boolean> {
    const row = this.of(aggregate).get(id);
    if (!row) return false;
    Object.assign(row, staged);
    return true;
  }

  async setStatus(
    aggregate: 'session' | 'edit',
    id: number,
    patch: StatusPatch,
    events: readonly OutboxRow[] = [],
  ) {
    const row = this.of(aggregate).get(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    if (patch.status === 'completed' || patch.status === 'failed') row.completedAt = NOW;
    this.recordEvents(events);
    return { ...row };
  }

  /** Events written with a change, as the statement would (into the fake outbox's committed list). */
  private recordEvents(events: readonly OutboxRow[]): void {
    for (const e of events) {
      const envelope = JSON.parse(e.payload) as Published;
      this.committed.push({ subject: envelope.subject, data: envelope.data });
    }
  }

  async unqueued(aggregate: 'session' | 'edit', olderThan: Date) {
    return [...this.of(aggregate).values()]
      .filter((r) => !r.queued && r.status === 'pending' && r.createdAt < olderThan)
      .map(({ id, userId }) => ({ id, userId }));
  }

  async sessionWithResult(userId: number, address: string): Promise<SessionRow | undefined> {
    return [...this.sessions.values()].find((r) => r.userId === userId && r.resultUrl === address);
  }

  async editWithResult(userId: number, address: string): Promise<EditRow | undefined> {
    return [...this.edits.values()].find((r) => r.userId === userId && r.resultUrl === address);
  }

  statusOf(aggregate: 'session' | 'edit', id: number): JobStatus | undefined {
    return this.of(aggregate).get(id)?.status;
  }
}

/** Billing's debit and media's calls, answered from what a test sets up. */
export class FakeClients {
  debits: DebitRequest[] = [];
  /** The next debit answers (the last one repeats); an Error is thrown as billing being out of reach. */
  debitAnswers: (DebitResponse | Error)[] = [
    { ok: true, deductedFrom: 'top_up', charged: 1, balance: { subscriptionSessions: 0, topUpSessions: 1 } },
  ];
  /** Storage keys of the images each person owns, by address. */
  images = new Map<string, { userId: number; key: string }>();
  registered: { userId: number; key: string; checked?: RegisterResultRequest['checked'] }[] = [];
  /** Failures of the next register calls, in order. */
  registerFailures: Error[] = [];

  asClients(): ServiceClients {
    return this as unknown as ServiceClients;
  }

  async debit(req: DebitRequest): Promise<DebitResponse> {
    this.debits.push(req);
    const answer = this.debitAnswers.length > 1 ? this.debitAnswers.shift()! : this.debitAnswers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  }

  async resolveImage(userId: number, address: string): Promise<ResolveImageResponse> {
    const image = this.images.get(address);
    if (!image) return { ok: false, code: 'NOT_FOUND', error: 'Image not found' };
    if (image.userId !== userId) return { ok: false, code: 'FORBIDDEN', error: 'Forbidden' };
    return { ok: true, address, key: image.key, contentType: 'image/png', width: 8, height: 8 };
  }

  saved: SaveGeminiPersonRequest[] = [];

  async savePerson(req: SaveGeminiPersonRequest): Promise<SaveGeminiPersonResponse> {
    this.saved.push(req);
    const person = {
      id: 1,
      userId: req.userId,
      geminiSessionId: req.geminiSessionId,
      name: req.name,
      imageUrl: req.imageUrl,
      isFavorite: false,
      savedAt: NOW.toISOString(),
      attributes: {
        gender: null,
        age: null,
        ethnicity: null,
        build: null,
        hairColor: null,
        hairStyle: null,
        clothing: null,
        pose: null,
      },
    };
    return { ok: true, person };
  }

  async registerResult(
    userId: number,
    key: string,
    checked?: RegisterResultRequest['checked'],
  ): Promise<string> {
    this.registered.push({ userId, key, ...(checked ? { checked } : {}) });
    const failure = this.registerFailures.shift();
    if (failure) throw failure;
    return `/uploads/results/${userId}/${key.split('/').pop()}`;
  }
}

/** Object storage in memory. */
export class FakeStorage {
  objects = new Map<string, { data: Buffer; contentType?: string }>();

  async getObject(key: string): Promise<Readable> {
    const found = this.objects.get(key);
    if (!found) throw new AppError('NOT_FOUND', `no object ${key}`);
    return Readable.from([found.data]);
  }

  async statObject(key: string): Promise<{ size: number } | null> {
    const found = this.objects.get(key);
    return found ? { size: found.data.length } : null;
  }

  /** Stores the bytes; answers their MD5 as the ETag, as S3 does for a PUT. */
  async removeObject(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async putObject(key: string, data: Buffer, meta: { contentType?: string } = {}): Promise<{ etag: string }> {
    this.objects.set(key, { data, contentType: meta.contentType });
    return { etag: createHash('md5').update(data).digest('hex') };
  }
}

/** The first bytes of a PNG: enough for the magic-byte check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
