import { z } from 'zod';

/**
 * Every closed set of values the system knows, defined once. Events, RPC, the services' validation and
 * the GraphQL schemas use these: each GraphQL enum of a subgraph has the name of one of them here (see
 * GRAPHQL_ENUMS), its values are these values with `-` written `_` (GraphQL names cannot hold a hyphen),
 * and codegen maps the enum to this type, so a resolver reads and answers the stored value itself
 * ('full-body'), and the wire carries `full_body`. `npm run schema-check` fails when a schema's enum and
 * its set here differ, in values or order. The REST shim keeps the stored (documented) values.
 */

// --- identity ----------------------------------------------------------------------------------------

/** A person's role. */
export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

/**
 * An account's summary of its billing subscription (users.subscriptionStatus, spec business-admin-data
 * section 3): billing's SubscriptionStatus folded to these four by identity.
 */
export const AccountSubscriptionStatus = z.enum(['active', 'inactive', 'cancelled', 'past_due']);
export type AccountSubscriptionStatus = z.infer<typeof AccountSubscriptionStatus>;

// --- ai-jobs ----------------------------------------------------------------------------------------

/** Kinds of AI job (each debited under the job's key). */
export const JobKind = z.enum(['person_generation', 'virtual_tryon', 'edit']);
export type JobKind = z.infer<typeof JobKind>;

/** What a generation or try-on is (gemini_sessions.sessionType). */
export const SessionType = z.enum(['person_generation', 'virtual_tryon']);
export type SessionType = z.infer<typeof SessionType>;

/** Statuses of a generation, try-on or edit (spec consumer-app section 4). */
export const JobStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof JobStatus>;

/** The person attributes of the generate form (spec consumer-app section 3), in the spec's order. */
export const Gender = z.enum(['male', 'female']);
export type Gender = z.infer<typeof Gender>;
export const AgeGroup = z.enum(['young', 'middle-aged', 'older']);
export type AgeGroup = z.infer<typeof AgeGroup>;
export const Ethnicity = z.enum(['caucasian', 'asian', 'african', 'hispanic', 'mixed']);
export type Ethnicity = z.infer<typeof Ethnicity>;
export const Build = z.enum(['slim', 'average', 'athletic', 'plus-size']);
export type Build = z.infer<typeof Build>;
export const HairColor = z.enum(['blonde', 'brown', 'black', 'red', 'gray']);
export type HairColor = z.infer<typeof HairColor>;
export const HairStyle = z.enum(['short', 'medium', 'long', 'curly', 'straight']);
export type HairStyle = z.infer<typeof HairStyle>;
export const ClothingStyle = z.enum(['casual', 'business', 'formal', 'athletic']);
export type ClothingStyle = z.infer<typeof ClothingStyle>;
export const Pose = z.enum(['standing-front', 'standing-side', 'sitting', 'casual-pose']);
export type Pose = z.infer<typeof Pose>;
export const Background = z.enum(['white', 'gray', 'blue', 'green', 'beige', 'studio', 'neutral']);
export type Background = z.infer<typeof Background>;

/** Each person attribute's closed set, by the attribute's name, in the spec's order. */
export const PERSON_ATTRIBUTE_SETS = {
  gender: Gender,
  age: AgeGroup,
  ethnicity: Ethnicity,
  build: Build,
  hairColor: HairColor,
  hairStyle: HairStyle,
  clothing: ClothingStyle,
  pose: Pose,
  background: Background,
} as const;
export type PersonAttributeKey = keyof typeof PERSON_ATTRIBUTE_SETS;
export const PERSON_ATTRIBUTE_KEYS = Object.keys(PERSON_ATTRIBUTE_SETS) as PersonAttributeKey[];

/** The graph's PersonAttributes: each attribute a value of its set, or null when not known. */
export type KnownPersonAttributes = {
  [K in PersonAttributeKey]: z.infer<(typeof PERSON_ATTRIBUTE_SETS)[K]> | null;
};

/**
 * The person attributes of `source` as the graph shows them (PersonAttributes): each one that is a value of
 * its set; a missing one, or one that is none of its values (a saved person's free text), is null.
 */
export function knownPersonAttributes(
  source: Readonly<Partial<Record<PersonAttributeKey, string | null>>>,
): KnownPersonAttributes {
  return Object.fromEntries(
    PERSON_ATTRIBUTE_KEYS.map((key) => [key, PERSON_ATTRIBUTE_SETS[key].safeParse(source[key]).data ?? null]),
  ) as KnownPersonAttributes;
}

