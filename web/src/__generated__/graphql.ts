/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An account's summary of its billing subscription (active, inactive, cancelled, past_due). */
export type AccountSubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'inactive'
  | 'past_due';

/** What a session was spent on. */
export type ActionType =
  | 'model_generation'
  | 'refinement'
  | 'virtual_tryon';

export type AgeGroup =
  | 'middle_aged'
  | 'older'
  | 'young';

/** The AI providers the admin configures. */
export type AiProviderName =
  | 'fashn'
  | 'gemini';

export type Background =
  | 'beige'
  | 'blue'
  | 'gray'
  | 'green'
  | 'neutral'
  | 'studio'
  | 'white';

/** How often a subscription renews. */
export type BillingCycle =
  | 'annual'
  | 'monthly';

export type Build =
  | 'athletic'
  | 'average'
  | 'plus_size'
  | 'slim';

/** Who a promotional campaign is shown to. */
export type CampaignAudience =
  | 'all'
  | 'free'
  | 'low_balance'
  | 'subscribed';

export type ChangeEmailInput = {
  currentPassword: string;
  newEmail: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/** A message the widget sends along (the conversation so far). */
export type ChatMessageInput = {
  /** Who wrote it (give author or role). */
  author?: ChatRole | null | undefined;
  content: string;
  /**
   * user or assistant (give author or role)
   * @deprecated Use author.
   */
  role?: string | null | undefined;
  timestamp?: string | null | undefined;
};

/** Where the chat's model came from: the admin's pin, the first configured candidate served, the newest model found when no candidate is served, or none. */
export type ChatModelSource =
  | 'candidate'
  | 'discovered'
  | 'none'
  | 'pinned';

/** Who wrote a chat message: the visitor, the assistant, or a person of the team (an admin's reply). */
export type ChatRole =
  | 'assistant'
  | 'team'
  | 'user';

/** What a checkout sells: a pack (payment) or a plan (subscription). */
export type CheckoutMode =
  | 'payment'
  | 'subscription';

/** Where a checkout stands. */
export type CheckoutStatus =
  | 'complete'
  | 'expired'
  | 'open';

export type ClothingStyle =
  | 'athletic'
  | 'business'
  | 'casual'
  | 'formal';

/** A content page's fields. Required when creating: title, slug, content. When updating, a field left out keeps its value. */
export type ContentPageInput = {
  content?: string | null | undefined;
  isVisible?: boolean | null | undefined;
  metaDescription?: string | null | undefined;
  slug?: string | null | undefined;
  title?: string | null | undefined;
};

/** Where the team stands with a conversation: new, reviewed, responded (an admin answered), resolved. */
export type ConversationStatus =
  | 'new'
  | 'resolved'
  | 'responded'
  | 'reviewed';

/** Where a data export stands. */
export type DataExportStatus =
  | 'expired'
  | 'failed'
  | 'pending'
  | 'ready'
  | 'running';

/** Where a debited session came from: the subscription, the top-ups, both, or the free-trial sessions. */
export type DeductedFrom =
  | 'free_trial'
  | 'mixed'
  | 'subscription'
  | 'top_up';

export type DeleteAccountInput = {
  /** The phrase "delete my account", typed to confirm (any case). */
  confirmation: string;
  currentPassword: string;
};

export type EditImageInput = {
  baseImageUrl: string;
  editInstructions: string;
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: string | null | undefined;
};

/** Where an e-mail stands: pending (queued), sent, failed (tried again while nextAttemptAt is set), bounced (the recipient was refused). */
export type EmailStatus =
  | 'bounced'
  | 'failed'
  | 'pending'
  | 'sent';

/** The e-mails the platform sends: support_reply is an admin's answer to a chat, support_handoff tells an admin of a hand-over. */
export type EmailType =
  | 'account'
  | 'invoice'
  | 'low_balance'
  | 'marketing'
  | 'renewal_reminder'
  | 'support_handoff'
  | 'support_reply'
  | 'welcome';

export type Ethnicity =
  | 'african'
  | 'asian'
  | 'caucasian'
  | 'hispanic'
  | 'mixed';

/** What a visitor says a conversation is about. */
export type FeedbackType =
  | 'bug_report'
  | 'feature_request'
  | 'feedback'
  | 'other'
  | 'question';

/**
 * A footer item's fields. Required when creating: sectionId, label, url. When updating, a field left out keeps
 * its value; the section cannot be changed.
 */
export type FooterItemInput = {
  displayOrder?: number | null | undefined;
  isVisible?: boolean | null | undefined;
  label?: string | null | undefined;
  openInNewTab?: boolean | null | undefined;
  sectionId?: number | null | undefined;
  url?: string | null | undefined;
};

/** A footer section's fields. Required when creating: title. When updating, a field left out keeps its value. */
export type FooterSectionInput = {
  displayOrder?: number | null | undefined;
  isVisible?: boolean | null | undefined;
  title?: string | null | undefined;
};

/** What a garment of a try-on is (multi-garment mode: one per garment). */
export type GarmentType =
  | 'bottom'
  | 'full_body'
  | 'shoes'
  | 'top';

export type Gender =
  | 'female'
  | 'male';

/**
 * Attributes from the spec's lists; missing ones take the defaults (female, young, caucasian, ...). Give each
 * attribute in `person` or in its deprecated field, not in both with different values.
 */
export type GeneratePersonInput = {
  /** @deprecated Use person. */
  age?: string | null | undefined;
  /** @deprecated Use person. */
  background?: string | null | undefined;
  /** @deprecated Use person. */
  build?: string | null | undefined;
  /** @deprecated Use person. */
  clothing?: string | null | undefined;
  /** @deprecated Use person. */
  ethnicity?: string | null | undefined;
  /** @deprecated Use person. */
  gender?: string | null | undefined;
  /** @deprecated Use person. */
  hairColor?: string | null | undefined;
  /** @deprecated Use person. */
  hairStyle?: string | null | undefined;
  /** The person's attributes. */
  person?: PersonAttributesInput | null | undefined;
  /** @deprecated Use person. */
  pose?: string | null | undefined;
  /** Free-prompt mode: not blank. */
  prompt?: string | null | undefined;
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: string | null | undefined;
};

export type HairColor =
  | 'black'
  | 'blonde'
  | 'brown'
  | 'gray'
  | 'red';

export type HairStyle =
  | 'curly'
  | 'long'
  | 'medium'
  | 'short'
  | 'straight';

/** What an uploaded image is: a person photo or a clothing item. */
export type ImageCategory =
  | 'clothing'
  | 'person';

/** What ran a job: a provider, the offline engine (local), or none (it failed before one was chosen). */
export type JobEngine =
  | 'fashn'
  | 'gemini'
  | 'local'
  | 'none';

/** Where a generation, try-on or edit stands: pending, then processing, then completed or failed. */
export type JobStatus =
  | 'completed'
  | 'failed'
  | 'pending'
  | 'processing';

/** A knowledge-base entry's fields. Required when creating: question, answer, category. When updating, a field left out keeps its value. */
export type KnowledgeEntryInput = {
  answer?: string | null | undefined;
  category?: string | null | undefined;
  isActive?: boolean | null | undefined;
  keywords?: Array<string> | null | undefined;
  question?: string | null | undefined;
};

/** Where the Gemini model in use came from: the admin's pin, a configured candidate, the newest the key can use, or none. */
export type ModelSource =
  | 'candidate'
  | 'discovered'
  | 'none'
  | 'pinned';

export type NotificationPreferencesInput = {
  emailNotifications: boolean;
  lowBalanceAlerts: boolean;
  lowBalanceThreshold: number;
  marketingEmails: boolean;
  renewalReminders: boolean;
};

/** Where a pack purchase's payment stands. */
export type PaymentStatus =
  | 'completed'
  | 'failed'
  | 'pending'
  | 'refunded';

/** The attributes of a person to generate; missing ones take the defaults (female, young, caucasian, ...). */
export type PersonAttributesInput = {
  age?: AgeGroup | null | undefined;
  background?: Background | null | undefined;
  build?: Build | null | undefined;
  clothing?: ClothingStyle | null | undefined;
  ethnicity?: Ethnicity | null | undefined;
  gender?: Gender | null | undefined;
  hairColor?: HairColor | null | undefined;
  hairStyle?: HairStyle | null | undefined;
  pose?: Pose | null | undefined;
};

/** A switch of plan: more sessions a month, fewer, or the same plan billed on the other cycle. */
export type PlanChangeKind =
  | 'cycle_switch'
  | 'downgrade'
  | 'upgrade';

/** Where a switch of plan stands: waiting for the period's end, in effect, or undone. */
export type PlanChangeStatus =
  | 'applied'
  | 'scheduled'
  | 'undone';

export type Pose =
  | 'casual_pose'
  | 'sitting'
  | 'standing_front'
  | 'standing_side';

/**
 * A campaign's fields. Required when creating: title, message. When updating, a field left out keeps its value.
 * Give audience or targetAudience (deprecated), not two different ones; a new campaign is for all unless given.
 */
export type PromoCampaignInput = {
  audience?: CampaignAudience | null | undefined;
  ctaText?: string | null | undefined;
  ctaUrl?: string | null | undefined;
  /** yyyy-mm-dd or an ISO date; empty or null for none. */
  endDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  message?: string | null | undefined;
  priority?: number | null | undefined;
  /** yyyy-mm-dd or an ISO date; empty or null for none. */
  startDate?: string | null | undefined;
  /** @deprecated Use audience. */
  targetAudience?: string | null | undefined;
  title?: string | null | undefined;
};

export type ResetPasswordInput = {
  password: string;
  /** The token of the reset link. */
  token: string;
};

export type Role =
  | 'admin'
  | 'user';

/** Give the category in `tryOnCategory` or in the deprecated `category`, not in both with different values. */
export type SaveTryOnResultInput = {
  /** @deprecated Use tryOnCategory. */
  category?: string | null | undefined;
  clothingImageUrl?: string | null | undefined;
  geminiSessionId?: number | null | undefined;
  name: string;
  personImageUrl?: string | null | undefined;
  resultImageUrl: string;
  style?: string | null | undefined;
  /** The garment category of the try-on. */
  tryOnCategory?: TryOnCategory | null | undefined;
};

/** Give the kind in `kind` or in the deprecated `category`, not in both with different values. */
export type SaveUserImageInput = {
  /** @deprecated Use kind. */
  category?: string | null | undefined;
  imageUrl: string;
  /** A person photo or a clothing item (default person). */
  kind?: ImageCategory | null | undefined;
  name: string;
};

/** Where a subscription stands (user_subscriptions.status). */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'trialing'
  | 'unpaid';

/** Support's settings to change: a field left out keeps its value, an empty one clears it. */
export type SupportSettingsInput = {
  sellerAddress?: string | null | undefined;
  sellerEmail?: string | null | undefined;
  sellerName?: string | null | undefined;
  sellerTaxId?: string | null | undefined;
  /** An address, or a name and <address>. */
  supportFrom?: string | null | undefined;
  teamInbox?: string | null | undefined;
};

/** The garment category of a try-on. */
export type TryOnCategory =
  | 'accessories'
  | 'bottoms'
  | 'full_body'
  | 'tops';

/**
 * Images are /uploads/ addresses of the caller's; the second garment is required in multi-garment mode. Give
 * each choice in its new field or in its deprecated one, not in both with different values.
 */
export type VirtualTryOnInput = {
  /** @deprecated Use tryOnCategory. */
  category?: string | null | undefined;
  clothingImageUrl: string;
  clothingImageUrl2?: string | null | undefined;
  /** What the (first) garment is (default top). */
  firstGarmentType?: GarmentType | null | undefined;
  /** @deprecated Use firstGarmentType. */
  garmentType1?: string | null | undefined;
  /** @deprecated Use secondGarmentType. */
  garmentType2?: string | null | undefined;
  personImageUrl: string;
  replaceFootwear?: boolean | null | undefined;
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: string | null | undefined;
  /** What the second garment is (multi-garment mode; default bottom). */
  secondGarmentType?: GarmentType | null | undefined;
  style?: string | null | undefined;
  /** The garment category (default tops). */
  tryOnCategory?: TryOnCategory | null | undefined;
};

export type Footer_SectionFragment = { id: number, title: string, isVisible: boolean, items: Array<{ id: number, label: string, url: string, isVisible: boolean, openInNewTab: boolean }> };

export type FooterSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterSectionsQuery = { footerSections: Array<{ id: number, title: string, isVisible: boolean, items: Array<{ id: number, label: string, url: string, isVisible: boolean, openInNewTab: boolean }> }> };

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { me: { id: number, email: string | null, emailVerified: boolean } | null, mySessions: Array<{ id: string, createdAt: string, lastUsedAt: string, ip: string | null, current: boolean }> };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type RequestEmailChangeMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: boolean };

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOtherSessionsMutation = { signOutOtherSessions: number };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type DataExportFieldsFragment = { id: string, status: DataExportStatus, requestedAt: string, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, imageCount: number | null, downloadUrl: string | null, error: string | null };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { myDataExport: { id: string, status: DataExportStatus, requestedAt: string, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, imageCount: number | null, downloadUrl: string | null, error: string | null } | null };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { id: string, status: DataExportStatus, requestedAt: string, readyAt: string | null, expiresAt: string | null, sizeBytes: number | null, imageCount: number | null, downloadUrl: string | null, error: string | null } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminStats: { id: string, totalUsers: number, usersWithActiveSubscriptions: number, totalRevenue: number, thisMonthRevenue: number, lastMonthRevenue: number, subscriptionRevenue: number, topUpRevenue: number, totalActiveSubscriptions: number, monthlyGrowth: number, subscriptionsByPlan: Array<{ planName: string, displayName: string, count: number }>, revenueByMonth: Array<{ month: string, subscriptionRevenue: number, topUpRevenue: number }>, signUpsByDay: Array<{ day: string, count: number }>, jobsByDay: Array<{ day: string, generations: number, tryOns: number, edits: number, failed: number }>, providerFailures: Array<{ engine: JobEngine, total: number, failed: number, failureRate: number }>, sessionsByDay: Array<{ day: string, granted: number, spent: number, refunded: number }> } };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, rows: Array<{ id: number, username: string, email: string | null, role: Role, subscriptionState: AccountSubscriptionStatus, createdAt: string, emailVerified: boolean }> } };

