import { AppError, type CallerContext } from '@tryon/kit';
import type { ApiConfigRepository } from '../data/api-config.repository.js';
import {
  FASHN_WITHOUT_KEY_MESSAGE,
  JobsService,
  KEY_OTHER_KIND_MESSAGE,
  KEY_OTHER_REQUEST_MESSAGE,
  NO_SESSIONS_MESSAGE,
} from './jobs.service.js';
import { FakeClients, FakeSessions, fakeOutbox, silentLogger } from '../../test/fakes.js';

const ann: CallerContext = { userId: 7, role: 'user', ip: '10.0.0.7' };
const bob: CallerContext = { userId: 8, role: 'user', ip: null };
const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.1' };
const visitor: CallerContext = { userId: null, role: null, ip: null };

/** api_configurations in memory; records what was set and by whom. */
class FakeApiConfig {
  rows = new Map<string, { key: string; value: string; description: string | null; updatedBy: number }>();
  async list() {
    return [...this.rows.values()];
  }
  async set(key: string, value: string, description: string | null | undefined, updatedBy: number) {
    const row = { key, value, description: description ?? null, updatedBy };
    this.rows.set(key, row);
    return row;
  }
  async values() {
    return Object.fromEntries([...this.rows.values()].map((r) => [r.key, r.value]));
  }
}

function setup(keys = { gemini: true, fashn: true }) {
  const { db, outbox, committed, kicks } = fakeOutbox();
  const sessions = new FakeSessions(committed);
  const clients = new FakeClients();
  const apiConfig = new FakeApiConfig();
  const jobs = new JobsService({
    db,
    outbox,
    sessions: sessions.asRepository(),
    apiConfig: apiConfig as unknown as ApiConfigRepository,
    clients: clients.asClients(),
    logger: silentLogger,
    keys,
  });
  const queuedJobs = () => committed.filter((e) => e.subject.includes('job.requested')).map((e) => e.data);
  return { jobs, sessions, clients, apiConfig, committed, kicks, queuedJobs };
}

