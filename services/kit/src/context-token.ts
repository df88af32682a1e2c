import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { AppError } from './errors.js';

type CryptoKey = webcrypto.CryptoKey;

/** Header carrying the gateway-signed caller context to subgraphs. The gateway strips it from outside. */
export const CONTEXT_HEADER = 'x-tryon-context';

export type Role = 'user' | 'admin';

/** Who is calling, as established by the gateway. `userId` is null for visitors and service calls. */
export interface CallerContext {
  userId: number | null;
  role: Role | null;
  ip: string | null;
  correlationId?: string;
  /** SHA-256 of the sign-in cookie, so a service can act on the caller's own sign-in session. */
  sidHash?: string;
}

const ISSUER = 'tryon-gateway';
const AUDIENCE = 'tryon-services';
// One imported HMAC key per secret: handing jose raw bytes would import the key again on every call.
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, k);
  }
  return k;
}

/** Signs a short-lived (default 60 s) HS256 token with the caller context. */
export async function signContext(secret: string, ctx: CallerContext, ttlSeconds = 60): Promise<string> {
  return new SignJWT({
    uid: ctx.userId,
    role: ctx.role,
    ip: ctx.ip,
    ...(ctx.correlationId ? { cid: ctx.correlationId } : {}),
    ...(ctx.sidHash ? { sh: ctx.sidHash } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await key(secret));
}

// Verified tokens by their exact text (and the secrets they were checked against), until they expire: a
// token seen before needs no new HMAC check.
const verified = new LRUCache<string, { ctx: CallerContext; exp: number }>({ max: 20000 });
const secretSets = new Map<string, number>();
/** A short name for a list of secrets in the cache's keys (a process has one or two lists). */
function secretSetId(secrets: readonly string[]): number {
  const joined = secrets.join('\0');
  let id = secretSets.get(joined);
  if (id === undefined) secretSets.set(joined, (id = secretSets.size));
  return id;
}

/**
 * Verifies a context token signed with `secret` (or any of a list: the current one and, during a
 * rotation, the other one); anything wrong (missing, forged, expired) is UNAUTHENTICATED.
 */
export async function verifyContext(
  secret: string | readonly string[],
  token: unknown,
): Promise<CallerContext> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    throw new AppError('UNAUTHENTICATED', 'Missing internal context');
  }
  const secrets = typeof secret === 'string' ? [secret] : secret;
  const cacheKey = `${secretSetId(secrets)}:${token}`;
  const hit = verified.get(cacheKey);
  if (hit && hit.exp * 1000 > Date.now()) return hit.ctx;
  let failure: unknown;
  for (const s of secrets) {
    try {
      const { payload } = await jwtVerify(token, await key(s), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const uid = payload.uid;
      const role = payload.role;
      const ctx: CallerContext = {
        userId: typeof uid === 'number' && Number.isInteger(uid) && uid > 0 ? uid : null,
        role: role === 'admin' || role === 'user' ? role : null,
        ip: typeof payload.ip === 'string' ? payload.ip : null,
        correlationId: typeof payload.cid === 'string' ? payload.cid : undefined,
        sidHash: typeof payload.sh === 'string' ? payload.sh : undefined,
      };
      if (typeof payload.exp === 'number') verified.set(cacheKey, { ctx, exp: payload.exp });
      return ctx;
    } catch (err) {
      failure = err;
    }
  }
  throw new AppError('UNAUTHENTICATED', 'Invalid internal context', { cause: failure });
}

/**
 * Signs context tokens for the gateway, reusing a caller's token for half its lifetime (the correlation
 * id travels in its own header, so tokens of the same caller are interchangeable).
 */
export class ContextSigner {
  private readonly cache = new LRUCache<string, { token: Promise<string>; renewAt: number }>({ max: 20000 });

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 60,
  ) {}

  sign(ctx: CallerContext): Promise<string> {
    const k = `${ctx.userId}|${ctx.role}|${ctx.ip}|${ctx.sidHash ?? ''}`;
    const hit = this.cache.get(k);
    if (hit && hit.renewAt > Date.now()) return hit.token;
    const token = signContext(this.secret, { ...ctx, correlationId: undefined }, this.ttlSeconds);
    this.cache.set(k, { token, renewAt: Date.now() + (this.ttlSeconds * 1000) / 2 });
    token.catch(() => this.cache.delete(k));
    return token;
  }
}

/** Throws UNAUTHENTICATED unless somebody is signed in; returns their id. */
export function requireUser(ctx: CallerContext): number {
  if (ctx.userId === null) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return ctx.userId;
}

/** Throws unless the caller is an admin. */
export function requireAdmin(ctx: CallerContext): number {
  const id = requireUser(ctx);
  if (ctx.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required');
  return id;
}

/** Refuses access to another person's data unless the caller is an admin. */
export function requireSelfOrAdmin(ctx: CallerContext, ownerId: number): number {
  const id = requireUser(ctx);
  if (id !== ownerId && ctx.role !== 'admin') throw new AppError('FORBIDDEN', 'Forbidden');
  return id;
}
