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

/** Where a debited session came from: the subscription, the top-ups, both, or the free-trial sessions. */
export type DeductedFrom =
  | 'free_trial'
  | 'mixed'
  | 'subscription'
  | 'top_up';

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

/** What a generation or try-on is. */
export type SessionType =
  | 'person_generation'
  | 'virtual_tryon';

/** Where a subscription stands (user_subscriptions.status). */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'trialing'
  | 'unpaid';

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

export type PersonAttributesFieldsFragment = { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null };

export type GeminiSessionFieldsFragment = { id: number, userId: number, prompt: string | null, personImageUrl: string | null, clothingImageUrl: string | null, clothingImageUrl2: string | null, style: string | null, resultUrl: string | null, errorMessage: string | null, offline: boolean, resultNote: string | null, createdAt: string, completedAt: string | null, sessionType: SessionType, status: JobStatus, garmentType1: GarmentType | null, garmentType2: GarmentType | null, category: TryOnCategory | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } | null };

export type EditSessionFieldsFragment = { id: number, userId: number, geminiSessionId: number | null, baseImageUrl: string, editInstructions: string, resultUrl: string | null, errorMessage: string | null, offline: boolean, refinementNumber: number, createdAt: string, completedAt: string | null, status: JobStatus, session: { id: number } };

export type ApiConfigurationFieldsFragment = { key: string, value: string, description: string | null, updatedAt: string };

export type GeneratePersonMutationVariables = Exact<{
  input: GeneratePersonInput;
}>;


export type GeneratePersonMutation = { generatePerson: { id: number, userId: number, prompt: string | null, personImageUrl: string | null, clothingImageUrl: string | null, clothingImageUrl2: string | null, style: string | null, resultUrl: string | null, errorMessage: string | null, offline: boolean, resultNote: string | null, createdAt: string, completedAt: string | null, sessionType: SessionType, status: JobStatus, garmentType1: GarmentType | null, garmentType2: GarmentType | null, category: TryOnCategory | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } | null } };

export type GeminiSessionQueryVariables = Exact<{
  id: number;
}>;


export type GeminiSessionQuery = { geminiSession: { id: number, userId: number, prompt: string | null, personImageUrl: string | null, clothingImageUrl: string | null, clothingImageUrl2: string | null, style: string | null, resultUrl: string | null, errorMessage: string | null, offline: boolean, resultNote: string | null, createdAt: string, completedAt: string | null, sessionType: SessionType, status: JobStatus, garmentType1: GarmentType | null, garmentType2: GarmentType | null, category: TryOnCategory | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } | null } };

export type VirtualTryOnMutationVariables = Exact<{
  input: VirtualTryOnInput;
}>;


export type VirtualTryOnMutation = { virtualTryOn: { id: number, userId: number, prompt: string | null, personImageUrl: string | null, clothingImageUrl: string | null, clothingImageUrl2: string | null, style: string | null, resultUrl: string | null, errorMessage: string | null, offline: boolean, resultNote: string | null, createdAt: string, completedAt: string | null, sessionType: SessionType, status: JobStatus, garmentType1: GarmentType | null, garmentType2: GarmentType | null, category: TryOnCategory | null, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } | null } };

export type EditImageMutationVariables = Exact<{
  input: EditImageInput;
}>;


export type EditImageMutation = { editImage: { id: number, userId: number, geminiSessionId: number | null, baseImageUrl: string, editInstructions: string, resultUrl: string | null, errorMessage: string | null, offline: boolean, refinementNumber: number, createdAt: string, completedAt: string | null, status: JobStatus, session: { id: number } } };

export type EditSessionQueryVariables = Exact<{
  id: number;
}>;


export type EditSessionQuery = { editSession: { id: number, userId: number, geminiSessionId: number | null, baseImageUrl: string, editInstructions: string, resultUrl: string | null, errorMessage: string | null, offline: boolean, refinementNumber: number, createdAt: string, completedAt: string | null, status: JobStatus, session: { id: number } } };

export type ApiConfigurationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiConfigurationsQuery = { apiConfigurations: Array<{ key: string, value: string, description: string | null, updatedAt: string }> };

export type SetApiConfigurationMutationVariables = Exact<{
  key: string;
  value: string;
  description?: string | null | undefined;
}>;


export type SetApiConfigurationMutation = { setApiConfiguration: { key: string, value: string, description: string | null, updatedAt: string } };

export type SaveGeminiPersonMutationVariables = Exact<{
  geminiSessionId: number;
  name: string;
}>;


export type SaveGeminiPersonMutation = { saveGeminiPerson: { id: number, userId: number, geminiSessionId: number | null, name: string, imageUrl: string | null, isFavorite: boolean, savedAt: string, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } } };

