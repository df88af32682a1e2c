process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import {
  jobOutcome,
  setTopUp as setTopUpIn,
  uploadTestImage,
  uploadTestPerson,
} from '../../test-support/jobs.js';

// AI jobs through the gateway with every service they need (identity, media, billing, ai-jobs and a
// worker) on real Postgres, NATS and object storage, with the offline engine (no provider key).

let stack: Stack;
let base: string;

beforeAll(async () => {
  // Each test signs up people of its own: more than one address may in an hour by default.
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    env: { REGISTER_MAX_PER_IP: '100' },
  });
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

/** A GraphQL request as `cookie`: its data and errors. */
const gql = async (cookie: string, query: string, variables?: Record<string, unknown>) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
};

/** Every person attribute, as the graph answers PersonAttributes. */
const PERSON = 'person { gender age ethnicity build hairColor hairStyle clothing pose background }';

describe('generate, try on, refine (offline engine)', () => {
  it('generates a person: pending, then completed with a private result, one session spent', async () => {
    const ann = await signUp();
    expect(await balance(ann.cookie)).toBe(2);
    const started = await call('POST', '/api/gemini/generate-person', ann.cookie, {
      gender: 'male',
      hairColor: 'black',
      background: 'blue',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      sessionType: 'person_generation',
      status: 'pending',
      gender: 'male',
      age: 'young',
      hairColor: 'black',
      background: 'blue',
      resultUrl: null,
    });
    const done = await finished(`/api/gemini/session/${started.body.id}`, ann.cookie);
    expect(done).toMatchObject({ status: 'completed', offline: true, errorMessage: null, resultNote: null });
    expect(done.resultUrl).toMatch(new RegExp(`^/uploads/results/${ann.id}/`));
    expect(await balance(ann.cookie)).toBe(1);
    // The spec's summary table follows the session; the staged answer is forgotten once registered.
    const aiDb = stack.dbs['ai-jobs']!;
    expect(await aiDb('person_generation_sessions').where({ geminiSessionId: started.body.id })).toEqual([
      expect.objectContaining({ status: 'completed', resultUrl: done.resultUrl }),
    ]);
    expect(await aiDb('gemini_sessions').where({ id: started.body.id }).first()).toMatchObject({
      stagedResultKey: null,
      attempts: 1,
    });

    const image = await fetch(`${base}${done.resultUrl}`, { headers: { cookie: ann.cookie } });
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('png');

    const bob = await signUp();
    expect((await fetch(`${base}${done.resultUrl}`, { headers: { cookie: bob.cookie } })).status).toBe(403);
    expect((await call('GET', `/api/gemini/session/${started.body.id}`, bob.cookie)).status).toBe(404);
    expect((await call('GET', `/api/gemini/session/${started.body.id}`)).status).toBe(401);
    const logs = (await call('GET', '/api/user/usage-logs', ann.cookie)).body;
    expect(logs).toEqual([expect.objectContaining({ actionType: 'model_generation', sessionsCost: 1 })]);

    // Saved with a name, it is listed with its image and attributes; nobody else can list or save it.
    expect(
      (
        await call('POST', '/api/gemini/save-person', bob.cookie, {
          geminiSessionId: started.body.id,
          name: 'Mine',
        })
      ).status,
    ).toBe(404);
    const saved = await call('POST', '/api/gemini/save-person', ann.cookie, {
      geminiSessionId: started.body.id,
      name: '  Leo  ',
    });
    expect(saved).toMatchObject({
      status: 201,
      body: { name: 'Leo', imageUrl: done.resultUrl, attributes: { gender: 'male', hairColor: 'black' } },
    });
    const list = await call('GET', `/api/gemini/saved-people/${ann.id}`, ann.cookie);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: saved.body.id,
        name: 'Leo',
        imageUrl: done.resultUrl,
        geminiSessionId: started.body.id,
      }),
    ]);
    expect((await call('GET', `/api/gemini/saved-people/${ann.id}`, bob.cookie)).status).toBe(403);
    expect(
      (
        await call('POST', '/api/gemini/save-person', ann.cookie, {
          geminiSessionId: started.body.id,
          name: ' ',
        })
      ).status,
    ).toBe(400);
  });

  it('says which clothing words of a prompt the offline engine did not draw, over REST and GraphQL', async () => {
    const ivy = await signUp();
    const started = await call('POST', '/api/gemini/generate-person', ivy.cookie, {
      prompt: 'a woman in a red floral dress and a straw hat',
    });
    expect(started.status).toBe(201);
    const done = await finished(`/api/gemini/session/${started.body.id}`, ivy.cookie);
    expect(done).toMatchObject({
      status: 'completed',
      offline: true,
      resultNote: 'not drawn offline: floral, hat',
    });
    const read = await gql(ivy.cookie, 'query ($id: Int!) { geminiSession(id: $id) { id resultNote } }', {
      id: started.body.id,
    });
    expect(read.data.geminiSession).toEqual({
      id: started.body.id,
      resultNote: 'not drawn offline: floral, hat',
    });
  });

  it('tries a garment on and refines the result (included in the plan)', async () => {
    const cy = await signUp();
    const person = await uploadTestPerson(base, cy.cookie);
    const shirt = await uploadImage(cy.cookie, '#c0392b', { width: 80, height: 80 });

    const started = await call('POST', '/api/virtual-tryon', cy.cookie, {
      personImageUrl: person,
      clothingImageUrl: shirt,
      category: 'tops',
      garmentType1: 'top',
      replaceFootwear: false,
    });
    expect(started.status).toBe(201);
    const done = await finished(`/api/gemini/session/${started.body.id}`, cy.cookie);
    expect(done).toMatchObject({ status: 'completed', sessionType: 'virtual_tryon', offline: true });
    expect(await balance(cy.cookie)).toBe(1);
    expect(
      await stack.dbs['ai-jobs']!('try_on_sessions').where({ geminiSessionId: started.body.id }),
    ).toEqual([expect.objectContaining({ status: 'completed', resultPhotoUrl: done.resultUrl })]);

    // Refine: the first refinements of a result are included in the plan.
    const edit = await call('POST', '/api/gemini/edit-image', cy.cookie, {
      baseImageUrl: done.resultUrl,
      editInstructions: '  make the shirt blue ',
    });
    expect(edit.status).toBe(201);
    expect(edit.body).toMatchObject({
      status: 'pending',
      editInstructions: 'make the shirt blue',
      refinementNumber: 1,
    });
    expect(edit.body.session.id).toBe(edit.body.id);
    const edited = await finished(`/api/gemini/edit-session/${edit.body.id}`, cy.cookie);
    expect(edited).toMatchObject({ status: 'completed', offline: true });
    expect(edited.resultUrl).not.toBe(done.resultUrl);
    expect(await balance(cy.cookie)).toBe(1);
  });

  it('fails an edit the engine cannot do, with a friendly message, and refunds it', async () => {
    const dee = await signUp();
    const photo = await uploadImage(dee.cookie, '#8899aa');
    const edit = await call('POST', '/api/gemini/edit-image', dee.cookie, {
      baseImageUrl: photo,
      editInstructions: 'make it sparkle',
    });
    expect(edit.status).toBe(201);
    const failed = await finished(`/api/gemini/edit-session/${edit.body.id}`, dee.cookie);
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toMatch(/^AI processing failed: /);
    // An edit of a plain upload costs 1; the failed job is refunded.
    await eventually(async () => (await balance(dee.cookie)) === 2);
  });

  it('starts exactly as many jobs as the balance allows when 20 try-ons come at once', async () => {
    const eve = await signUp();
    await balance(eve.cookie);
    await setTopUp(eve.id, 5);
    const person = await uploadTestPerson(base, eve.cookie);
    const garment = await uploadImage(eve.cookie, '#224488', { width: 60, height: 60 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/virtual-tryon', eve.cookie, {
          personImageUrl: person,
          clothingImageUrl: garment,
          category: 'tops',
          garmentType1: 'top',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    for (const a of answers.filter((x) => x.status === 402)) {
      expect(a.body).toEqual({ error: expect.stringMatching(/^Insufficient sessions/), code: 'NO_SESSIONS' });
    }
    expect(await balance(eve.cookie)).toBe(0);
    const rows = await stack.dbs['ai-jobs']!('gemini_sessions').where({ userId: eve.id });
    expect(rows).toHaveLength(5);
  });

  it('starts one job per request key, sent again or ten times at once, and charges it once', async () => {
    const ivy = await signUp();
    await balance(ivy.cookie);
    await setTopUp(ivy.id, 5);
    const person = await uploadTestPerson(base, ivy.cookie);
    const garment = await uploadImage(ivy.cookie, '#224488', { width: 60, height: 60 });
    const post = async (path: string, key: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: ivy.cookie, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { id: number; error?: string; code?: string },
      };
    };
    const tryOn = (key: string) =>
      post('/api/virtual-tryon', key, {
        personImageUrl: person,
        clothingImageUrl: garment,
        category: 'tops',
        garmentType1: 'top',
      });
    // Ten at once with one key (a double click, a client retrying a call whose answer it lost).
    const burst = await Promise.all(Array.from({ length: 10 }, () => tryOn('tryon-key-0001')));
    expect(burst.map((a) => a.status)).toEqual(Array(10).fill(201));
    const id = burst[0]!.body.id;
    expect(burst.every((a) => a.body.id === id)).toBe(true);
    // The same key later answers the same job; another key starts another.
    expect((await tryOn('tryon-key-0001')).body.id).toBe(id);
    const other = await tryOn('tryon-key-0002');
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(id);
    for (const job of [id, other.body.id]) {
      expect(await finished(`/api/gemini/session/${job}`, ivy.cookie)).toMatchObject({ status: 'completed' });
    }
    expect(await balance(ivy.cookie)).toBe(3);
    expect(await stack.dbs['ai-jobs']!('gemini_sessions').where({ userId: ivy.id })).toHaveLength(2);
    // Refinements too: one edit per key.
    const { resultUrl } = (await call('GET', `/api/gemini/session/${id}`, ivy.cookie)).body;
    const edit = { baseImageUrl: resultUrl, editInstructions: 'make it blue' };
    const edits = await Promise.all([1, 2].map(() => post('/api/gemini/edit-image', 'edit-key-0001', edit)));
    expect(edits.map((e) => e.status)).toEqual([201, 201]);
    expect(edits[1]!.body.id).toBe(edits[0]!.body.id);
    expect(
      await stack.dbs['ai-jobs']!('conversational_edit_sessions').where({ userId: ivy.id }),
    ).toHaveLength(1);
    // A key names one request: for another kind of job it is refused, and a malformed one too.
    expect(await post('/api/gemini/generate-person', 'tryon-key-0001', {})).toEqual({
      status: 409,
      body: { error: 'This requestId was already used for another kind of job', code: 'CONFLICT' },
    });
    expect((await post('/api/gemini/generate-person', 'short', {})).status).toBe(400);
    expect(await balance(ivy.cookie)).toBe(3);
    // Another person's same key is theirs alone.
    const jay = await signUp();
    const mine = await fetch(`${base}/api/gemini/generate-person`, {
      method: 'POST',
      headers: {
        cookie: jay.cookie,
        'content-type': 'application/json',
        'idempotency-key': 'tryon-key-0001',
      },
      body: '{}',
    });
    expect(mine.status).toBe(201);
    expect(((await mine.json()) as { id: number }).id).not.toBe(id);
  });

  it('refuses several paid jobs in one GraphQL request, charging and starting nothing', async () => {
    const gus = await signUp();
    expect(await balance(gus.cookie)).toBe(2);
    const gql = async (query: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: gus.cookie },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    };
    const person =
      '(input: { gender: "female", age: "young", ethnicity: "asian", build: "slim", hairColor: "black", hairStyle: "long", clothing: "casual", pose: "standing-front" })';
    for (const query of [
      `mutation { a: generatePerson${person} { id } b: generatePerson${person} { id } }`,
      `mutation { a: generatePerson${person} { id } ...More } fragment More on Mutation { b: generatePerson${person} { id } }`,
    ]) {
      const answer = await gql(query);
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0].message).toBe(
        'Invalid data: one paid operation (a generation, a try-on or an edit) per request',
      );
    }
    expect(await balance(gus.cookie)).toBe(2);
    expect(await stack.dbs['ai-jobs']!('gemini_sessions').where({ userId: gus.id })).toHaveLength(0);
    // One paid field beside free ones is fine.
    const one = await gql(`mutation { generatePerson${person} { id } }`);
    expect(one.errors).toBeUndefined();
    expect(await balance(gus.cookie)).toBe(1);
  });

  it.each([
    ['an unknown attribute value', '/api/gemini/generate-person', { gender: 'robot' }, 400],
    ['a blank prompt', '/api/gemini/generate-person', { prompt: '   ' }, 400],
    ['a number as an attribute', '/api/gemini/generate-person', { age: 30 }, 400],
    ['a NUL character in a prompt', '/api/gemini/generate-person', { prompt: 'a red\u0000 dress' }, 400],
    [
      'a NUL character in an instruction',
      '/api/gemini/edit-image',
      { baseImageUrl: '/uploads/1/x.png', editInstructions: 'make it\u0000 blue' },
      400,
    ],
    [
      'a blank instruction',
      '/api/gemini/edit-image',
      { baseImageUrl: '/uploads/1/x.png', editInstructions: ' ' },
      400,
    ],
    [
      'an http:// address',
      '/api/gemini/edit-image',
      { baseImageUrl: 'http://169.254.169.254/', editInstructions: 'blue' },
      400,
    ],
    ['a missing person image', '/api/virtual-tryon', { clothingImageUrl: '/uploads/1/a.png' }, 400],
  ])('refuses %s with a clear error and starts nothing', async (_name, path, body, status) => {
    const fay = await signUp();
    const res = await call('POST', path, fay.cookie, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(/^(Invalid|Missing)/);
    expect(await balance(fay.cookie)).toBe(2);
  });

  it("refuses someone else's image, multi-garment without the second garment, and signed-out calls", async () => {
    const gus = await signUp();
    const hal = await signUp();
    const hers = await uploadImage(hal.cookie, '#123456');
    const mine = await uploadImage(gus.cookie, '#654321');
    const other = await call('POST', '/api/virtual-tryon', gus.cookie, {
      personImageUrl: mine,
      clothingImageUrl: hers,
      garmentType1: 'top',
    });
    expect(other.status).toBe(403);
    const multi = await call('POST', '/api/virtual-tryon', gus.cookie, {
      personImageUrl: mine,
      clothingImageUrl: mine,
      garmentType1: 'top',
      garmentType2: 'bottom',
    });
    expect(multi).toMatchObject({
      status: 400,
      body: { error: 'Invalid data: clothingImageUrl2 is required in multi-garment mode' },
    });
    expect((await call('POST', '/api/gemini/generate-person', undefined, {})).status).toBe(401);
    expect(await balance(gus.cookie)).toBe(2);
  });
});

