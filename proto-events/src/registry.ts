import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition, Envelope } from './envelope.js';
import { envelopeSchema } from './envelope.js';
import type { ZodError } from 'zod';
import { UserDeleted, UserRegistered } from './identity/user.events.js';
import { PreferencesChanged } from './identity/preferences.events.js';
import { SessionRevoked } from './identity/session.events.js';
import { AccountMailRequested, EmailVerified } from './identity/account.events.js';
import { AdminActionRecorded } from './audit/admin-action.events.js';
import { MediaImageDeleted, MediaImageSaved } from './media/image.events.js';
import { DataExportReady } from './media/export.events.js';
import { BalanceChanged } from './billing/balance.events.js';
import { SubscriptionChanged } from './billing/subscription.events.js';
import { PaymentCompleted } from './billing/payment.events.js';
import { JobFailed, JobRequested, SessionStatusChanged } from './ai-jobs/job.events.js';
import { ConversationEscalated } from './support/conversation.events.js';
import { UnsubscribeRequested } from './support/unsubscribe.events.js';

/** One line per problem: `path: message`. */
function describe(err: ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Every event the platform knows, by subject. */
export const EVENTS: Record<string, EventDefinition> = Object.fromEntries(
  [
    UserRegistered,
    UserDeleted,
    SessionRevoked,
    PreferencesChanged,
    AccountMailRequested,
    EmailVerified,
    AdminActionRecorded,
    MediaImageSaved,
    MediaImageDeleted,
    DataExportReady,
    BalanceChanged,
    SubscriptionChanged,
    PaymentCompleted,
    JobFailed,
    SessionStatusChanged,
    JobRequested,
    ConversationEscalated,
    UnsubscribeRequested,
  ].map((e) => [e.subject, e]),
);

/** Thrown when an event does not match its contract; `reason` says why (for dead-lettering). */
export class InvalidEventError extends Error {
  constructor(public readonly reason: string) {
    super(`Invalid event: ${reason}`);
    this.name = 'InvalidEventError';
  }
}

/** Builds a validated envelope for publishing. Throws InvalidEventError on a bad payload. */
export function buildEnvelope<E extends EventDefinition>(
  event: E,
  data: EventData<E>,
  opts: { producer: string; correlationId?: string; id?: string; occurredAt?: Date },
): Envelope<EventData<E>> {
  const parsed = event.schema.safeParse(data);
  if (!parsed.success) throw new InvalidEventError(`${event.subject}: ${describe(parsed.error)}`);
  return {
    id: opts.id ?? randomUUID(),
    subject: event.subject,
    occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
    producer: opts.producer,
    ...(opts.correlationId ? { correlationId: opts.correlationId } : {}),
    data: parsed.data as EventData<E>,
  };
}

/**
 * Parses raw message bytes received on `subject` into a validated envelope of `event`.
 * Throws InvalidEventError with the reason when anything does not match.
 */
export function parseEnvelope<E extends EventDefinition>(
  event: E,
  subject: string,
  raw: Uint8Array | string,
): Envelope<EventData<E>> {
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
  } catch {
    throw new InvalidEventError('body is not JSON');
  }
  const env = envelopeSchema.safeParse(json);
  if (!env.success) throw new InvalidEventError(`bad envelope: ${describe(env.error)}`);
  if (env.data.subject !== subject || subject !== event.subject) {
    throw new InvalidEventError(
      `subject mismatch: got ${subject} (envelope ${env.data.subject}), want ${event.subject}`,
    );
  }
  const data = event.schema.safeParse(env.data.data);
  if (!data.success) throw new InvalidEventError(`${event.subject}: ${describe(data.error)}`);
  return { ...env.data, data: data.data as EventData<E> };
}
