import { buildEnvelope, parseEnvelope, InvalidEventError } from './registry.js';
import { UserRegistered } from './identity/user.events.js';
import { SessionRevoked } from './identity/session.events.js';
import { defineEvent } from './envelope.js';
import { z } from 'zod';

const valid = {
  userId: 7,
  email: 'a@b.co',
  firstName: 'Ana',
  lastName: null,
  registeredAt: new Date().toISOString(),
};

describe('event contracts', () => {
  it('builds an envelope with id, subject and producer', () => {
    const env = buildEnvelope(UserRegistered, valid, { producer: 'identity', correlationId: 'c1' });
    expect(env.subject).toBe('identity.user.registered.v1');
    expect(env.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.correlationId).toBe('c1');
    expect(env.data).toEqual(valid);
  });

  it('refuses to publish a payload that breaks the schema', () => {
    expect(() => buildEnvelope(UserRegistered, { ...valid, userId: -1 }, { producer: 'identity' })).toThrow(
      InvalidEventError,
    );
  });

  it('round-trips through bytes', () => {
    const env = buildEnvelope(
      SessionRevoked,
      { sidHash: 'a'.repeat(64), userId: 1, reason: 'logout' },
      { producer: 'x' },
    );
    const back = parseEnvelope(
      SessionRevoked,
      SessionRevoked.subject,
      new TextEncoder().encode(JSON.stringify(env)),
    );
    expect(back).toEqual(env);
  });

  it.each([
    ['not JSON', 'nope{', 'body is not JSON'],
    ['missing envelope fields', JSON.stringify({ data: valid }), 'bad envelope'],
    [
      'wrong payload',
      JSON.stringify({ ...buildEnvelope(UserRegistered, valid, { producer: 'p' }), data: { userId: 'x' } }),
      'identity.user.registered.v1',
    ],
  ])('rejects %s with a reason', (_name, raw, reason) => {
    try {
      parseEnvelope(UserRegistered, UserRegistered.subject, raw);
      throw new Error('should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidEventError);
      expect((e as InvalidEventError).reason).toContain(reason);
    }
  });

  it('rejects an envelope received on another subject', () => {
    const env = buildEnvelope(UserRegistered, valid, { producer: 'p' });
    expect(() => parseEnvelope(UserRegistered, 'identity.user.deleted.v1', JSON.stringify(env))).toThrow(
      /subject mismatch/,
    );
  });

  it('enforces the subject naming rule', () => {
    expect(() => defineEvent('UserRegistered', 'X', z.object({}))).toThrow(/Bad event subject/);
    expect(defineEvent('billing.balance.changed.v2', 'BILLING', z.object({})).subject).toBe(
      'billing.balance.changed.v2',
    );
  });
});
