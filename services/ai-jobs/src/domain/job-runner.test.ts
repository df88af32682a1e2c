import { createHash } from 'node:crypto';
import { AppError, metricsRegistry, type ObjectStorage } from '@tryon/kit';
import type { JobRequestedData } from '@tryon/proto-events';
import { chunkedPng, pngChunk as chunk } from '../../../../test-support/png.js';
import { ProviderError, type AiProvider, type ProviderResult } from '../providers/provider.js';
import { FAILURE_MESSAGES, JobRunner, MISSING_INPUT, backoffMs, withoutRefund } from './job-runner.js';
import type { ProviderRegistry } from './providers.js';
import { FakeClients, FakeSessions, FakeStorage, PNG, fakeOutbox, silentLogger } from '../../test/fakes.js';

/** A provider whose next answers a test scripts; it records every call by kind. */
class ScriptedProvider implements AiProvider {
  readonly name = 'gemini' as const;
  calls: { kind: string; input: unknown }[] = [];
  answers: (ProviderResult | Error)[] = [];

  supports(): boolean {
    return true;
  }
  private answer(kind: string, input: unknown): Promise<ProviderResult> {
    this.calls.push({ kind, input });
    const next = this.answers.shift() ?? { data: PNG, mimeType: 'image/png', offline: false };
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  }
  generatePerson(input: unknown) {
    return this.answer('generate', input);
  }
  tryOn(input: unknown) {
    return this.answer('tryon', input);
  }
  editImage(input: unknown) {
    return this.answer('edit', input);
  }
}

/** Records the permanent failures the runner reports, as provider_status would. */
class RecordedErrors {
  errors: { provider: string; message: string }[] = [];
  failNext = false;
  async recordError(provider: string, message: string): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database down');
    }
    this.errors.push({ provider, message });
  }
}

function setup(maxAttempts = 3) {
  const { outbox, committed, kicks } = fakeOutbox();
  const providerStatus = new RecordedErrors();
  const sessions = new FakeSessions(committed);
  const clients = new FakeClients();
  const storage = new FakeStorage();
  const provider = new ScriptedProvider();
  const runner = new JobRunner({
    outbox,
    sessions: sessions.asRepository(),
    storage: storage as unknown as ObjectStorage,
    clients: clients.asClients(),
    providers: { forJob: async () => provider } as unknown as ProviderRegistry,
    logger: silentLogger,
    maxAttempts,
    timeoutMs: 5000,
    providerStatus,
  });
  /** The statuses committed for one job, in order. */
  const statuses = () =>
    committed.filter((e) => e.subject.includes('status-changed')).map((e) => e.data.status);
  const failedEvents = () => committed.filter((e) => e.subject.includes('job.failed'));
  return {
    runner,
    sessions,
    clients,
    storage,
    provider,
    providerStatus,
    committed,
    kicks,
    statuses,
    failedEvents,
  };
}

/** A well-formed 3x2 RGB PNG with the given extra chunks before its pixels. */
const realPng = (extra: Buffer[] = []) => chunkedPng(3, 2, extra);

const generation = (t: ReturnType<typeof setup>, userId = 7) => {
  const row = t.sessions.addSession({ userId, sessionType: 'person_generation', queued: true });
  const job: JobRequestedData = { key: `gemini:${row.id}`, kind: 'person_generation', id: row.id, userId };
  return { row, job };
};

