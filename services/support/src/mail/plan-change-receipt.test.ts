import type { Knex } from 'knex';
import type { Envelope, SubscriptionChangedData } from '@tryon/proto-events';
import { MailProjection, planChangeWords } from './mail.projection.js';
import type { MailQueue } from './mail-queue.js';
import type { RecipientsRepository } from './recipients.repository.js';

const NOW = new Date('2027-03-05T10:00:00Z');
const trx = {} as Knex.Transaction;

function setup() {
  const queued: { content: any; key: string }[] = [];
  const projection = new MailProjection({
    recipients: {
      subscriptionChanged: async () => undefined,
      find: async () => ({ email: 'ann@example.com', firstName: 'Ann' }),
    } as unknown as RecipientsRepository,
    queue: {
      add: async (_trx: unknown, _to: unknown, content: unknown, key: string) => {
        queued.push({ content, key });
        return true;
      },
    } as unknown as MailQueue,
    maxEventAgeMs: 72 * 3600_000,
    openToken: () => null,
    publicUrl: 'https://tryon.example/',
    now: () => NOW,
  });
  return { projection, queued };
}

const change = (patch: Partial<NonNullable<SubscriptionChangedData['planChange']>> = {}) => ({
  id: 4,
  kind: 'downgrade' as const,
  status: 'scheduled' as const,
  fromPlan: 'pro',
  toPlan: 'standard',
  fromCycle: 'monthly' as const,
  toCycle: 'monthly' as const,
  effectiveAt: '2027-04-01T00:00:00.000Z',
  amountCents: 0,
  sessionsGranted: 0,
  ...patch,
});

const event = (planChange?: SubscriptionChangedData['planChange']): Envelope<SubscriptionChangedData> => ({
  id: 'evt-1',
  subject: 'billing.subscription.changed.v1',
  occurredAt: NOW.toISOString(),
  producer: 'billing',
  data: {
    userId: 7,
    status: 'active',
    planName: 'pro',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    changedAt: NOW.toISOString(),
    ...(planChange ? { planChange } : {}),
  },
});

describe('the receipt of a plan change', () => {
  it('names the change in words', () => {
    expect(planChangeWords(change())).toBe('Plan change to Standard (monthly) from April 1, 2027');
    expect(planChangeWords(change({ status: 'undone' }))).toBe('Plan change to Standard (monthly) undone');
    expect(planChangeWords(change({ status: 'applied', toCycle: 'annual' }))).toBe(
      'Plan changed to Standard (annual)',
    );
  });

  it('is queued once per change and status, for a change that charges nothing now', async () => {
    const { projection, queued } = setup();
    await projection.subscriptionChanged(trx, event(change()));
    await projection.subscriptionChanged(trx, event(change({ status: 'undone' })));
    expect(queued).toEqual([
      {
        key: 'plan-change:4:scheduled',
        content: expect.objectContaining({
          type: 'invoice',
          amountCents: 0,
          description: 'Plan change to Standard (monthly) from April 1, 2027',
        }),
      },
      expect.objectContaining({ key: 'plan-change:4:undone' }),
    ]);
  });

  it('leaves an upgrade to its payment receipt, and a change without a plan change to nothing', async () => {
    const { projection, queued } = setup();
    await projection.subscriptionChanged(
      trx,
      event(change({ kind: 'upgrade', status: 'applied', toPlan: 'pro', amountCents: 3000 })),
    );
    await projection.subscriptionChanged(trx, event());
    expect(queued).toEqual([]);
  });
});