describe('the enum fields (kind, state, person, tryOnCategory, garment types) beside the deprecated strings', () => {
  const SESSION = `id kind state sessionType status ${PERSON} age pose tryOnCategory firstGarmentType secondGarmentType category garmentType1`;

  it('generates from person (the GraphQL names) and answers the enums, the deprecated fields and REST alike', async () => {
    const kay = await signUp();
    const started = await gql(
      kay.cookie,
      `mutation ($input: GeneratePersonInput!) { generatePerson(input: $input) { ${SESSION} } }`,
      { input: { person: { gender: 'male', age: 'middle_aged', build: 'plus_size', pose: 'casual_pose' } } },
    );
    expect(started.errors).toBeUndefined();
    const session = started.data.generatePerson;
    expect(session).toMatchObject({
      kind: 'person_generation',
      state: 'pending',
      sessionType: 'person_generation',
      status: 'pending',
      person: {
        gender: 'male',
        age: 'middle_aged',
        ethnicity: 'caucasian',
        build: 'plus_size',
        hairColor: 'brown',
        hairStyle: 'medium',
        clothing: 'casual',
        pose: 'casual_pose',
        background: 'white',
      },
      // The deprecated strings keep the stored values.
      age: 'middle-aged',
      pose: 'casual-pose',
      tryOnCategory: null,
      firstGarmentType: null,
      secondGarmentType: null,
    });
    // REST answers the documented values, flat.
    const done = await finished(`/api/gemini/session/${session.id}`, kay.cookie);
    expect(done).toMatchObject({
      sessionType: 'person_generation',
      status: 'completed',
      gender: 'male',
      age: 'middle-aged',
      build: 'plus-size',
      pose: 'casual-pose',
      background: 'white',
      category: null,
      garmentType1: null,
      garmentType2: null,
    });
    const read = await gql(kay.cookie, `query ($id: Int!) { geminiSession(id: $id) { state status } }`, {
      id: session.id,
    });
    expect(read.data.geminiSession).toEqual({ state: 'completed', status: 'completed' });

    // Saved, the person answers its attributes as enums (a saved person keeps no background).
    const saved = await gql(
      kay.cookie,
      `mutation ($id: Int!) { saveGeminiPerson(geminiSessionId: $id, name: "Kai") { name ${PERSON} attributes { age pose } } }`,
      { id: session.id },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveGeminiPerson).toEqual({
      name: 'Kai',
      person: {
        gender: 'male',
        age: 'middle_aged',
        ethnicity: 'caucasian',
        build: 'plus_size',
        hairColor: 'brown',
        hairStyle: 'medium',
        clothing: 'casual',
        pose: 'casual_pose',
        background: null,
      },
      attributes: { age: 'middle-aged', pose: 'casual-pose' },
    });
    const list = await call('GET', `/api/gemini/saved-people/${kay.id}`, kay.cookie);
    expect(list.body).toEqual([
      expect.objectContaining({
        name: 'Kai',
        attributes: {
          gender: 'male',
          age: 'middle-aged',
          ethnicity: 'caucasian',
          build: 'plus-size',
          hairColor: 'brown',
          hairStyle: 'medium',
          clothing: 'casual',
          pose: 'casual-pose',
        },
      }),
    ]);
    expect(Object.keys(list.body[0])).toEqual([
      'id',
      'userId',
      'geminiSessionId',
      'name',
      'imageUrl',
      'thumbnailUrl',
      'thumbnail2xUrl',
      'isFavorite',
      'savedAt',
      'attributes',
    ]);
  });

  it('refuses an attribute given in person and in its deprecated field with different values', async () => {
    const lou = await signUp();
    const answer = await gql(
      lou.cookie,
      `mutation { generatePerson(input: { gender: "female", person: { gender: male } }) { id } }`,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Invalid data: give person.gender or gender, not both',
      extensions: { code: 'VALIDATION' },
    });
    // The same value twice is one choice.
    const same = await gql(
      lou.cookie,
      `mutation { generatePerson(input: { gender: "male", person: { gender: male } }) { person { gender } } }`,
    );
    expect(same.data?.generatePerson).toEqual({ person: { gender: 'male' } });
  });

  it('tries on with tryOnCategory and the garment types (GraphQL names); REST answers the documented values', async () => {
    const max = await signUp();
    await setTopUp(max.id, 3);
    const person = await uploadTestPerson(base, max.cookie);
    const dress = await uploadImage(max.cookie, '#8e44ad', { width: 80, height: 120 });
    const shoes = await uploadImage(max.cookie, '#222222', { width: 60, height: 40 });
    const started = await gql(
      max.cookie,
      `mutation ($input: VirtualTryOnInput!) { virtualTryOn(input: $input) { ${SESSION} } }`,
      {
        input: {
          personImageUrl: person,
          clothingImageUrl: dress,
          clothingImageUrl2: shoes,
          tryOnCategory: 'full_body',
          firstGarmentType: 'full_body',
          secondGarmentType: 'shoes',
        },
      },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data.virtualTryOn).toMatchObject({
      kind: 'virtual_tryon',
      state: 'pending',
      person: null,
      tryOnCategory: 'full_body',
      firstGarmentType: 'full_body',
      secondGarmentType: 'shoes',
      category: 'full-body',
      garmentType1: 'full-body',
    });
    const rest = await call('GET', `/api/gemini/session/${started.data.virtualTryOn.id}`, max.cookie);
    expect(rest.body).toMatchObject({
      sessionType: 'virtual_tryon',
      gender: null,
      background: null,
      category: 'full-body',
      garmentType1: 'full-body',
      garmentType2: 'shoes',
    });
    // Both the new and the deprecated field, with different values: refused.
    const both = await gql(
      max.cookie,
      `mutation ($input: VirtualTryOnInput!) { virtualTryOn(input: $input) { id } }`,
      {
        input: {
          personImageUrl: person,
          clothingImageUrl: dress,
          tryOnCategory: 'tops',
          category: 'bottoms',
        },
      },
    );
    expect(both.errors?.[0]?.message).toBe('Invalid data: give tryOnCategory or category, not both');
  });

  it('answers the documented REST session JSON: the same keys in the same order, the documented values', async () => {
    const ned = await signUp();
    const started = await call('POST', '/api/gemini/generate-person', ned.cookie, {
      age: 'middle-aged',
      build: 'plus-size',
      pose: 'standing-side',
      background: 'studio',
    });
    expect(started.status).toBe(201);
    expect(Object.keys(started.body)).toEqual([
      'id',
      'userId',
      'sessionType',
      'status',
      'gender',
      'age',
      'ethnicity',
      'build',
      'hairColor',
      'hairStyle',
      'clothing',
      'pose',
      'background',
      'prompt',
      'personImageUrl',
      'clothingImageUrl',
      'clothingImageUrl2',
      'garmentType1',
      'garmentType2',
      'category',
      'style',
      'resultUrl',
      'errorMessage',
      'offline',
      'resultNote',
      'createdAt',
      'completedAt',
    ]);
    expect(started.body).toMatchObject({
      gender: 'female',
      age: 'middle-aged',
      build: 'plus-size',
      pose: 'standing-side',
      background: 'studio',
      prompt: null,
    });
  });

  it.each([
    ['an unknown value', { gender: 'robot' }, 'Invalid data: gender must be one of male, female'],
    ['an empty value', { gender: '' }, 'Invalid data: gender must be one of male, female'],
    [
      'a number',
      { age: 30, gender: 'robot' },
      'Invalid format: age: String cannot represent a non string value: 30',
    ],
    [
      'an unknown value after a known one',
      { gender: 'male', pose: 'lying' },
      'Invalid data: pose must be one of standing-front, standing-side, sitting, casual-pose',
    ],
  ])('refuses %s of a REST generation in the documented words', async (_name, body, error) => {
    const oz = await signUp();
    const res = await call('POST', '/api/gemini/generate-person', oz.cookie, body);
    expect(res).toMatchObject({ status: 400, body: { error, code: 'VALIDATION' } });
  });

  it('refuses a REST try-on in the documented words and order (the addresses before the category)', async () => {
    const pat = await signUp();
    const mine = await uploadImage(pat.cookie, '#654321');
    expect(
      (
        await call('POST', '/api/virtual-tryon', pat.cookie, {
          personImageUrl: 'https://x.test/a.png',
          clothingImageUrl: mine,
          category: 'hats',
        })
      ).body.error,
    ).toBe('Invalid data: personImageUrl must be an /uploads/ address of one of your images');
    expect(
      (
        await call('POST', '/api/virtual-tryon', pat.cookie, {
          personImageUrl: mine,
          clothingImageUrl: mine,
          category: 'hats',
        })
      ).body.error,
    ).toBe('Invalid data: category must be one of tops, bottoms, full-body, accessories');
    expect(await balance(pat.cookie)).toBe(2);
  });
});

