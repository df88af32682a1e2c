import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

const imagePayload = z.object({
  userId: z.number().int().positive(),
  itemId: z.number().int().positive(),
  kind: z.enum(['user_image', 'try_on_result', 'gemini_person']),
  imageUrl: z.string().startsWith('/uploads/'),
});

/** A person saved an image to their gallery (an uploaded image, a try-on result or a generated person). */
export const MediaImageSaved = defineEvent('media.image.saved.v1', STREAMS.media.name, imagePayload);
export type MediaImageSavedData = z.infer<typeof MediaImageSaved.schema>;

/** A saved gallery item was deleted (its stored object goes too when nothing else refers to it). */
export const MediaImageDeleted = defineEvent('media.image.deleted.v1', STREAMS.media.name, imagePayload);
export type MediaImageDeletedData = z.infer<typeof MediaImageDeleted.schema>;
