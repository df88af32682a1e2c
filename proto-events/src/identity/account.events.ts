import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { AccountMailKind } from '../enums.js';
import { STREAMS } from '../streams.js';

/**
 * identity asks support to send an account mail to `email` (which may differ from the account's current
 * address: a new address being confirmed, or the old one told of a change). A link's token travels
 * sealed (kit's `sealText` with the shared INTERNAL_TOKEN_SECRET): neither the stream nor an outbox row
 * holds a usable token; identity stores only its hash. No field carries text the person typed.
 */
export const AccountMailRequested = defineEvent(
  'identity.account.mail-requested.v1',
  STREAMS.identity.name,
  z.object({
    userId: z.number().int().positive(),
    email: z.email(),
    kind: AccountMailKind,
    /** The link's token, sealed; present for the kinds that carry a link. */
    sealedToken: z.string().min(1).max(2000).optional(),
    /** When the link stops working. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    /** When the change a notice tells of was made (or the request was made). */
    at: z.iso.datetime({ offset: true }),
  }),
);
export type AccountMailRequestedData = z.infer<typeof AccountMailRequested.schema>;

/**
 * A person proved they read `email` (a verification link, a new address confirmed, a reset or claim
 * link followed): mails may now carry their name, and go to this address.
 */
export const EmailVerified = defineEvent(
  'identity.user.email-verified.v1',
  STREAMS.identity.name,
  z.object({
    userId: z.number().int().positive(),
    email: z.email(),
    firstName: z.string().nullable(),
    verifiedAt: z.iso.datetime({ offset: true }),
  }),
);
export type EmailVerifiedData = z.infer<typeof EmailVerified.schema>;
