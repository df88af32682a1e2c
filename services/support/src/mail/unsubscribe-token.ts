import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeTypes, type UnsubscribeType } from '@tryon/proto-events';

/** What an unsubscribe token stands for. */
export interface UnsubscribeClaim {
  userId: number;
  type: UnsubscribeType;
}

const TOKEN_RE = new RegExp(`^(\\d{1,10})\\.(${unsubscribeTypes.join('|')})\\.([A-Za-z0-9_-]{43})$`);

/**
 * Signs and checks the tokens of unsubscribe links: `{userId}.{type}.{HMAC-SHA256}`, keyed by a key
 * derived from the platform's secret for this use only, so nobody can make a link for another person
 * or another kind of e-mail. A link stays valid (unsubscribing is idempotent).
 */
export class UnsubscribeTokens {
  private readonly keys: Buffer[];

  /** Links are signed with the first secret; the others (a secret being rotated) are still accepted. */
  constructor(secrets: string | readonly string[]) {
    this.keys = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) =>
      createHmac('sha256', secret).update('support:unsubscribe-link:v1').digest(),
    );
  }

  private signature(key: Buffer, userId: number, type: UnsubscribeType): string {
    return createHmac('sha256', key).update(`${userId}.${type}`).digest('base64url');
  }

  /** The token of a link that turns `type` off for `userId`. */
  sign(userId: number, type: UnsubscribeType): string {
    return `${userId}.${type}.${this.signature(this.keys[0]!, userId, type)}`;
  }

  /** The person and kind a token stands for, or null when it is malformed or forged. */
  verify(token: unknown): UnsubscribeClaim | null {
    if (typeof token !== 'string') return null;
    const m = TOKEN_RE.exec(token);
    if (!m) return null;
    const userId = Number(m[1]);
    const type = m[2] as UnsubscribeType;
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    // Compared as written (one spelling per signature), in constant time.
    const given = Buffer.from(m[3]!);
    const matches = (key: Buffer) => {
      const expected = Buffer.from(this.signature(key, userId, type));
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    return this.keys.some(matches) ? { userId, type } : null;
  }
}
