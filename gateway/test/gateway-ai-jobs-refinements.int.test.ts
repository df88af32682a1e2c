process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import {
  jobOutcome,
  setTopUp as setTopUpIn,
  uploadTestImage,
  uploadTestPerson,
} from '../../test-support/jobs.js';
import { aiJobsEditChain } from '../../services/ai-jobs/src/migrations/20270110000100_ai_jobs_edit_chain.js';

// Refinement chains through the gateway (identity, media, billing, ai-jobs and a worker, offline engine):
// an edit joins the chain of the image it edits and billing counts the chain, so the plan's included
// refinements cannot be had again by editing an edit's result, nor twice by editing at once.

let stack: Stack;
let base: string;

beforeAll(async () => {
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs']);
  base = stack.base;
  await stack.startWorker();
});

afterAll(() => stack?.stop());

const signUp = () => signUpThrough(base);

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);
const uploadImage = (cookie: string, color: string, size?: { width: number; height: number }) =>
  uploadTestImage(base, cookie, color, size);
const finished = (path: string, cookie: string) => jobOutcome(base, path, cookie);
const setTopUp = (userId: number, sessions: number) => setTopUpIn(stack.dbs.billing!, userId, sessions);

const balance = async (cookie: string) =>
  (await call('GET', '/api/user/session-balance', cookie)).body.balance;

describe('refinement chains (billing counts them)', () => {
  const COLORS = ['blue', 'green', 'red', 'yellow', 'purple', 'orange'];

  /** Starts an edit of `base`: a new background colour each time, which the offline engine can always do. */
  const edit = (cookie: string, base: string, i: number) =>
    call('POST', '/api/gemini/edit-image', cookie, {
      baseImageUrl: base,
      editInstructions: `make the background ${COLORS[i % COLORS.length]}`,
    });

  /**
   * A completed try-on of a new person's (small pictures, so that the offline engine's edits are quick),
   * who then holds `sessions` sessions.
   */
  async function triedOn(sessions: number) {
    const who = await signUp();
    const person = await uploadTestPerson(base, who.cookie);
    const shirt = await uploadImage(who.cookie, '#c0392b', { width: 60, height: 60 });
    const started = await call('POST', '/api/virtual-tryon', who.cookie, {
      personImageUrl: person,
      clothingImageUrl: shirt,
      category: 'tops',
      garmentType1: 'top',
    });
    expect(started.status).toBe(201);
    const done = await finished(`/api/gemini/session/${started.body.id}`, who.cookie);
    expect(done.status).toBe('completed');
    await setTopUp(who.id, sessions);
    expect(await balance(who.cookie)).toBe(sessions);
    return { ...who, sessionId: started.body.id as number, resultUrl: done.resultUrl as string };
  }

  it("gives a person at 0 sessions exactly the plan's 3 refinements down a chain of edits, then 402", async () => {
    const ann = await triedOn(0);
    let base = ann.resultUrl;
    for (let n = 1; n <= 3; n++) {
      const started = await edit(ann.cookie, base, n);
      expect(started).toMatchObject({
        status: 201,
        body: { refinementNumber: n, geminiSessionId: ann.sessionId },
      });
      const done = await finished(`/api/gemini/edit-session/${started.body.id}`, ann.cookie);
      expect(done).toMatchObject({ status: 'completed', refinementNumber: n });
      base = done.resultUrl; // the next edit edits this edit's result
    }
    const refused = await edit(ann.cookie, base, 4);
    expect(refused).toEqual({
      status: 402,
      body: { error: expect.stringMatching(/^Insufficient sessions/), code: 'NO_SESSIONS' },
    });
    // Editing the generation again is the same chain: no free start over.
    expect((await edit(ann.cookie, ann.resultUrl, 5)).status).toBe(402);
    expect(await balance(ann.cookie)).toBe(0);
    const edits = await stack.dbs['ai-jobs']!('conversational_edit_sessions').where({ userId: ann.id });
    expect(edits.map((e) => e.refinementChain)).toEqual([1, 2, 3].map(() => `gemini:${ann.sessionId}`));
  });

  it('numbers 12 concurrent edits of one result 1 to 12 and charges exactly 12 - 3', async () => {
    const bob = await triedOn(10);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => edit(bob.cookie, bob.resultUrl, i)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 201));
    const done = await Promise.all(
      answers.map((a) => finished(`/api/gemini/edit-session/${a.body.id}`, bob.cookie)),
    );
    expect(done.map((d) => d.status)).toEqual(Array.from({ length: 12 }, () => 'completed'));
    // An answer carries its number when billing answered within the request; on a loaded machine billing
    // may answer later (the requeue sweep charges the job), so the numbers are read from the stored jobs.
    const numbers = done.map((d) => d.refinementNumber as number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    answers.forEach((a, i) => expect([0, done[i].refinementNumber]).toContain(a.body.refinementNumber));
    expect(await balance(bob.cookie)).toBe(10 - 9);
  });

  it('charges an edit of a plain upload at once, and every edit down its chain, until 402', async () => {
    const cy = await signUp();
    const photo = await uploadImage(cy.cookie, '#336699');
    const first = await edit(cy.cookie, photo, 0);
    expect(first).toMatchObject({ status: 201, body: { refinementNumber: 1, geminiSessionId: null } });
    expect(await balance(cy.cookie)).toBe(1);
    const firstDone = await finished(`/api/gemini/edit-session/${first.body.id}`, cy.cookie);
    expect(firstDone.status).toBe('completed');

    const second = await edit(cy.cookie, firstDone.resultUrl, 1);
    expect(second).toMatchObject({ status: 201, body: { refinementNumber: 2 } });
    expect(await balance(cy.cookie)).toBe(0);
    const secondDone = await finished(`/api/gemini/edit-session/${second.body.id}`, cy.cookie);
    expect(secondDone.status).toBe('completed');
    expect((await edit(cy.cookie, secondDone.resultUrl, 2)).status).toBe(402);
    expect((await edit(cy.cookie, photo, 3)).status).toBe(402);
    const logs = (await call('GET', '/api/user/usage-logs', cy.cookie)).body;
    expect(
      logs.map((l: { actionType: string; sessionsCost: number }) => [l.actionType, l.sessionsCost]),
    ).toEqual([
      ['refinement', 1],
      ['refinement', 1],
    ]);
  });
});

