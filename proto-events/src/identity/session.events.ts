import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/** A sign-in session ended (sign-out, rotation or expiry); the gateway drops it from its cache. */
export const SessionRevoked = defineEvent(
  'identity.session.revoked.v1',
  STREAMS.identity.name,
  z.object({
    /** SHA-256 (hex) of the cookie value; the raw session id never leaves identity. */
    sidHash: z.string().regex(/^[0-9a-f]{64}$/),
    userId: z.number().int().positive(),
    reason: z.enum(['logout', 'rotated', 'expired']),
  }),
);
export type SessionRevokedData = z.infer<typeof SessionRevoked.schema>;
