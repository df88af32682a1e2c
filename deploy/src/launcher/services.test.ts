import { readFileSync } from 'node:fs';
import {
  DATA_DIR_MARKER,
  GATEWAY,
  gatewayEnv,
  SERVICES,
  seedEnv,
  serviceEnv,
  subgraphsValue,
  validateManifest,
  WORKER_HEAP_ARGS,
  type SharedSettings,
} from './services.js';
import { embeddedS3Env } from './s3.js';
import { embeddedMailEnv } from './mail.js';

const shared: SharedSettings = {
  databaseUrl: 'postgres://postgres:pw@127.0.0.1:41000/tryon',
  natsUrl: 'nats://127.0.0.1:42000',
  internalTokenSecret: 's'.repeat(64),
  appMode: 'local',
  publicUrl: 'http://127.0.0.1:8080',
  logLevel: 'info',
  dataDir: '/data',
};
const inherited = {
  PATH: '/usr/bin',
  GEMINI_API_KEY: 'g-key',
  PORT: '8080',
  HOST: '0.0.0.0',
  ADMIN_EMAIL: 'boss@example.com',
  ADMIN_PASSWORD: 'hunter22hunter22',
  DATABASE_URL: 'postgres://other',
  READY_TIMEOUT_MS: '5',
  UNSET: undefined,
};

describe('manifest', () => {
  it('is valid and starts with identity as a subgraph with its seed', () => {
    expect(() => validateManifest([...SERVICES, GATEWAY])).not.toThrow();
    expect(SERVICES[0]).toEqual({
      name: 'identity',
      entry: 'services/identity/dist/main.js',
      subgraph: true,
      seed: 'services/identity/dist/seed.js',
    });
    expect(GATEWAY.entry).toBe('gateway/dist/main.js');
  });
  it('refuses duplicate or odd names', () => {
    expect(() => validateManifest([SERVICES[0], SERVICES[0]])).toThrow(/twice/);
    expect(() => validateManifest([{ name: 'Bad Name', entry: 'x', subgraph: false }])).toThrow(
      /bad service name/,
    );
  });
});

describe('serviceEnv', () => {
  const env = serviceEnv(inherited, shared, 41234);
  it('sets the contract variables on an internal port', () => {
    expect(env).toMatchObject({
      PORT: '41234',
      HOST: '127.0.0.1',
      DATABASE_URL: shared.databaseUrl,
      NATS_URL: shared.natsUrl,
      INTERNAL_TOKEN_SECRET: shared.internalTokenSecret,
      APP_MODE: 'local',
      LOG_LEVEL: 'info',
      APOLLO_TELEMETRY_DISABLED: '1',
      [DATA_DIR_MARKER]: '/data',
    });
  });
  it('passes provider keys through but not the admin credentials or launcher knobs', () => {
    expect(env.GEMINI_API_KEY).toBe('g-key');
    expect(env.PATH).toBe('/usr/bin');
    expect(env).not.toHaveProperty('ADMIN_PASSWORD');
    expect(env).not.toHaveProperty('ADMIN_EMAIL');
    expect(env).not.toHaveProperty('READY_TIMEOUT_MS');
    expect(env).not.toHaveProperty('UNSET');
  });
});

describe('NATS credentials', () => {
  const natsPasswords = { identity: 'nidentitypw', gateway: 'ngatewaypw', admin: 'nadminpw' };
  const own = { ...shared, natsPasswords };
  const withUser = { ...inherited, NATS_USER: 'someone', NATS_PASSWORD: 'theirs' };
  it("gives each process its own user on the launcher's nats-server", () => {
    expect(serviceEnv(withUser, own, 4101, 'identity')).toMatchObject({
      NATS_USER: 'identity',
      NATS_PASSWORD: 'nidentitypw',
    });
    const gw = gatewayEnv(withUser, own, { host: 'h', port: 1, subgraphs: '', webDist: '/w' });
    expect(gw).toMatchObject({ NATS_USER: 'gateway', NATS_PASSWORD: 'ngatewaypw' });
  });
  it('gives a process that is no bus user no credentials, and seeds none', () => {
    const env = serviceEnv(withUser, own, 4101, 'alpha');
    expect(env).not.toHaveProperty('NATS_USER');
    expect(env).not.toHaveProperty('NATS_PASSWORD');
    expect(seedEnv(withUser, own)).not.toHaveProperty('NATS_PASSWORD');
    expect(JSON.stringify(serviceEnv(withUser, own, 4101, 'identity'))).not.toContain('nadminpw');
    expect(serviceEnv(withUser, own, 4101, 'admin')).not.toHaveProperty('NATS_PASSWORD');
  });
  it("passes the caller's NATS_USER / NATS_PASSWORD on with their own NATS_URL", () => {
    expect(serviceEnv(withUser, shared, 4101, 'identity')).toMatchObject({
      NATS_USER: 'someone',
      NATS_PASSWORD: 'theirs',
    });
  });
});

