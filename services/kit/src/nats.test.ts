import { isPermissionViolation, parseNatsUrl, subjectCovers } from './nats.js';
import { loadConfig, natsCredentials, serviceEnv } from './config.js';

describe('subjectCovers', () => {
  it('tells when a stream subject takes in another', () => {
    expect(subjectCovers('billing.>', 'billing.*.*.*')).toBe(true);
    expect(subjectCovers('billing.>', 'billing.balance.changed.v1')).toBe(true);
    expect(subjectCovers('billing.*.*', 'billing.a.b')).toBe(true);
    expect(subjectCovers('billing.*.*', 'billing.*.*')).toBe(true);
    expect(subjectCovers('billing.>', 'billing.>')).toBe(true);
  });

  it('does not claim what it leaves out', () => {
    expect(subjectCovers('billing.*.*.*', 'billing.>')).toBe(false);
    expect(subjectCovers('billing.>', 'billing')).toBe(false);
    expect(subjectCovers('billing.>', 'media.image.saved.v1')).toBe(false);
    expect(subjectCovers('billing.*', 'billing.a.b')).toBe(false);
    expect(subjectCovers('billing.a.*', 'billing.*.b')).toBe(false);
  });
});

describe('parseNatsUrl', () => {
  it('takes credentials out of the URL and keeps every server', () => {
    expect(parseNatsUrl('nats://billing:p%40ss%3Aw@127.0.0.1:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      user: 'billing',
      password: 'p@ss:w',
    });
    expect(parseNatsUrl('nats://a:1@n1:4222, nats://n2:4222')).toEqual({
      servers: ['nats://n1:4222', 'nats://n2:4222'],
      user: 'a',
      password: '1',
    });
    expect(parseNatsUrl('nats://n1:4222,nats://n2:4222')).toEqual({
      servers: ['nats://n1:4222', 'nats://n2:4222'],
      user: undefined,
      password: undefined,
    });
  });
});

describe('NATS settings', () => {
  const base = {
    PORT: '1',
    DATABASE_URL: 'postgres://x',
    NATS_URL: 'nats://127.0.0.1:4222',
    INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
  };
  it('reads NATS_USER and NATS_PASSWORD, empty meaning unset', () => {
    const c = loadConfig(serviceEnv, { ...base, NATS_USER: 'billing', NATS_PASSWORD: 'pw' });
    expect(natsCredentials(c)).toEqual({ user: 'billing', password: 'pw' });
    expect(natsCredentials(loadConfig(serviceEnv, { ...base, NATS_USER: '', NATS_PASSWORD: '' }))).toEqual({
      user: undefined,
      password: undefined,
    });
  });
  it('tells a refused permission from other errors', () => {
    expect(isPermissionViolation(new Error('Permissions Violation for Publish to "x"'))).toBe(true);
    expect(
      isPermissionViolation(new Error('request failed', { cause: new Error('Permissions Violation for X') })),
    ).toBe(true);
    expect(isPermissionViolation(new Error('stream not found'))).toBe(false);
  });
});