/** What a call was refused with (fails the test when it succeeds). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('JobsService.generatePerson', () => {
  it('stores the job, debits it under its key, and queues it once the debit is done', async () => {
    const t = setup();
    const row = await t.jobs.generatePerson(ann, { gender: 'male', prompt: '  a tall man  ' });

    expect(row).toMatchObject({
      userId: 7,
      sessionType: 'person_generation',
      gender: 'male',
      prompt: 'a tall man',
      queued: true,
    });
    expect(row.age).toBe('young'); // the form's default
    expect(t.clients.debits).toEqual([
      {
        userId: 7,
        cost: 1,
        idempotencyKey: `gemini:${row.id}`,
        actionType: 'model_generation',
        geminiSessionId: String(row.id),
      },
    ]);
    expect(t.sessions.sessions.get(row.id)!.queued).toBe(true);
    expect(t.queuedJobs()).toEqual([
      { key: `gemini:${row.id}`, kind: 'person_generation', id: row.id, userId: 7 },
    ]);
    expect(t.kicks()).toBe(1);
  });

  it('answers the job a request key started when the key comes again, charging and queuing it once', async () => {
    const t = setup();
    const first = await t.jobs.generatePerson(ann, { requestId: 'retry-key-0001' });
    // The same request (the form's defaults given or left out alike) answers the first job.
    const again = await t.jobs.generatePerson(ann, { gender: 'female', requestId: 'retry-key-0001' });
    expect(again.id).toBe(first.id);
    expect(t.sessions.sessions.size).toBe(1);
    expect(t.clients.debits).toHaveLength(1);
    expect(t.queuedJobs()).toHaveLength(1);
    // Another key, or none, starts another job.
    expect((await t.jobs.generatePerson(ann, { requestId: 'retry-key-0002' })).id).not.toBe(first.id);
    expect((await t.jobs.generatePerson(ann, {})).id).not.toBe(first.id);
    expect(t.clients.debits).toHaveLength(3);
    // A malformed key is refused.
    expect((await refusal(t.jobs.generatePerson(ann, { requestId: 'no' }))).code).toBe('VALIDATION');
  });

  it('refuses a request key used again for another kind of job or another request, charging nothing (issue 41, finding 6)', async () => {
    const t = setup();
    t.clients.images.set('/uploads/7/me.png', { userId: 7, key: 'uploads/7/me.png' });
    t.clients.images.set('/uploads/7/top.png', { userId: 7, key: 'uploads/7/top.png' });
    t.clients.debitAnswers = [
      {
        ok: true,
        deductedFrom: null,
        charged: 0,
        balance: { subscriptionSessions: 0, topUpSessions: 0 },
        refinementNumber: 1,
      },
    ];
    const edit = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/7/me.png',
      editInstructions: 'make it blue',
      requestId: 'shared-key-0001',
    });
    expect(t.clients.debits).toHaveLength(1);

    // The edit's key for a generation, then for a try-on: 409, nothing stored or charged.
    const generation = await refusal(t.jobs.generatePerson(ann, { requestId: 'shared-key-0001' }));
    expect(generation).toMatchObject({ code: 'CONFLICT', message: KEY_OTHER_KIND_MESSAGE });
    const tryOn = await refusal(
      t.jobs.virtualTryOn(ann, {
        personImageUrl: '/uploads/7/me.png',
        clothingImageUrl: '/uploads/7/top.png',
        requestId: 'shared-key-0001',
      }),
    );
    expect(tryOn).toMatchObject({ code: 'CONFLICT', message: KEY_OTHER_KIND_MESSAGE });
    // The same key for another edit (another body): 409 too.
    const other = await refusal(
      t.jobs.editImage(ann, {
        baseImageUrl: '/uploads/7/me.png',
        editInstructions: 'make it red',
        requestId: 'shared-key-0001',
      }),
    );
    expect(other).toMatchObject({ code: 'CONFLICT', message: KEY_OTHER_REQUEST_MESSAGE });
    expect(t.sessions.sessions.size).toBe(0);
    expect(t.sessions.edits.size).toBe(1);
    expect(t.clients.debits).toHaveLength(1);
    expect(t.queuedJobs()).toHaveLength(1);

    // The same edit again answers the first, charged once.
    const again = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/7/me.png',
      editInstructions: 'make it blue',
      requestId: 'shared-key-0001',
    });
    expect(again.id).toBe(edit.id);
    expect(t.clients.debits).toHaveLength(1);

    // A generation's key reused with other attributes: 409.
    await t.jobs.generatePerson(ann, { gender: 'female', requestId: 'gen-key-0001' });
    const changed = await refusal(t.jobs.generatePerson(ann, { gender: 'male', requestId: 'gen-key-0001' }));
    expect(changed).toMatchObject({ code: 'CONFLICT', message: KEY_OTHER_REQUEST_MESSAGE });
    expect(t.clients.debits).toHaveLength(2);
    // Another person's key of the same name is theirs.
    await expect(t.jobs.generatePerson(bob, { requestId: 'shared-key-0001' })).resolves.toMatchObject({
      userId: 8,
    });
  });

  it("stores what the free prompt says over the form's attributes, which fill the rest", async () => {
    const t = setup();
    const row = await t.jobs.generatePerson(ann, {
      gender: 'female',
      age: 'young',
      hairColor: 'brown',
      hairStyle: 'medium',
      pose: 'standing-front',
      ethnicity: 'asian',
      prompt: 'older woman, long red hair, green dress, sitting',
    });
    expect(row).toMatchObject({
      gender: 'female',
      age: 'older',
      hairColor: 'red',
      hairStyle: 'long',
      pose: 'sitting',
      ethnicity: 'asian',
      clothing: 'casual',
      prompt: 'older woman, long red hair, green dress, sitting',
    });
  });

  it('removes the job and answers NO_SESSIONS when the balance is empty', async () => {
    const t = setup();
    t.clients.debitAnswers = [{ ok: false, code: 'NO_SESSIONS' }];
    const err = await refusal(t.jobs.generatePerson(ann, {}));
    expect(err).toMatchObject({ code: 'NO_SESSIONS', message: NO_SESSIONS_MESSAGE });
    expect(t.sessions.sessions.size).toBe(0);
    expect(t.committed).toEqual([]);
  });

  it('keeps the job for the requeue sweep when billing does not answer', async () => {
    const t = setup();
    t.clients.debitAnswers = [
      new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again.'),
    ];
    const row = await t.jobs.generatePerson(ann, {});
    expect(row.queued).toBe(false);
    expect(t.sessions.sessions.get(row.id)).toMatchObject({ status: 'pending', queued: false });
    expect(t.committed).toEqual([]);
  });

  it('refuses a visitor and a value off the list before storing anything', async () => {
    const t = setup();
    expect((await refusal(t.jobs.generatePerson(visitor, {}))).code).toBe('UNAUTHENTICATED');
    const bad = await refusal(t.jobs.generatePerson(ann, { gender: 'robot' }));
    expect(bad.code).toBe('VALIDATION');
    expect(bad.message).toMatch(/^Invalid data: gender must be one of male, female/);
    expect(t.sessions.sessions.size).toBe(0);
    expect(t.clients.debits).toEqual([]);
  });
});

describe('JobsService.virtualTryOn', () => {
  it("uses only the caller's own images, by their storage keys", async () => {
    const t = setup();
    t.clients.images.set('/uploads/7/me.png', { userId: 7, key: 'uploads/7/me.png' });
    t.clients.images.set('/uploads/7/top.png', { userId: 7, key: 'uploads/7/top.png' });
    t.clients.images.set('/uploads/8/theirs.png', { userId: 8, key: 'uploads/8/theirs.png' });

    const row = await t.jobs.virtualTryOn(ann, {
      personImageUrl: '/uploads/7/me.png',
      clothingImageUrl: '/uploads/7/top.png',
    });
    expect(row).toMatchObject({
      sessionType: 'virtual_tryon',
      category: 'tops',
      garmentType1: 'top',
      garmentType2: null,
      queued: true,
    });
    expect(row.inputKeys).toEqual({ person: 'uploads/7/me.png', clothing: 'uploads/7/top.png' });
    expect(t.clients.debits.at(-1)).toMatchObject({
      actionType: 'virtual_tryon',
      idempotencyKey: `gemini:${row.id}`,
    });

    const forbidden = await refusal(
      t.jobs.virtualTryOn(ann, {
        personImageUrl: '/uploads/7/me.png',
        clothingImageUrl: '/uploads/8/theirs.png',
      }),
    );
    expect(forbidden).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Forbidden: clothingImageUrl is not one of your images',
    });
    const unknown = await refusal(
      t.jobs.virtualTryOn(ann, {
        personImageUrl: '/uploads/7/nothing.png',
        clothingImageUrl: '/uploads/7/top.png',
      }),
    );
    expect(unknown).toMatchObject({
      code: 'VALIDATION',
      message: 'Invalid data: personImageUrl is not an image you uploaded',
    });
    expect(t.sessions.sessions.size).toBe(1);
    expect(t.clients.debits).toHaveLength(1);
  });
});

describe('JobsService.editImage', () => {
  /** Billing's answer to a refinement: the number it counted, charged or not. */
  const numbered = (refinementNumber: number, charged = 0) => ({
    ok: true as const,
    deductedFrom: charged ? ('top_up' as const) : null,
    charged,
    balance: { subscriptionSessions: 0, topUpSessions: 0 },
    refinementNumber,
  });

  it("debits each edit on its result's chain and keeps the number billing counted", async () => {
    const t = setup();
    const root = t.sessions.addSession({
      userId: 7,
      sessionType: 'person_generation',
      status: 'completed',
      resultUrl: '/uploads/results/7/a.png',
    });
    t.clients.images.set('/uploads/results/7/a.png', { userId: 7, key: 'results/7/a.png' });
    t.clients.debitAnswers = [numbered(1), numbered(2, 1)];

    const first = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/results/7/a.png',
      editInstructions: 'make it blue',
    });
    const second = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/results/7/a.png',
      editInstructions: ' brighter ',
    });

    expect([first.refinementNumber, second.refinementNumber]).toEqual([1, 2]);
    expect(t.sessions.edits.get(second.id)).toMatchObject({ refinementNumber: 2, queued: true, charged: 1 });
    // What billing took is kept: a failure of the included first edit speaks of no refund.
    expect(t.sessions.edits.get(first.id)).toMatchObject({ charged: 0 });
    expect(second).toMatchObject({
      geminiSessionId: root.id,
      refinementChain: `gemini:${root.id}`,
      editInstructions: 'brighter',
      inputKeys: { base: 'results/7/a.png' },
    });
    // The chain is sent, never a number of ai-jobs' own counting.
    expect(t.clients.debits).toEqual([
      {
        userId: 7,
        cost: 1,
        idempotencyKey: `edit:${first.id}`,
        actionType: 'refinement',
        geminiSessionId: String(root.id),
        refinementChain: `gemini:${root.id}`,
      },
      expect.objectContaining({ idempotencyKey: `edit:${second.id}`, refinementChain: `gemini:${root.id}` }),
    ]);
    expect(t.clients.debits.some((d) => 'refinementNumber' in d)).toBe(false);
    expect(t.queuedJobs().map((j) => j.kind)).toEqual(['edit', 'edit']);
  });

  it("puts an edit of an edit's result on the chain of its root, however deep", async () => {
    const t = setup();
    const root = t.sessions.addSession({
      userId: 7,
      sessionType: 'virtual_tryon',
      status: 'completed',
      resultUrl: '/uploads/results/7/tryon.png',
    });
    const one = t.sessions.addEdit({
      userId: 7,
      geminiSessionId: root.id,
      refinementChain: `gemini:${root.id}`,
      baseImageUrl: '/uploads/results/7/tryon.png',
      editInstructions: 'make it red',
      inputKeys: { base: 'results/7/tryon.png' },
      status: 'completed',
      resultUrl: '/uploads/results/7/one.png',
    });
    t.clients.images.set('/uploads/results/7/one.png', { userId: 7, key: 'results/7/one.png' });
    const two = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/results/7/one.png',
      editInstructions: 'make it green',
    });
    expect(two).toMatchObject({ geminiSessionId: root.id, refinementChain: `gemini:${root.id}` });

    t.sessions.edits.get(two.id)!.resultUrl = '/uploads/results/7/two.png';
    t.clients.images.set('/uploads/results/7/two.png', { userId: 7, key: 'results/7/two.png' });
    const three = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/results/7/two.png',
      editInstructions: 'make it blue',
    });
    expect(three.refinementChain).toBe(`gemini:${root.id}`);
    expect(t.clients.debits.map((d) => d.refinementChain)).toEqual([
      `gemini:${root.id}`,
      `gemini:${root.id}`,
    ]);
    expect(one.id).not.toBe(two.id);
  });

  it("puts an edit of a plain upload, and every edit of its results, on the upload's chain", async () => {
    const t = setup();
    t.clients.images.set('/uploads/7/me.png', { userId: 7, key: 'uploads/7/me.png' });
    t.clients.debitAnswers = [numbered(1, 1), numbered(2, 1)];
    const first = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/7/me.png',
      editInstructions: 'make it blue',
    });
    expect(first).toMatchObject({
      geminiSessionId: null,
      refinementChain: 'upload:/uploads/7/me.png',
      refinementNumber: 1,
    });

    t.sessions.edits.get(first.id)!.resultUrl = '/uploads/results/7/me-blue.png';
    t.clients.images.set('/uploads/results/7/me-blue.png', { userId: 7, key: 'results/7/me-blue.png' });
    const second = await t.jobs.editImage(ann, {
      baseImageUrl: '/uploads/results/7/me-blue.png',
      editInstructions: 'make it red',
    });
    expect(second).toMatchObject({ refinementChain: 'upload:/uploads/7/me.png', refinementNumber: 2 });
    expect(t.clients.debits.map((d) => [d.refinementChain, d.geminiSessionId])).toEqual([
      ['upload:/uploads/7/me.png', null],
      ['upload:/uploads/7/me.png', null],
    ]);
  });

  it("never joins someone else's result to a chain: their result is not the caller's image", async () => {
    const t = setup();
    t.sessions.addSession({
      userId: 8,
      sessionType: 'person_generation',
      status: 'completed',
      resultUrl: '/uploads/results/8/b.png',
    });
    t.clients.images.set('/uploads/results/8/b.png', { userId: 8, key: 'results/8/b.png' });
    const err = await refusal(
      t.jobs.editImage(ann, { baseImageUrl: '/uploads/results/8/b.png', editInstructions: 'make it blue' }),
    );
    expect(err.code).toBe('FORBIDDEN');
    expect(t.clients.debits).toEqual([]);
    expect(t.sessions.edits.size).toBe(0);
  });

  it('requeues a stale edit with its stored chain', async () => {
    const t = setup();
    const old = new Date('2026-11-23T09:00:00.000Z');
    const edit = t.sessions.addEdit({
      userId: 7,
      geminiSessionId: 3,
      refinementChain: 'gemini:3',
      baseImageUrl: '/uploads/results/7/a.png',
      editInstructions: 'make it blue',
      inputKeys: { base: 'results/7/a.png' },
      createdAt: old,
    });
    t.clients.debitAnswers = [numbered(2)];
    expect(await t.jobs.requeueStale(new Date('2026-11-23T09:30:00.000Z'))).toBe(1);
    expect(t.clients.debits).toEqual([
      {
        userId: 7,
        cost: 1,
        idempotencyKey: `edit:${edit.id}`,
        actionType: 'refinement',
        geminiSessionId: '3',
        refinementChain: 'gemini:3',
      },
    ]);
    expect(t.sessions.edits.get(edit.id)).toMatchObject({ queued: true, refinementNumber: 2 });
  });
});

