/**
 * Who may do what on the bus: one NATS user per process kind, with the subjects it may publish and
 * subscribe to. This table is the one source of truth: the launcher's nats-server, the test server,
 * `deploy/nats/tryon-auth.conf` (docker compose, Kubernetes) are all generated from it.
 *
 * What a user may do is derived from what it does:
 * - `owns`: the streams its events go to (one per service; ai-jobs has its work queue too). It publishes
 *   every subject of them, and only it may change their definition. The shared streams take every
 *   service's admin actions (`audit.*`, the AUDIT events of the registry) and dead letters
 *   (`deadletter.<subject>`, only of the subjects it consumes).
 * - `consumes`: its durable pull consumers (stream, durable name, event). For each it may create or update
 *   that durable with exactly that filter, read its info, delete it (content drops its own to replay a
 *   stream), pull from it and acknowledge what it got. Nobody can read another's durable or make one of
 *   their own on another stream.
 * - `serves`: the request-reply services it answers (`rpc.<service>.>`); it may answer only the requests
 *   it received (`allow_responses`), never publish to someone else's inbox.
 * - `calls`: the request-reply subjects it may call.
 * - `listens`: events it follows on plain NATS (the gateway's live pushes).
 * - Replies (request answers, JetStream API answers, pulled messages) arrive on the user's own inbox
 *   prefix `_INBOX.<user>.` (see {@link inboxPrefix}; the kit's client sets it), so no user can subscribe
 *   to the replies of another.
 *
 * JetStream: every service may look up and create (not update, purge or delete) each of the platform's
 * streams, because any of them may start first and must find the streams it consumes in place; that
 * is `$JS.API.STREAM.INFO.<S>` and `$JS.API.STREAM.CREATE.<S>` (a create with another definition than
 * the existing one is refused by the server). `$JS.API.INFO` (account info) is open to every user.
 */
import type { EventDefinition } from './envelope.js';
import { EVENTS } from './registry.js';
import { deadLetterSubject, STREAMS } from './streams.js';
import { DEBIT_SUBJECT } from './billing/debit.rpc.js';
import {
  REGISTER_RESULT_SUBJECT,
  RESOLVE_IMAGE_SUBJECT,
  SAVE_GEMINI_PERSON_SUBJECT,
} from './media/image.rpc.js';
import { EXPORT_USER_SUBJECTS } from './account/export.rpc.js';
import { DataExportReady } from './media/export.events.js';
import { PreferencesChanged } from './identity/preferences.events.js';
import { SessionRevoked } from './identity/session.events.js';
import { UserDeleted, UserRegistered } from './identity/user.events.js';
import { AccountMailRequested, EmailVerified } from './identity/account.events.js';
import { AdminActionRecorded } from './audit/admin-action.events.js';
import { BalanceChanged } from './billing/balance.events.js';
import { PaymentCompleted } from './billing/payment.events.js';
import { SubscriptionChanged } from './billing/subscription.events.js';
import { JobFailed, JobRequested, SessionStatusChanged } from './ai-jobs/job.events.js';
import { ConversationEscalated } from './support/conversation.events.js';
import { UnsubscribeRequested } from './support/unsubscribe.events.js';

type StreamKey = keyof typeof STREAMS;

/** A durable pull consumer a user runs. */
export interface BusConsumer {
  event: EventDefinition;
  /** Durable name: the one the service's consumer code uses. */
  durable: string;
}

/** What a NATS user does on the bus; its permissions are derived from this ({@link busPermissions}). */
export interface BusUserSpec {
  owns: readonly StreamKey[];
  consumes: readonly BusConsumer[];
  serves: readonly string[];
  calls: readonly string[];
  listens: readonly EventDefinition[];
  /** Connects to JetStream to create streams and consumers and to publish (every service, not the gateway). */
  jetstream: boolean;
}

const none = { owns: [], consumes: [], serves: [], calls: [], listens: [] } as const;

