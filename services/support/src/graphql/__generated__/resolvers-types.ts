import type { GraphQLResolveInfo } from 'graphql';
import type { ChatRole as ChatRoleModel, FeedbackType as FeedbackTypeModel, ConversationStatus as ConversationStatusModel, EmailType as EmailTypeModel, EmailStatus as EmailStatusModel, ChatModelSource as ChatModelSourceModel } from '@tryon/proto-events';
import type { ConversationRow as ConversationRowModel, StoredMessage as StoredMessageModel } from '../../data/conversations.repository.js';
import type { KnowledgeRow as KnowledgeRowModel, UnansweredRow as UnansweredRowModel } from '../../data/knowledge.repository.js';
import type { EmailNotificationRow as EmailNotificationRowModel, EmailMessageRow as EmailMessageRowModel } from '../../mail/notifications.repository.js';
import type { ChatModelStatusView as ChatModelStatusViewModel } from '../../domain/chat-model.service.js';
import type { SupportSettingsView as SupportSettingsViewModel } from '../../domain/settings.service.js';
import type { GraphQLContext } from '@tryon/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A conversation the widget created: its id (unguessable) is kept for later messages. */
export type ChatConversationRef = {
  __typename?: 'ChatConversationRef';
  id: Scalars['String']['output'];
};

/** A message of a chatbot conversation. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** Who wrote it. */
  author: ChatRole;
  content: Scalars['String']['output'];
  /**
   * user, assistant or team
   * @deprecated Use author.
   */
  role: Scalars['String']['output'];
  /** ISO date-time */
  timestamp: Scalars['String']['output'];
};

/** A message the widget sends along (the conversation so far). */
export type ChatMessageInput = {
  /** Who wrote it (give author or role). */
  author?: InputMaybe<ChatRole>;
  content: Scalars['String']['input'];
  /**
   * user or assistant (give author or role)
   * @deprecated Use author.
   */
  role?: InputMaybe<Scalars['String']['input']>;
  timestamp?: InputMaybe<Scalars['String']['input']>;
};

/** Where the chat's model came from: the admin's pin, the first configured candidate served, the newest model found when no candidate is served, or none. */
export type ChatModelSource =
  | 'candidate'
  | 'discovered'
  | 'none'
  | 'pinned';

/** The model that writes the support chat's replies (admin only). */
export type ChatModelStatus = {
  __typename?: 'ChatModelStatus';
  /** The text models the key can use, newest first (from the last look-up). */
  available: Array<Scalars['String']['output']>;
  /** GEMINI_CHAT_MODEL's candidates, in order of preference. */
  candidates: Array<Scalars['String']['output']>;
  /** When the models were last looked up (ISO date-time). */
  checkedAt?: Maybe<Scalars['String']['output']>;
  /** Whether GEMINI_API_KEY is set for support (without it the knowledge base answers alone). */
  configured: Scalars['Boolean']['output'];
  /** Google's own message of the last failure that no retry fixes (invalid key, no quota). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** ISO date-time */
  lastErrorAt?: Maybe<Scalars['String']['output']>;
  /** The model replies are written with now (null: none is available). */
  model?: Maybe<Scalars['String']['output']>;
  modelSource?: Maybe<ChatModelSource>;
  /** The model the admin pinned (null: the automatic choice). */
  pinnedModel?: Maybe<Scalars['String']['output']>;
  /** What the admin should know: no candidate served, the pinned model gone, the look-up failing. */
  problem?: Maybe<Scalars['String']['output']>;
};

/** The assistant's answer to one message. */
export type ChatReply = {
  __typename?: 'ChatReply';
  /** The knowledge base could not answer, the person asked for a human, or two answers did not help: show the contact form. */
  needsEscalation: Scalars['Boolean']['output'];
  response: Scalars['String']['output'];
};

/** Who wrote a chat message: the visitor, the assistant, or a person of the team (an admin's reply). */
export type ChatRole =
  | 'assistant'
  | 'team'
  | 'user';