describe('seedEnv', () => {
  it('gives the seed the admin credentials and the database, and no port', () => {
    const env = seedEnv(inherited, shared);
    expect(env).toMatchObject({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'hunter22hunter22',
      DATABASE_URL: shared.databaseUrl,
    });
    expect(env).not.toHaveProperty('PORT');
  });
});

describe('subgraphs and gateway', () => {
  const specs = [
    { name: 'identity', entry: 'a', subgraph: true },
    { name: 'ai-jobs-worker', entry: 'b', subgraph: false },
    { name: 'billing', entry: 'c', subgraph: true },
  ];
  const ports = new Map([
    ['identity', 4101],
    ['ai-jobs-worker', 4102],
    ['billing', 4103],
  ]);
  it('lists only subgraphs, in manifest order', () => {
    expect(subgraphsValue(specs, ports)).toBe('identity=http://127.0.0.1:4101,billing=http://127.0.0.1:4103');
  });
  it('fails loudly when a subgraph has no port', () => {
    expect(() => subgraphsValue(specs, new Map())).toThrow(/no port for subgraph identity/);
  });
  it('gives the gateway the public port, SUBGRAPHS and WEB_DIST', () => {
    const env = gatewayEnv(inherited, shared, {
      host: '127.0.0.1',
      port: 8080,
      subgraphs: 'identity=http://127.0.0.1:4101',
      webDist: '/repo/web/dist',
    });
    expect(env).toMatchObject({
      PORT: '8080',
      HOST: '127.0.0.1',
      SUBGRAPHS: 'identity=http://127.0.0.1:4101',
      WEB_DIST: '/repo/web/dist',
    });
    expect(env).not.toHaveProperty('ADMIN_PASSWORD');
  });
});

describe('embedded object storage', () => {
  it('gives every process the S3_* of the embedded store when the launcher runs one', () => {
    const s3 = embeddedS3Env(4567);
    expect(s3).toEqual({
      S3_ENDPOINT: 'http://127.0.0.1:4567',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    const env = serviceEnv({ S3_BUCKET: 'b' }, { ...shared, s3 }, 4101);
    expect(env).toMatchObject({ ...s3, S3_BUCKET: 'b' });
    expect(serviceEnv({}, shared, 4101).S3_ENDPOINT).toBeUndefined();
  });

  it('gives the job worker the heap limit deploy/k8s gives it', () => {
    expect(SERVICES.find((s) => s.name === 'ai-jobs-worker')?.nodeArgs).toEqual(['--max-old-space-size=160']);
    const k8s = readFileSync(new URL('../../k8s/ai-jobs-worker.yaml', import.meta.url), 'utf8');
    expect(k8s).toContain(`{ name: NODE_OPTIONS, value: '${WORKER_HEAP_ARGS.join(' ')}' }`);
  });

  it('lists media as a subgraph', () => {
    expect(SERVICES.find((s) => s.name === 'media')).toEqual({
      name: 'media',
      entry: 'services/media/dist/main.js',
      subgraph: true,
    });
  });
});

describe('embedded mail catcher', () => {
  it("gives every process the catcher's SMTP_URL when the launcher runs one, else passes SMTP_URL on", () => {
    const mail = embeddedMailEnv(2525);
    expect(mail).toEqual({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(serviceEnv({}, { ...shared, mail }, 4101).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(
      gatewayEnv({}, { ...shared, mail }, { host: 'h', port: 1, subgraphs: '', webDist: '/w' }).SMTP_URL,
    ).toBe('smtp://127.0.0.1:2525');
    const own = 'smtps://user:pw@smtp.example.com:465';
    expect(serviceEnv({ SMTP_URL: own, MAIL_FROM: 'Us <us@example.com>' }, shared, 4101)).toMatchObject({
      SMTP_URL: own,
      MAIL_FROM: 'Us <us@example.com>',
    });
    expect(serviceEnv({}, shared, 4101).SMTP_URL).toBeUndefined();
  });
});
