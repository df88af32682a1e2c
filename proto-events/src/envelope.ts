import { z } from 'zod';

/** The wrapper every event travels in; `data` is checked against the event's own schema. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1),
  correlationId: z.string().max(200).optional(),
  data: z.unknown(),
});

export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

/** An event contract: its subject (`<service>.<aggregate>.<event>.v<N>`), stream and payload schema. */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  subject: string;
  stream: string;
  schema: S;
}

export type EventData<E extends EventDefinition> = z.infer<E['schema']>;

const SUBJECT_RE = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v[0-9]+$/;

/** Declares an event; the subject must follow `<service>.<aggregate>.<event>.v<N>`. */
export function defineEvent<S extends z.ZodType>(
  subject: string,
  stream: string,
  schema: S,
): EventDefinition<S> {
  if (!SUBJECT_RE.test(subject)) throw new Error(`Bad event subject "${subject}"`);
  return { subject, stream, schema };
}
