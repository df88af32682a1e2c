import type { GraphQLResolveInfo } from 'graphql';
import type { CampaignAudience as CampaignAudienceModel } from '@tryon/proto-events';
import type { CampaignRow as CampaignRowModel } from '../../data/campaigns.repository.js';
import type { FooterSectionRow as FooterSectionRowModel, FooterItemRow as FooterItemRowModel } from '../../data/footer.repository.js';
import type { PageRow as PageRowModel } from '../../data/pages.repository.js';
import type { GraphQLContext } from '@tryon/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** Who a promotional campaign is shown to. */
export type CampaignAudience =
  | 'all'
  | 'free'
  | 'low_balance'
  | 'subscribed';

/** A public content page (content_pages), served at /pages/{slug}. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Markdown. Empty in the public view of a hidden page. */
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isVisible: Scalars['Boolean']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A content page's fields. Required when creating: title, slug, content. When updating, a field left out keeps its value. */
export type ContentPageInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A link of the footer (footer_items). */
export type FooterItem = {
  __typename?: 'FooterItem';
  createdAt: Scalars['String']['output'];
  /** Lower comes first. */
  displayOrder: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isVisible: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** True when url points at a content page that is hidden: visitors do not see the item then. */
  linksToHiddenPage: Scalars['Boolean']['output'];
  openInNewTab: Scalars['Boolean']['output'];
  sectionId: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  /** A path starting with a single / (in-app), or an http(s) or mailto: address. */
  url: Scalars['String']['output'];
};

/**
 * A footer item's fields. Required when creating: sectionId, label, url. When updating, a field left out keeps
 * its value; the section cannot be changed.
 */
