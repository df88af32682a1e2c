// The nats-server side of the bus permissions: an `authorization` block with one user per process kind,
// generated from proto-events' BUS_USERS. The launcher, the integration tests, docker compose and
// Kubernetes all run nats-server with this text (compose and Kubernetes use the committed copy,
// deploy/nats/tryon-auth.conf). Passwords are not in it: nats-server reads each from its environment.
import { randomBytes } from 'node:crypto';
import { ALL_BUS_USERS, BUS_ADMIN_USER, busPermissions, isBusUser } from '@tryon/proto-events';

/** The committed copy, relative to the repository root. */
export const AUTH_CONFIG_FILE = 'deploy/nats/tryon-auth.conf';

/** The environment variable nats-server reads `user`'s password from: TRYON_NATS_PASSWORD_AI_JOBS_WORKER. */
export function passwordVariable(user: string): string {
  return `TRYON_NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * A new password that survives nats-server's reading of environment variables, which parses their
 * values as configuration (a value starting with a digit becomes a number): a letter, then 48 hex digits.
 */
export function newBusPassword(): string {
  return `n${randomBytes(24).toString('hex')}`;
}

/** A new password for every user of the configuration (user -> password). */
export function newBusPasswords(): Record<string, string> {
  return Object.fromEntries(ALL_BUS_USERS.map((user) => [user, newBusPassword()]));
}

/** What nats-server accepts as a password given through the environment (see {@link newBusPassword}). */
export const SAFE_PASSWORD = /^[A-Za-z][A-Za-z0-9]{15,}$/;

const q = (s: string) => JSON.stringify(s);

function list(items: string[], indent: string): string {
  return `[\n${items.map((i) => `${indent}  ${q(i)}`).join('\n')}\n${indent}]`;
}

/** The configuration text (an `authorization` block); include it in a server's config or run it alone. */
export function renderAuthConfig(): string {
  const users = ALL_BUS_USERS.map((name) => {
    const head = `    {\n      user: ${q(name)}\n      password: $${passwordVariable(name)}\n`;
    if (name === BUS_ADMIN_USER || !isBusUser(name)) {
      return `${head}      # Every subject: for operators (the nats CLI) and tests, never for a service.\n    }`;
    }
    const p = busPermissions(name);
    return (
      head +
      '      permissions: {\n' +
      `        publish: { allow: ${list(p.publish, '        ')} }\n` +
      `        subscribe: { allow: ${list(p.subscribe, '        ')} }\n` +
      (p.allowResponses ? '        allow_responses: true\n' : '') +
      '      }\n    }'
    );
  });
  return [
    '# Generated from proto-events/src/bus-permissions.ts (node deploy/dist/nats/main.js config): do not edit.',
    '# One NATS user per process kind; what each may publish and subscribe to is derived from the events it',
    '# owns and consumes. Each password is read from the environment of nats-server',
    '# (TRYON_NATS_PASSWORD_<USER>): letters and digits only, starting with a letter, because nats-server',
    '# parses the value (node deploy/dist/nats/main.js passwords prints a set).',
    'authorization {',
    '  users: [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** `TRYON_NATS_PASSWORD_<USER>` for every user of the configuration, from `passwords` (user -> password). */
export function passwordEnv(passwords: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const user of ALL_BUS_USERS) {
    const pw = passwords[user];
    if (!pw) throw new Error(`no NATS password for user ${user}`);
    if (!SAFE_PASSWORD.test(pw)) {
      throw new Error(`the NATS password of ${user} must be letters and digits, starting with a letter`);
    }
    env[passwordVariable(user)] = pw;
  }
  return env;
}
