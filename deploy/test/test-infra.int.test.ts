// The integration tests' infrastructure: which path a run takes (containers with a Docker engine, the
// machine's services without one), and the message when neither is there.
import globalSetup from '../../test-support/global-setup.ts';
import { choosePath, infraMode } from '../../test-support/containers.ts';

describe('test infrastructure path', () => {
  it('takes containers when a Docker engine answers, unless local is asked for', () => {
    expect(choosePath('auto', { reachable: true })).toBe('containers');
    expect(choosePath('containers', { reachable: true })).toBe('containers');
    expect(choosePath('local', { reachable: true })).toBe('local');
  });

  it('falls back to the local services without an engine, and refuses containers it cannot start', () => {
    expect(choosePath('auto', { reachable: false, reason: 'no socket' })).toBe('local');
    expect(() => choosePath('containers', { reachable: false, reason: 'no socket' })).toThrow(
      /TEST_INFRA=containers but no Docker engine is reachable \(no socket\)/,
    );
  });

  it('reads TEST_INFRA, refusing an unknown value', () => {
    expect(infraMode(undefined)).toBe('auto');
    expect(infraMode(' local ')).toBe('local');
    expect(() => infraMode('k8s')).toThrow('TEST_INFRA must be auto, containers or local (got "k8s")');
  });

  it('records the path this run took', () => {
    expect(['containers', 'local']).toContain(process.env.TEST_INFRA_PATH);
  });

  it('without Postgres (and no containers) fails saying what to install, changing nothing', async () => {
    const saved = { ...process.env };
    process.env.TEST_INFRA = 'local';
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none';
    try {
      await expect(globalSetup()).rejects.toThrow(
        /Integration tests need PostgreSQL: could not connect to postgres:\/\/postgres@127\.0\.0\.1:1\/none .*apt-get install -y postgresql/,
      );
      expect(process.env.TEST_ADMIN_DATABASE_URL).toBe(saved.TEST_ADMIN_DATABASE_URL);
      expect(process.env.TEST_NATS_PASSWORDS).toBe(saved.TEST_NATS_PASSWORDS);
    } finally {
      process.env = saved;
    }
  });
});