export type SavedGeminiPeopleQueryVariables = Exact<{
  userId: number;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type SavedGeminiPeopleQuery = { savedGeminiPeoplePage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, userId: number, geminiSessionId: number | null, name: string, imageUrl: string | null, thumbnailUrl: string | null, thumbnail2xUrl: string | null, isFavorite: boolean, savedAt: string, person: { gender: Gender | null, age: AgeGroup | null, ethnicity: Ethnicity | null, build: Build | null, hairColor: HairColor | null, hairStyle: HairStyle | null, clothing: ClothingStyle | null, pose: Pose | null, background: Background | null } }> } };

export type SubscriptionPlanFieldsFragment = { id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, maxRefinementsPerSession: number, includesModelGeneration: boolean, features: Array<string>, sortOrder: number };

export type SubscriptionStatusFieldsFragment = { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, status: SubscriptionStatus, billingCycle: BillingCycle, plan: { id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, maxRefinementsPerSession: number, includesModelGeneration: boolean, features: Array<string>, sortOrder: number } | null } | null };

export type SubscriptionPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionPlansQuery = { subscriptionPlans: Array<{ id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, maxRefinementsPerSession: number, includesModelGeneration: boolean, features: Array<string>, sortOrder: number }> };

export type SessionBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionBalanceQuery = { me: { sessionBalance: { balance: number, subscriptionSessions: number, topUpSessions: number } } | null };

export type SubscriptionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionStatusQuery = { me: { subscriptionInfo: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, status: SubscriptionStatus, billingCycle: BillingCycle, plan: { id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, maxRefinementsPerSession: number, includesModelGeneration: boolean, features: Array<string>, sortOrder: number } | null } | null } } | null };

export type UsageLogsQueryVariables = Exact<{ [key: string]: never; }>;


export type UsageLogsQuery = { me: { usageLogs: Array<{ id: number, createdAt: string, sessionsCost: number, actionType: ActionType, deductedFrom: DeductedFrom }> } | null };

export type UsageAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type UsageAnalyticsQuery = { me: { usageAnalytics: { currentBalance: number, isFirstTimeUser: boolean, hasUsedSessions: boolean, avgSessionsPerWeek: number, totalSessions: number } } | null };

export type CreateSubscriptionCheckoutMutationVariables = Exact<{
  planName: string;
  billingPeriod: BillingCycle;
}>;


export type CreateSubscriptionCheckoutMutation = { createSubscriptionCheckout: { url: string } };

export type CreateTopUpCheckoutMutationVariables = Exact<{
  amount: number;
  sessions: number;
}>;


export type CreateTopUpCheckoutMutation = { createTopUpCheckout: { url: string } };

export type CreatePortalSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePortalSessionMutation = { createPortalSession: { url: string } };

export type SandboxCheckoutQueryVariables = Exact<{
  id: string;
}>;


export type SandboxCheckoutQuery = { sandboxCheckout: { id: string, description: string, amountInCents: number, currency: string, sessions: number | null, planName: string | null, planDisplayName: string | null, mode: CheckoutMode, status: CheckoutStatus, billingPeriod: BillingCycle | null } };

export type CompleteSandboxCheckoutMutationVariables = Exact<{
  id: string;
}>;


export type CompleteSandboxCheckoutMutation = { completeSandboxCheckout: { url: string, message: string | null } };

export type CheckoutOutcomeQueryVariables = Exact<{
  sessionId: string;
}>;


export type CheckoutOutcomeQuery = { checkoutOutcome: { sessionId: string, refused: boolean, message: string | null } };

export type CancelSandboxCheckoutMutationVariables = Exact<{
  id: string;
}>;


export type CancelSandboxCheckoutMutation = { cancelSandboxCheckout: { url: string } };

export type SetSandboxCancelAtPeriodEndMutationVariables = Exact<{
  cancelAtPeriodEnd: boolean;
}>;


export type SetSandboxCancelAtPeriodEndMutation = { setSandboxCancelAtPeriodEnd: { balance: { subscriptionSessions: number, topUpSessions: number }, subscription: { planId: number, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, status: SubscriptionStatus, billingCycle: BillingCycle, plan: { id: number, name: string, displayName: string, description: string | null, priceMonthly: number, priceAnnual: number, sessionsPerMonth: number, maxRefinementsPerSession: number, includesModelGeneration: boolean, features: Array<string>, sortOrder: number } | null } | null } };

export type AdminRevenueStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRevenueStatsQuery = { adminStats: { totalRevenue: number, thisMonthRevenue: number, lastMonthRevenue: number, subscriptionRevenue: number, topUpRevenue: number, monthlyGrowth: number } };

export type AdminSubscriptionStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSubscriptionStatsQuery = { adminStats: { totalActiveSubscriptions: number, subscriptionsByPlan: Array<{ planName: string, displayName: string, count: number }> } };

