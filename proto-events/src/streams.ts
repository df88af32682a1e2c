/** JetStream stream definitions: one stream per service, plus shared audit and dead-letter streams. */
export interface StreamDefinition {
  name: string;
  subjects: string[];
  /** Work-queue streams delete a message once acknowledged; the others keep history (limits). */
  retention: 'limits' | 'workqueue';
  /** Maximum age of a message in milliseconds (0 = forever). */
  maxAgeMs: number;
}

const DAY = 24 * 60 * 60 * 1000;

export const STREAMS = {
  identity: { name: 'IDENTITY', subjects: ['identity.>'], retention: 'limits', maxAgeMs: 30 * DAY },
  media: { name: 'MEDIA', subjects: ['media.>'], retention: 'limits', maxAgeMs: 30 * DAY },
  // Request-reply subjects live under `rpc.<service>.<call>`, outside every stream (a stream capturing
  // a request would answer it with its ack), so each service's stream can take all of `<service>.>`.
  billing: { name: 'BILLING', subjects: ['billing.>'], retention: 'limits', maxAgeMs: 30 * DAY },
  aiJobs: { name: 'AI_JOBS', subjects: ['aijobs.>'], retention: 'limits', maxAgeMs: 30 * DAY },
  // The AI job queue: one message per job (message id = the job's key), deleted once a worker acks it.
  aiJobsWork: {
    name: 'AI_JOBS_WORK',
    subjects: ['aijobs-work.>'],
    retention: 'workqueue',
    maxAgeMs: 7 * DAY,
  },
  support: { name: 'SUPPORT', subjects: ['support.>'], retention: 'limits', maxAgeMs: 30 * DAY },
  audit: { name: 'AUDIT', subjects: ['audit.>'], retention: 'limits', maxAgeMs: 90 * DAY },
  deadLetter: { name: 'DEADLETTER', subjects: ['deadletter.>'], retention: 'limits', maxAgeMs: 30 * DAY },
} as const satisfies Record<string, StreamDefinition>;

/** Subject a failed message is parked on, with the reason in its headers. */
export function deadLetterSubject(originalSubject: string): string {
  return `deadletter.${originalSubject}`;
}
