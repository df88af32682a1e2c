process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomUUID } from 'node:crypto';
import { CONTEXT_HEADER, createDb, signContext, type CallerContext, type Db, type Nats } from '@tryon/kit';
import {
  AdminActionRecorded,
  BalanceChanged,
  SubscriptionChanged,
  UserRegistered,
  buildEnvelope,
  type BalanceChangedData,
  type EventData,
  type EventDefinition,
} from '@tryon/proto-events';
import { buildContent, SCHEMA, type ContentService } from '../src/app.js';
import { loadContentConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

// content against real Postgres and NATS: the starter pages and footer, the audience projection under
// replayed and out-of-order events (and rebuilt from the streams when emptied), which campaigns a person
// sees, every validation message of the admin forms, slug uniqueness, roles, and the audit of each change.

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
let content: ContentService;
let base: string;
let env: Record<string, string>;

const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.7' };
const user = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });
const visitor: CallerContext = { userId: null, role: null, ip: '127.0.0.1' };

async function start() {
  content = await buildContent(loadContentConfig(env), { db, nats, logger: testLogger });
  base = await content.app.listen({ host: '127.0.0.1', port: 0 });
}

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('content-test');
  db = createDb({ url: tdb.url, schema: SCHEMA });
  env = {
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
  };
  await start();
});

afterAll(async () => {
  await content?.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
});

type GqlAnswer = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

/** A GraphQL call to content as the gateway would make it for `caller`. */
async function gql(
  caller: CallerContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlAnswer> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlAnswer;
}

/** The answer's data, failing the test with the error when there is one. */
async function ok(caller: CallerContext, query: string, variables?: Record<string, unknown>) {
  const r = await gql(caller, query, variables);
  if (r.errors) throw new Error(`${r.errors[0].extensions?.code}: ${r.errors[0].message}`);
  return r.data;
}

/** The error of a call expected to fail: `CODE: message`. */
async function refused(caller: CallerContext, query: string, variables?: Record<string, unknown>) {
  const r = await gql(caller, query, variables);
  expect(r.errors).toBeDefined();
  return `${r.errors![0].extensions?.code}: ${r.errors![0].message}`;
}

async function publish<E extends EventDefinition>(event: E, data: EventData<E>, id = randomUUID()) {
  const envelope = buildEnvelope(event, data, { producer: 'test', id });
  await nats.js.publish(envelope.subject, JSON.stringify(envelope), { msgID: id });
  return id;
}

const balance = (
  userId: number,
  sessions: number,
  reason: BalanceChangedData['reason'],
  ledgerId: number,
): BalanceChangedData => ({ userId, subscriptionSessions: 0, topUpSessions: sessions, reason, ledgerId });

const registered = (userId: number) => ({
  userId,
  email: `u${userId}@example.com`,
  firstName: null,
  lastName: null,
  registeredAt: new Date().toISOString(),
});

const CAMPAIGN = `id title targetAudience priority isActive startDate endDate createdBy ctaUrl`;
const CREATE_CAMPAIGN = `mutation ($input: PromoCampaignInput!) { createPromoCampaign(input: $input) { ${CAMPAIGN} } }`;
const UPDATE_CAMPAIGN = `mutation ($id: Int!, $input: PromoCampaignInput!) {
  updatePromoCampaign(id: $id, input: $input) { ${CAMPAIGN} } }`;
const ACTIVE = `{ activePromoCampaigns { id title } }`;

const titlesFor = async (userId: number) =>
  ((await ok(user(userId), ACTIVE)).activePromoCampaigns as { title: string }[]).map((c) => c.title);

const audienceOf = (userId: number) => db('user_audiences').where({ userId }).first();

describe('starter content', () => {
  it('has the starter pages and a footer whose items point at them', async () => {
    const data = await ok(visitor, `{ footerSections { title items { label url } } }`);
    expect(data.footerSections.map((s: { title: string }) => s.title)).toEqual([
      'Product',
      'Company',
      'Legal',
    ]);
    const urls: string[] = data.footerSections.flatMap((s: { items: { url: string }[] }) =>
      s.items.map((i) => i.url),
    );
    for (const url of urls.filter((u) => u.startsWith('/pages/'))) {
      const page = await ok(
        visitor,
        `query ($slug: String!) { contentPage(slug: $slug) { title content isVisible } }`,
        {
          slug: url.slice('/pages/'.length),
        },
      );
      expect(page.contentPage.isVisible).toBe(true);
      expect(page.contentPage.content.length).toBeGreaterThan(300);
    }
    expect(urls).toEqual(
      expect.arrayContaining(['/pages/about', '/pages/privacy-policy', '/pages/terms-of-service']),
    );
  });

  it('answers null for a page that does not exist', async () => {
    expect((await ok(visitor, `{ contentPage(slug: "nope") { id } }`)).contentPage).toBeNull();
  });
});