export type AdminResendVerificationEmailMutationVariables = Exact<{
  userId: number;
}>;


export type AdminResendVerificationEmailMutation = { adminResendVerificationEmail: boolean };

export type AdminSubscriptionsQueryVariables = Exact<{
  state?: SubscriptionStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminSubscriptionsQuery = { adminSubscriptions: { total: number, rows: Array<{ id: number, state: SubscriptionStatus, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, stripeSubscriptionId: string | null, user: { id: number, username: string } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, displayName: string } } | null, plan: { id: number, displayName: string, priceMonthly: number } }> } };

export type AdminTopUpsQueryVariables = Exact<{
  state?: PaymentStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminTopUpsQuery = { adminTopUps: { total: number, rows: Array<{ id: number, sessions: number, priceInCents: number, state: PaymentStatus, failureReason: string | null, purchasedAt: string, user: { id: number, username: string } | null }> } };

export type AdminActivityQueryVariables = Exact<{
  adminId?: number | null | undefined;
  actionType?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminActivityQuery = { adminActivity: { total: number, rows: Array<{ id: number, adminId: number, actionType: string, targetUserId: number | null, description: string, ipAddress: string | null, createdAt: string, admin: { id: number, username: string } | null }> } };

export type AdminActivityFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminActivityFiltersQuery = { adminActivityFilters: { actionTypes: Array<string>, admins: Array<{ id: number, username: string }> } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { apiConfigurations: Array<{ key: string, value: string, description: string | null, updatedAt: string }> };

export type SetActiveAiServiceMutationVariables = Exact<{
  value: string;
  description?: string | null | undefined;
}>;


export type SetActiveAiServiceMutation = { setApiConfiguration: { key: string, value: string, description: string | null, updatedAt: string } };

export type CampaignDialog_PromoCampaignFragment = { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, audience: CampaignAudience, priority: number, isActive: boolean, startDate: string | null, endDate: string | null };

export type AdminPromoCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromoCampaignsQuery = { adminPromoCampaigns: Array<{ id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, audience: CampaignAudience, priority: number, isActive: boolean, startDate: string | null, endDate: string | null }> };

export type CreatePromoCampaignMutationVariables = Exact<{
  input: PromoCampaignInput;
}>;


export type CreatePromoCampaignMutation = { createPromoCampaign: { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, audience: CampaignAudience, priority: number, isActive: boolean, startDate: string | null, endDate: string | null } };

export type UpdatePromoCampaignMutationVariables = Exact<{
  id: number;
  input: PromoCampaignInput;
}>;


export type UpdatePromoCampaignMutation = { updatePromoCampaign: { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, audience: CampaignAudience, priority: number, isActive: boolean, startDate: string | null, endDate: string | null } };

export type DeletePromoCampaignMutationVariables = Exact<{
  id: number;
}>;


export type DeletePromoCampaignMutation = { deletePromoCampaign: boolean };

export type ConversationDrawer_ConversationFragment = { id: number, visitorEmail: string | null, visitorName: string | null, feedback: FeedbackType | null, state: ConversationStatus, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, messages: Array<{ author: ChatRole, content: string, timestamp: string }> };

export type AdminChatConversationsQueryVariables = Exact<{
  state?: ConversationStatus | null | undefined;
}>;


export type AdminChatConversationsQuery = { adminChatConversations: Array<{ id: number, visitorEmail: string | null, visitorName: string | null, feedback: FeedbackType | null, state: ConversationStatus, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, messages: Array<{ author: ChatRole, content: string, timestamp: string }> }> };

export type UpdateChatConversationMutationVariables = Exact<{
  id: number;
  state?: ConversationStatus | null | undefined;
  adminNotes?: string | null | undefined;
}>;


export type UpdateChatConversationMutation = { updateChatConversation: { id: number, visitorEmail: string | null, visitorName: string | null, feedback: FeedbackType | null, state: ConversationStatus, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, messages: Array<{ author: ChatRole, content: string, timestamp: string }> } };

export type ChatConversationEscalatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatConversationEscalatedSubscription = { chatConversationEscalated: { id: number, state: ConversationStatus, visitorEmail: string | null, visitorName: string | null, feedback: FeedbackType | null, needsEscalation: boolean } };

export type ReplyToChatConversationMutationVariables = Exact<{
  id: number;
  message: string;
  subject?: string | null | undefined;
}>;


export type ReplyToChatConversationMutation = { replyToChatConversation: { id: number, visitorEmail: string | null, visitorName: string | null, feedback: FeedbackType | null, state: ConversationStatus, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, messages: Array<{ author: ChatRole, content: string, timestamp: string }> } };

export type FooterSectionDialog_FooterSectionFragment = { id: number, title: string, displayOrder: number, isVisible: boolean };

export type FooterItemDialog_FooterItemFragment = { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, linksToHiddenPage: boolean };

export type AdminFooterSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFooterSectionsQuery = { adminFooterSections: Array<{ id: number, title: string, displayOrder: number, isVisible: boolean, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, linksToHiddenPage: boolean }> }> };

export type CreateFooterSectionMutationVariables = Exact<{
  input: FooterSectionInput;
}>;


export type CreateFooterSectionMutation = { createFooterSection: { id: number, title: string, displayOrder: number, isVisible: boolean, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, linksToHiddenPage: boolean }> } };

export type UpdateFooterSectionMutationVariables = Exact<{
  id: number;
  input: FooterSectionInput;
}>;


export type UpdateFooterSectionMutation = { updateFooterSection: { id: number, title: string, displayOrder: number, isVisible: boolean } };

export type DeleteFooterSectionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFooterSectionMutation = { deleteFooterSection: boolean };

export type CreateFooterItemMutationVariables = Exact<{
  input: FooterItemInput;
}>;


export type CreateFooterItemMutation = { createFooterItem: { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, linksToHiddenPage: boolean } };

export type UpdateFooterItemMutationVariables = Exact<{
  id: number;
  input: FooterItemInput;
}>;


export type UpdateFooterItemMutation = { updateFooterItem: { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, linksToHiddenPage: boolean } };

export type DeleteFooterItemMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFooterItemMutation = { deleteFooterItem: boolean };

export type FooterItemPageOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterItemPageOptionsQuery = { adminContentPages: Array<{ id: number, title: string, slug: string }> };

export type KnowledgeEntryDialog_EntryFragment = { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, timesUsed: number, updatedAt: string };

export type AdminKnowledgeEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminKnowledgeEntriesQuery = { adminKnowledgeEntries: Array<{ id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, timesUsed: number, updatedAt: string }> };

export type AdminUnansweredQuestionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type AdminUnansweredQuestionsQuery = { adminUnansweredQuestions: Array<{ question: string, times: number, lastAskedAt: string }> };

export type CreateKnowledgeEntryMutationVariables = Exact<{
  input: KnowledgeEntryInput;
}>;


export type CreateKnowledgeEntryMutation = { createKnowledgeEntry: { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, timesUsed: number, updatedAt: string } };

export type UpdateKnowledgeEntryMutationVariables = Exact<{
  id: number;
  input: KnowledgeEntryInput;
}>;


export type UpdateKnowledgeEntryMutation = { updateKnowledgeEntry: { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, timesUsed: number, updatedAt: string } };

export type AdminEmailNotificationsQueryVariables = Exact<{
  kind?: EmailType | null | undefined;
  state?: EmailStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminEmailNotificationsQuery = { adminEmailNotifications: { total: number, rows: Array<{ id: number, userId: number, recipient: string, kind: EmailType, subject: string, state: EmailStatus, attempts: number, sentAt: string | null, errorMessage: string | null, nextAttemptAt: string | null, createdAt: string }> } };

export type AdminEmailMessageQueryVariables = Exact<{
  id: number;
}>;


export type AdminEmailMessageQuery = { adminEmailMessage: { id: number, recipient: string, kind: EmailType, subject: string, state: EmailStatus, text: string, html: string, unsubscribeUrl: string | null, sentAt: string | null, createdAt: string } };

export type SendMarketingEmailMutationVariables = Exact<{
  subject: string;
  message: string;
}>;


export type SendMarketingEmailMutation = { sendMarketingEmail: number };

export type ContentPageDialog_ContentPageFragment = { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, updatedAt: string };

export type AdminContentPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContentPagesQuery = { adminContentPages: Array<{ id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, updatedAt: string }> };

export type CreateContentPageMutationVariables = Exact<{
  input: ContentPageInput;
}>;


export type CreateContentPageMutation = { createContentPage: { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, updatedAt: string } };

export type UpdateContentPageMutationVariables = Exact<{
  id: number;
  input: ContentPageInput;
}>;


export type UpdateContentPageMutation = { updateContentPage: { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, updatedAt: string } };

export type DeleteContentPageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteContentPageMutation = { deleteContentPage: boolean };

export type AdminPlanChangesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminPlanChangesQuery = { adminPlanChanges: { total: number, rows: Array<{ id: number, kind: PlanChangeKind, state: PlanChangeStatus, fromCycle: BillingCycle, toCycle: BillingCycle, effectiveAt: string, amountInCents: number, sessionsGranted: number, createdAt: string, user: { id: number, username: string } | null, fromPlan: { id: number, displayName: string }, toPlan: { id: number, displayName: string } }> } };

export type AdminUndoPlanChangeMutationVariables = Exact<{
  userId: number;
}>;


export type AdminUndoPlanChangeMutation = { adminUndoPlanChange: { subscription: { planId: number } | null } };

export type AdminAiProviderStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAiProviderStatusesQuery = { aiProviderStatuses: Array<{ provider: AiProviderName, configured: boolean, model: string | null, modelSource: ModelSource | null, candidates: Array<string>, available: Array<string>, pinnedModel: string | null, checkedAt: string | null, problem: string | null, lastError: string | null, lastErrorAt: string | null }> };

export type AdminChatModelStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminChatModelStatusQuery = { chatModelStatus: { configured: boolean, model: string | null, modelSource: ChatModelSource | null, candidates: Array<string>, available: Array<string>, pinnedModel: string | null, checkedAt: string | null, problem: string | null, lastError: string | null, lastErrorAt: string | null } };

export type PinGeminiModelMutationVariables = Exact<{
  model?: string | null | undefined;
}>;


export type PinGeminiModelMutation = { pinGeminiModel: { provider: AiProviderName, configured: boolean, model: string | null, modelSource: ModelSource | null, pinnedModel: string | null, checkedAt: string | null } };

export type PinChatModelMutationVariables = Exact<{
  model?: string | null | undefined;
}>;


export type PinChatModelMutation = { pinChatModel: { configured: boolean, model: string | null, modelSource: ChatModelSource | null, pinnedModel: string | null, checkedAt: string | null } };

export type TestAiProviderConnectionMutationVariables = Exact<{
  provider: AiProviderName;
}>;


export type TestAiProviderConnectionMutation = { testAiProviderConnection: { ok: boolean, message: string, checkedAt: string } };

export type TestPaymentConnectionMutationVariables = Exact<{ [key: string]: never; }>;


export type TestPaymentConnectionMutation = { testPaymentConnection: { ok: boolean, message: string, checkedAt: string } };

export type SupportSettings_SettingsFragment = { supportFrom: string | null, defaultFrom: string, teamInbox: string | null, sellerName: string | null, sellerAddress: string | null, sellerTaxId: string | null, sellerEmail: string | null, heldReceipts: number, handoffMail: boolean, updatedAt: string, receiptSeller: { name: string, address: string, taxId: string, email: string } | null };

export type AdminSupportSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSupportSettingsQuery = { adminSupportSettings: { supportFrom: string | null, defaultFrom: string, teamInbox: string | null, sellerName: string | null, sellerAddress: string | null, sellerTaxId: string | null, sellerEmail: string | null, heldReceipts: number, handoffMail: boolean, updatedAt: string, receiptSeller: { name: string, address: string, taxId: string, email: string } | null } };

export type UpdateSupportSettingsMutationVariables = Exact<{
  input: SupportSettingsInput;
}>;


export type UpdateSupportSettingsMutation = { updateSupportSettings: { supportFrom: string | null, defaultFrom: string, teamInbox: string | null, sellerName: string | null, sellerAddress: string | null, sellerTaxId: string | null, sellerEmail: string | null, heldReceipts: number, handoffMail: boolean, updatedAt: string, receiptSeller: { name: string, address: string, taxId: string, email: string } | null } };

export type SetHandoffMailMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetHandoffMailMutation = { setHandoffMail: { supportFrom: string | null, defaultFrom: string, teamInbox: string | null, sellerName: string | null, sellerAddress: string | null, sellerTaxId: string | null, sellerEmail: string | null, heldReceipts: number, handoffMail: boolean, updatedAt: string, receiptSeller: { name: string, address: string, taxId: string, email: string } | null } };

export type JobStatus_GeminiSessionFragment = { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean };

export type JobStatus_EditSessionFragment = { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean };

export type GeminiSessionStatusQueryVariables = Exact<{
  id: number;
}>;


export type GeminiSessionStatusQuery = { geminiSession: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type EditSessionStatusQueryVariables = Exact<{
  id: number;
}>;


export type EditSessionStatusQuery = { editSession: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type GeminiSessionUpdatedSubscriptionVariables = Exact<{
  id: number;
}>;


export type GeminiSessionUpdatedSubscription = { geminiSessionUpdated: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type EditSessionUpdatedSubscriptionVariables = Exact<{
  id: number;
}>;


export type EditSessionUpdatedSubscription = { editSessionUpdated: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type EditImageMutationVariables = Exact<{
  input: EditImageInput;
}>;


export type EditImageMutation = { editImage: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean, session: { id: number } } };

export type AiPerson_SavedGeminiPersonFragment = { id: number, name: string, imageUrl: string | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } };

export type SavedPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedPeopleQuery = { me: { id: number, savedGeminiPeople: Array<{ id: number, name: string, imageUrl: string | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } }> } | null };

export type OutOfSessionsActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type OutOfSessionsActivityQuery = { me: { id: number, usageLogs: Array<{ id: number, action: ActionType, sessionsCost: number }> } | null };

export type CurrentUser_UserFragment = { id: number, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role, subscriptionState: AccountSubscriptionStatus, createdAt: string, emailVerified: boolean };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: number, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role, subscriptionState: AccountSubscriptionStatus, createdAt: string, emailVerified: boolean } | null };

export type SignedOutSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SignedOutSubscription = { signedOut: boolean };

export type SubscriptionInfoFieldsFragment = { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, state: SubscriptionStatus, cycle: BillingCycle, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, name: string, displayName: string } } | null } | null };

