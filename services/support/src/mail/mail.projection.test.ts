import type { Knex } from 'knex';
import type { Logger } from '@tryon/kit';
import type { AccountMailRequestedData, Envelope } from '@tryon/proto-events';
import { MailProjection } from './mail.projection.js';
import type { MailQueue } from './mail-queue.js';
import type { RecipientsRepository } from './recipients.repository.js';

const NOW = new Date('2027-03-05T10:00:00Z');
const trx = {} as Knex.Transaction;
const logger = { warn: () => undefined } as unknown as Logger;

function setup() {
  const queued: unknown[] = [];
  const queue = {
    addAccount: async (_trx: unknown, to: unknown, content: unknown, key: string) => {
      queued.push({ to, content, key });
      return true;
    },
  } as unknown as MailQueue;
  const projection = new MailProjection({
    recipients: {} as RecipientsRepository,
    queue,
    maxEventAgeMs: 72 * 3600_000,
    openToken: (sealed) => (sealed === 'sealed-ok' ? 'tok en/1' : null),
    publicUrl: 'https://tryon.example/',
    now: () => NOW,
  });
  return { projection, queued };
}

const event = (
  data: Partial<AccountMailRequestedData>,
  occurredAt = NOW,
): Envelope<AccountMailRequestedData> =>
  ({
    id: 'evt-1',
    subject: 'identity.account.mail-requested.v1',
    occurredAt: occurredAt.toISOString(),
    producer: 'identity',
    data: {
      userId: 7,
      email: 'ann@example.com',
      kind: 'verify_email',
      sealedToken: 'sealed-ok',
      expiresAt: '2027-03-06T10:00:00.000Z',
      at: NOW.toISOString(),
      ...data,
    },
  }) as Envelope<AccountMailRequestedData>;

describe('MailProjection.accountMailRequested', () => {
  it('queues the mail with its link to the public address, once per event', async () => {
    const { projection, queued } = setup();
    await projection.accountMailRequested(trx, event({}), logger);
    expect(queued).toEqual([
      {
        to: { userId: 7, email: 'ann@example.com' },
        content: {
          type: 'account',
          kind: 'verify_email',
          link: 'https://tryon.example/api/account/verify-email?token=tok%20en%2F1',
          expiresAt: new Date('2027-03-06T10:00:00.000Z'),
          at: NOW,
        },
        key: 'account:evt-1',
      },
    ]);
  });

  it('points reset and take-over links at the reset route, and sends a notice without a link', async () => {
    const { projection, queued } = setup();
    await projection.accountMailRequested(trx, event({ kind: 'account_claim' }), logger);
    await projection.accountMailRequested(
      trx,
      event({ kind: 'password_changed', sealedToken: undefined, expiresAt: undefined }),
      logger,
    );
    expect((queued[0] as { content: { link: string } }).content.link).toMatch(
      /^https:\/\/tryon\.example\/api\/account\/reset-password\?token=/,
    );
    expect((queued[1] as { content: { link: string | null } }).content.link).toBeNull();
  });

  it('sends nothing for an expired link, an old event or a token it cannot open', async () => {
    const { projection, queued } = setup();
    await projection.accountMailRequested(trx, event({ expiresAt: '2027-03-05T09:59:59.000Z' }), logger);
    await projection.accountMailRequested(trx, event({}, new Date('2027-03-01T00:00:00Z')), logger);
    await projection.accountMailRequested(trx, event({ sealedToken: 'altered' }), logger);
    expect(queued).toEqual([]);
  });
});