describe('JobsService reads', () => {
  it('shows a job to its owner and to admins, and answers NOT_FOUND to anyone else', async () => {
    const t = setup();
    const row = t.sessions.addSession({ userId: 7, sessionType: 'person_generation' });
    await expect(t.jobs.session(ann, row.id)).resolves.toMatchObject({ id: row.id });
    await expect(t.jobs.session(admin, row.id)).resolves.toMatchObject({ id: row.id });
    expect(await refusal(t.jobs.session(bob, row.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Session not found',
    });
    expect((await refusal(t.jobs.session(bob, 999))).code).toBe('NOT_FOUND');
    expect((await refusal(t.jobs.edit(ann, 999))).code).toBe('NOT_FOUND');
  });
});

describe('JobsService.requeueStale', () => {
  it('queues a job accepted but never queued, and fails one whose balance has run out since', async () => {
    const t = setup();
    const old = new Date('2026-11-23T09:00:00.000Z');
    const paid = t.sessions.addSession({ userId: 7, sessionType: 'person_generation', createdAt: old });
    const broke = t.sessions.addSession({ userId: 8, sessionType: 'virtual_tryon', createdAt: old });
    t.sessions.addSession({ userId: 7, sessionType: 'person_generation' }); // too recent
    t.clients.debitAnswers = [
      {
        ok: true,
        deductedFrom: 'top_up',
        charged: 1,
        balance: { subscriptionSessions: 0, topUpSessions: 0 },
      },
      { ok: false, code: 'NO_SESSIONS' },
    ];

    expect(await t.jobs.requeueStale(new Date('2026-11-23T09:30:00.000Z'))).toBe(1);
    expect(t.clients.debits.map((d) => [d.idempotencyKey, d.actionType])).toEqual([
      [`gemini:${paid.id}`, 'model_generation'],
      [`gemini:${broke.id}`, 'virtual_tryon'],
    ]);
    expect(t.queuedJobs()).toEqual([
      { key: `gemini:${paid.id}`, kind: 'person_generation', id: paid.id, userId: 7 },
    ]);
    expect(t.sessions.sessions.get(broke.id)).toMatchObject({
      status: 'failed',
      errorMessage: "You don't have enough sessions remaining.",
    });
    expect(t.committed.find((e) => e.subject.includes('status-changed'))!.data).toMatchObject({
      id: broke.id,
      status: 'failed',
      userId: 8,
    });
  });
});

describe('JobsService.savePerson', () => {
  /** A completed generation of ann's with an edit of it (and an edit of that edit). */
  function edited() {
    const t = setup();
    const root = t.sessions.addSession({
      userId: 7,
      sessionType: 'person_generation',
      status: 'completed',
      resultUrl: '/uploads/results/7/navy.png',
    });
    const chain = {
      userId: 7,
      geminiSessionId: root.id,
      refinementChain: `gemini:${root.id}`,
      inputKeys: {},
    };
    t.sessions.addEdit({
      ...chain,
      baseImageUrl: '/uploads/results/7/navy.png',
      editInstructions: 'make the suit blue',
      status: 'completed',
      resultUrl: '/uploads/results/7/blue.png',
    });
    t.sessions.addEdit({
      ...chain,
      baseImageUrl: '/uploads/results/7/blue.png',
      editInstructions: 'make the hair red',
      status: 'completed',
      resultUrl: '/uploads/results/7/red.png',
    });
    return { t, root };
  }

  it('saves the edited image named, else the model itself', async () => {
    const { t, root } = edited();
    await t.jobs.savePerson(ann, {
      geminiSessionId: root.id,
      name: 'Blue',
      imageUrl: '/uploads/results/7/red.png',
    });
    await t.jobs.savePerson(ann, { geminiSessionId: root.id, name: 'Navy' });
    expect(t.clients.saved.map((s) => [s.name, s.imageUrl, s.replaceImage])).toEqual([
      ['Blue', '/uploads/results/7/red.png', true],
      ['Navy', '/uploads/results/7/navy.png', false],
    ]);
  });

  it("refuses an image that is not this model's nor an edit of it", async () => {
    const { t, root } = edited();
    const other = t.sessions.addSession({
      userId: 7,
      sessionType: 'person_generation',
      status: 'completed',
      resultUrl: '/uploads/results/7/other.png',
    });
    t.sessions.addEdit({
      userId: 7,
      geminiSessionId: other.id,
      refinementChain: `gemini:${other.id}`,
      inputKeys: {},
      baseImageUrl: '/uploads/results/7/other.png',
      editInstructions: 'make it green',
      status: 'completed',
      resultUrl: '/uploads/results/7/other-green.png',
    });
    for (const imageUrl of ['/uploads/results/7/other-green.png', '/uploads/results/7/nothing.png']) {
      expect(
        await refusal(t.jobs.savePerson(ann, { geminiSessionId: root.id, name: 'X', imageUrl })),
      ).toMatchObject({ code: 'VALIDATION' });
    }
    // bob cannot save ann's edit on his own model either.
    const bobs = t.sessions.addSession({
      userId: 8,
      sessionType: 'person_generation',
      status: 'completed',
      resultUrl: '/uploads/results/8/b.png',
    });
    expect(
      (
        await refusal(
          t.jobs.savePerson(bob, {
            geminiSessionId: bobs.id,
            name: 'X',
            imageUrl: '/uploads/results/7/blue.png',
          }),
        )
      ).code,
    ).toBe('VALIDATION');
    expect(t.clients.saved).toEqual([]);
  });
});

describe('JobsService AI settings', () => {
  it('lets only admins read and change them, to allowed values, and records the change', async () => {
    const t = setup();
    expect((await refusal(t.jobs.apiConfigurations(ann))).code).toBe('FORBIDDEN');
    expect((await refusal(t.jobs.setApiConfiguration(ann, { key: 'active_api', value: 'fashn' }))).code).toBe(
      'FORBIDDEN',
    );
    expect(
      await refusal(t.jobs.setApiConfiguration(admin, { key: 'active_api', value: 'other' })),
    ).toMatchObject({
      code: 'VALIDATION',
      message: 'Invalid data: active_api must be gemini or fashn',
    });
    expect((await refusal(t.jobs.setApiConfiguration(admin, { key: 'colour', value: 'red' }))).message).toBe(
      'Invalid data: key must be one of active_api, gemini_enabled, fashn_enabled',
    );
    expect(t.committed).toEqual([]);

    await t.jobs.setApiConfiguration(admin, { key: 'active_api', value: 'fashn', description: 'cheaper' });
    expect(await t.jobs.apiConfigurations(admin)).toEqual([
      { key: 'active_api', value: 'fashn', description: 'cheaper', updatedBy: 1 },
    ]);
    expect(t.committed).toEqual([
      {
        subject: expect.stringMatching(/^audit\./),
        data: expect.objectContaining({
          adminId: 1,
          actionType: 'api_config_updated',
          description: 'Set active_api to fashn',
          ipAddress: '10.0.0.1',
        }),
      },
    ]);
    expect(t.kicks()).toBe(1);
  });

  it('refuses FASHN as the try-on service when this server has no FASHN key, and changes nothing', async () => {
    const t = setup({ gemini: false, fashn: false });
    expect(
      await refusal(t.jobs.setApiConfiguration(admin, { key: 'active_api', value: 'fashn' })),
    ).toMatchObject({ code: 'VALIDATION', message: FASHN_WITHOUT_KEY_MESSAGE });
    expect(FASHN_WITHOUT_KEY_MESSAGE).toMatch(/no FASHN API key/);
    expect(await t.jobs.apiConfigurations(admin)).toEqual([]);
    expect(t.committed).toEqual([]);
    // Gemini stays a valid choice (the offline engine serves while it has no key either).
    await t.jobs.setApiConfiguration(admin, { key: 'active_api', value: 'gemini' });
    expect(await t.jobs.tryOnEngine(ann)).toBe('local');
  });

  it('tells a signed-in person which engine a try-on runs on, and nobody else', async () => {
    const t = setup({ gemini: true, fashn: true });
    expect((await refusal(t.jobs.tryOnEngine(visitor))).code).toBe('UNAUTHENTICATED');
    expect(await t.jobs.tryOnEngine(ann)).toBe('gemini');
    await t.jobs.setApiConfiguration(admin, { key: 'active_api', value: 'fashn' });
    expect(await t.jobs.tryOnEngine(ann)).toBe('fashn');
    expect(await setup({ gemini: false, fashn: false }).jobs.tryOnEngine(ann)).toBe('local');
  });
});
