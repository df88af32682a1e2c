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