/** The try-on's garment category and the garment types of multi-garment mode. */
export const TryOnCategory = z.enum(['tops', 'bottoms', 'full-body', 'accessories']);
export type TryOnCategory = z.infer<typeof TryOnCategory>;
export const GarmentType = z.enum(['top', 'bottom', 'shoes', 'full-body']);
export type GarmentType = z.infer<typeof GarmentType>;

/** The AI providers the admin configures. */
export const AiProviderName = z.enum(['gemini', 'fashn']);
export type AiProviderName = z.infer<typeof AiProviderName>;

/** Where the Gemini model in use came from: the admin's pin, a configured candidate, the newest, none. */
export const ModelSource = z.enum(['pinned', 'candidate', 'discovered', 'none']);
export type ModelSource = z.infer<typeof ModelSource>;
/** The same, for the support chat's model (its own GraphQL name). */
export const ChatModelSource = ModelSource;
export type ChatModelSource = ModelSource;

/** What ran a job: a provider, the offline engine (local), or nothing (it failed before one was chosen). */
export const JobEngine = z.enum(['gemini', 'fashn', 'local', 'none']);
export type JobEngine = z.infer<typeof JobEngine>;

// --- media ------------------------------------------------------------------------------------------

/** What an uploaded image is (user_images.category). */
export const ImageCategory = z.enum(['person', 'clothing']);
export type ImageCategory = z.infer<typeof ImageCategory>;

// --- billing ----------------------------------------------------------------------------------------