export type SubscriptionInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionInfoQuery = { me: { id: number, subscriptionInfo: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, state: SubscriptionStatus, cycle: BillingCycle, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, name: string, displayName: string } } | null } | null } } | null };

export type UsageAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type UsageAnalyticsQuery = { me: { id: number, usageAnalytics: { currentBalance: number, isFirstTimeUser: boolean, hasUsedSessions: boolean, avgSessionsPerWeek: number, totalSessions: number } } | null };

export type UsageLogsQueryVariables = Exact<{ [key: string]: never; }>;


export type UsageLogsQuery = { me: { id: number, usageLogs: Array<{ id: number, createdAt: string, action: ActionType, sessionsCost: number, source: DeductedFrom }> } | null };

export type CreateSubscriptionCheckoutMutationVariables = Exact<{
  planName: string;
  cycle: BillingCycle;
}>;


export type CreateSubscriptionCheckoutMutation = { createSubscriptionCheckout: { url: string } };

export type CreateTopUpCheckoutMutationVariables = Exact<{
  amount: number;
  sessions: number;
}>;


export type CreateTopUpCheckoutMutation = { createTopUpCheckout: { url: string } };

export type CreatePortalSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePortalSessionMutation = { createPortalSession: { url: string } };

export type CheckoutOutcomeQueryVariables = Exact<{
  sessionId: string;
}>;