export type AdminSubscriptionsPageQueryVariables = Exact<{
  state?: SubscriptionStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminSubscriptionsPageQuery = { adminSubscriptions: { total: number, rows: Array<{ id: number, currentPeriodStart: string | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, stripeSubscriptionId: string | null, createdAt: string, status: SubscriptionStatus, billingCycle: BillingCycle, user: { id: number, username: string, email: string | null } | null, plan: { id: number, name: string, displayName: string, priceMonthly: number, priceAnnual: number } }> } };

export type AdminTopUpsPageQueryVariables = Exact<{
  state?: PaymentStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminTopUpsPageQuery = { adminTopUps: { total: number, rows: Array<{ id: number, sessions: number, priceInCents: number, stripePaymentIntentId: string | null, purchasedAt: string, status: PaymentStatus, user: { id: number, username: string, email: string | null } | null }> } };

export type PromoCampaignFieldsFragment = { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number, isActive: boolean, startDate: string | null, endDate: string | null, createdBy: number | null, createdAt: string, targetAudience: CampaignAudience };

export type FooterItemFieldsFragment = { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string };

export type FooterSectionFieldsFragment = { id: number, title: string, displayOrder: number, isVisible: boolean, createdAt: string, updatedAt: string, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string }> };

export type ContentPageFieldsFragment = { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, createdAt: string, updatedAt: string };

export type FooterSectionsRestQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterSectionsRestQuery = { footerSections: Array<{ id: number, title: string, displayOrder: number, isVisible: boolean, createdAt: string, updatedAt: string, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string }> }> };

export type ContentPageRestQueryVariables = Exact<{
  slug: string;
}>;


export type ContentPageRestQuery = { contentPage: { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, createdAt: string, updatedAt: string } | null };

export type ActivePromoCampaignsRestQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePromoCampaignsRestQuery = { activePromoCampaigns: Array<{ id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number, isActive: boolean, startDate: string | null, endDate: string | null, createdBy: number | null, createdAt: string, targetAudience: CampaignAudience }> };

export type AdminPromoCampaignsRestQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromoCampaignsRestQuery = { adminPromoCampaigns: Array<{ id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number, isActive: boolean, startDate: string | null, endDate: string | null, createdBy: number | null, createdAt: string, targetAudience: CampaignAudience }> };

export type CreatePromoCampaignRestMutationVariables = Exact<{
  input: PromoCampaignInput;
}>;


export type CreatePromoCampaignRestMutation = { createPromoCampaign: { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number, isActive: boolean, startDate: string | null, endDate: string | null, createdBy: number | null, createdAt: string, targetAudience: CampaignAudience } };

export type UpdatePromoCampaignRestMutationVariables = Exact<{
  id: number;
  input: PromoCampaignInput;
}>;


export type UpdatePromoCampaignRestMutation = { updatePromoCampaign: { id: number, title: string, message: string, ctaText: string | null, ctaUrl: string | null, priority: number, isActive: boolean, startDate: string | null, endDate: string | null, createdBy: number | null, createdAt: string, targetAudience: CampaignAudience } };

export type DeletePromoCampaignRestMutationVariables = Exact<{
  id: number;
}>;


export type DeletePromoCampaignRestMutation = { deletePromoCampaign: boolean };

export type AdminFooterSectionsRestQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFooterSectionsRestQuery = { adminFooterSections: Array<{ id: number, title: string, displayOrder: number, isVisible: boolean, createdAt: string, updatedAt: string, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string }> }> };

export type CreateFooterSectionRestMutationVariables = Exact<{
  input: FooterSectionInput;
}>;


export type CreateFooterSectionRestMutation = { createFooterSection: { id: number, title: string, displayOrder: number, isVisible: boolean, createdAt: string, updatedAt: string, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string }> } };

export type UpdateFooterSectionRestMutationVariables = Exact<{
  id: number;
  input: FooterSectionInput;
}>;


export type UpdateFooterSectionRestMutation = { updateFooterSection: { id: number, title: string, displayOrder: number, isVisible: boolean, createdAt: string, updatedAt: string, items: Array<{ id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string }> } };

export type DeleteFooterSectionRestMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFooterSectionRestMutation = { deleteFooterSection: boolean };

export type CreateFooterItemRestMutationVariables = Exact<{
  input: FooterItemInput;
}>;


export type CreateFooterItemRestMutation = { createFooterItem: { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string } };

export type UpdateFooterItemRestMutationVariables = Exact<{
  id: number;
  input: FooterItemInput;
}>;


export type UpdateFooterItemRestMutation = { updateFooterItem: { id: number, sectionId: number, label: string, url: string, displayOrder: number, isVisible: boolean, openInNewTab: boolean, createdAt: string, updatedAt: string } };

