import { mkdtemp, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hostPort, readConfig } from './config.js';
import { findExecutable, natsArgs } from './nats.js';
import { loadSecrets } from './secrets.js';
import { ALL_BUS_USERS } from '@tryon/proto-events';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const c = readConfig({}, '/repo');
    expect(c).toMatchObject({
      dataDir: '/repo/.data',
      port: 8080,
      host: '127.0.0.1',
      appMode: 'local',
      logLevel: 'info',
      color: false,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.natsUrl).toBeUndefined();
  });
  it('makes DATA_DIR absolute against the repository root', () => {
    expect(readConfig({ DATA_DIR: 'tmp/d' }, '/repo').dataDir).toBe('/repo/tmp/d');
    expect(readConfig({ DATA_DIR: '/abs' }, '/repo').dataDir).toBe('/abs');
  });
  it('refuses a bad PORT or APP_MODE', () => {
    expect(() => readConfig({ PORT: 'abc' }, '/r')).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' }, '/r')).toThrow(/PORT/);
    expect(() => readConfig({ APP_MODE: 'prod' }, '/r')).toThrow(/APP_MODE/);
  });
  it('colours only on a terminal without NO_COLOR', () => {
    expect(readConfig({}, '/r', true).color).toBe(true);
    expect(readConfig({ NO_COLOR: '1' }, '/r', true).color).toBe(false);
  });
});

describe('hostPort', () => {
  it('reads TCP addresses, first server of a NATS list, defaults', () => {
    expect(hostPort('postgres://u:p@127.0.0.1:5433/db', 5432)).toEqual({ host: '127.0.0.1', port: 5433 });
    expect(hostPort('postgres://db.internal/x', 5432)).toEqual({ host: 'db.internal', port: 5432 });
    expect(hostPort('nats://a:4223,nats://b:4224', 4222)).toEqual({ host: 'a', port: 4223 });
  });
  it('has nothing to check for a Unix socket URL', () => {
    expect(hostPort('postgres:///tryon?host=/var/run/postgresql', 5432)).toBeUndefined();
    expect(hostPort('postgresql://localhost/tryon?host=/tmp', 5432)).toBeUndefined();
  });
});

describe('secrets', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('generates once, mode 600, and reuses', async () => {
    const a = await loadSecrets(dir, {});
    expect(a.INTERNAL_TOKEN_SECRET.length).toBe(64); // 48 bytes base64url
    expect(a.INTERNAL_TOKEN_SECRET).toMatch(/^[A-Za-z0-9_-]+$/);
    const file = path.join(dir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const b = await loadSecrets(dir, {});
    expect(b).toEqual(a);
  });
  it('generates a NATS password per bus user, once, that nats-server can read from its environment', async () => {
    const a = await loadSecrets(dir, {});
    expect(Object.keys(a.NATS_PASSWORDS).sort()).toEqual([...ALL_BUS_USERS].sort());
    for (const pw of Object.values(a.NATS_PASSWORDS)) expect(pw).toMatch(/^n[0-9a-f]{48}$/);
    expect(new Set(Object.values(a.NATS_PASSWORDS)).size).toBe(ALL_BUS_USERS.length);
    // A user added later (or a password edited into something unusable) gets one; the others stay.
    const file = path.join(dir, 'secrets.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    delete stored.NATS_PASSWORDS.billing;
    stored.NATS_PASSWORDS.media = '123';
    await writeFile(file, JSON.stringify(stored));
    const b = await loadSecrets(dir, {});
    expect(b.NATS_PASSWORDS.identity).toBe(a.NATS_PASSWORDS.identity);
    expect(b.NATS_PASSWORDS.billing).toMatch(/^n[0-9a-f]{48}$/);
    expect(b.NATS_PASSWORDS.media).toMatch(/^n[0-9a-f]{48}$/);
    expect(await loadSecrets(dir, {})).toEqual(b);
  });
  it('lets the environment win without writing it down', async () => {
    const a = await loadSecrets(dir, {});
    const fromEnv = 'e'.repeat(40);
    expect((await loadSecrets(dir, { INTERNAL_TOKEN_SECRET: fromEnv })).INTERNAL_TOKEN_SECRET).toBe(fromEnv);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')).INTERNAL_TOKEN_SECRET).toBe(
      a.INTERNAL_TOKEN_SECRET,
    );
  });
  it('refuses a short secret from the environment', async () => {
    await expect(loadSecrets(dir, { INTERNAL_TOKEN_SECRET: 'short' })).rejects.toThrow(/at least 32/);
  });
  it('tightens a secrets file that others can read', async () => {
    await loadSecrets(dir, {});
    const file = path.join(dir, 'secrets.json');
    await chmod(file, 0o644);
    await loadSecrets(dir, {});
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('nats-server lookup', () => {
  it('finds an executable on PATH first, then in the extra folders, else nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'path-'));
    try {
      const exe = path.join(dir, 'nats-server');
      await writeFile(exe, '#!/bin/sh\n', { mode: 0o755 });
      expect(await findExecutable('nats-server', `/nonexistent:${dir}`, [])).toBe(exe);
      expect(await findExecutable('nats-server', '/nonexistent', [dir])).toBe(exe);
      expect(await findExecutable('nats-server', '/nonexistent', [])).toBeUndefined();
      await chmod(exe, 0o644);
      expect(await findExecutable('nats-server', dir, [])).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('starts JetStream on 127.0.0.1 only, with the bus permissions and no other listener', () => {
    const args = natsArgs(41000, '/d/nats', '/d/nats/pid', '/d/nats/tryon-auth.conf');
    expect(args).toEqual([
      '-c',
      '/d/nats/tryon-auth.conf',
      '-js',
      '-a',
      '127.0.0.1',
      '-p',
      '41000',
      '-sd',
      '/d/nats',
      '-P',
      '/d/nats/pid',
    ]);
    expect(args.join(' ')).not.toMatch(/-m |--http|--cluster|--routes/);
  });
});