/** user_subscriptions.status values (spec business-admin-data section 3). */
export const SubscriptionStatus = z.enum([
  'active',
  'canceled',
  'past_due',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'unpaid',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** How often a subscription renews. */
export const BillingCycle = z.enum(['monthly', 'annual']);
export type BillingCycle = z.infer<typeof BillingCycle>;

/** What a session was spent on (session_usage_logs.actionType). */
export const ActionType = z.enum(['virtual_tryon', 'refinement', 'model_generation']);
export type ActionType = z.infer<typeof ActionType>;

/** Where a debited session came from (session_usage_logs.deductedFrom). */
export const DeductedFrom = z.enum(['subscription', 'top_up', 'mixed', 'free_trial']);
export type DeductedFrom = z.infer<typeof DeductedFrom>;

/** A pack purchase's status (top_up_purchases.status). */
export const PaymentStatus = z.enum(['pending', 'completed', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** A sandbox checkout: a pack (payment) or a plan (subscription), and where it stands. */
export const CheckoutMode = z.enum(['payment', 'subscription']);
export type CheckoutMode = z.infer<typeof CheckoutMode>;
export const CheckoutStatus = z.enum(['open', 'complete', 'expired']);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

/**
 * A change of a subscription's plan or cycle: an upgrade (more sessions a month, same cycle: at once,
 * prorated), a downgrade (fewer sessions: at the period's end), or a switch between monthly and annual
 * (at the period's end).
 */
export const PlanChangeKind = z.enum(['upgrade', 'downgrade', 'cycle_switch']);
export type PlanChangeKind = z.infer<typeof PlanChangeKind>;

/** Where a plan change stands: waiting for the period's end, in effect, or undone before it began. */
export const PlanChangeStatus = z.enum(['scheduled', 'applied', 'undone']);
export type PlanChangeStatus = z.infer<typeof PlanChangeStatus>;

// --- content ----------------------------------------------------------------------------------------

/** Who a promotional campaign is shown to. */
export const CampaignAudience = z.enum(['all', 'free', 'subscribed', 'low_balance']);
export type CampaignAudience = z.infer<typeof CampaignAudience>;

// --- support ----------------------------------------------------------------------------------------

/** Who wrote a chat message: the visitor, the assistant, or a person of the team (an admin's reply). */
export const ChatRole = z.enum(['user', 'assistant', 'team']);
export type ChatRole = z.infer<typeof ChatRole>;

/** What a visitor says a conversation is about, and where the team stands with it. */
export const FeedbackType = z.enum(['question', 'feedback', 'bug_report', 'feature_request', 'other']);
export type FeedbackType = z.infer<typeof FeedbackType>;
export const ConversationStatus = z.enum(['new', 'reviewed', 'responded', 'resolved']);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

/**
 * The e-mails the system sends, and where one stands. support_reply is an admin's answer to a chat
 * conversation, mailed to the visitor; support_handoff tells an admin who asked for it that a conversation
 * was handed to a person.
 */
export const EmailType = z.enum([
  'low_balance',
  'renewal_reminder',
  'welcome',
  'marketing',
  'invoice',
  'account',
  'support_reply',
  'support_handoff',
]);
export type EmailType = z.infer<typeof EmailType>;
export const EmailStatus = z.enum(['pending', 'sent', 'failed', 'bounced']);
export type EmailStatus = z.infer<typeof EmailStatus>;

/**
 * The account mails identity asks support to send (type `account`, sent whatever the preferences, never
 * with text the person typed): a link to verify the address, to reset the password, to take over an
 * address an unverified account holds, or to confirm a new address; and notices that the password or the
 * address was changed.
 */
export const AccountMailKind = z.enum([
  'verify_email',
  'password_reset',
  'account_claim',
  'email_change',
  'password_changed',
  'email_changed',
]);
export type AccountMailKind = z.infer<typeof AccountMailKind>;

/**
 * Every account mail support writes: identity's kinds, the link to a data export media made, and the
 * confirmation support sends itself once an account was deleted.
 */
export const AccountMailTemplate = z.enum([...AccountMailKind.options, 'data_export', 'account_deleted']);
export type AccountMailTemplate = z.infer<typeof AccountMailTemplate>;

/** Where an export of a person's data stands: queued, being built, ready to download, failed, or gone. */
export const DataExportStatus = z.enum(['pending', 'running', 'ready', 'failed', 'expired']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

// --- GraphQL ----------------------------------------------------------------------------------------

/** Each GraphQL enum of the subgraphs, by its name, and the set it is. */
export const GRAPHQL_ENUMS = {
  Role,
  AccountSubscriptionStatus,
  JobKind,
  SessionType,
  JobStatus,
  Gender,
  AgeGroup,
  Ethnicity,
  Build,
  HairColor,
  HairStyle,
  ClothingStyle,
  Pose,
  Background,
  TryOnCategory,
  GarmentType,
  AiProviderName,
  ModelSource,
  ChatModelSource,
  JobEngine,
  ImageCategory,
  SubscriptionStatus,
  BillingCycle,
  ActionType,
  DeductedFrom,
  PaymentStatus,
  CheckoutMode,
  CheckoutStatus,
  PlanChangeKind,
  PlanChangeStatus,
  CampaignAudience,
  ChatRole,
  FeedbackType,
  ConversationStatus,
  EmailType,
  EmailStatus,
  DataExportStatus,
} as const;
export type GraphQLEnumName = keyof typeof GRAPHQL_ENUMS;

type ClosedSet = z.ZodEnum<Record<string, string>>;
type Value<E extends ClosedSet> = z.infer<E>;

/** A value's name in GraphQL: `-` becomes `_` ('full-body' -> full_body). */
export function graphqlEnumName(value: string): string {
  return value.replace(/-/g, '_');
}

/** The GraphQL names of a set's values, in order. */
export function graphqlEnumNames(set: ClosedSet): string[] {
  return set.options.map(graphqlEnumName);
}

/**
 * What Apollo needs to read and answer a set's values as they are stored: per GraphQL name, the value
 * (`{ full_body: 'full-body', tops: 'tops', ... }`).
 */
export function graphqlEnumValues(set: ClosedSet): Record<string, string> {
  return Object.fromEntries(set.options.map((v) => [graphqlEnumName(v), v]));
}

/** The stored value of a GraphQL name of `set`, or undefined when it is none of its values. */
export function fromGraphQLEnum<E extends ClosedSet>(set: E, name: string): Value<E> | undefined {
  return set.options.find((v) => graphqlEnumName(v) === name) as Value<E> | undefined;
}

/** The GraphQL name of a value of `set`, or undefined when it is none of its values. */
export function toGraphQLEnum(set: ClosedSet, value: string): string | undefined {
  return set.options.includes(value) ? graphqlEnumName(value) : undefined;
}

/** The refusal of a value outside `set`, in the catalogue's words: "Invalid data: <field> must be one of a, b". */
export function oneOfMessage(field: string, set: ClosedSet): string {
  return `Invalid data: ${field} must be one of ${set.options.join(', ')}`;
}