export type FooterItemInput = {
  displayOrder?: InputMaybe<Scalars['Int']['input']>;
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  openInNewTab?: InputMaybe<Scalars['Boolean']['input']>;
  sectionId?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A group of footer links (footer_sections), with its items ordered by displayOrder. */
export type FooterSection = {
  __typename?: 'FooterSection';
  createdAt: Scalars['String']['output'];
  /** Lower comes first. */
  displayOrder: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isVisible: Scalars['Boolean']['output'];
  items: Array<FooterItem>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A footer section's fields. Required when creating: title. When updating, a field left out keeps its value. */
export type FooterSectionInput = {
  displayOrder?: InputMaybe<Scalars['Int']['input']>;
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin only. */
  createContentPage: ContentPage;
  /** Admin only. */
  createFooterItem: FooterItem;
  /** Admin only. */
  createFooterSection: FooterSection;
  /** Admin only. */
  createPromoCampaign: PromoCampaign;
  /** Admin only. */
  deleteContentPage: Scalars['Boolean']['output'];
  /** Admin only. */
  deleteFooterItem: Scalars['Boolean']['output'];
  /** Admin only. Deletes the section's items too. */
  deleteFooterSection: Scalars['Boolean']['output'];
  /** Admin only. True when it was deleted. */
  deletePromoCampaign: Scalars['Boolean']['output'];
  /** Admin only. */
  updateContentPage: ContentPage;
  /** Admin only. The section cannot be changed. */
  updateFooterItem: FooterItem;
  /** Admin only. */
  updateFooterSection: FooterSection;
  /** Admin only. */
  updatePromoCampaign: PromoCampaign;
};


export type MutationCreateContentPageArgs = {
  input: ContentPageInput;
};


export type MutationCreateFooterItemArgs = {
  input: FooterItemInput;
};


export type MutationCreateFooterSectionArgs = {
  input: FooterSectionInput;
};


export type MutationCreatePromoCampaignArgs = {
  input: PromoCampaignInput;
};


export type MutationDeleteContentPageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFooterItemArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFooterSectionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePromoCampaignArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateContentPageArgs = {
  id: Scalars['Int']['input'];
  input: ContentPageInput;
};


export type MutationUpdateFooterItemArgs = {
  id: Scalars['Int']['input'];
  input: FooterItemInput;
};


export type MutationUpdateFooterSectionArgs = {
  id: Scalars['Int']['input'];
  input: FooterSectionInput;
};


export type MutationUpdatePromoCampaignArgs = {
  id: Scalars['Int']['input'];
  input: PromoCampaignInput;
};

/**
 * A promo campaign (promo_campaigns). A signed-in person sees the active ones inside their date window that
 * target them; admins see and change all of them.
 */
export type PromoCampaign = {
  __typename?: 'PromoCampaign';
  /** Who sees it: all, free (no active subscription), subscribed, low_balance (has used sessions and holds 3 or fewer). */
  audience: CampaignAudience;
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<Scalars['Int']['output']>;
  ctaText?: Maybe<Scalars['String']['output']>;
  /** An address starting with a single / is an in-app path; any other is an http(s) URL opened in a new tab. */
  ctaUrl?: Maybe<Scalars['String']['output']>;
  /** yyyy-mm-dd (UTC, inclusive), or null for no end. */
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** Higher shows first. */
  priority: Scalars['Int']['output'];
  /** yyyy-mm-dd (UTC), or null for no start. */
  startDate?: Maybe<Scalars['String']['output']>;
  /**
   * all, free (no active subscription), subscribed, low_balance (has used sessions and holds 3 or fewer)
   * @deprecated Use audience.
   */
  targetAudience: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A campaign's fields. Required when creating: title, message. When updating, a field left out keeps its value.
 * Give audience or targetAudience (deprecated), not two different ones; a new campaign is for all unless given.
 */
export type PromoCampaignInput = {
  audience?: InputMaybe<CampaignAudience>;
  ctaText?: InputMaybe<Scalars['String']['input']>;
  ctaUrl?: InputMaybe<Scalars['String']['input']>;
  /** yyyy-mm-dd or an ISO date; empty or null for none. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** yyyy-mm-dd or an ISO date; empty or null for none. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use audience. */
  targetAudience?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The campaigns for the signed-in person: active, inside their dates, for their audience; highest priority first. */
  activePromoCampaigns: Array<PromoCampaign>;
  /** Admin only. Every content page, hidden ones included. */
  adminContentPages: Array<ContentPage>;
  /** Admin only. Every footer section with every item, hidden ones included. */
  adminFooterSections: Array<FooterSection>;
  /** Admin only. Every campaign, highest priority first. */
  adminPromoCampaigns: Array<PromoCampaign>;
  /** A public page by slug; null when there is none. A hidden page answers with isVisible false and no content. */
  contentPage?: Maybe<ContentPage>;
  /** The footer for everyone: visible sections with at least one visible item, and only their visible items. */
  footerSections: Array<FooterSection>;
};


export type QueryContentPageArgs = {
  slug: Scalars['String']['input'];
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
  CampaignAudience: ResolverTypeWrapper<CampaignAudienceModel>;
  ContentPage: ResolverTypeWrapper<PageRowModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContentPageInput: ContentPageInput;
  FooterItem: ResolverTypeWrapper<FooterItemRowModel>;
  FooterItemInput: FooterItemInput;
  FooterSection: ResolverTypeWrapper<FooterSectionRowModel>;
  FooterSectionInput: FooterSectionInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PromoCampaign: ResolverTypeWrapper<CampaignRowModel>;
  PromoCampaignInput: PromoCampaignInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ContentPage: PageRowModel;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  ContentPageInput: ContentPageInput;
  FooterItem: FooterItemRowModel;
  FooterItemInput: FooterItemInput;
  FooterSection: FooterSectionRowModel;
  FooterSectionInput: FooterSectionInput;
  Mutation: Record<PropertyKey, never>;
  PromoCampaign: CampaignRowModel;
  PromoCampaignInput: PromoCampaignInput;
  Query: Record<PropertyKey, never>;
};

export type CampaignAudienceResolvers = { all: 'all', free: 'free', low_balance: 'low_balance', subscribed: 'subscribed' };

export type ContentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FooterItem'] = ResolversParentTypes['FooterItem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linksToHiddenPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openInNewTab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FooterSection'] = ResolversParentTypes['FooterSection']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FooterItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createContentPage?: Resolver<ResolversTypes['ContentPage'], ParentType, ContextType, RequireFields<MutationCreateContentPageArgs, 'input'>>;
  createFooterItem?: Resolver<ResolversTypes['FooterItem'], ParentType, ContextType, RequireFields<MutationCreateFooterItemArgs, 'input'>>;
  createFooterSection?: Resolver<ResolversTypes['FooterSection'], ParentType, ContextType, RequireFields<MutationCreateFooterSectionArgs, 'input'>>;
  createPromoCampaign?: Resolver<ResolversTypes['PromoCampaign'], ParentType, ContextType, RequireFields<MutationCreatePromoCampaignArgs, 'input'>>;
  deleteContentPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentPageArgs, 'id'>>;
  deleteFooterItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFooterItemArgs, 'id'>>;
  deleteFooterSection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFooterSectionArgs, 'id'>>;
  deletePromoCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePromoCampaignArgs, 'id'>>;
  updateContentPage?: Resolver<ResolversTypes['ContentPage'], ParentType, ContextType, RequireFields<MutationUpdateContentPageArgs, 'id' | 'input'>>;
  updateFooterItem?: Resolver<ResolversTypes['FooterItem'], ParentType, ContextType, RequireFields<MutationUpdateFooterItemArgs, 'id' | 'input'>>;
  updateFooterSection?: Resolver<ResolversTypes['FooterSection'], ParentType, ContextType, RequireFields<MutationUpdateFooterSectionArgs, 'id' | 'input'>>;
  updatePromoCampaign?: Resolver<ResolversTypes['PromoCampaign'], ParentType, ContextType, RequireFields<MutationUpdatePromoCampaignArgs, 'id' | 'input'>>;
};

export type PromoCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoCampaign'] = ResolversParentTypes['PromoCampaign']> = {
  audience?: Resolver<ResolversTypes['CampaignAudience'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ctaText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetAudience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activePromoCampaigns?: Resolver<Array<ResolversTypes['PromoCampaign']>, ParentType, ContextType>;
  adminContentPages?: Resolver<Array<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  adminFooterSections?: Resolver<Array<ResolversTypes['FooterSection']>, ParentType, ContextType>;
  adminPromoCampaigns?: Resolver<Array<ResolversTypes['PromoCampaign']>, ParentType, ContextType>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'slug'>>;
  footerSections?: Resolver<Array<ResolversTypes['FooterSection']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  CampaignAudience?: CampaignAudienceResolvers;
  ContentPage?: ContentPageResolvers<ContextType>;
  FooterItem?: FooterItemResolvers<ContextType>;
  FooterSection?: FooterSectionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PromoCampaign?: PromoCampaignResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

