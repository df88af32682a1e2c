import type { Knex } from 'knex';
import type { Logger } from '@tryon/kit';
import type { DataExportReadyData, Envelope } from '@tryon/proto-events';
import { MailProjection } from './mail.projection.js';
import type { MailQueue } from './mail-queue.js';
import type { RecipientsRepository } from './recipients.repository.js';
import { renderEmail } from './templates.js';

const NOW = new Date('2027-03-05T10:00:00Z');
const trx = {} as Knex.Transaction;
const logger = { warn: () => undefined } as unknown as Logger;

function setup() {
  const queued: { to: unknown; content: { link: string | null; kind: string }; key: string }[] = [];
  const queue = {
    addAccount: async (
      _trx: unknown,
      to: unknown,
      content: { link: string | null; kind: string },
      key: string,
    ) => {
      queued.push({ to, content, key });
      return true;
    },
  } as unknown as MailQueue;
  const projection = new MailProjection({
    recipients: {} as RecipientsRepository,
    queue,
    maxEventAgeMs: 72 * 3600_000,
    openToken: (sealed) => (sealed === 'sealed-ok' ? 'a.b.c' : null),
    publicUrl: 'https://tryon.example',
    now: () => NOW,
  });
  return { projection, queued };
}

const ready = (data: Partial<DataExportReadyData> = {}): Envelope<DataExportReadyData> => ({
  id: 'evt-9',
  subject: 'media.export.ready.v1',
  occurredAt: NOW.toISOString(),
  producer: 'media',
  data: {
    exportId: '6f1c2a4e-8d5b-4a3c-9e7f-0a1b2c3d4e5f',
    userId: 7,
    email: 'ann@example.com',
    sealedToken: 'sealed-ok',
    expiresAt: '2027-03-06T10:00:00.000Z',
    at: NOW.toISOString(),
    ...data,
  },
});

describe('the data export mail', () => {
  it('queues the download link to the address media names, once per export', async () => {
    const { projection, queued } = setup();
    await projection.dataExportReady(trx, ready(), logger);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.to).toEqual({ userId: 7, email: 'ann@example.com' });
    expect(queued[0]!.content.kind).toBe('data_export');
    expect(queued[0]!.content.link).toBe('https://tryon.example/api/account/export/download?token=a.b.c');
    expect(queued[0]!.key).toBe('data_export:6f1c2a4e-8d5b-4a3c-9e7f-0a1b2c3d4e5f');
  });

  it('sends nothing for an expired link or a token it cannot open', async () => {
    const { projection, queued } = setup();
    await projection.dataExportReady(trx, ready({ expiresAt: '2027-03-05T09:00:00.000Z' }), logger);
    await projection.dataExportReady(trx, ready({ sealedToken: 'altered' }), logger);
    expect(queued).toEqual([]);
  });

  it('says what the ZIP holds, until when the link works, with the link as its button', () => {
    const mail = renderEmail(
      {
        type: 'account',
        kind: 'data_export',
        link: 'https://tryon.example/api/account/export/download?token=a.b.c',
        expiresAt: new Date('2027-03-06T10:00:00Z'),
        at: NOW,
      },
      { publicUrl: 'https://tryon.example', firstName: null, unsubscribeUrl: null },
    );
    expect(mail.subject).toBe('Your AI Virtual Try-On data export is ready');
    expect(mail.text).toContain('a ZIP file with your images');
    expect(mail.text).toContain('https://tryon.example/api/account/export/download?token=a.b.c');
    expect(mail.html).toContain('Download my data');
  });
});