describe('audience projection', () => {
  it('keeps the newest facts under replayed and out-of-order events', async () => {
    await publish(UserRegistered, registered(101));
    // The debit (ledger 2) arrives before the trial grant (ledger 1); the debit is then delivered again.
    const debitId = await publish(BalanceChanged, balance(101, 1, 'debit', 2));
    await publish(BalanceChanged, balance(101, 2, 'grant', 1));
    await publish(BalanceChanged, balance(101, 1, 'debit', 2), debitId);
    await eventually(async () => (await audienceOf(101))?.balanceLedgerId === 2);
    await eventually(
      async () =>
        Number(
          (await db('inbox').where({ consumer: 'content-audience-balance-changed' }).count({ n: '*' }))[0].n,
        ) >= 2,
    );
    expect(await audienceOf(101)).toMatchObject({
      topUpSessions: 1,
      hasUsedSessions: true,
      subscriptionStatus: null,
    });

    // A newer subscription change, then an older one that arrives late and must not win.
    const now = Date.now();
    await publish(SubscriptionChanged, {
      userId: 102,
      status: 'active',
      planName: 'standard',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      changedAt: new Date(now).toISOString(),
    });
    await publish(SubscriptionChanged, {
      userId: 102,
      status: 'canceled',
      planName: 'standard',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      changedAt: new Date(now - 60_000).toISOString(),
    });
    await publish(UserRegistered, registered(102));
    await eventually(
      async () =>
        Number(
          (
            await db('inbox').where({ consumer: 'content-audience-subscription-changed' }).count({ n: '*' })
          )[0].n,
        ) >= 2,
    );
    await eventually(async () => (await audienceOf(102)) !== undefined);
    expect((await audienceOf(102)).subscriptionStatus).toBe('active');
    // Registering after the other facts keeps them.
    await eventually(
      async () =>
        Number(
          (await db('inbox').where({ consumer: 'content-audience-user-registered' }).count({ n: '*' }))[0].n,
        ) >= 2,
    );
    expect((await audienceOf(102)).subscriptionStatus).toBe('active');
  });

  it('chooses campaigns by audience, activity, date window and priority', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const create = (input: Record<string, unknown>) => ok(admin, CREATE_CAMPAIGN, { input });
    await create({ title: 'Everyone', message: 'm', targetAudience: 'all', isActive: true, priority: 1 });
    await create({ title: 'Low', message: 'm', targetAudience: 'low_balance', isActive: true, priority: 5 });
    await create({ title: 'Free', message: 'm', targetAudience: 'free', isActive: true, priority: 3 });
    await create({
      title: 'Subscribers',
      message: 'm',
      targetAudience: 'subscribed',
      isActive: true,
      priority: 4,
    });
    await create({ title: 'Inactive', message: 'm', targetAudience: 'all' });
    await create({ title: 'Ended', message: 'm', isActive: true, priority: 9, endDate: yesterday });
    await create({
      title: 'Today only',
      message: 'm',
      isActive: true,
      priority: 2,
      startDate: today,
      endDate: today,
    });

    expect(await titlesFor(101)).toEqual(['Low', 'Free', 'Today only', 'Everyone']);
    expect(await titlesFor(102)).toEqual(['Subscribers', 'Today only', 'Everyone']);
    // Someone content knows nothing about yet is free and not low on sessions.
    expect(await titlesFor(999)).toEqual(['Free', 'Today only', 'Everyone']);

    // A fresh trial (2 sessions, none used) is not low; after a purchase 101 is not low any more.
    await publish(UserRegistered, registered(103));
    await publish(BalanceChanged, balance(103, 2, 'grant', 10));
    await eventually(async () => (await audienceOf(103))?.topUpSessions === 2);
    expect(await titlesFor(103)).not.toContain('Low');
    await publish(BalanceChanged, balance(101, 26, 'purchase', 3));
    await eventually(async () => (await audienceOf(101))?.topUpSessions === 26);
    expect(await titlesFor(101)).not.toContain('Low');
  });

  it('is rebuilt from the streams when emptied', async () => {
    const before = await db('user_audiences')
      .orderBy('userId')
      .select('userId', 'topUpSessions', 'hasUsedSessions', 'subscriptionStatus');
    expect(before.length).toBeGreaterThanOrEqual(3);
    await content.stop();
    await db('user_audiences').del();
    await start();
    await eventually(
      async () => (await db('user_audiences').count({ n: '*' }))[0].n === before.length,
      10_000,
    );
    await eventually(async () => (await audienceOf(101))?.topUpSessions === 26, 10_000);
    const after = await db('user_audiences')
      .orderBy('userId')
      .select('userId', 'topUpSessions', 'hasUsedSessions', 'subscriptionStatus');
    expect(after).toEqual(before);
  });
});

