import { SignJWT, jwtVerify } from 'jose';
import { AppError } from './errors.js';

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
const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
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
    .sign(key(secret));
}

/** Verifies a context token; anything wrong (missing, forged, expired) is UNAUTHENTICATED. */
export async function verifyContext(secret: string, token: unknown): Promise<CallerContext> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    throw new AppError('UNAUTHENTICATED', 'Missing internal context');
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const uid = payload.uid;
    const role = payload.role;
    return {
      userId: typeof uid === 'number' && Number.isInteger(uid) && uid > 0 ? uid : null,
      role: role === 'admin' || role === 'user' ? role : null,
      ip: typeof payload.ip === 'string' ? payload.ip : null,
      correlationId: typeof payload.cid === 'string' ? payload.cid : undefined,
      sidHash: typeof payload.sh === 'string' ? payload.sh : undefined,
    };
  } catch (err) {
    throw new AppError('UNAUTHENTICATED', 'Invalid internal context', { cause: err });
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
