import { jest } from '@jest/globals';
import type { Knex } from 'knex';
import type { Logger } from '@tryon/kit';
import type { DataExportRow, DataExportsRepository } from '../data/data-exports.repository.js';
import { DataExportRunner, verifiedAddress, type DataExportRunnerDeps } from './data-export.runner.js';

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Logger;

const claimed: DataExportRow = {
  id: '6f1c2a4e-8d5b-4a3c-9e7f-0a1b2c3d4e5f',
  userId: 5,
  status: 'running',
  attempts: 2,
  objectKey: null,
  sizeBytes: null,
  imageCount: null,
  error: null,
  createdAt: new Date('2026-12-01T11:00:00Z'),
  startedAt: new Date('2026-12-01T11:00:01Z'),
  heartbeatAt: new Date('2026-12-01T11:00:01Z'),
  retryAt: null,
  readyAt: null,
  expiresAt: null,
};

function runnerWith(gather: DataExportRunnerDeps['gather']) {
  let handed = false;
  const exports = {
    expiredReady: async () => [],
    claim: async () => (handed ? null : ((handed = true), claimed)),
    heartbeat: async () => true,
    release: jest.fn(async () => undefined),
    markFailed: jest.fn(async () => undefined),
  };
  const runner = new DataExportRunner({
    db: {} as Knex,
    exports: exports as unknown as DataExportsRepository,
    storage: {} as DataExportRunnerDeps['storage'],
    outbox: {} as DataExportRunnerDeps['outbox'],
    logger,
    gather,
    secret: 'a-secret-that-is-long-enough-for-hs256!!',
    ttlMs: 24 * 3600_000,
    staleMs: 60_000,
    maxAttempts: 3,
    retryMs: 30_000,
    now: () => new Date('2026-12-01T12:00:00Z'),
  });
  return { runner, exports };
}

describe('DataExportRunner', () => {
  it('hands the export it is building back, untouched, when its replica stops', async () => {
    const { runner, exports } = runnerWith(() => new Promise(() => undefined));
    runner.start(60_000);
    await new Promise((r) => setTimeout(r, 50));
    await runner.stop();
    expect(exports.release).toHaveBeenCalledWith({ id: claimed.id, attempts: 2 });
    expect(exports.markFailed).not.toHaveBeenCalled();
  });

  it('waits longer after each failed try, and fails the export after the last', async () => {
    const { runner, exports } = runnerWith(() => Promise.reject(new Error('billing is not answering')));
    await runner.runOnce();
    expect(exports.markFailed).toHaveBeenCalledWith(
      { id: claimed.id, attempts: 2 },
      'Your data export could not be prepared. Please try again.',
      new Date('2026-12-01T12:01:00Z'),
    );
    const last = runnerWith(() => Promise.reject(new Error('no')));
    claimed.attempts = 3;
    await last.runner.runOnce();
    expect(last.exports.markFailed).toHaveBeenCalledWith(expect.anything(), expect.any(String), null);
  });

  it('mails the link only to a verified address', () => {
    expect(verifiedAddress({ profile: { email: 'a@b.co', emailVerifiedAt: '2026-12-01T10:00:00Z' } })).toBe(
      'a@b.co',
    );
    expect(verifiedAddress({ profile: { email: 'a@b.co', emailVerifiedAt: null } })).toBeNull();
    expect(verifiedAddress({ profile: null })).toBeNull();
  });
});