describe('the edit chain migration', () => {
  it('puts the edits made before it on the chain of their root: a result, or the upload they started from', async () => {
    const db = stack.dbs['ai-jobs']!;
    const u = 990001;
    const edit = (id: string, base: string, result: string | null, geminiSessionId: number | null) => ({
      userId: u,
      geminiSessionId,
      baseImageUrl: base,
      editInstructions: `edit ${id}`,
      resultUrl: result,
      status: result ? 'completed' : 'pending',
    });
    const ids = await db.transaction(async (trx) => {
      await aiJobsEditChain.down(trx);
      const [root] = await trx('gemini_sessions')
        .insert({
          userId: u,
          sessionType: 'virtual_tryon',
          status: 'completed',
          resultUrl: `/r/${u}/root.png`,
        })
        .returning('id');
      const inserted = await trx('conversational_edit_sessions')
        .insert([
          edit('e1', `/r/${u}/root.png`, `/r/${u}/e1.png`, root.id),
          edit('e2', `/r/${u}/e1.png`, null, root.id),
          edit('u1', `/uploads/${u}/photo.png`, `/r/${u}/u1.png`, null),
          edit('u2', `/r/${u}/u1.png`, `/r/${u}/u2.png`, null),
          edit('u3', `/r/${u}/u2.png`, null, null),
        ])
        .returning('id');
      await aiJobsEditChain.up(trx);
      return { root: root.id as number, edits: inserted.map((r: { id: number }) => r.id) };
    });
    const rows = await db('conversational_edit_sessions').whereIn('id', ids.edits).orderBy('id');
    expect(rows.map((r) => r.refinementChain)).toEqual([
      `gemini:${ids.root}`,
      `gemini:${ids.root}`,
      `upload:/uploads/${u}/photo.png`,
      `upload:/uploads/${u}/photo.png`,
      `upload:/uploads/${u}/photo.png`,
    ]);
  });
});
