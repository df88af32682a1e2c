import { jest } from '@jest/globals';
import { SignJWT } from 'jose';
import { acceptedTokenSecrets } from './config.js';
import {
  ContextSigner,
  requireAdmin,
  requireSelfOrAdmin,
  requireUser,
  signContext,
  verifyContext,
} from './context-token.js';

const secret = 'a-secret-that-is-long-enough-for-hs256!!';

describe('context token', () => {
  it('round-trips the caller', async () => {
    const token = await signContext(secret, {
      userId: 7,
      role: 'admin',
      ip: '10.0.0.1',
      correlationId: 'c1',
      sidHash: 'ab',
    });
    expect(await verifyContext(secret, token)).toEqual({
      userId: 7,
      role: 'admin',
      ip: '10.0.0.1',
      correlationId: 'c1',
      sidHash: 'ab',
    });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signContext('another-secret-that-is-long-enough!!!!!', {
      userId: 7,
      role: 'admin',
      ip: null,
    });
    await expect(verifyContext(secret, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('accepts the secret being rotated in or out beside the current one, and no other', async () => {
    const other = 'the-next-secret-that-is-long-enough!!!!!';
    const oldToken = await signContext(secret, { userId: 7, role: 'user', ip: null });
    const newToken = await signContext(other, { userId: 8, role: 'user', ip: null });
    // A token one list accepted is not taken from the cache by a verifier with another list.
    await expect(verifyContext([other], oldToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await verifyContext([other, secret], oldToken)).toMatchObject({ userId: 7 });
    expect(await verifyContext([other, secret], newToken)).toMatchObject({ userId: 8 });
    await expect(verifyContext([other], oldToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(verifyContext(secret, newToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      acceptedTokenSecrets({ INTERNAL_TOKEN_SECRET: other, INTERNAL_TOKEN_SECRET_ACCEPTED: secret }),
    ).toEqual([other, secret]);
    expect(acceptedTokenSecrets({ INTERNAL_TOKEN_SECRET: other })).toEqual([other]);
  });

  it('refuses an expired token', async () => {
    const token = await new SignJWT({ uid: 7, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tryon-gateway')
      .setAudience('tryon-services')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    await expect(verifyContext(secret, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a missing, empty or unsigned token', async () => {
    await expect(verifyContext(secret, undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(verifyContext(secret, '')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"uid":1,"role":"admin"}').toString('base64url')}.`;
    await expect(verifyContext(secret, none)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('treats odd claims as a visitor', async () => {
    const token = await signContext(secret, { userId: -3 as number, role: 'root' as never, ip: null });
    expect(await verifyContext(secret, token)).toMatchObject({ userId: null, role: null });
  });
});

describe('ownership checks', () => {
  const user = { userId: 5, role: 'user' as const, ip: null };
  const admin = { userId: 1, role: 'admin' as const, ip: null };
  const visitor = { userId: null, role: null, ip: null };

  it('requires a signed-in caller', () => {
    expect(() => requireUser(visitor)).toThrow('Authentication required');
    expect(requireUser(user)).toBe(5);
  });

  it('lets people reach only their own data, admins anyone’s', () => {
    expect(requireSelfOrAdmin(user, 5)).toBe(5);
    expect(() => requireSelfOrAdmin(user, 6)).toThrow('Forbidden');
    expect(requireSelfOrAdmin(admin, 6)).toBe(1);
  });

  it('keeps admin operations for admins', () => {
    expect(() => requireAdmin(user)).toThrow('Admin access required');
    expect(requireAdmin(admin)).toBe(1);
  });
});

describe('ContextSigner', () => {
  // The clock is faked (the tokens' times and the caches read Date.now()); microtasks and I/O callbacks
  // stay real so that webcrypto's promises settle.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-23T10:00:00.000Z'),
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
      advanceTimers: true,
    }),
  );
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);

  it("reuses a caller's token and keeps callers apart", async () => {
    const signer = new ContextSigner(secret);
    const a1 = await signer.sign({ userId: 1, role: 'user', ip: '10.0.0.1', correlationId: 'x' });
    const a2 = await signer.sign({ userId: 1, role: 'user', ip: '10.0.0.1', correlationId: 'y' });
    const b = await signer.sign({ userId: 2, role: 'user', ip: '10.0.0.1' });
    const c = await signer.sign({ userId: 1, role: 'user', ip: '10.0.0.2' });
    expect(a1).toBe(a2);
    expect(new Set([a1, b, c]).size).toBe(3);
    expect(await verifyContext(secret, b)).toMatchObject({ userId: 2 });
  });

  it('issues a new token once half the lifetime has passed', async () => {
    const signer = new ContextSigner(secret, 2);
    const first = await signer.sign({ userId: 3, role: 'user', ip: null });
    advance(900);
    expect(await signer.sign({ userId: 3, role: 'user', ip: null })).toBe(first);
    advance(200);
    const second = await signer.sign({ userId: 3, role: 'user', ip: null });
    expect(second).not.toBe(first);
  });

  it('never accepts a cached token after it expires', async () => {
    const token = await signContext(secret, { userId: 4, role: 'user', ip: null }, 1);
    expect(await verifyContext(secret, token)).toMatchObject({ userId: 4 }); // now cached
    advance(900);
    expect(await verifyContext(secret, token)).toMatchObject({ userId: 4 });
    advance(1200);
    await expect(verifyContext(secret, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