export type CheckoutOutcomeQuery = { checkoutOutcome: { sessionId: string, refused: boolean, message: string | null } };

export type ChangeSubscriptionPlanMutationVariables = Exact<{
  planName: string;
  cycle: BillingCycle;
}>;


export type ChangeSubscriptionPlanMutation = { changeSubscriptionPlan: { message: string, kind: PlanChangeKind, immediate: boolean, effectiveAt: string, status: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, state: SubscriptionStatus, cycle: BillingCycle, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, name: string, displayName: string } } | null } | null } } };

export type UndoPlanChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoPlanChangeMutation = { undoPlanChange: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, state: SubscriptionStatus, cycle: BillingCycle, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, name: string, displayName: string } } | null } | null } };

export type PlanCard_SubscriptionPlanFragment = { id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, features: Array<string>, sortOrder: number };

export type SubscriptionPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionPlansQuery = { subscriptionPlans: Array<{ id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, features: Array<string>, sortOrder: number }> };

export type SandboxCheckoutQueryVariables = Exact<{
  id: string;
}>;


export type SandboxCheckoutQuery = { sandboxCheckout: { id: string, kind: CheckoutMode, state: CheckoutStatus, description: string, amountInCents: number, currency: string, sessions: number | null, planName: string | null, planDisplayName: string | null, cycle: BillingCycle | null } };