describe('admin forms', () => {
  it.each([
    ['a missing title', CREATE_CAMPAIGN, { input: { message: 'm' } }, 'VALIDATION: Title is required'],
    [
      'a blank title',
      CREATE_CAMPAIGN,
      { input: { title: '  ', message: 'm' } },
      'VALIDATION: Title is required',
    ],
    ['a missing message', CREATE_CAMPAIGN, { input: { title: 't' } }, 'VALIDATION: Message is required'],
    [
      'a bad ctaUrl',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', ctaUrl: 'not a url' } },
      'VALIDATION: Must be a valid URL',
    ],
    [
      'a javascript: ctaUrl',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', ctaUrl: 'javascript:alert(1)' } },
      'VALIDATION: Must be a valid URL',
    ],
    [
      'a //host ctaUrl',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', ctaUrl: '//evil.example' } },
      'VALIDATION: Must be a valid URL',
    ],
    [
      'an unknown audience',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', targetAudience: 'vip' } },
      'VALIDATION: Invalid data: targetAudience must be one of all, free, subscribed, low_balance',
    ],
    [
      'a bad date',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', startDate: '2026-02-30' } },
      'VALIDATION: Invalid format: startDate must be a date (yyyy-mm-dd)',
    ],
    [
      'an end before the start',
      CREATE_CAMPAIGN,
      { input: { title: 't', message: 'm', startDate: '2026-05-02', endDate: '2026-05-01' } },
      'VALIDATION: Invalid data: endDate must be on or after startDate',
    ],
    [
      'a section without title',
      `mutation { createFooterSection(input: { displayOrder: 1 }) { id } }`,
      {},
      'VALIDATION: Title is required',
    ],
    [
      'an item without section',
      `mutation { createFooterItem(input: { label: "a", url: "/a" }) { id } }`,
      {},
      'VALIDATION: Section is required',
    ],
    [
      'an item with section 0',
      `mutation { createFooterItem(input: { sectionId: 0, label: "a", url: "/a" }) { id } }`,
      {},
      'VALIDATION: Section is required',
    ],
    [
      'an item without label',
      `mutation { createFooterItem(input: { sectionId: 1, url: "/a" }) { id } }`,
      {},
      'VALIDATION: Label is required',
    ],
    [
      'an item without url',
      `mutation { createFooterItem(input: { sectionId: 1, label: "a" }) { id } }`,
      {},
      'VALIDATION: URL is required',
    ],
    [
      'an item with a javascript: url',
      `mutation { createFooterItem(input: { sectionId: 1, label: "a", url: "javascript:alert(1)" }) { id } }`,
      {},
      'VALIDATION: Invalid format: url must be a path starting with / or an http(s) or mailto: address',
    ],
    [
      'an item of a missing section',
      `mutation { createFooterItem(input: { sectionId: 99999, label: "a", url: "/a" }) { id } }`,
      {},
      'NOT_FOUND: Footer section not found',
    ],
    [
      'a page without title',
      `mutation { createContentPage(input: { slug: "x", content: "c" }) { id } }`,
      {},
      'VALIDATION: Title is required',
    ],
    [
      'a page without slug',
      `mutation { createContentPage(input: { title: "x", content: "c" }) { id } }`,
      {},
      'VALIDATION: Slug is required',
    ],
    [
      'a page with a bad slug',
      `mutation { createContentPage(input: { title: "x", slug: "Hello World", content: "c" }) { id } }`,
      {},
      'VALIDATION: Slug must contain only lowercase letters, numbers, and hyphens',
    ],
    [
      'a page without content',
      `mutation { createContentPage(input: { title: "x", slug: "x" }) { id } }`,
      {},
      'VALIDATION: Content is required',
    ],
    [
      'a NUL in a title',
      `mutation ($t: String) { createFooterSection(input: { title: $t }) { id } }`,
      { t: 'a\u0000b' },
      'VALIDATION: Invalid format: title must not contain NUL characters',
    ],
  ])('refuses %s', async (_name, query, variables, expected) => {
    const outboxBefore = (await db('outbox').count({ n: '*' }))[0].n;
    expect(await refused(admin, query, variables)).toBe(expected);
    expect((await db('outbox').count({ n: '*' }))[0].n).toBe(outboxBefore);
  });

  it('takes the audience as the enum audience or the deprecated targetAudience, and answers both', async () => {
    const FIELDS = 'id audience targetAudience';
    const create = (input: Record<string, unknown>) =>
      ok(
        admin,
        `mutation ($input: PromoCampaignInput!) { createPromoCampaign(input: $input) { ${FIELDS} } }`,
        {
          input: { title: 'Audience', message: 'm', ...input },
        },
      ).then((d) => d.createPromoCampaign);
    const update = (id: number, input: Record<string, unknown>) =>
      ok(
        admin,
        `mutation ($id: Int!, $input: PromoCampaignInput!) { updatePromoCampaign(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input },
      ).then((d) => d.updatePromoCampaign);

    const low = await create({ audience: 'low_balance' });
    expect(low).toMatchObject({ audience: 'low_balance', targetAudience: 'low_balance' });
    expect(await create({})).toMatchObject({ audience: 'all', targetAudience: 'all' });
    expect(await create({ targetAudience: 'free' })).toMatchObject({
      audience: 'free',
      targetAudience: 'free',
    });
    expect(await create({ audience: 'free', targetAudience: 'free' })).toMatchObject({ audience: 'free' });

    expect(await update(low.id, { audience: 'subscribed' })).toMatchObject({ audience: 'subscribed' });
    expect(await update(low.id, { title: 'Kept' })).toMatchObject({ audience: 'subscribed' });
    expect(await update(low.id, { audience: null })).toMatchObject({ audience: 'subscribed' });
    expect(await update(low.id, { targetAudience: 'all' })).toMatchObject({ audience: 'all' });

    const outboxBefore = (await db('outbox').count({ n: '*' }))[0].n;
    for (const [query, variables] of [
      [CREATE_CAMPAIGN, { input: { title: 't', message: 'm', audience: 'free', targetAudience: 'all' } }],
      [UPDATE_CAMPAIGN, { id: low.id, input: { audience: 'free', targetAudience: 'subscribed' } }],
    ] as const) {
      expect(await refused(admin, query, variables)).toBe(
        'VALIDATION: Invalid data: give audience or targetAudience, not both',
      );
    }
    expect(
      await refused(admin, CREATE_CAMPAIGN, { input: { title: 't', message: 'm', audience: 'vip' } }),
    ).toMatch(/Value "vip" does not exist in "CampaignAudience" enum/);
    expect((await db('outbox').count({ n: '*' }))[0].n).toBe(outboxBefore);
    expect((await db('promo_campaigns').where({ id: low.id }).first()).targetAudience).toBe('all');
  });

  it('keeps slugs unique and answers 409 CONFLICT', async () => {
    const create = `mutation ($input: ContentPageInput!) { createContentPage(input: $input) { id slug } }`;
    const first = await ok(admin, create, { input: { title: 'Shipping', slug: 'shipping', content: 'x' } });
    expect(await refused(admin, create, { input: { title: 'Again', slug: 'shipping', content: 'y' } })).toBe(
      'CONFLICT: A page with the slug "shipping" already exists',
    );
    const other = await ok(admin, create, { input: { title: 'Returns', slug: 'returns', content: 'z' } });
    expect(
      await refused(
        admin,
        `mutation ($id: Int!) { updateContentPage(id: $id, input: { slug: "shipping" }) { id } }`,
        {
          id: other.createContentPage.id,
        },
      ),
    ).toBe('CONFLICT: A page with the slug "shipping" already exists');
    expect(first.createContentPage.slug).toBe('shipping');
    expect(await db('content_pages').where({ slug: 'shipping' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('updates only the fields given, and a hidden page is unavailable without its content', async () => {
    const created = await ok(
      admin,
      `mutation { createContentPage(input: { title: "Secret", slug: "secret", content: "draft text", metaDescription: "d" }) { id isVisible } }`,
    );
    expect(created.createContentPage.isVisible).toBe(true);
    const id = created.createContentPage.id;
    await ok(
      admin,
      `mutation ($id: Int!) { updateContentPage(id: $id, input: { isVisible: false }) { id } }`,
      { id },
    );
    const page = await ok(
      visitor,
      `{ contentPage(slug: "secret") { title content metaDescription isVisible } }`,
    );
    expect(page.contentPage).toEqual({
      title: 'Secret',
      content: '',
      metaDescription: null,
      isVisible: false,
    });
    const [row] = await db('content_pages').where({ id });
    expect(row).toMatchObject({
      title: 'Secret',
      content: 'draft text',
      metaDescription: 'd',
      isVisible: false,
    });
  });

  it('keeps an item in its section and hides hidden sections and items from the public footer', async () => {
    const section = await ok(
      admin,
      `mutation { createFooterSection(input: { title: "Help", displayOrder: -1 }) { id isVisible } }`,
    );
    const sectionId = section.createFooterSection.id;
    expect(section.createFooterSection.isVisible).toBe(true);
    const item = await ok(
      admin,
      `mutation ($s: Int!) { createFooterItem(input: { sectionId: $s, label: "Shipping", url: "/pages/shipping" }) { id isVisible openInNewTab displayOrder } }`,
      { s: sectionId },
    );
    expect(item.createFooterItem).toMatchObject({ isVisible: true, openInNewTab: false, displayOrder: 0 });
    let footer = await ok(visitor, `{ footerSections { title items { label } } }`);
    expect(footer.footerSections[0]).toEqual({ title: 'Help', items: [{ label: 'Shipping' }] });

    expect(
      await refused(
        admin,
        `mutation ($id: Int!) { updateFooterItem(id: $id, input: { sectionId: 1 }) { id } }`,
        {
          id: item.createFooterItem.id,
        },
      ),
    ).toBe('VALIDATION: Invalid data: the section of an item cannot be changed');
    await ok(
      admin,
      `mutation ($id: Int!) { updateFooterItem(id: $id, input: { isVisible: false }) { id } }`,
      {
        id: item.createFooterItem.id,
      },
    );
    footer = await ok(visitor, `{ footerSections { title } }`);
    expect(footer.footerSections.map((s: { title: string }) => s.title)).not.toContain('Help');
    const all = await ok(admin, `{ adminFooterSections { title items { label isVisible } } }`);
    expect(all.adminFooterSections[0]).toEqual({
      title: 'Help',
      items: [{ label: 'Shipping', isVisible: false }],
    });

    await ok(admin, `mutation ($id: Int!) { deleteFooterSection(id: $id) }`, { id: sectionId });
    expect(await db('footer_items').where({ sectionId })).toEqual([]);
    expect(
      await refused(admin, `mutation ($id: Int!) { deleteFooterSection(id: $id) }`, { id: sectionId }),
    ).toBe('NOT_FOUND: Footer section not found');
  });

  it('leaves an item that points at a hidden page out of the public footer, and tells the admin', async () => {
    const page = await ok(
      admin,
      `mutation { createContentPage(input: { title: "Careers", slug: "careers-footer", content: "c", isVisible: false }) { id } }`,
    );
    const section = await ok(admin, `mutation { createFooterSection(input: { title: "Jobs" }) { id } }`);
    const sectionId = section.createFooterSection.id;
    const created = await ok(
      admin,
      `mutation ($s: Int!) {
        careers: createFooterItem(input: { sectionId: $s, label: "Careers", url: "/pages/careers-footer" }) { id linksToHiddenPage }
        openings: createFooterItem(input: { sectionId: $s, label: "Openings", url: "/pages/careers-footer#open" }) { id linksToHiddenPage }
        press: createFooterItem(input: { sectionId: $s, label: "Press", url: "/pages/press-footer" }) { id linksToHiddenPage }
      }`,
      { s: sectionId },
    );
    expect(created.careers.linksToHiddenPage).toBe(true);
    expect(created.openings.linksToHiddenPage).toBe(true);
    expect(created.press.linksToHiddenPage).toBe(false);

    const labels = async () => {
      const footer = await ok(visitor, `{ footerSections { title items { label } } }`);
      const jobs = footer.footerSections.find((s: { title: string }) => s.title === 'Jobs');
      return jobs?.items.map((i: { label: string }) => i.label) ?? [];
    };
    expect(await labels()).toEqual(['Press']);
    const all = await ok(admin, `{ adminFooterSections { title items { label linksToHiddenPage } } }`);
    expect(all.adminFooterSections.find((s: { title: string }) => s.title === 'Jobs').items).toEqual([
      { label: 'Careers', linksToHiddenPage: true },
      { label: 'Openings', linksToHiddenPage: true },
      { label: 'Press', linksToHiddenPage: false },
    ]);

    // The page shown again: its items are back for everyone.
    await ok(
      admin,
      `mutation ($id: Int!) { updateContentPage(id: $id, input: { isVisible: true }) { id } }`,
      {
        id: page.createContentPage.id,
      },
    );
    expect(await labels()).toEqual(['Careers', 'Openings', 'Press']);
    await ok(admin, `mutation ($id: Int!) { deleteFooterSection(id: $id) }`, { id: sectionId });
    await ok(admin, `mutation ($id: Int!) { deleteContentPage(id: $id) }`, { id: page.createContentPage.id });
  });

  it('records each change in the audit stream with the admin and their address', async () => {
    const before = await db('outbox').where({ subject: AdminActionRecorded.subject }).count({ n: '*' });
    const created = await ok(admin, CREATE_CAMPAIGN, { input: { title: 'Audit me', message: 'm' } });
    const id = created.createPromoCampaign.id;
    expect(created.createPromoCampaign).toMatchObject({
      isActive: false,
      targetAudience: 'all',
      priority: 0,
      createdBy: 1,
    });
    await ok(admin, UPDATE_CAMPAIGN, { id, input: { isActive: true } });
    await ok(admin, `mutation ($id: Int!) { deletePromoCampaign(id: $id) }`, { id });
    const rows = await db('outbox')
      .where({ subject: AdminActionRecorded.subject })
      .orderBy('created_at')
      .offset(Number(before[0].n));
    expect(rows.map((r) => [r.payload.data.actionType, r.payload.data.description])).toEqual([
      ['promo_campaign_created', 'Created campaign "Audit me"'],
      ['promo_campaign_updated', 'Activated campaign "Audit me"'],
      ['promo_campaign_deleted', 'Deleted campaign "Audit me"'],
    ]);
    expect(rows.every((r) => r.payload.data.adminId === 1 && r.payload.data.ipAddress === '10.0.0.7')).toBe(
      true,
    );
  });
});

describe('roles', () => {
  const ADMIN_OPERATIONS = [
    `{ adminPromoCampaigns { id } }`,
    `{ adminFooterSections { id } }`,
    `{ adminContentPages { id } }`,
    `mutation { createPromoCampaign(input: { title: "t", message: "m" }) { id } }`,
    `mutation { updatePromoCampaign(id: 1, input: { title: "t" }) { id } }`,
    `mutation { deletePromoCampaign(id: 1) }`,
    `mutation { createFooterSection(input: { title: "t" }) { id } }`,
    `mutation { updateFooterSection(id: 1, input: { title: "t" }) { id } }`,
    `mutation { deleteFooterSection(id: 1) }`,
    `mutation { createFooterItem(input: { sectionId: 1, label: "l", url: "/x" }) { id } }`,
    `mutation { updateFooterItem(id: 1, input: { label: "l" }) { id } }`,
    `mutation { deleteFooterItem(id: 1) }`,
    `mutation { createContentPage(input: { title: "t", slug: "t", content: "c" }) { id } }`,
    `mutation { updateContentPage(id: 1, input: { title: "t" }) { id } }`,
    `mutation { deleteContentPage(id: 1) }`,
  ];

  it.each(ADMIN_OPERATIONS)('refuses %s to a visitor and a user, and changes nothing', async (query) => {
    const counts = async () =>
      Promise.all(
        ['promo_campaigns', 'footer_sections', 'footer_items', 'content_pages', 'outbox'].map(
          async (t) => (await db(t).count({ n: '*' }))[0].n,
        ),
      );
    const before = await counts();
    expect(await refused(visitor, query)).toMatch(/^UNAUTHENTICATED/);
    expect(await refused(user(101), query)).toMatch(/^FORBIDDEN/);
    expect(await counts()).toEqual(before);
  });

  it('keeps the banner for signed-in people', async () => {
    expect(await refused(visitor, ACTIVE)).toMatch(/^UNAUTHENTICATED/);
  });
});
