import { createHash } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

// The download link of a data export: a signed token (HS256 under a key derived from the shared
// INTERNAL_TOKEN_SECRET, its own audience) naming the export and its owner, valid until the export
// expires. It needs no cookie, so it works from the mail on any device; nothing else opens the ZIP.

const AUDIENCE = 'tryon-data-export';
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = createHash('sha256').update(`tryon-export-link-v1:${secret}`).digest();
    keys.set(secret, key);
  }
  return key;
}

export interface ExportLinkClaims {
  exportId: string;
  userId: number;
}

/** A link token for `claims` that stops working at `expiresAt`. */
export function signExportLink(secret: string, claims: ExportLinkClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ eid: claims.exportId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/**
 * The export a link token names, or why it cannot be used: `expired` (its time is over) or `invalid`
 * (altered, made with another secret, or not a link token). `secrets`: the current one first, then the
 * one still accepted while it is rotated.
 */
export async function verifyExportLink(
  secrets: readonly string[],
  token: string,
  now: Date = new Date(),
): Promise<ExportLinkClaims | { refused: 'expired' | 'invalid' }> {
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (typeof payload.eid !== 'string' || !Number.isInteger(userId) || userId <= 0) {
        return { refused: 'invalid' };
      }
      return { exportId: payload.eid, userId };
    } catch (err) {
      // Expired is only known once the signature checked out, so it is this secret's token.
      if (err instanceof errors.JWTExpired) return { refused: 'expired' };
    }
  }
  return { refused: 'invalid' };
}