export type DeleteFooterItemRestMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFooterItemRestMutation = { deleteFooterItem: boolean };

export type AdminContentPagesRestQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContentPagesRestQuery = { adminContentPages: Array<{ id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, createdAt: string, updatedAt: string }> };

export type CreateContentPageRestMutationVariables = Exact<{
  input: ContentPageInput;
}>;


export type CreateContentPageRestMutation = { createContentPage: { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, createdAt: string, updatedAt: string } };

export type UpdateContentPageRestMutationVariables = Exact<{
  id: number;
  input: ContentPageInput;
}>;


export type UpdateContentPageRestMutation = { updateContentPage: { id: number, title: string, slug: string, content: string, metaDescription: string | null, isVisible: boolean, createdAt: string, updatedAt: string } };

export type DeleteContentPageRestMutationVariables = Exact<{
  id: number;
}>;


export type DeleteContentPageRestMutation = { deleteContentPage: boolean };

export type UserFieldsFragment = { id: number, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role, createdAt: string, subscriptionStatus: AccountSubscriptionStatus };

export type NotificationPreferenceFieldsFragment = { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: number, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role, createdAt: string, subscriptionStatus: AccountSubscriptionStatus } | null };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { me: { notificationPreferences: { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null } } | null };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { updateNotificationPreferences: { emailNotifications: boolean, lowBalanceAlerts: boolean, renewalReminders: boolean, marketingEmails: boolean, lowBalanceThreshold: number, updatedAt: string | null } };

export type AdminUserStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUserStatsQuery = { adminStats: { totalUsers: number, usersWithActiveSubscriptions: number } };

export type AdminUserFieldsFragment = { id: number, username: string, email: string | null, role: Role, createdAt: string, subscriptionStatus: AccountSubscriptionStatus };

export type AdminUsersPageQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminUsersPageQuery = { adminUsers: { total: number, rows: Array<{ id: number, username: string, email: string | null, role: Role, createdAt: string, subscriptionStatus: AccountSubscriptionStatus }> } };

export type AdminActivityPageQueryVariables = Exact<{
  adminId?: number | null | undefined;
  actionType?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminActivityPageQuery = { adminActivity: { total: number, rows: Array<{ id: number, adminId: number, actionType: string, targetUserId: number | null, description: string, metadata: string | null, ipAddress: string | null, createdAt: string, admin: { id: number, username: string } | null }> } };

export type SavedUserImageFieldsFragment = { id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, isFavorite: boolean, uploadedAt: string, category: ImageCategory };

export type SavedTryOnResultFieldsFragment = { id: number, userId: number, geminiSessionId: number | null, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, personImageUrl: string | null, clothingImageUrl: string | null, category: string | null, style: string | null, isFavorite: boolean, savedAt: string };

export type SaveUserImageMutationVariables = Exact<{
  input: SaveUserImageInput;
}>;


export type SaveUserImageMutation = { saveUserImage: { id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, isFavorite: boolean, uploadedAt: string, category: ImageCategory } };

export type SavedUserImagesQueryVariables = Exact<{
  userId: number;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type SavedUserImagesQuery = { savedUserImagesPage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, isFavorite: boolean, uploadedAt: string, category: ImageCategory }> } };

export type SavedUserImagesByCategoryQueryVariables = Exact<{
  userId: number;
  kind?: ImageCategory | null | undefined;
  category?: string | null | undefined;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type SavedUserImagesByCategoryQuery = { savedUserImagesPage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, userId: number, imageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, name: string, isFavorite: boolean, uploadedAt: string, category: ImageCategory }> } };

export type DeleteSavedUserImageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedUserImageMutation = { deleteSavedUserImage: boolean };

export type SaveTryOnResultMutationVariables = Exact<{
  input: SaveTryOnResultInput;
}>;


export type SaveTryOnResultMutation = { saveTryOnResult: { id: number, userId: number, geminiSessionId: number | null, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, personImageUrl: string | null, clothingImageUrl: string | null, category: string | null, style: string | null, isFavorite: boolean, savedAt: string } };