export type CompleteSandboxCheckoutMutationVariables = Exact<{
  id: string;
}>;


export type CompleteSandboxCheckoutMutation = { completeSandboxCheckout: { url: string } };

export type CancelSandboxCheckoutMutationVariables = Exact<{
  id: string;
}>;


export type CancelSandboxCheckoutMutation = { cancelSandboxCheckout: { url: string } };

export type SetSandboxCancelAtPeriodEndMutationVariables = Exact<{
  cancelAtPeriodEnd: boolean;
}>;


export type SetSandboxCancelAtPeriodEndMutation = { setSandboxCancelAtPeriodEnd: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, state: SubscriptionStatus, cycle: BillingCycle, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number } | null, pendingChange: { id: number, kind: PlanChangeKind, cycle: BillingCycle, effectiveAt: string, plan: { id: number, name: string, displayName: string } } | null } | null } };

export type SessionBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionBalanceQuery = { me: { id: number, sessionBalance: { subscriptionSessions: number, topUpSessions: number, balance: number } } | null };

export type SessionBalanceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionBalanceChangedSubscription = { sessionBalanceChanged: { id: number, sessionBalance: { subscriptionSessions: number, topUpSessions: number, balance: number } } };

export type ContentPageQueryVariables = Exact<{
  slug: string;
}>;


export type ContentPageQuery = { contentPage: { title: string, content: string, metaDescription: string | null, isVisible: boolean } | null };

export type SavedModels_UserImageFragment = { id: number, name: string, imageUrl: string, thumbnailUrl: string, kind: ImageCategory };

export type SavedModels_UserFragment = { id: number, savedUserImages: Array<{ id: number, name: string, imageUrl: string, thumbnailUrl: string, kind: ImageCategory }>, savedGeminiPeople: Array<{ id: number, name: string, imageUrl: string | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } }> };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { me: { id: number, usageAnalytics: { currentBalance: number, isFirstTimeUser: boolean, hasUsedSessions: boolean, avgSessionsPerWeek: number, totalSessions: number }, savedUserImages: Array<{ id: number, name: string, imageUrl: string, thumbnailUrl: string, kind: ImageCategory }>, savedGeminiPeople: Array<{ id: number, name: string, imageUrl: string | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } }> } | null };

export type GalleryCard_SavedImageFragment = { id: number, name: string, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, kind: ImageCategory, uploadedAt: string };

export type GalleryCard_TryOnResultFragment = { id: number, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, savedAt: string };

export type GalleryQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type GalleryQuery = { me: { id: number, personImages: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, name: string, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, kind: ImageCategory, uploadedAt: string }> }, clothingImages: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, name: string, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, kind: ImageCategory, uploadedAt: string }> }, savedTryOnResults: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, savedAt: string }> } } | null };

export type GalleryMoreImagesQueryVariables = Exact<{
  kind: ImageCategory;
  limit?: number | null | undefined;
  cursor: string;
}>;


export type GalleryMoreImagesQuery = { me: { id: number, savedUserImagesPage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, name: string, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, kind: ImageCategory, uploadedAt: string }> } } | null };

export type GalleryMoreResultsQueryVariables = Exact<{
  limit?: number | null | undefined;
  cursor: string;
}>;


export type GalleryMoreResultsQuery = { me: { id: number, savedTryOnResultsPage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, savedAt: string }> } } | null };

export type MediaSavedUserImageFragment = { id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, kind: ImageCategory, isFavorite: boolean, uploadedAt: string };

export type MediaSavedTryOnResultFragment = { id: number, userId: number, geminiSessionId: number | null, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, personImageUrl: string | null, clothingImageUrl: string | null, tryOnCategory: TryOnCategory | null, style: string | null, isFavorite: boolean, savedAt: string };

export type SaveUserImageMutationVariables = Exact<{
  input: SaveUserImageInput;
}>;


export type SaveUserImageMutation = { saveUserImage: { id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, kind: ImageCategory, isFavorite: boolean, uploadedAt: string } };

export type DeleteSavedUserImageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedUserImageMutation = { deleteSavedUserImage: boolean };

export type DeleteSavedTryOnResultMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedTryOnResultMutation = { deleteSavedTryOnResult: boolean };

export type GeneratePersonMutationVariables = Exact<{
  input: GeneratePersonInput;
}>;


export type GeneratePersonMutation = { generatePerson: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } | null } };

export type SaveGeminiPersonMutationVariables = Exact<{
  geminiSessionId: number;
  name: string;
  imageUrl?: string | null | undefined;
}>;


export type SaveGeminiPersonMutation = { saveGeminiPerson: { id: number, name: string, imageUrl: string | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null } } };

export type GenerationResultNoteQueryVariables = Exact<{
  id: number;
}>;


export type GenerationResultNoteQuery = { geminiSession: { id: number, resultNote: string | null } };

export type NotificationSettings_PreferencesFragment = { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { me: { id: number, notificationPreferences: { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null } } | null };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { updateNotificationPreferences: { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null } };

export type PromoBanner_CampaignFragment = { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number };

export type ActivePromoCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePromoCampaignsQuery = { activePromoCampaigns: Array<{ id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number }> };

export type SendChatMessageMutationVariables = Exact<{
  message: string;
  conversationId?: string | null | undefined;
  conversationHistory?: Array<ChatMessageInput> | ChatMessageInput | null | undefined;
}>;


export type SendChatMessageMutation = { sendChatMessage: { response: string, needsEscalation: boolean } };

export type CreateChatConversationMutationVariables = Exact<{
  messages: Array<ChatMessageInput> | ChatMessageInput;
}>;


export type CreateChatConversationMutation = { createChatConversation: { id: string } };

export type SetChatConversationContactMutationVariables = Exact<{
  id: string;
  email?: string | null | undefined;
  name?: string | null | undefined;
  feedback?: FeedbackType | null | undefined;
}>;


export type SetChatConversationContactMutation = { setChatConversationContact: boolean };

export type ChatConversationMessagesQueryVariables = Exact<{
  id: string;
}>;


export type ChatConversationMessagesQuery = { chatConversationMessages: Array<{ author: ChatRole, content: string, timestamp: string }> };

export type TryOnSavedImage_SavedUserImageFragment = { id: number, name: string, imageUrl: string };

export type TryOnSavedImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type TryOnSavedImagesQuery = { me: { id: number, personImages: Array<{ id: number, name: string, imageUrl: string }>, clothingImages: Array<{ id: number, name: string, imageUrl: string }> } | null };

export type VirtualTryOnMutationVariables = Exact<{
  input: VirtualTryOnInput;
}>;


export type VirtualTryOnMutation = { virtualTryOn: { id: number, state: JobStatus, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type SaveTryOnResultMutationVariables = Exact<{
  input: SaveTryOnResultInput;
}>;


export type SaveTryOnResultMutation = { saveTryOnResult: { id: number, name: string } };

export type TryOnEngineQueryVariables = Exact<{ [key: string]: never; }>;


export type TryOnEngineQuery = { tryOnEngine: JobEngine };

export const Footer_SectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_section"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}}]} as unknown as DocumentNode<Footer_SectionFragment, unknown>;
export const DataExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<DataExportFieldsFragment, unknown>;
export const CampaignDialog_PromoCampaignFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<CampaignDialog_PromoCampaignFragment, unknown>;
export const ConversationDrawer_ConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationDrawer_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConversationDrawer_ConversationFragment, unknown>;
export const FooterSectionDialog_FooterSectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]} as unknown as DocumentNode<FooterSectionDialog_FooterSectionFragment, unknown>;
export const FooterItemDialog_FooterItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemDialog_footerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"linksToHiddenPage"}}]}}]} as unknown as DocumentNode<FooterItemDialog_FooterItemFragment, unknown>;
export const KnowledgeEntryDialog_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<KnowledgeEntryDialog_EntryFragment, unknown>;
export const ContentPageDialog_ContentPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageDialog_contentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPageDialog_ContentPageFragment, unknown>;
export const SupportSettings_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportFrom"}},{"kind":"Field","name":{"kind":"Name","value":"defaultFrom"}},{"kind":"Field","name":{"kind":"Name","value":"teamInbox"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSeller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"handoffMail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SupportSettings_SettingsFragment, unknown>;
export const JobStatus_GeminiSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_geminiSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<JobStatus_GeminiSessionFragment, unknown>;
export const JobStatus_EditSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_editSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<JobStatus_EditSessionFragment, unknown>;
export const CurrentUser_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<CurrentUser_UserFragment, unknown>;
export const SubscriptionInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionInfoFieldsFragment, unknown>;
export const PlanCard_SubscriptionPlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_subscriptionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<PlanCard_SubscriptionPlanFragment, unknown>;
export const SavedModels_UserImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedModels_userImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<SavedModels_UserImageFragment, unknown>;
export const AiPerson_SavedGeminiPersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedGeminiPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}}]} as unknown as DocumentNode<AiPerson_SavedGeminiPersonFragment, unknown>;
export const SavedModels_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedModels_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedUserImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"person"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedModels_userImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedGeminiPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedModels_userImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedGeminiPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}}]} as unknown as DocumentNode<SavedModels_UserFragment, unknown>;
export const GalleryCard_SavedImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_savedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<GalleryCard_SavedImageFragment, unknown>;
export const GalleryCard_TryOnResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_tryOnResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<GalleryCard_TryOnResultFragment, unknown>;
export const MediaSavedUserImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaSavedUserImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<MediaSavedUserImageFragment, unknown>;
export const MediaSavedTryOnResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaSavedTryOnResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tryOnCategory"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<MediaSavedTryOnResultFragment, unknown>;
export const NotificationSettings_PreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NotificationSettings_PreferencesFragment, unknown>;
export const PromoBanner_CampaignFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoBanner_campaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<PromoBanner_CampaignFragment, unknown>;
export const TryOnSavedImage_SavedUserImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TryOnSavedImage_savedUserImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<TryOnSavedImage_SavedUserImageFragment, unknown>;
export const FooterSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footerSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Footer_section"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_section"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}}]} as unknown as DocumentNode<FooterSectionsQuery, FooterSectionsQueryVariables>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const ResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"}}]}}]} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const SignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"}}]}}]} as unknown as DocumentNode<SignOutOtherSessionsMutation, SignOutOtherSessionsMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MyDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<MyDataExportQuery, MyDataExportQueryVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const AdminOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"usersWithActiveSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonthRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonthRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"topUpRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsByPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenueByMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"topUpRevenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signUpsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"generations"}},{"kind":"Field","name":{"kind":"Name","value":"tryOns"}},{"kind":"Field","name":{"kind":"Name","value":"edits"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerFailures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"failureRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendVerificationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminResendVerificationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<AdminResendVerificationEmailMutation, AdminResendVerificationEmailMutationVariables>;
export const AdminSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"stripeSubscriptionId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscriptionsQuery, AdminSubscriptionsQueryVariables>;
export const AdminTopUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTopUps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTopUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"priceInCents"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTopUpsQuery, AdminTopUpsQueryVariables>;
export const AdminActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"adminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}}},{"kind":"Argument","name":{"kind":"Name","value":"actionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminActivityQuery, AdminActivityQueryVariables>;
export const AdminActivityFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminActivityFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminActivityFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionTypes"}}]}}]}}]} as unknown as DocumentNode<AdminActivityFiltersQuery, AdminActivityFiltersQueryVariables>;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiConfigurations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const SetActiveAiServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetActiveAiService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"active_api","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetActiveAiServiceMutation, SetActiveAiServiceMutationVariables>;
export const AdminPromoCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<AdminPromoCampaignsQuery, AdminPromoCampaignsQueryVariables>;
export const CreatePromoCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromoCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<CreatePromoCampaignMutation, CreatePromoCampaignMutationVariables>;
export const UpdatePromoCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromoCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignDialog_promoCampaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]} as unknown as DocumentNode<UpdatePromoCampaignMutation, UpdatePromoCampaignMutationVariables>;
export const DeletePromoCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePromoCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePromoCampaignMutation, DeletePromoCampaignMutationVariables>;
export const AdminChatConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminChatConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminChatConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationDrawer_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationDrawer_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminChatConversationsQuery, AdminChatConversationsQueryVariables>;
export const UpdateChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"adminNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminNotes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationDrawer_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationDrawer_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateChatConversationMutation, UpdateChatConversationMutationVariables>;
export const ChatConversationEscalatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatConversationEscalated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatConversationEscalated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}}]}}]}}]} as unknown as DocumentNode<ChatConversationEscalatedSubscription, ChatConversationEscalatedSubscriptionVariables>;
export const ReplyToChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationDrawer_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationDrawer_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReplyToChatConversationMutation, ReplyToChatConversationMutationVariables>;
export const AdminFooterSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFooterSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFooterSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemDialog_footerItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemDialog_footerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"linksToHiddenPage"}}]}}]} as unknown as DocumentNode<AdminFooterSectionsQuery, AdminFooterSectionsQueryVariables>;
export const CreateFooterSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFooterSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemDialog_footerItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemDialog_footerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"linksToHiddenPage"}}]}}]} as unknown as DocumentNode<CreateFooterSectionMutation, CreateFooterSectionMutationVariables>;
export const UpdateFooterSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFooterSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionDialog_footerSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]} as unknown as DocumentNode<UpdateFooterSectionMutation, UpdateFooterSectionMutationVariables>;
export const DeleteFooterSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFooterSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFooterSectionMutation, DeleteFooterSectionMutationVariables>;
export const CreateFooterItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFooterItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemDialog_footerItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemDialog_footerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"linksToHiddenPage"}}]}}]} as unknown as DocumentNode<CreateFooterItemMutation, CreateFooterItemMutationVariables>;
export const UpdateFooterItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFooterItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemDialog_footerItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemDialog_footerItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"linksToHiddenPage"}}]}}]} as unknown as DocumentNode<UpdateFooterItemMutation, UpdateFooterItemMutationVariables>;
export const DeleteFooterItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFooterItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFooterItemMutation, DeleteFooterItemMutationVariables>;
export const FooterItemPageOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterItemPageOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<FooterItemPageOptionsQuery, FooterItemPageOptionsQueryVariables>;
export const AdminKnowledgeEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKnowledgeEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminKnowledgeEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminKnowledgeEntriesQuery, AdminKnowledgeEntriesQueryVariables>;
export const AdminUnansweredQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUnansweredQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnansweredQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"times"}},{"kind":"Field","name":{"kind":"Name","value":"lastAskedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUnansweredQuestionsQuery, AdminUnansweredQuestionsQueryVariables>;
export const CreateKnowledgeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKnowledgeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnowledgeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateKnowledgeEntryMutation, CreateKnowledgeEntryMutationVariables>;
export const UpdateKnowledgeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateKnowledgeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnowledgeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryDialog_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateKnowledgeEntryMutation, UpdateKnowledgeEntryMutationVariables>;
export const AdminEmailNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmailNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEmailNotificationsQuery, AdminEmailNotificationsQueryVariables>;
export const AdminEmailMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminEmailMessageQuery, AdminEmailMessageQueryVariables>;
export const SendMarketingEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMarketingEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMarketingEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SendMarketingEmailMutation, SendMarketingEmailMutationVariables>;
export const AdminContentPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageDialog_contentPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageDialog_contentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminContentPagesQuery, AdminContentPagesQueryVariables>;
export const CreateContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageDialog_contentPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageDialog_contentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateContentPageMutation, CreateContentPageMutationVariables>;
export const UpdateContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageDialog_contentPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageDialog_contentPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateContentPageMutation, UpdateContentPageMutationVariables>;
export const DeleteContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentPageMutation, DeleteContentPageMutationVariables>;
export const AdminPlanChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPlanChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPlanChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromCycle"}},{"kind":"Field","name":{"kind":"Name","value":"toCycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountInCents"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsGranted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPlanChangesQuery, AdminPlanChangesQueryVariables>;
export const AdminUndoPlanChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUndoPlanChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUndoPlanChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUndoPlanChangeMutation, AdminUndoPlanChangeMutationVariables>;
export const AdminAiProviderStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAiProviderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiProviderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"modelSource"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedModel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}}]}}]}}]} as unknown as DocumentNode<AdminAiProviderStatusesQuery, AdminAiProviderStatusesQueryVariables>;
export const AdminChatModelStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminChatModelStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatModelStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"modelSource"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedModel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}}]}}]}}]} as unknown as DocumentNode<AdminChatModelStatusQuery, AdminChatModelStatusQueryVariables>;
export const PinGeminiModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinGeminiModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinGeminiModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"modelSource"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedModel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<PinGeminiModelMutation, PinGeminiModelMutationVariables>;
export const PinChatModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinChatModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinChatModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"modelSource"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedModel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<PinChatModelMutation, PinChatModelMutationVariables>;
export const TestAiProviderConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAiProviderConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AiProviderName"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testAiProviderConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<TestAiProviderConnectionMutation, TestAiProviderConnectionMutationVariables>;
export const TestPaymentConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPaymentConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPaymentConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<TestPaymentConnectionMutation, TestPaymentConnectionMutationVariables>;
export const AdminSupportSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupportSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSupportSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportSettings_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportFrom"}},{"kind":"Field","name":{"kind":"Name","value":"defaultFrom"}},{"kind":"Field","name":{"kind":"Name","value":"teamInbox"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSeller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"handoffMail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSupportSettingsQuery, AdminSupportSettingsQueryVariables>;
export const UpdateSupportSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupportSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupportSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportSettings_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportFrom"}},{"kind":"Field","name":{"kind":"Name","value":"defaultFrom"}},{"kind":"Field","name":{"kind":"Name","value":"teamInbox"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSeller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"handoffMail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateSupportSettingsMutation, UpdateSupportSettingsMutationVariables>;
export const SetHandoffMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHandoffMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHandoffMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportSettings_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportFrom"}},{"kind":"Field","name":{"kind":"Name","value":"defaultFrom"}},{"kind":"Field","name":{"kind":"Name","value":"teamInbox"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sellerTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSeller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"handoffMail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetHandoffMailMutation, SetHandoffMailMutationVariables>;
export const GeminiSessionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeminiSessionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geminiSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_geminiSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_geminiSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<GeminiSessionStatusQuery, GeminiSessionStatusQueryVariables>;
export const EditSessionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditSessionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_editSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_editSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<EditSessionStatusQuery, EditSessionStatusQueryVariables>;
export const GeminiSessionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GeminiSessionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geminiSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_geminiSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_geminiSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<GeminiSessionUpdatedSubscription, GeminiSessionUpdatedSubscriptionVariables>;
export const EditSessionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EditSessionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_editSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_editSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<EditSessionUpdatedSubscription, EditSessionUpdatedSubscriptionVariables>;
export const EditImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_editSession"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_editSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<EditImageMutation, EditImageMutationVariables>;
export const SavedPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedGeminiPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedGeminiPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}}]} as unknown as DocumentNode<SavedPeopleQuery, SavedPeopleQueryVariables>;
export const OutOfSessionsActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutOfSessionsActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsCost"}}]}}]}}]}}]} as unknown as DocumentNode<OutOfSessionsActivityQuery, OutOfSessionsActivityQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SignedOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SignedOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]} as unknown as DocumentNode<SignedOutSubscription, SignedOutSubscriptionVariables>;
export const SubscriptionInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionInfoQuery, SubscriptionInfoQueryVariables>;
export const UsageAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasUsedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}}]}}]}}]}}]} as unknown as DocumentNode<UsageAnalyticsQuery, UsageAnalyticsQueryVariables>;
export const UsageLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsCost"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<UsageLogsQuery, UsageLogsQueryVariables>;
export const CreateSubscriptionCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscriptionCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCycle"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscriptionCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateSubscriptionCheckoutMutation, CreateSubscriptionCheckoutMutationVariables>;
export const CreateTopUpCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTopUpCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopUpCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateTopUpCheckoutMutation, CreateTopUpCheckoutMutationVariables>;
export const CreatePortalSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreatePortalSessionMutation, CreatePortalSessionMutationVariables>;
export const CheckoutOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutOutcomeQuery, CheckoutOutcomeQueryVariables>;
export const ChangeSubscriptionPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeSubscriptionPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCycle"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSubscriptionPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"immediate"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeSubscriptionPlanMutation, ChangeSubscriptionPlanMutationVariables>;
export const UndoPlanChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoPlanChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoPlanChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UndoPlanChangeMutation, UndoPlanChangeMutationVariables>;
export const SubscriptionPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard_subscriptionPlan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_subscriptionPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<SubscriptionPlansQuery, SubscriptionPlansQueryVariables>;
export const SandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountInCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}}]}}]}}]} as unknown as DocumentNode<SandboxCheckoutQuery, SandboxCheckoutQueryVariables>;
export const CompleteSandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CompleteSandboxCheckoutMutation, CompleteSandboxCheckoutMutationVariables>;
export const CancelSandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CancelSandboxCheckoutMutation, CancelSandboxCheckoutMutationVariables>;
export const SetSandboxCancelAtPeriodEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSandboxCancelAtPeriodEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSandboxCancelAtPeriodEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cancelAtPeriodEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetSandboxCancelAtPeriodEndMutation, SetSandboxCancelAtPeriodEndMutationVariables>;
export const SessionBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<SessionBalanceQuery, SessionBalanceQueryVariables>;
export const SessionBalanceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<SessionBalanceChangedSubscription, SessionBalanceChangedSubscriptionVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasUsedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedModels_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedModels_userImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedGeminiPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedModels_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedUserImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"person"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedModels_userImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedGeminiPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiPerson_savedGeminiPerson"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const GalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Gallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"personImages"},"name":{"kind":"Name","value":"savedUserImagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"person"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_savedImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clothingImages"},"name":{"kind":"Name","value":"savedUserImagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"clothing"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_savedImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"savedTryOnResults"},"name":{"kind":"Name","value":"savedTryOnResultsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_tryOnResult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_savedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_tryOnResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<GalleryQuery, GalleryQueryVariables>;
export const GalleryMoreImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryMoreImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedUserImagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_savedImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_savedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<GalleryMoreImagesQuery, GalleryMoreImagesQueryVariables>;
export const GalleryMoreResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryMoreResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedTryOnResultsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_tryOnResult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_tryOnResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<GalleryMoreResultsQuery, GalleryMoreResultsQueryVariables>;
export const SaveUserImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUserImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaSavedUserImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaSavedUserImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SaveUserImageMutation, SaveUserImageMutationVariables>;
export const DeleteSavedUserImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedUserImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedUserImageMutation, DeleteSavedUserImageMutationVariables>;
export const DeleteSavedTryOnResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedTryOnResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedTryOnResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedTryOnResultMutation, DeleteSavedTryOnResultMutationVariables>;
export const GeneratePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_geminiSession"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_geminiSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<GeneratePersonMutation, GeneratePersonMutationVariables>;
export const SaveGeminiPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGeminiPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geminiSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGeminiPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"geminiSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geminiSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}}]}}]}}]}}]} as unknown as DocumentNode<SaveGeminiPersonMutation, SaveGeminiPersonMutationVariables>;
export const GenerationResultNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GenerationResultNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geminiSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resultNote"}}]}}]}}]} as unknown as DocumentNode<GenerationResultNoteQuery, GenerationResultNoteQueryVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettings_preferences"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettings_preferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettings_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const ActivePromoCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromoBanner_campaign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoBanner_campaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<ActivePromoCampaignsQuery, ActivePromoCampaignsQueryVariables>;
export const SendChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationHistory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationHistory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationHistory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}}]}}]}}]} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const CreateChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateChatConversationMutation, CreateChatConversationMutationVariables>;
export const SetChatConversationContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatConversationContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatConversationContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}]}]}}]} as unknown as DocumentNode<SetChatConversationContactMutation, SetChatConversationContactMutationVariables>;
export const ChatConversationMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatConversationMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatConversationMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<ChatConversationMessagesQuery, ChatConversationMessagesQueryVariables>;
export const TryOnSavedImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TryOnSavedImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"personImages"},"name":{"kind":"Name","value":"savedUserImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"person"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TryOnSavedImage_savedUserImage"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clothingImages"},"name":{"kind":"Name","value":"savedUserImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"clothing"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TryOnSavedImage_savedUserImage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TryOnSavedImage_savedUserImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<TryOnSavedImagesQuery, TryOnSavedImagesQueryVariables>;
export const VirtualTryOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VirtualTryOn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VirtualTryOnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"virtualTryOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStatus_geminiSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStatus_geminiSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]} as unknown as DocumentNode<VirtualTryOnMutation, VirtualTryOnMutationVariables>;
export const SaveTryOnResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTryOnResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTryOnResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTryOnResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveTryOnResultMutation, SaveTryOnResultMutationVariables>;
export const TryOnEngineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TryOnEngine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tryOnEngine"}}]}}]} as unknown as DocumentNode<TryOnEngineQuery, TryOnEngineQueryVariables>;