/** The NATS user of each process kind (the launcher's service names, plus the gateway). */
export const BUS_USERS = {
  identity: {
    ...none,
    jetstream: true,
    owns: ['identity'],
    serves: ['identity'],
    consumes: [
      { event: AdminActionRecorded, durable: 'identity-admin-actions' },
      { event: SubscriptionChanged, durable: 'identity-subscription-changed' },
      { event: UnsubscribeRequested, durable: 'identity-unsubscribe-requested' },
      { event: UserDeleted, durable: 'identity-user-deleted' },
    ],
  },
  media: {
    ...none,
    jetstream: true,
    owns: ['media'],
    serves: ['media'],
    // A data export gathers each service's part of the person's data.
    calls: Object.values(EXPORT_USER_SUBJECTS),
    consumes: [{ event: UserDeleted, durable: 'media-user-deleted' }],
  },
  billing: {
    ...none,
    jetstream: true,
    owns: ['billing'],
    serves: ['billing'],
    consumes: [
      { event: JobFailed, durable: 'billing-job-failed' },
      { event: UserRegistered, durable: 'billing-user-registered' },
      { event: UserDeleted, durable: 'billing-user-deleted' },
    ],
  },
  // The API and the workers share ai-jobs' outbox (either relay may publish the other's rows), so both
  // own both streams; only the API debits and checks inputs, only the workers take jobs and register
  // results.
  'ai-jobs': {
    ...none,
    jetstream: true,
    owns: ['aiJobs', 'aiJobsWork'],
    serves: ['ai-jobs'],
    calls: [DEBIT_SUBJECT, RESOLVE_IMAGE_SUBJECT, SAVE_GEMINI_PERSON_SUBJECT],
    consumes: [{ event: UserDeleted, durable: 'aijobs-user-deleted' }],
  },
  'ai-jobs-worker': {
    ...none,
    jetstream: true,
    owns: ['aiJobs', 'aiJobsWork'],
    calls: [REGISTER_RESULT_SUBJECT],
    consumes: [{ event: JobRequested, durable: 'aijobs-workers' }],
  },
  content: {
    ...none,
    jetstream: true,
    consumes: [
      { event: UserRegistered, durable: 'content-audience-user-registered' },
      { event: SubscriptionChanged, durable: 'content-audience-subscription-changed' },
      { event: BalanceChanged, durable: 'content-audience-balance-changed' },
      { event: UserDeleted, durable: 'content-user-deleted' },
    ],
  },
  support: {
    ...none,
    jetstream: true,
    owns: ['support'],
    serves: ['support'],
    consumes: [
      { event: UserRegistered, durable: 'support-mail-user-registered' },
      { event: PreferencesChanged, durable: 'support-mail-preferences-changed' },
      { event: BalanceChanged, durable: 'support-mail-balance-changed' },
      { event: SubscriptionChanged, durable: 'support-mail-subscription-changed' },
      { event: PaymentCompleted, durable: 'support-mail-payment-completed' },
      { event: AccountMailRequested, durable: 'support-mail-account-mail-requested' },
      { event: EmailVerified, durable: 'support-mail-email-verified' },
      { event: DataExportReady, durable: 'support-mail-data-export-ready' },
      { event: UserDeleted, durable: 'support-user-deleted' },
    ],
  },
  gateway: {
    ...none,
    jetstream: false,
    listens: [SessionRevoked, SessionStatusChanged, BalanceChanged, ConversationEscalated],
  },
} as const satisfies Record<string, BusUserSpec>;

export type BusUserName = keyof typeof BUS_USERS;

/** The operator's user (tests, the `nats` CLI): every subject. Not given to any service. */
export const BUS_ADMIN_USER = 'admin';

/** Every user of the generated server configuration: the services', the gateway's and the admin's. */
export const ALL_BUS_USERS: readonly string[] = [...Object.keys(BUS_USERS), BUS_ADMIN_USER];