export type SavedTryOnResultsQueryVariables = Exact<{
  userId: number;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type SavedTryOnResultsQuery = { savedTryOnResultsPage: { nextCursor: string | null, totalCount: number, items: Array<{ id: number, userId: number, geminiSessionId: number | null, name: string, resultImageUrl: string, thumbnailUrl: string, thumbnail2xUrl: string, personImageUrl: string | null, clothingImageUrl: string | null, category: string | null, style: string | null, isFavorite: boolean, savedAt: string }> } };

export type DeleteSavedTryOnResultMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedTryOnResultMutation = { deleteSavedTryOnResult: boolean };

export type ChatbotConversationFieldsFragment = { id: number, visitorEmail: string | null, visitorName: string | null, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, feedbackType: FeedbackType | null, status: ConversationStatus, messages: Array<{ content: string, timestamp: string, role: ChatRole }> };

export type KnowledgeEntryFieldsFragment = { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, createdBy: number | null, timesUsed: number, createdAt: string, updatedAt: string };

export type SendChatMessageRestMutationVariables = Exact<{
  message: string;
  conversationId?: string | null | undefined;
  conversationHistory?: Array<ChatMessageInput> | ChatMessageInput | null | undefined;
}>;


export type SendChatMessageRestMutation = { sendChatMessage: { response: string, needsEscalation: boolean } };

export type CreateChatConversationRestMutationVariables = Exact<{
  messages: Array<ChatMessageInput> | ChatMessageInput;
}>;


export type CreateChatConversationRestMutation = { createChatConversation: { id: string } };

export type SetChatConversationContactRestMutationVariables = Exact<{
  id: string;
  email?: string | null | undefined;
  name?: string | null | undefined;
  feedback?: FeedbackType | null | undefined;
}>;


export type SetChatConversationContactRestMutation = { setChatConversationContact: boolean };

export type AdminChatConversationsRestQueryVariables = Exact<{
  state?: ConversationStatus | null | undefined;
}>;


export type AdminChatConversationsRestQuery = { adminChatConversations: Array<{ id: number, visitorEmail: string | null, visitorName: string | null, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, feedbackType: FeedbackType | null, status: ConversationStatus, messages: Array<{ content: string, timestamp: string, role: ChatRole }> }> };

export type UpdateChatConversationRestMutationVariables = Exact<{
  id: number;
  state?: ConversationStatus | null | undefined;
  adminNotes?: string | null | undefined;
}>;


export type UpdateChatConversationRestMutation = { updateChatConversation: { id: number, visitorEmail: string | null, visitorName: string | null, adminNotes: string | null, respondedBy: number | null, respondedAt: string | null, needsEscalation: boolean, userId: number | null, createdAt: string, updatedAt: string, feedbackType: FeedbackType | null, status: ConversationStatus, messages: Array<{ content: string, timestamp: string, role: ChatRole }> } };

export type AdminKnowledgeEntriesRestQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminKnowledgeEntriesRestQuery = { adminKnowledgeEntries: Array<{ id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, createdBy: number | null, timesUsed: number, createdAt: string, updatedAt: string }> };

export type CreateKnowledgeEntryRestMutationVariables = Exact<{
  input: KnowledgeEntryInput;
}>;


export type CreateKnowledgeEntryRestMutation = { createKnowledgeEntry: { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, createdBy: number | null, timesUsed: number, createdAt: string, updatedAt: string } };

export type UpdateKnowledgeEntryRestMutationVariables = Exact<{
  id: number;
  input: KnowledgeEntryInput;
}>;


export type UpdateKnowledgeEntryRestMutation = { updateKnowledgeEntry: { id: number, question: string, answer: string, category: string, keywords: Array<string>, isActive: boolean, createdBy: number | null, timesUsed: number, createdAt: string, updatedAt: string } };

export type EmailNotificationFieldsFragment = { id: number, userId: number, recipient: string, subject: string, attempts: number, sentAt: string | null, errorMessage: string | null, nextAttemptAt: string | null, createdAt: string, type: EmailType, status: EmailStatus };

export type AdminEmailNotificationsRestQueryVariables = Exact<{
  kind?: EmailType | null | undefined;
  state?: EmailStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminEmailNotificationsRestQuery = { adminEmailNotifications: { total: number, rows: Array<{ id: number, userId: number, recipient: string, subject: string, attempts: number, sentAt: string | null, errorMessage: string | null, nextAttemptAt: string | null, createdAt: string, type: EmailType, status: EmailStatus }> } };

export type AdminEmailMessageRestQueryVariables = Exact<{
  id: number;
}>;


export type AdminEmailMessageRestQuery = { adminEmailMessage: { id: number, userId: number, recipient: string, subject: string, text: string, html: string, unsubscribeUrl: string | null, sentAt: string | null, createdAt: string, type: EmailType, status: EmailStatus } };

export type SendMarketingEmailRestMutationVariables = Exact<{
  subject: string;
  message: string;
}>;


export type SendMarketingEmailRestMutation = { sendMarketingEmail: number };

export const PersonAttributesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<PersonAttributesFieldsFragment, unknown>;
export const GeminiSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeminiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","alias":{"kind":"Name","value":"sessionType"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl2"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType1"},"name":{"kind":"Name","value":"firstGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType2"},"name":{"kind":"Name","value":"secondGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"tryOnCategory"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"resultNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<GeminiSessionFieldsFragment, unknown>;
export const EditSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"baseImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editInstructions"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"refinementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditSessionFieldsFragment, unknown>;
export const ApiConfigurationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApiConfigurationFieldsFragment, unknown>;
export const SubscriptionPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxRefinementsPerSession"}},{"kind":"Field","name":{"kind":"Name","value":"includesModelGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<SubscriptionPlanFieldsFragment, unknown>;
export const SubscriptionStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","alias":{"kind":"Name","value":"billingCycle"},"name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxRefinementsPerSession"}},{"kind":"Field","name":{"kind":"Name","value":"includesModelGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<SubscriptionStatusFieldsFragment, unknown>;
export const PromoCampaignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"targetAudience"},"name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromoCampaignFieldsFragment, unknown>;
export const FooterItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FooterItemFieldsFragment, unknown>;
export const FooterSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FooterSectionFieldsFragment, unknown>;
export const ContentPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPageFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","alias":{"kind":"Name","value":"subscriptionStatus"},"name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const NotificationPreferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NotificationPreferenceFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","alias":{"kind":"Name","value":"subscriptionStatus"},"name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const SavedUserImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedUserImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SavedUserImageFieldsFragment, unknown>;
export const SavedTryOnResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTryOnResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SavedTryOnResultFieldsFragment, unknown>;
export const ChatbotConversationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"role"},"name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"feedbackType"},"name":{"kind":"Name","value":"feedback"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChatbotConversationFieldsFragment, unknown>;
export const KnowledgeEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<KnowledgeEntryFieldsFragment, unknown>;
export const EmailNotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EmailNotificationFieldsFragment, unknown>;
export const GeneratePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeminiSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeminiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","alias":{"kind":"Name","value":"sessionType"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl2"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType1"},"name":{"kind":"Name","value":"firstGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType2"},"name":{"kind":"Name","value":"secondGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"tryOnCategory"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"resultNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<GeneratePersonMutation, GeneratePersonMutationVariables>;
export const GeminiSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeminiSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geminiSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeminiSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeminiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","alias":{"kind":"Name","value":"sessionType"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl2"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType1"},"name":{"kind":"Name","value":"firstGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType2"},"name":{"kind":"Name","value":"secondGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"tryOnCategory"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"resultNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<GeminiSessionQuery, GeminiSessionQueryVariables>;
export const VirtualTryOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VirtualTryOn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VirtualTryOnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"virtualTryOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeminiSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeminiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeminiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","alias":{"kind":"Name","value":"sessionType"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl2"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType1"},"name":{"kind":"Name","value":"firstGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"garmentType2"},"name":{"kind":"Name","value":"secondGarmentType"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"tryOnCategory"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"resultNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<VirtualTryOnMutation, VirtualTryOnMutationVariables>;
export const EditImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"baseImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editInstructions"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"refinementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditImageMutation, EditImageMutationVariables>;
export const EditSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"baseImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editInstructions"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"refinementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditSessionQuery, EditSessionQueryVariables>;
export const ApiConfigurationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiConfigurations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiConfigurations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiConfigurationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApiConfigurationsQuery, ApiConfigurationsQueryVariables>;
export const SetApiConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiConfigurationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiConfigurationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiConfiguration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetApiConfigurationMutation, SetApiConfigurationMutationVariables>;
export const SaveGeminiPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGeminiPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"geminiSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGeminiPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"geminiSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"geminiSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<SaveGeminiPersonMutation, SaveGeminiPersonMutationVariables>;
export const SavedGeminiPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedGeminiPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedGeminiPeoplePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonAttributesFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonAttributesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"build"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"hairStyle"}},{"kind":"Field","name":{"kind":"Name","value":"clothing"}},{"kind":"Field","name":{"kind":"Name","value":"pose"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}}]} as unknown as DocumentNode<SavedGeminiPeopleQuery, SavedGeminiPeopleQueryVariables>;
export const SubscriptionPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxRefinementsPerSession"}},{"kind":"Field","name":{"kind":"Name","value":"includesModelGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<SubscriptionPlansQuery, SubscriptionPlansQueryVariables>;
export const SessionBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}}]}}]}}]} as unknown as DocumentNode<SessionBalanceQuery, SessionBalanceQueryVariables>;
export const SubscriptionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxRefinementsPerSession"}},{"kind":"Field","name":{"kind":"Name","value":"includesModelGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","alias":{"kind":"Name","value":"billingCycle"},"name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>;
export const UsageLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"actionType"},"name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsCost"}},{"kind":"Field","alias":{"kind":"Name","value":"deductedFrom"},"name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<UsageLogsQuery, UsageLogsQueryVariables>;
export const UsageAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstTimeUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasUsedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionsPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}}]}}]}}]}}]} as unknown as DocumentNode<UsageAnalyticsQuery, UsageAnalyticsQueryVariables>;
export const CreateSubscriptionCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscriptionCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingPeriod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCycle"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscriptionCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingPeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateSubscriptionCheckoutMutation, CreateSubscriptionCheckoutMutationVariables>;
export const CreateTopUpCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTopUpCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopUpCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateTopUpCheckoutMutation, CreateTopUpCheckoutMutationVariables>;
export const CreatePortalSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPortalSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreatePortalSessionMutation, CreatePortalSessionMutationVariables>;
export const SandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"mode"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountInCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planDisplayName"}},{"kind":"Field","alias":{"kind":"Name","value":"billingPeriod"},"name":{"kind":"Name","value":"cycle"}}]}}]}}]} as unknown as DocumentNode<SandboxCheckoutQuery, SandboxCheckoutQueryVariables>;
export const CompleteSandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompleteSandboxCheckoutMutation, CompleteSandboxCheckoutMutationVariables>;
export const CheckoutOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutOutcomeQuery, CheckoutOutcomeQueryVariables>;
export const CancelSandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CancelSandboxCheckoutMutation, CancelSandboxCheckoutMutationVariables>;
export const SetSandboxCancelAtPeriodEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSandboxCancelAtPeriodEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSandboxCancelAtPeriodEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cancelAtPeriodEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"maxRefinementsPerSession"}},{"kind":"Field","name":{"kind":"Name","value":"includesModelGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatusInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","alias":{"kind":"Name","value":"billingCycle"},"name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<SetSandboxCancelAtPeriodEndMutation, SetSandboxCancelAtPeriodEndMutationVariables>;
export const AdminRevenueStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRevenueStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonthRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonthRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"topUpRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGrowth"}}]}}]}}]} as unknown as DocumentNode<AdminRevenueStatsQuery, AdminRevenueStatsQueryVariables>;
export const AdminSubscriptionStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscriptionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalActiveSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsByPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscriptionStatsQuery, AdminSubscriptionStatsQueryVariables>;
export const AdminSubscriptionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscriptionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"priceAnnual"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","alias":{"kind":"Name","value":"billingCycle"},"name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"stripeSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscriptionsPageQuery, AdminSubscriptionsPageQueryVariables>;
export const AdminTopUpsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTopUpsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTopUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"priceInCents"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stripePaymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTopUpsPageQuery, AdminTopUpsPageQueryVariables>;
export const FooterSectionsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterSectionsRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footerSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}}]} as unknown as DocumentNode<FooterSectionsRestQuery, FooterSectionsRestQueryVariables>;
export const ContentPageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContentPageRestQuery, ContentPageRestQueryVariables>;
export const ActivePromoCampaignsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePromoCampaignsRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromoCampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"targetAudience"},"name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ActivePromoCampaignsRestQuery, ActivePromoCampaignsRestQueryVariables>;
export const AdminPromoCampaignsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromoCampaignsRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromoCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromoCampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"targetAudience"},"name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPromoCampaignsRestQuery, AdminPromoCampaignsRestQueryVariables>;
export const CreatePromoCampaignRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromoCampaignRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromoCampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"targetAudience"},"name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreatePromoCampaignRestMutation, CreatePromoCampaignRestMutationVariables>;
export const UpdatePromoCampaignRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromoCampaignRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromoCampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromoCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"ctaUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"targetAudience"},"name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdatePromoCampaignRestMutation, UpdatePromoCampaignRestMutationVariables>;
export const DeletePromoCampaignRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePromoCampaignRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromoCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePromoCampaignRestMutation, DeletePromoCampaignRestMutationVariables>;
export const AdminFooterSectionsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFooterSectionsRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFooterSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}}]} as unknown as DocumentNode<AdminFooterSectionsRestQuery, AdminFooterSectionsRestQueryVariables>;
export const CreateFooterSectionRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFooterSectionRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}}]} as unknown as DocumentNode<CreateFooterSectionRestMutation, CreateFooterSectionRestMutationVariables>;
export const UpdateFooterSectionRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFooterSectionRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}}]} as unknown as DocumentNode<UpdateFooterSectionRestMutation, UpdateFooterSectionRestMutationVariables>;
export const DeleteFooterSectionRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFooterSectionRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFooterSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFooterSectionRestMutation, DeleteFooterSectionRestMutationVariables>;
export const CreateFooterItemRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFooterItemRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateFooterItemRestMutation, CreateFooterItemRestMutationVariables>;
export const UpdateFooterItemRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFooterItemRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FooterItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FooterItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateFooterItemRestMutation, UpdateFooterItemRestMutationVariables>;
export const DeleteFooterItemRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFooterItemRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFooterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFooterItemRestMutation, DeleteFooterItemRestMutationVariables>;
export const AdminContentPagesRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentPagesRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminContentPagesRestQuery, AdminContentPagesRestQueryVariables>;
export const CreateContentPageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentPageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateContentPageRestMutation, CreateContentPageRestMutationVariables>;
export const UpdateContentPageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContentPageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateContentPageRestMutation, UpdateContentPageRestMutationVariables>;
export const DeleteContentPageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentPageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentPageRestMutation, DeleteContentPageRestMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","alias":{"kind":"Name","value":"subscriptionStatus"},"name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferenceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"renewalReminders"}},{"kind":"Field","name":{"kind":"Name","value":"marketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"lowBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const AdminUserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"usersWithActiveSubscriptions"}}]}}]}}]} as unknown as DocumentNode<AdminUserStatsQuery, AdminUserStatsQueryVariables>;
export const AdminUsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","alias":{"kind":"Name","value":"subscriptionStatus"},"name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersPageQuery, AdminUsersPageQueryVariables>;
export const AdminActivityPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminActivityPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"adminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}}},{"kind":"Argument","name":{"kind":"Name","value":"actionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminActivityPageQuery, AdminActivityPageQueryVariables>;
export const SaveUserImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUserImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedUserImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedUserImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SaveUserImageMutation, SaveUserImageMutationVariables>;
export const SavedUserImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedUserImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedUserImagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedUserImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedUserImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SavedUserImagesQuery, SavedUserImagesQueryVariables>;
export const SavedUserImagesByCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedUserImagesByCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedUserImagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedUserImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedUserImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedUserImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"category"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<SavedUserImagesByCategoryQuery, SavedUserImagesByCategoryQueryVariables>;
export const DeleteSavedUserImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedUserImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedUserImageMutation, DeleteSavedUserImageMutationVariables>;
export const SaveTryOnResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTryOnResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTryOnResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTryOnResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTryOnResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTryOnResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SaveTryOnResultMutation, SaveTryOnResultMutationVariables>;
export const SavedTryOnResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTryOnResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedTryOnResultsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTryOnResultFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTryOnResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTryOnResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"geminiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail2xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"personImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clothingImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SavedTryOnResultsQuery, SavedTryOnResultsQueryVariables>;
export const DeleteSavedTryOnResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedTryOnResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedTryOnResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedTryOnResultMutation, DeleteSavedTryOnResultMutationVariables>;
export const SendChatMessageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationHistory"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationHistory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationHistory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}}]}}]}}]} as unknown as DocumentNode<SendChatMessageRestMutation, SendChatMessageRestMutationVariables>;
export const CreateChatConversationRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChatConversationRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateChatConversationRestMutation, CreateChatConversationRestMutationVariables>;
export const SetChatConversationContactRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatConversationContactRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatConversationContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}]}]}}]} as unknown as DocumentNode<SetChatConversationContactRestMutation, SetChatConversationContactRestMutationVariables>;
export const AdminChatConversationsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminChatConversationsRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminChatConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatbotConversationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"role"},"name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"feedbackType"},"name":{"kind":"Name","value":"feedback"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminChatConversationsRestQuery, AdminChatConversationsRestQueryVariables>;
export const UpdateChatConversationRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatConversationRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"adminNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminNotes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatbotConversationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"role"},"name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"feedbackType"},"name":{"kind":"Name","value":"feedback"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsEscalation"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateChatConversationRestMutation, UpdateChatConversationRestMutationVariables>;
export const AdminKnowledgeEntriesRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKnowledgeEntriesRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminKnowledgeEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminKnowledgeEntriesRestQuery, AdminKnowledgeEntriesRestQueryVariables>;
export const CreateKnowledgeEntryRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKnowledgeEntryRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnowledgeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateKnowledgeEntryRestMutation, CreateKnowledgeEntryRestMutationVariables>;
export const UpdateKnowledgeEntryRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateKnowledgeEntryRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnowledgeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"timesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateKnowledgeEntryRestMutation, UpdateKnowledgeEntryRestMutationVariables>;
export const AdminEmailNotificationsRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailNotificationsRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmailNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailNotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEmailNotificationsRestQuery, AdminEmailNotificationsRestQueryVariables>;
export const AdminEmailMessageRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailMessageRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","alias":{"kind":"Name","value":"type"},"name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminEmailMessageRestQuery, AdminEmailMessageRestQueryVariables>;
export const SendMarketingEmailRestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMarketingEmailRest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMarketingEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SendMarketingEmailRestMutation, SendMarketingEmailRestMutationVariables>;