describe('AI settings (admin)', () => {
  /** A new account made admin in identity's table, signed in afresh (a new sign-in session). */
  async function admin() {
    const email = `admin-${randomBytes(5).toString('hex')}@example.com`;
    await call('POST', '/api/register', undefined, { email, password: 'correct-horse' });
    await stack.dbs.identity!('users').where({ email }).update({ role: 'admin' });
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    expect(res.status).toBe(200);
    return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  }

  it('lets an admin read and switch the active AI service, and nobody else', async () => {
    const adminCookie = await admin();
    const list = await call('GET', '/api/admin/config', adminCookie);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { key: string }) => c.key)).toEqual([
      'active_api',
      'fashn_enabled',
      'gemini_enabled',
    ]);
    // This stack has no FASHN key: FASHN cannot be chosen (try-ons would silently stay offline), and
    // nothing changes.
    const refused = await call('POST', '/api/admin/config', adminCookie, {
      key: 'active_api',
      value: 'fashn',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('no FASHN API key is set on this server (FASHN_API_KEY)');
    const after = await call('GET', '/api/admin/config', adminCookie);
    expect(after.body.find((c: { key: string }) => c.key === 'active_api').value).not.toBe('fashn');
    const set = await call('POST', '/api/admin/config', adminCookie, { key: 'active_api', value: 'gemini' });
    expect(set).toMatchObject({ status: 200, body: { key: 'active_api', value: 'gemini' } });
    expect(
      (await call('POST', '/api/admin/config', adminCookie, { key: 'active_api', value: 'openai' })).status,
    ).toBe(400);
    expect((await call('POST', '/api/admin/config', adminCookie, { key: 'secret', value: 'x' })).status).toBe(
      400,
    );
    await call('POST', '/api/admin/config', adminCookie, { key: 'active_api', value: 'gemini' });

    const user = await signUp();
    expect((await call('GET', '/api/admin/config', user.cookie)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/config', user.cookie, { key: 'active_api', value: 'fashn' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/config')).status).toBe(401);
    // An admin may read anyone's session.
    const started = await call('POST', '/api/gemini/generate-person', user.cookie, {});
    expect((await call('GET', `/api/gemini/session/${started.body.id}`, adminCookie)).status).toBe(200);
  });

  it("answers each provider's failures with engine (the JobEngine enum) beside the deprecated provider", async () => {
    const adminCookie = await admin();
    const user = await signUp();
    const started = await call('POST', '/api/gemini/generate-person', user.cookie, {});
    await finished(`/api/gemini/session/${started.body.id}`, user.cookie);
    const answer = await gql(adminCookie, '{ adminStats { providerFailures { provider engine total } } }');
    expect(answer.errors).toBeUndefined();
    const rows = answer.data.adminStats.providerFailures as { provider: string; engine: string }[];
    expect(rows).toContainEqual(expect.objectContaining({ provider: 'local', engine: 'local' }));
    for (const row of rows) expect(row.engine).toBe(row.provider);
  });
});
