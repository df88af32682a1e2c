import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A short secret sealed for another service (AES-256-GCM under a key derived from a shared secret,
// INTERNAL_TOKEN_SECRET): an e-mail link's token travels in an event and waits in a mail queue this way,
// so neither a stream, an outbox row nor a queued mail holds a usable token.

const VERSION = 'v1';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`tryon-sealed-${VERSION}:${secret}`).digest();
}

/** `text` sealed with `secret`: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function sealText(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/**
 * The text sealed by {@link sealText} with any of `secrets` (the current one and, while it is rotated,
 * the accepted one), or null when none opens it (altered, or sealed with another secret).
 */
export function openText(secrets: readonly string[], sealed: string): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // Not this secret: try the next.
    }
  }
  return null;
}