export function isBusUser(name: string): name is BusUserName {
  return Object.prototype.hasOwnProperty.call(BUS_USERS, name);
}

const USER_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Where a user's replies arrive: `_INBOX.<user>` (nats.js `inboxPrefix`). The server lets each user
 * subscribe only below its own prefix. A name that cannot be a subject token keeps the default `_INBOX`.
 */
export function inboxPrefix(user: string | undefined): string {
  return user && /^[A-Za-z0-9_-]+$/.test(user) ? `_INBOX.${user}` : '_INBOX';
}

/** The NATS permissions of one user. */
export interface BusPermissions {
  publish: string[];
  subscribe: string[];
  /** May answer the requests it received (request-reply responders). */
  allowResponses: boolean;
}

/** The JetStream API subjects of one durable: create/update with its filter, info, delete, pull, acks. */
function consumerSubjects(c: BusConsumer): string[] {
  const s = c.event.stream;
  const d = c.durable;
  return [
    `$JS.API.CONSUMER.CREATE.${s}.${d}.${c.event.subject}`,
    `$JS.API.CONSUMER.INFO.${s}.${d}`,
    `$JS.API.CONSUMER.DELETE.${s}.${d}`,
    `$JS.API.CONSUMER.MSG.NEXT.${s}.${d}`,
    // Acknowledgements (ack, nak, in progress, term) go to the delivery's reply subject:
    // `$JS.ACK.<stream>.<durable>.<counters...>` (the form nats-server 2.9-2.11 sends), or with a
    // domain and account hash in front (the newer form a later server may send).
    `$JS.ACK.${s}.${d}.>`,
    `$JS.ACK.*.*.${s}.${d}.>`,
  ];
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Derives the permissions of a bus user from {@link BUS_USERS}, the streams and the event registry. */
export function busPermissions(name: BusUserName): BusPermissions {
  const spec: BusUserSpec = BUS_USERS[name];
  const publish: string[] = ['$JS.API.INFO'];
  const subscribe: string[] = [`${inboxPrefix(name)}.>`];
  if (spec.jetstream) {
    for (const def of Object.values(STREAMS)) {
      publish.push(`$JS.API.STREAM.INFO.${def.name}`, `$JS.API.STREAM.CREATE.${def.name}`);
    }
    for (const key of spec.owns) publish.push(`$JS.API.STREAM.UPDATE.${STREAMS[key].name}`);
    for (const key of spec.owns) publish.push(...STREAMS[key].subjects);
    // Admin actions of any service go to the shared audit stream.
    for (const e of Object.values(EVENTS)) if (e.stream === STREAMS.audit.name) publish.push(e.subject);
  }
  for (const c of spec.consumes) {
    publish.push(deadLetterSubject(c.event.subject), ...consumerSubjects(c));
  }
  publish.push(...spec.calls);
  for (const service of spec.serves) subscribe.push(`rpc.${service}.>`);
  for (const e of spec.listens) subscribe.push(e.subject);
  return {
    publish: unique(publish),
    subscribe: unique(subscribe),
    allowResponses: spec.serves.length > 0,
  };
}

/** Whether the NATS subject pattern `pattern` (with `*` and `>`) matches the literal `subject`. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** Whether `user` may publish (or subscribe to) `subject` under the generated configuration. */
export function busAllows(user: BusUserName, action: 'publish' | 'subscribe', subject: string): boolean {
  return busPermissions(user)[action].some((p) => subjectMatches(p, subject));
}

/** The permissions of every service user and the gateway, by user name. */
export function allBusPermissions(): Record<BusUserName, BusPermissions> {
  const out = {} as Record<BusUserName, BusPermissions>;
  for (const name of Object.keys(BUS_USERS) as BusUserName[]) {
    if (!USER_NAME.test(name)) throw new Error(`bad bus user name: ${name}`);
    out[name] = busPermissions(name);
  }
  return out;
}
