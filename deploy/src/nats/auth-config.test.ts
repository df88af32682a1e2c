import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_BUS_USERS, busPermissions } from '@tryon/proto-events';
import {
  AUTH_CONFIG_FILE,
  newBusPassword,
  passwordEnv,
  passwordVariable,
  renderAuthConfig,
  SAFE_PASSWORD,
} from './auth-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('the nats-server authorization config', () => {
  const text = renderAuthConfig();

  it('has every user, its password as a variable, and its permissions', () => {
    for (const user of ALL_BUS_USERS) {
      expect(text).toContain(`user: "${user}"\n      password: $${passwordVariable(user)}\n`);
    }
    expect(passwordVariable('ai-jobs-worker')).toBe('TRYON_NATS_PASSWORD_AI_JOBS_WORKER');
    for (const subject of busPermissions('billing').publish) expect(text).toContain(JSON.stringify(subject));
    // Request-reply: billing and media answer ai-jobs; identity, billing, ai-jobs and support answer media's
    // data export.
    expect(text.match(/allow_responses: true/g)).toHaveLength(5);
    expect(text).not.toMatch(/no_auth_user/);
  });

  it('is what deploy/nats/tryon-auth.conf holds (regenerate: node deploy/dist/nats/main.js config)', async () => {
    expect(await readFile(path.join(root, AUTH_CONFIG_FILE), 'utf8')).toBe(text);
  });

  it('makes passwords nats-server reads back as they are, and refuses others', () => {
    const pw = newBusPassword();
    expect(pw).toMatch(SAFE_PASSWORD);
    const all = Object.fromEntries(ALL_BUS_USERS.map((u) => [u, newBusPassword()]));
    expect(Object.keys(passwordEnv(all))).toHaveLength(ALL_BUS_USERS.length);
    expect(() => passwordEnv({ ...all, billing: '1e5abcdefabcdefabcdef' })).toThrow(/billing/);
    expect(() => passwordEnv({ ...all, media: undefined as unknown as string })).toThrow(/media/);
  });
});

// docker compose and Kubernetes give each process its user and the NATS servers every password.
describe('the deployments', () => {
  const services = ALL_BUS_USERS.filter((u) => u !== 'admin');

  it('docker-compose.yml: NATS runs tryon-auth.conf with every password; each process has its user', async () => {
    const compose = await readFile(path.join(root, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain(`'-c', '/etc/nats/tryon/tryon-auth.conf'`);
    expect(compose).toContain(`./${AUTH_CONFIG_FILE}:/etc/nats/tryon/tryon-auth.conf:ro`);
    for (const user of ALL_BUS_USERS) {
      expect(compose).toContain(`  ${passwordVariable(user)}: \${${passwordVariable(user)}:?`);
    }
    for (const user of services) {
      expect(compose).toContain(
        `      NATS_USER: ${user}\n      NATS_PASSWORD: \${${passwordVariable(user)}:?`,
      );
    }
  });

  it('Kubernetes: each Deployment reads its own password from tryon-nats', async () => {
    for (const user of services) {
      const manifest = await readFile(path.join(root, 'deploy/k8s', `${user}.yaml`), 'utf8');
      expect(manifest).toContain(`- { name: NATS_USER, value: ${user} }`);
      expect(manifest).toContain(`valueFrom: { secretKeyRef: { name: tryon-nats, key: ${user} } }`);
    }
    const example = await readFile(path.join(root, 'deploy/k8s/secret.example.yaml'), 'utf8');
    for (const user of ALL_BUS_USERS) expect(example).toContain(`  ${passwordVariable(user)}: `);
  });
});