describe('JobRunner', () => {
  it('runs a generation: stages the result, has media register it, and records completed', async () => {
    const t = setup();
    const { row, job } = generation(t);

    expect(await t.runner.run(job)).toEqual({ done: true });

    expect(t.provider.calls).toHaveLength(1);
    expect(t.provider.calls[0]!.input).toMatchObject({
      attributes: { gender: 'female', age: 'young', background: 'white' },
    });
    const [staged] = [...t.storage.objects.entries()];
    expect(staged![0]).toMatch(/^staging\/results\/7\/[\w-]+\.png$/);
    expect(staged![1].contentType).toBe('image/png');
    expect(t.clients.registered).toEqual([{ userId: 7, key: staged![0] }]);
    const address = `/uploads/results/7/${staged![0].split('/').pop()}`;
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'completed',
      resultUrl: address,
      errorMessage: null,
      provider: 'gemini',
      attempts: 1,
    });
    expect(t.statuses()).toEqual(['processing', 'completed']);
    expect(t.committed.at(-1)!.data).toMatchObject({
      userId: 7,
      aggregate: 'session',
      id: row.id,
      resultUrl: address,
    });
    expect(t.failedEvents()).toEqual([]);
    expect(t.kicks()).toBe(2); // one per committed status change
  });

  it('cleans an upright PNG answer before staging it and tells media what it checked', async () => {
    const t = setup();
    const answer = realPng([chunk('tEXt', Buffer.from('Comment\0made somewhere secret'))]);
    t.provider.answers.push({ data: answer, mimeType: 'image/png', offline: false });
    const { job } = generation(t);

    expect(await t.runner.run(job)).toEqual({ done: true });

    const [[key, staged]] = [...t.storage.objects.entries()];
    expect(staged!.data).toEqual(realPng()); // the text chunk is gone, the rest byte for byte
    expect(t.clients.registered).toEqual([
      {
        userId: 7,
        key,
        checked: {
          contentType: 'image/png',
          size: realPng().length,
          width: 3,
          height: 2,
          etag: createHash('md5').update(realPng()).digest('hex'), // the PUT's: media need not ask the store
        },
      },
    ]);
  });

  it('leaves the check to media for a PNG with EXIF, a malformed PNG and a JPEG', async () => {
    const exif = realPng([chunk('eXIf', Buffer.from('MM\0*orientation'))]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(32, 1)]);
    const answers: Omit<ProviderResult, 'offline'>[] = [
      { data: exif, mimeType: 'image/png' },
      { data: PNG, mimeType: 'image/png' },
      { data: jpeg, mimeType: 'image/jpeg' },
    ];
    for (const answer of answers) {
      const t = setup();
      t.provider.answers.push({ ...answer, offline: false });
      const { job } = generation(t);
      expect(await t.runner.run(job)).toEqual({ done: true });
      const [[key, staged]] = [...t.storage.objects.entries()];
      expect(staged!.data).toEqual(answer.data); // staged as it came
      expect(t.clients.registered).toEqual([{ userId: 7, key }]);
    }
  });

  it('asks for a later retry of a transient failure while attempts are left', async () => {
    const t = setup(3);
    const { row, job } = generation(t);
    t.provider.answers.push(new ProviderError('transient', '429 Resource has been exhausted'));

    expect(await t.runner.run(job)).toEqual({ done: false, retryInMs: backoffMs(1) });
    expect(t.sessions.statusOf('session', row.id)).toBe('processing');
    expect(t.failedEvents()).toEqual([]);

    // The next delivery succeeds without a second "processing".
    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.statuses()).toEqual(['processing', 'completed']);
    expect(t.sessions.sessions.get(row.id)!.attempts).toBe(2);
  });

  it('fails the job on the last attempt and announces it for the refund', async () => {
    const t = setup(2);
    const { row, job } = generation(t);
    t.provider.answers.push(new Error('socket hang up'), new Error('socket hang up'));

    expect(await t.runner.run(job)).toEqual({ done: false, retryInMs: backoffMs(1) });
    expect(await t.runner.run(job)).toEqual({ done: true });

    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.transient,
    });
    expect(t.failedEvents().map((e) => e.data)).toEqual([
      { sessionId: `gemini:${row.id}`, userId: 7, kind: 'person_generation' },
    ]);
  });

  it('never retries a refusal', async () => {
    const t = setup(3);
    const { row, job } = generation(t);
    t.provider.answers.push(new ProviderError('refused', 'IMAGE_SAFETY'));

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.refused,
    });
    expect(t.provider.calls).toHaveLength(1);
    expect(t.failedEvents()).toHaveLength(1);
  });

  it("fails a permanent failure at once with its own message, refunded once, the provider's words recorded", async () => {
    const t = setup(3);
    const { row, job } = generation(t);
    t.provider.answers.push(
      new ProviderError('permanent', 'Gemini allows this key no requests (quota of zero)', {
        providerMessage: 'Quota exceeded for metric: generate_content_free_tier_requests, limit: 0',
      }),
    );

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.permanent,
      provider: 'gemini',
    });
    expect(FAILURE_MESSAGES.permanent).toMatch(/^AI provider error: /);
    expect(t.provider.calls).toHaveLength(1);
    expect(t.failedEvents()).toHaveLength(1);
    expect(t.providerStatus.errors).toEqual([
      {
        provider: 'gemini',
        message: 'Quota exceeded for metric: generate_content_free_tier_requests, limit: 0',
      },
    ]);
    // Delivered again: finished, nothing more.
    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toHaveLength(1);
    expect(t.failedEvents()).toHaveLength(1);
  });

  it('records the error message when a permanent failure has no provider message, and survives a failed record', async () => {
    const t = setup(3);
    const first = generation(t);
    t.provider.answers.push(new ProviderError('permanent', 'No Gemini image model is available to this key'));
    await t.runner.run(first.job);
    expect(t.providerStatus.errors).toEqual([
      { provider: 'gemini', message: 'No Gemini image model is available to this key' },
    ]);

    const second = generation(t);
    t.providerStatus.failNext = true;
    t.provider.answers.push(new ProviderError('permanent', 'Gemini rejected the API key (HTTP 400)'));
    expect(await t.runner.run(second.job)).toEqual({ done: true });
    expect(t.sessions.sessions.get(second.row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.permanent,
    });
    expect(t.failedEvents()).toHaveLength(2);
  });

  it('does not record refusals, invalid input or transient failures as provider errors', async () => {
    const t = setup(1);
    for (const err of [
      new ProviderError('refused', 'IMAGE_SAFETY'),
      new ProviderError('invalid', 'Gemini sent an answer that is not valid JSON'),
      new ProviderError('transient', 'Gemini is unavailable (HTTP 503)'),
    ]) {
      t.provider.answers.push(err);
      await t.runner.run(generation(t).job);
    }
    expect(t.failedEvents()).toHaveLength(3);
    expect(t.providerStatus.errors).toEqual([]);
  });

  it('words an invalid input as a sentence, from the bytes it read', async () => {
    const t = setup();
    t.storage.objects.set('uploads/7/person.png', { data: PNG });
    t.storage.objects.set('uploads/7/shirt.txt', { data: Buffer.from('not an image at all') });
    const row = t.sessions.addSession({
      userId: 7,
      sessionType: 'virtual_tryon',
      garmentType1: 'top',
      inputKeys: { person: 'uploads/7/person.png', clothing: 'uploads/7/shirt.txt' },
    });
    const job: JobRequestedData = { key: `gemini:${row.id}`, kind: 'virtual_tryon', id: row.id, userId: 7 };

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toEqual([]);
    expect(t.sessions.sessions.get(row.id)!.errorMessage).toBe(
      FAILURE_MESSAGES.invalid('An input image could not be read.'),
    );
  });

  it('fails a job whose input was deleted at once, without retrying, with an honest message', async () => {
    const t = setup();
    t.storage.objects.set('uploads/7/person.png', { data: PNG });
    const row = t.sessions.addSession({
      userId: 7,
      sessionType: 'virtual_tryon',
      garmentType1: 'top',
      inputKeys: { person: 'uploads/7/person.png', clothing: 'uploads/7/deleted.png' },
    });
    const job: JobRequestedData = { key: `gemini:${row.id}`, kind: 'virtual_tryon', id: row.id, userId: 7 };

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toEqual([]);
    expect(t.sessions.sessions.get(row.id)!.status).toBe('failed');
    expect(t.sessions.sessions.get(row.id)!.errorMessage).toBe(FAILURE_MESSAGES.invalid(MISSING_INPUT));
    expect(t.failedEvents()).toHaveLength(1);
  });

  it('sends a try-on the images read from storage, both garments in multi-garment mode', async () => {
    const t = setup();
    for (const k of ['person', 'top', 'trousers']) t.storage.objects.set(`uploads/7/${k}.png`, { data: PNG });
    const row = t.sessions.addSession({
      userId: 7,
      sessionType: 'virtual_tryon',
      category: 'tops',
      garmentType1: 'top',
      garmentType2: null,
      inputKeys: {
        person: 'uploads/7/person.png',
        clothing: 'uploads/7/top.png',
        clothing2: 'uploads/7/trousers.png',
      },
    });
    await t.runner.run({ key: `gemini:${row.id}`, kind: 'virtual_tryon', id: row.id, userId: 7 });

    const input = t.provider.calls[0]!.input as {
      garments: { garmentType: string; image: { mimeType: string } }[];
    };
    expect(input.garments.map((g) => [g.garmentType, g.image.mimeType])).toEqual([
      ['top', 'image/png'],
      ['bottom', 'image/png'], // the second garment defaults to a bottom
    ]);
    expect(t.sessions.statusOf('session', row.id)).toBe('completed');
  });

  it('asks media again when it does not answer, without calling the provider twice', async () => {
    const t = setup();
    const { row, job } = generation(t);
    const busy = () =>
      new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again.');
    t.clients.registerFailures.push(busy(), busy());

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.clients.registered).toHaveLength(3);
    expect(t.provider.calls).toHaveLength(1);
    expect(t.sessions.statusOf('session', row.id)).toBe('completed');
  });

  it('retries a failed registration later from the staged answer, never calling the provider again', async () => {
    const t = setup(3);
    const { row, job } = generation(t);
    const broken = () => new AppError('INTERNAL', 'media refused the result: INTERNAL Internal server error');
    t.clients.registerFailures.push(broken(), broken(), broken()); // every try of the first attempt

    expect(await t.runner.run(job)).toEqual({ done: false, retryInMs: backoffMs(1) });
    const staged = t.sessions.sessions.get(row.id)!.stagedResultKey;
    expect(staged).toMatch(/^staging\/results\/7\//);
    expect(t.storage.objects.has(staged!)).toBe(true);

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toHaveLength(1);
    expect(t.clients.registered.map((r) => r.key)).toEqual([staged, staged, staged, staged]);
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'completed',
      resultUrl: `/uploads/results/7/${staged!.split('/').pop()}`,
      provider: 'gemini',
      offline: false,
      stagedResultKey: null,
      attempts: 2,
    });
    expect(t.statuses()).toEqual(['processing', 'completed']);
    expect(t.failedEvents()).toEqual([]);
  });

  it('asks the provider again only when media no longer finds the staged answer', async () => {
    const t = setup(3);
    const { row, job } = generation(t);
    t.clients.registerFailures.push(new AppError('NOT_FOUND', 'media refused the result: NOT_FOUND'));

    expect(await t.runner.run(job)).toEqual({ done: false, retryInMs: backoffMs(1) });
    expect(t.sessions.sessions.get(row.id)!.stagedResultKey).toBeNull();
    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toHaveLength(2);
    expect(t.sessions.statusOf('session', row.id)).toBe('completed');
  });

  it('puts an answer in storage again when storage fails once, without calling the provider again', async () => {
    const t = setup();
    const { row, job } = generation(t);
    const put = t.storage.putObject.bind(t.storage);
    let failures = 1;
    t.storage.putObject = async (key, data, meta) => {
      if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      return put(key, data, meta);
    };

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toHaveLength(1);
    expect(t.sessions.statusOf('session', row.id)).toBe('completed');
  });

  it('fails a job whose staged answer media cannot register after its last attempt', async () => {
    const t = setup(2);
    const { row, job } = generation(t);
    const broken = () => new AppError('INTERNAL', 'media refused the result: INTERNAL');
    for (let i = 0; i < 6; i++) t.clients.registerFailures.push(broken());

    expect(await t.runner.run(job)).toEqual({ done: false, retryInMs: backoffMs(1) });
    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toHaveLength(1);
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.transient,
    });
    expect(t.failedEvents()).toHaveLength(1);
  });

  it('drops the answer of a job whose person deleted their account while it ran', async () => {
    const t = setup();
    const { row, job } = generation(t);
    const answer = t.provider.generatePerson.bind(t.provider);
    t.provider.generatePerson = (input: unknown) => {
      t.sessions.sessions.delete(row.id);
      return answer(input);
    };

    expect(await t.runner.run(job)).toEqual({ done: true });

    expect(t.provider.calls).toHaveLength(1);
    expect([...t.storage.objects.keys()]).toEqual([]);
    expect(t.clients.registered).toEqual([]);
    expect(t.failedEvents()).toEqual([]);
    expect(t.statuses()).not.toContain('completed');
  });

  it('leaves finished jobs, jobs of no known session and jobs of someone else alone', async () => {
    const t = setup();
    const { row, job } = generation(t);
    t.sessions.sessions.get(row.id)!.status = 'completed';
    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(await t.runner.run({ ...job, id: 999 })).toEqual({ done: true });
    const other = generation(t, 8);
    expect(await t.runner.run({ ...other.job, userId: 7 })).toEqual({ done: true });

    expect(t.provider.calls).toEqual([]);
    expect(t.committed).toEqual([]);
    expect(t.kicks()).toBe(0);
  });

  it('fails a job delivered after its attempts ran out without calling the provider', async () => {
    const t = setup(2);
    const { row, job } = generation(t);
    t.sessions.sessions.get(row.id)!.attempts = 2; // two workers died while running it

    expect(await t.runner.run(job)).toEqual({ done: true });
    expect(t.provider.calls).toEqual([]);
    expect(t.sessions.sessions.get(row.id)).toMatchObject({
      status: 'failed',
      errorMessage: FAILURE_MESSAGES.transient,
    });
    expect(t.failedEvents()).toHaveLength(1);
  });

  it('runs an edit on its base image, aimed at the garment of the try-on it edits', async () => {
    const t = setup();
    t.storage.objects.set('results/7/base.png', { data: PNG });
    const root = t.sessions.addSession({
      userId: 7,
      sessionType: 'virtual_tryon',
      garmentType1: 'shoes',
      status: 'completed',
    });
    const edit = t.sessions.addEdit({
      userId: 7,
      geminiSessionId: root.id,
      baseImageUrl: '/uploads/results/7/base.png',
      editInstructions: 'make it blue',
      refinementNumber: 1,
      inputKeys: { base: 'results/7/base.png' },
    });

    expect(await t.runner.run({ key: `edit:${edit.id}`, kind: 'edit', id: edit.id, userId: 7 })).toEqual({
      done: true,
    });
    expect(t.provider.calls[0]).toMatchObject({
      kind: 'edit',
      input: { instruction: 'make it blue', focus: 'shoes' },
    });
    expect(t.sessions.statusOf('edit', edit.id)).toBe('completed');
    expect(t.committed.every((e) => e.data.aggregate === 'edit')).toBe(true);
  });

  it('says a failed edit was refunded only when it was charged (an edit the plan includes cost nothing)', async () => {
    const t = setup();
    t.storage.objects.set('results/7/base.png', { data: PNG });
    const root = t.sessions.addSession({ userId: 7, sessionType: 'virtual_tryon', status: 'completed' });
    const run = async (charged: number | null) => {
      const edit = t.sessions.addEdit({
        userId: 7,
        geminiSessionId: root.id,
        baseImageUrl: '/uploads/results/7/base.png',
        editInstructions: 'make the background a beach',
        refinementNumber: 1,
        charged,
        inputKeys: { base: 'results/7/base.png' },
      });
      t.provider.answers.push(new ProviderError('invalid', 'The offline preview cannot do that.'));
      await t.runner.run({ key: `edit:${edit.id}`, kind: 'edit', id: edit.id, userId: 7 });
      return t.sessions.edits.get(edit.id)!.errorMessage;
    };
    expect(await run(0)).toBe(
      'AI processing failed: The offline preview cannot do that. Nothing was charged: this edit is included in your plan.',
    );
    expect(await run(1)).toBe(FAILURE_MESSAGES.invalid('The offline preview cannot do that.'));
    expect(await run(1)).toMatch(/Your session was refunded\.$/);
    // Edits queued before the cost was kept keep the refund wording.
    expect(await run(null)).toMatch(/Your session was refunded\.$/);
    expect(withoutRefund(FAILURE_MESSAGES.transient)).not.toMatch(/refunded/);
    expect(withoutRefund(FAILURE_MESSAGES.refused)).not.toMatch(/refunded/);
    expect(withoutRefund(FAILURE_MESSAGES.permanent)).not.toMatch(/refunded/);
  });

  it('times each attempt under its provider and counts a job that failed for good once', async () => {
    const t = setup(3);
    const { job } = generation(t);
    t.provider.answers.push(
      new ProviderError('transient', '503'),
      new ProviderError('refused', 'IMAGE_SAFETY'),
    );
    const before = await jobSeries();

    await t.runner.run(job);
    await t.runner.run(job);

    const after = await jobSeries();
    const added = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    const labels = 'provider=gemini,kind=person_generation';
    expect(added(`aijobs_job_duration_seconds_count{${labels},outcome=retry}`)).toBe(1);
    expect(added(`aijobs_job_duration_seconds_count{${labels},outcome=failed}`)).toBe(1);
    expect(added(`aijobs_job_duration_seconds_count{${labels},outcome=completed}`)).toBe(0);
    expect(added(`aijobs_job_failures_total{${labels},reason=refused}`)).toBe(1);
    expect(added(`aijobs_job_failures_total{${labels},reason=transient}`)).toBe(0);
  });
});

/** The job metrics of the process as `name{label=value,...}` -> value. */
async function jobSeries(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of ['aijobs_job_duration_seconds', 'aijobs_job_failures_total']) {
    const metric = metricsRegistry.getSingleMetric(name);
    for (const v of metric ? (await metric.get()).values : []) {
      const labels = Object.entries(v.labels).map(([k, x]) => `${k}=${x}`);
      out[`${(v as { metricName?: string }).metricName ?? name}{${labels.join(',')}}`] = v.value;
    }
  }
  return out;
}

describe('backoffMs', () => {
  it('grows fourfold from 1 s and stops at a minute', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([1000, 4000, 16000, 60000, 60000]);
  });
});