/** A chatbot conversation as the admin reads it (chatbot_conversations). */
export type ChatbotConversation = {
  __typename?: 'ChatbotConversation';
  adminNotes?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** What the visitor says it is about (null until a contact is left). */
  feedback?: Maybe<FeedbackType>;
  /**
   * question, feedback, bug_report, feature_request, other
   * @deprecated Use feedback.
   */
  feedbackType?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  messages: Array<ChatMessage>;
  /** The assistant handed the conversation over to a person. */
  needsEscalation: Scalars['Boolean']['output'];
  respondedAt?: Maybe<Scalars['String']['output']>;
  respondedBy?: Maybe<Scalars['Int']['output']>;
  /** Where the team stands with it. */
  state: ConversationStatus;
  /**
   * new, reviewed, responded, resolved
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** The signed-in person who started it, if any. */
  userId?: Maybe<Scalars['Int']['output']>;
  visitorEmail?: Maybe<Scalars['String']['output']>;
  visitorName?: Maybe<Scalars['String']['output']>;
};

/** Where the team stands with a conversation: new, reviewed, responded (an admin answered), resolved. */
export type ConversationStatus =
  | 'new'
  | 'resolved'
  | 'responded'
  | 'reviewed';

/** An e-mail with its content, exactly as sent. */
export type EmailMessage = {
  __typename?: 'EmailMessage';
  createdAt: Scalars['String']['output'];
  /** The HTML part (show it in a sandboxed frame). */
  html: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** What kind of e-mail it is. */
  kind: EmailType;
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** Where it stands: pending, sent, failed, bounced. */
  state: EmailStatus;
  /**
   * pending, sent, failed, bounced
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
  /**
   * low_balance, renewal_reminder, welcome, marketing, invoice, account
   * @deprecated Use kind.
   */
  type: Scalars['String']['output'];
  /** The one-click unsubscribe address it carries (List-Unsubscribe); null for an invoice. */
  unsubscribeUrl?: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

/** An e-mail the platform sent or is sending (email_notifications), without its content. */
export type EmailNotification = {
  __typename?: 'EmailNotification';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** The mail server's answer to the last failed attempt. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** What kind of e-mail it is. */
  kind: EmailType;
  /** When the next attempt is due; null once sent, bounced or given up. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** The address it goes to. */
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** pending (queued), sent, failed (tried again while nextAttemptAt is set), bounced (the recipient was refused) */
  state: EmailStatus;
  /**
   * pending (queued), sent, failed (tried again while nextAttemptAt is set), bounced (the recipient was refused)
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /**
   * low_balance, renewal_reminder, welcome, marketing, invoice, account
   * @deprecated Use kind.
   */
  type: Scalars['String']['output'];
  /** The person it went to (0: a visitor without an account, or the team inbox). */
  userId: Scalars['Int']['output'];
};

/** A page of e-mails, with how many match in all. */
export type EmailNotificationPage = {
  __typename?: 'EmailNotificationPage';
  rows: Array<EmailNotification>;
  total: Scalars['Int']['output'];
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

/** What a visitor says a conversation is about. */
export type FeedbackType =
  | 'bug_report'
  | 'feature_request'
  | 'feedback'
  | 'other'
  | 'question';

/** An answer the assistant knows (chatbot_knowledge_base). */
export type KnowledgeEntry = {
  __typename?: 'KnowledgeEntry';
  answer: Scalars['String']['output'];
  category: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  keywords: Array<Scalars['String']['output']>;
  question: Scalars['String']['output'];
  /** How often it was the answer given. */
  timesUsed: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A knowledge-base entry's fields. Required when creating: question, answer, category. When updating, a field left out keeps its value. */
export type KnowledgeEntryInput = {
  answer?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  question?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a conversation with the first exchange; answers its id. */
  createChatConversation: ChatConversationRef;
  /** Admin only. */
  createKnowledgeEntry: KnowledgeEntry;
  /** Admin only. Pins the chat's model (one of the available models); null or "" goes back to the automatic choice. */
  pinChatModel: ChatModelStatus;
  /**
   * Admin only. Answers a conversation: the reply is e-mailed to the visitor, added to the conversation as a
   * message of the team, and the conversation is marked responded (by the caller, now). A conversation
   * without an e-mail address is refused.
   */
  replyToChatConversation: ChatbotConversation;
  /**
   * Answers a message from the knowledge base. With conversationId (the widget's conversation) the exchange is
   * added to it; without one, conversationHistory gives the context. Open to everyone; rate limited.
   */
  sendChatMessage: ChatReply;
  /** Admin only. Sends a marketing e-mail to everyone who agreed to marketing e-mails; answers how many were queued. */
  sendMarketingEmail: Scalars['Int']['output'];
  /** Leaves an e-mail (and name, feedback type: a question unless given) on a conversation so that the team can answer. */
  setChatConversationContact: Scalars['Boolean']['output'];
  /** Admin only. Whether the caller is e-mailed when a conversation is handed to a person. */
  setHandoffMail: SupportSettings;
  /** Admin only. Sets the state and/or the admin notes; responded records who and when. */
  updateChatConversation: ChatbotConversation;
  /** Admin only. isActive false deactivates the entry. */
  updateKnowledgeEntry: KnowledgeEntry;
  /** Admin only. Changes the support settings; once the seller's details are complete, held receipts are sent. */
  updateSupportSettings: SupportSettings;
};


export type MutationCreateChatConversationArgs = {
  messages: Array<ChatMessageInput>;
};


export type MutationCreateKnowledgeEntryArgs = {
  input: KnowledgeEntryInput;
};


export type MutationPinChatModelArgs = {
  model?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReplyToChatConversationArgs = {
  id: Scalars['Int']['input'];
  message: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendChatMessageArgs = {
  conversationHistory?: InputMaybe<Array<ChatMessageInput>>;
  conversationId?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
};


export type MutationSendMarketingEmailArgs = {
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type MutationSetChatConversationContactArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  feedback?: InputMaybe<FeedbackType>;
  feedbackType?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetHandoffMailArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationUpdateChatConversationArgs = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  state?: InputMaybe<ConversationStatus>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateKnowledgeEntryArgs = {
  id: Scalars['Int']['input'];
  input: KnowledgeEntryInput;
};


export type MutationUpdateSupportSettingsArgs = {
  input: SupportSettingsInput;
};

export type Query = {
  __typename?: 'Query';
  /** Admin only. Conversations, newest first, optionally of one state. */
  adminChatConversations: Array<ChatbotConversation>;
  /** Admin only. One e-mail with its text and HTML as sent. */
  adminEmailMessage: EmailMessage;
  /** Admin only. The e-mails sent or queued (the Mail view), newest first, optionally of one kind and/or state; limit 1 to 500. */
  adminEmailNotifications: EmailNotificationPage;
  /** Admin only. Every knowledge-base entry, inactive ones included. */
  adminKnowledgeEntries: Array<KnowledgeEntry>;
  /** Admin only. The support sender, the team inbox, the seller on receipts, and the caller's hand-over e-mails. */
  adminSupportSettings: SupportSettings;
  /** Admin only. The questions that went unanswered, most asked first. */
  adminUnansweredQuestions: Array<UnansweredQuestion>;
  /** The messages of the visitor's own conversation (its id, the unguessable token), the team's replies included. Open to everyone; rate limited. */
  chatConversationMessages: Array<ChatMessage>;
  /** Admin only. The model that writes the chat's replies, the candidates and the models available. */
  chatModelStatus: ChatModelStatus;
};


export type QueryAdminChatConversationsArgs = {
  state?: InputMaybe<ConversationStatus>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminEmailMessageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminEmailNotificationsArgs = {
  kind?: InputMaybe<EmailType>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<EmailStatus>;
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUnansweredQuestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatConversationMessagesArgs = {
  id: Scalars['String']['input'];
};

/** The seller a receipt names. */
export type Seller = {
  __typename?: 'Seller';
  address: Scalars['String']['output'];
  /** The support e-mail address receipts give. */
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  taxId: Scalars['String']['output'];
};

/** Support's settings (admin only): the support sender, the team inbox, the seller's details on receipts. */
export type SupportSettings = {
  __typename?: 'SupportSettings';
  /** The default sender of every e-mail (MAIL_FROM). */
  defaultFrom: Scalars['String']['output'];
  /** Whether the signed-in admin is e-mailed when a conversation is handed to a person. */
  handoffMail: Scalars['Boolean']['output'];
  /** Receipts waiting for the seller's details. */
  heldReceipts: Scalars['Int']['output'];
  /** What receipts carry now (in development a missing detail is a clearly fake value); null while a detail is missing in production: receipts wait until then. */
  receiptSeller?: Maybe<Seller>;
  sellerAddress?: Maybe<Scalars['String']['output']>;
  /** The support e-mail address receipts give. */
  sellerEmail?: Maybe<Scalars['String']['output']>;
  sellerName?: Maybe<Scalars['String']['output']>;
  sellerTaxId?: Maybe<Scalars['String']['output']>;
  /** The sender of replies to chat conversations (null: the default sender). */
  supportFrom?: Maybe<Scalars['String']['output']>;
  /** An address told of every hand-over (null: none). */
  teamInbox?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  updatedBy?: Maybe<Scalars['Int']['output']>;
};

/** Support's settings to change: a field left out keeps its value, an empty one clears it. */
export type SupportSettingsInput = {
  sellerAddress?: InputMaybe<Scalars['String']['input']>;
  sellerEmail?: InputMaybe<Scalars['String']['input']>;
  sellerName?: InputMaybe<Scalars['String']['input']>;
  sellerTaxId?: InputMaybe<Scalars['String']['input']>;
  /** An address, or a name and <address>. */
  supportFrom?: InputMaybe<Scalars['String']['input']>;
  teamInbox?: InputMaybe<Scalars['String']['input']>;
};

/** A question the knowledge base could not answer, with how often it was asked. */
export type UnansweredQuestion = {
  __typename?: 'UnansweredQuestion';
  /** The best entry's score when it was last asked (0 to 1). */
  bestScore: Scalars['Float']['output'];
  lastAskedAt: Scalars['String']['output'];
  question: Scalars['String']['output'];
  times: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ChatConversationRef: ResolverTypeWrapper<ChatConversationRef>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ChatMessage: ResolverTypeWrapper<StoredMessageModel>;
  ChatMessageInput: ChatMessageInput;
  ChatModelSource: ResolverTypeWrapper<ChatModelSourceModel>;
  ChatModelStatus: ResolverTypeWrapper<ChatModelStatusViewModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChatReply: ResolverTypeWrapper<ChatReply>;
  ChatRole: ResolverTypeWrapper<ChatRoleModel>;
  ChatbotConversation: ResolverTypeWrapper<ConversationRowModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ConversationStatus: ResolverTypeWrapper<ConversationStatusModel>;
  EmailMessage: ResolverTypeWrapper<EmailMessageRowModel>;
  EmailNotification: ResolverTypeWrapper<EmailNotificationRowModel>;
  EmailNotificationPage: ResolverTypeWrapper<Omit<EmailNotificationPage, 'rows'> & { rows: Array<ResolversTypes['EmailNotification']> }>;
  EmailStatus: ResolverTypeWrapper<EmailStatusModel>;
  EmailType: ResolverTypeWrapper<EmailTypeModel>;
  FeedbackType: ResolverTypeWrapper<FeedbackTypeModel>;
  KnowledgeEntry: ResolverTypeWrapper<KnowledgeRowModel>;
  KnowledgeEntryInput: KnowledgeEntryInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Seller: ResolverTypeWrapper<Seller>;
  SupportSettings: ResolverTypeWrapper<SupportSettingsViewModel>;
  SupportSettingsInput: SupportSettingsInput;
  UnansweredQuestion: ResolverTypeWrapper<UnansweredRowModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ChatConversationRef: ChatConversationRef;
  String: Scalars['String']['output'];
  ChatMessage: StoredMessageModel;
  ChatMessageInput: ChatMessageInput;
  ChatModelStatus: ChatModelStatusViewModel;
  Boolean: Scalars['Boolean']['output'];
  ChatReply: ChatReply;
  ChatbotConversation: ConversationRowModel;
  Int: Scalars['Int']['output'];
  EmailMessage: EmailMessageRowModel;
  EmailNotification: EmailNotificationRowModel;
  EmailNotificationPage: Omit<EmailNotificationPage, 'rows'> & { rows: Array<ResolversParentTypes['EmailNotification']> };
  KnowledgeEntry: KnowledgeRowModel;
  KnowledgeEntryInput: KnowledgeEntryInput;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Seller: Seller;
  SupportSettings: SupportSettingsViewModel;
  SupportSettingsInput: SupportSettingsInput;
  UnansweredQuestion: UnansweredRowModel;
  Float: Scalars['Float']['output'];
};

export type ChatConversationRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatConversationRef'] = ResolversParentTypes['ChatConversationRef']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  author?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatModelSourceResolvers = { candidate: 'candidate', discovered: 'discovered', none: 'none', pinned: 'pinned' };

export type ChatModelStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatModelStatus'] = ResolversParentTypes['ChatModelStatus']> = {
  available?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastErrorAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelSource?: Resolver<Maybe<ResolversTypes['ChatModelSource']>, ParentType, ContextType>;
  pinnedModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReply'] = ResolversParentTypes['ChatReply']> = {
  needsEscalation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatRoleResolvers = { assistant: 'assistant', team: 'team', user: 'user' };

export type ChatbotConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatbotConversation'] = ResolversParentTypes['ChatbotConversation']> = {
  adminNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['FeedbackType']>, ParentType, ContextType>;
  feedbackType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  needsEscalation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  respondedBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ConversationStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visitorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConversationStatusResolvers = { new: 'new', resolved: 'resolved', responded: 'responded', reviewed: 'reviewed' };

export type EmailMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailMessage'] = ResolversParentTypes['EmailMessage']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EmailType'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EmailStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsubscribeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailNotification'] = ResolversParentTypes['EmailNotification']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EmailType'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EmailStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailNotificationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailNotificationPage'] = ResolversParentTypes['EmailNotificationPage']> = {
  rows?: Resolver<Array<ResolversTypes['EmailNotification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailStatusResolvers = { bounced: 'bounced', failed: 'failed', pending: 'pending', sent: 'sent' };

export type EmailTypeResolvers = { account: 'account', invoice: 'invoice', low_balance: 'low_balance', marketing: 'marketing', renewal_reminder: 'renewal_reminder', support_handoff: 'support_handoff', support_reply: 'support_reply', welcome: 'welcome' };

export type FeedbackTypeResolvers = { bug_report: 'bug_report', feature_request: 'feature_request', feedback: 'feedback', other: 'other', question: 'question' };

export type KnowledgeEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KnowledgeEntry'] = ResolversParentTypes['KnowledgeEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createChatConversation?: Resolver<ResolversTypes['ChatConversationRef'], ParentType, ContextType, RequireFields<MutationCreateChatConversationArgs, 'messages'>>;
  createKnowledgeEntry?: Resolver<ResolversTypes['KnowledgeEntry'], ParentType, ContextType, RequireFields<MutationCreateKnowledgeEntryArgs, 'input'>>;
  pinChatModel?: Resolver<ResolversTypes['ChatModelStatus'], ParentType, ContextType, Partial<MutationPinChatModelArgs>>;
  replyToChatConversation?: Resolver<ResolversTypes['ChatbotConversation'], ParentType, ContextType, RequireFields<MutationReplyToChatConversationArgs, 'id' | 'message'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatReply'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'message'>>;
  sendMarketingEmail?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSendMarketingEmailArgs, 'message' | 'subject'>>;
  setChatConversationContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetChatConversationContactArgs, 'id'>>;
  setHandoffMail?: Resolver<ResolversTypes['SupportSettings'], ParentType, ContextType, RequireFields<MutationSetHandoffMailArgs, 'enabled'>>;
  updateChatConversation?: Resolver<ResolversTypes['ChatbotConversation'], ParentType, ContextType, RequireFields<MutationUpdateChatConversationArgs, 'id'>>;
  updateKnowledgeEntry?: Resolver<ResolversTypes['KnowledgeEntry'], ParentType, ContextType, RequireFields<MutationUpdateKnowledgeEntryArgs, 'id' | 'input'>>;
  updateSupportSettings?: Resolver<ResolversTypes['SupportSettings'], ParentType, ContextType, RequireFields<MutationUpdateSupportSettingsArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminChatConversations?: Resolver<Array<ResolversTypes['ChatbotConversation']>, ParentType, ContextType, Partial<QueryAdminChatConversationsArgs>>;
  adminEmailMessage?: Resolver<ResolversTypes['EmailMessage'], ParentType, ContextType, RequireFields<QueryAdminEmailMessageArgs, 'id'>>;
  adminEmailNotifications?: Resolver<ResolversTypes['EmailNotificationPage'], ParentType, ContextType, RequireFields<QueryAdminEmailNotificationsArgs, 'limit' | 'offset'>>;
  adminKnowledgeEntries?: Resolver<Array<ResolversTypes['KnowledgeEntry']>, ParentType, ContextType>;
  adminSupportSettings?: Resolver<ResolversTypes['SupportSettings'], ParentType, ContextType>;
  adminUnansweredQuestions?: Resolver<Array<ResolversTypes['UnansweredQuestion']>, ParentType, ContextType, Partial<QueryAdminUnansweredQuestionsArgs>>;
  chatConversationMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryChatConversationMessagesArgs, 'id'>>;
  chatModelStatus?: Resolver<ResolversTypes['ChatModelStatus'], ParentType, ContextType>;
};

export type SellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupportSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportSettings'] = ResolversParentTypes['SupportSettings']> = {
  defaultFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handoffMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heldReceipts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptSeller?: Resolver<Maybe<ResolversTypes['Seller']>, ParentType, ContextType>;
  sellerAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerTaxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamInbox?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UnansweredQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnansweredQuestion'] = ResolversParentTypes['UnansweredQuestion']> = {
  bestScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lastAskedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  times?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ChatConversationRef?: ChatConversationRefResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatModelSource?: ChatModelSourceResolvers;
  ChatModelStatus?: ChatModelStatusResolvers<ContextType>;
  ChatReply?: ChatReplyResolvers<ContextType>;
  ChatRole?: ChatRoleResolvers;
  ChatbotConversation?: ChatbotConversationResolvers<ContextType>;
  ConversationStatus?: ConversationStatusResolvers;
  EmailMessage?: EmailMessageResolvers<ContextType>;
  EmailNotification?: EmailNotificationResolvers<ContextType>;
  EmailNotificationPage?: EmailNotificationPageResolvers<ContextType>;
  EmailStatus?: EmailStatusResolvers;
  EmailType?: EmailTypeResolvers;
  FeedbackType?: FeedbackTypeResolvers;
  KnowledgeEntry?: KnowledgeEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SupportSettings?: SupportSettingsResolvers<ContextType>;
  UnansweredQuestion?: UnansweredQuestionResolvers<ContextType>;
};

