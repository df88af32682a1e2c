import { jest } from '@jest/globals';
import { AppError, type CallerContext } from '@tryon/kit';
import type { DataExportRow, DataExportsRepository } from '../data/data-exports.repository.js';
import {
  DataExportService,
  EXPORT_ACTIVE_MESSAGE,
  EXPORT_LINK_EXPIRED_MESSAGE,
  EXPORT_LINK_INVALID_MESSAGE,
} from './data-export.service.js';
import { signExportLink } from './export-link.js';

const secret = 'a-secret-that-is-long-enough-for-hs256!!';
const caller = (userId: number | null): CallerContext =>
  ({ userId, role: userId ? 'user' : null, ip: '127.0.0.1' }) as unknown as CallerContext;
const now = new Date('2026-12-01T12:00:00Z');

const row = (over: Partial<DataExportRow> = {}): DataExportRow => ({
  id: '6f1c2a4e-8d5b-4a3c-9e7f-0a1b2c3d4e5f',
  userId: 5,
  status: 'ready',
  attempts: 1,
  objectKey: 'exports/5/x.zip',
  sizeBytes: '2048',
  imageCount: 3,
  error: null,
  createdAt: new Date('2026-12-01T11:00:00Z'),
  startedAt: null,
  heartbeatAt: null,
  retryAt: null,
  readyAt: new Date('2026-12-01T11:01:00Z'),
  expiresAt: new Date('2026-12-02T11:01:00Z'),
  ...over,
});

function serviceWith(repo: Partial<DataExportsRepository>, kick = jest.fn()) {
  return {
    kick,
    service: new DataExportService({
      exports: repo as DataExportsRepository,
      perDay: 3,
      secrets: [secret],
      kick,
      now: () => now,
    }),
  };
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('DataExportService', () => {
  it('asks for an export for the caller and starts building at once', async () => {
    const create = jest.fn(async (id: string, userId: number) => ({
      created: row({ id, userId, status: 'pending', objectKey: null, readyAt: null, expiresAt: null }),
    }));
    const { service, kick } = serviceWith({ create });
    const view = await service.request(caller(5));
    expect(create).toHaveBeenCalledWith(expect.any(String), 5, 3);
    expect(view.status).toBe('pending');
    expect(view.downloadUrl).toBeNull();
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('refuses a second export while one is prepared (409) and beyond the daily limit (429)', async () => {
    const active = serviceWith({ create: async () => ({ refused: 'active' as const }) });
    const a = await refusal(active.service.request(caller(5)));
    expect([a.status, a.message]).toEqual([409, EXPORT_ACTIVE_MESSAGE]);
    const limited = serviceWith({ create: async () => ({ refused: 'limited' as const }) });
    const b = await refusal(limited.service.request(caller(5)));
    expect(b.status).toBe(429);
    expect(b.message).toMatch(/3 exports of your data a day/);
    expect(active.kick).not.toHaveBeenCalled();
  });

  it('needs a signed-in caller', async () => {
    const { service } = serviceWith({ latest: async () => null });
    expect((await refusal(service.latest(caller(null)))).status).toBe(401);
  });

  it('shows a ready export with its download link, and an old one as expired without a link', async () => {
    const ready = serviceWith({ latest: async () => row() });
    const view = (await ready.service.latest(caller(5)))!;
    expect(view).toMatchObject({ status: 'ready', sizeBytes: 2048, imageCount: 3 });
    expect(view.downloadUrl).toMatch(/^\/api\/account\/export\/download\?token=/);
    const old = serviceWith({ latest: async () => row({ expiresAt: new Date('2026-12-01T11:59:00Z') }) });
    expect(await old.service.latest(caller(5))).toMatchObject({ status: 'expired', downloadUrl: null });
  });

  it("opens the download of its link's own ready export only", async () => {
    const token = await signExportLink(secret, { exportId: row().id, userId: 5 }, row().expiresAt!);
    const ok = serviceWith({ find: async () => row() });
    await expect(ok.service.openDownload(token)).resolves.toMatchObject({ objectKey: 'exports/5/x.zip' });

    const someoneElses = serviceWith({ find: async () => row({ userId: 6 }) });
    const e1 = await refusal(someoneElses.service.openDownload(token));
    expect([e1.status, e1.message]).toEqual([400, EXPORT_LINK_INVALID_MESSAGE]);

    const gone = serviceWith({ find: async () => row({ status: 'expired' }) });
    const e2 = await refusal(gone.service.openDownload(token));
    expect([e2.status, e2.message]).toEqual([400, EXPORT_LINK_EXPIRED_MESSAGE]);

    const e3 = await refusal(ok.service.openDownload(`${token.slice(0, -2)}xx`));
    expect(e3.status).toBe(400);
    const e4 = await refusal(ok.service.openDownload(undefined));
    expect(e4.message).toBe(EXPORT_LINK_INVALID_MESSAGE);
  });
});
