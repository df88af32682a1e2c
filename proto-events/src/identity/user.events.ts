import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/** A person created an account (billing grants the free trial; support sends the welcome mail). */
export const UserRegistered = defineEvent(
  'identity.user.registered.v1',
  STREAMS.identity.name,
  z.object({
    userId: z.number().int().positive(),
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    registeredAt: z.iso.datetime({ offset: true }),
  }),
);
export type UserRegisteredData = z.infer<typeof UserRegistered.schema>;

/**
 * A person deleted their account. identity has already removed the account, its sessions and its links;
 * every service that holds something of the person removes it on this event (billing keeps its payments
 * ledger with the person anonymised). `email` is the address the final mail confirming the deletion
 * goes to, and lets a service find what it holds by address.
 */
export const UserDeleted = defineEvent(
  'identity.user.deleted.v1',
  STREAMS.identity.name,
  z.object({
    userId: z.number().int().positive(),
    email: z.email().nullable(),
    deletedAt: z.iso.datetime({ offset: true }),
  }),
);
export type UserDeletedData = z.infer<typeof UserDeleted.schema>;
