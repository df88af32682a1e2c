import { loadConfig, serviceEnv } from './config.js';

const good = {
  PORT: '4001',
  DATABASE_URL: 'postgres://u@localhost/db',
  NATS_URL: 'nats://127.0.0.1:4222',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('parses and applies defaults', () => {
    const c = loadConfig(serviceEnv, good);
    expect(c.PORT).toBe(4001);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.APP_MODE).toBe('production');
    expect(c.LOG_LEVEL).toBe('info');
  });

  it('fails fast naming every missing or invalid variable', () => {
    expect(() =>
      loadConfig(serviceEnv, { PORT: 'abc', INTERNAL_TOKEN_SECRET: 'short', NATS_URL: 'http://x' }),
    ).toThrow(/DATABASE_URL: missing[\s\S]*INTERNAL_TOKEN_SECRET: must be at least 32 characters/);
    expect(() => loadConfig(serviceEnv, { ...good, NATS_URL: 'http://x' })).toThrow(
      /NATS_URL: must be a nats:\/\/ URL/,
    );
  });
});
