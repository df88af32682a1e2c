import type { GraphQLResolveInfo } from 'graphql';
import type { SessionType as SessionTypeModel, JobStatus as JobStatusModel, Gender as GenderModel, AgeGroup as AgeGroupModel, Ethnicity as EthnicityModel, Build as BuildModel, HairColor as HairColorModel, HairStyle as HairStyleModel, ClothingStyle as ClothingStyleModel, Pose as PoseModel, Background as BackgroundModel, TryOnCategory as TryOnCategoryModel, GarmentType as GarmentTypeModel, JobEngine as JobEngineModel, AiProviderName as AiProviderNameModel, ModelSource as ModelSourceModel, SavedGeminiPersonRecord as SavedGeminiPersonRecordModel } from '@tryon/proto-events';
import type { SessionRow as SessionRowModel, EditRow as EditRowModel } from '../../data/sessions.repository.js';
import type { ApiConfigRow as ApiConfigRowModel } from '../../data/api-config.repository.js';
import type { AdminFigures as AdminFiguresModel, ProviderFailure as ProviderFailureModel } from '../../domain/admin-stats.js';
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

/** The admin's figures (see identity's AdminStats): ai-jobs adds the AI jobs. Admin only; days are UTC. */
export type AdminStats = {
  __typename?: 'AdminStats';
  id: Scalars['ID']['output'];
  /** Jobs created per UTC day for the last `days` days (1 to 366), oldest first, zeros included. */
  jobsByDay: Array<DailyJobs>;
  /** Per provider, jobs finished (completed or failed) in the last `days` days (1 to 366), most used first. */
  providerFailures: Array<ProviderFailureRate>;
};


/** The admin's figures (see identity's AdminStats): ai-jobs adds the AI jobs. Admin only; days are UTC. */
export type AdminStatsJobsByDayArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/** The admin's figures (see identity's AdminStats): ai-jobs adds the AI jobs. Admin only; days are UTC. */
export type AdminStatsProviderFailuresArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

export type AgeGroup =
  | 'middle-aged'
  | 'older'
  | 'young';

/** The AI providers the admin configures. */
export type AiProviderName =
  | 'fashn'
  | 'gemini';

/** An AI provider as the admin sees it (admin only). */
export type AiProviderStatus = {
  __typename?: 'AiProviderStatus';
  /** Models of the purpose the key can use, newest first (for pinning). */
  available: Array<Scalars['String']['output']>;
  /** The configured models (GEMINI_MODEL), in order of preference. */
  candidates: Array<Scalars['String']['output']>;
  /** When Google's model list was last read (ISO 8601). */
  checkedAt?: Maybe<Scalars['String']['output']>;
  /** Whether its API key is set. */
  configured: Scalars['Boolean']['output'];
  /** The provider's own message of the last permanent failure (invalid key, no quota, no credits). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When that failure happened (ISO 8601). */
  lastErrorAt?: Maybe<Scalars['String']['output']>;
  /** The model in use (Gemini); null for FASHN or when none is available. */
  model?: Maybe<Scalars['String']['output']>;
  modelSource?: Maybe<ModelSource>;
  /** The model the admin pinned; null: the automatic choice. */
  pinnedModel?: Maybe<Scalars['String']['output']>;
  /** What the admin should know about the model choice. */
  problem?: Maybe<Scalars['String']['output']>;
  provider: AiProviderName;
};

/** An AI setting (admin): active_api (gemini or fashn), gemini_enabled, fashn_enabled, gemini_model (the pin; set with pinGeminiModel). */
export type ApiConfiguration = {
  __typename?: 'ApiConfiguration';
  description?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Background =
  | 'beige'
  | 'blue'
  | 'gray'
  | 'green'
  | 'neutral'
  | 'studio'
  | 'white';

export type Build =
  | 'athletic'
  | 'average'
  | 'plus-size'
  | 'slim';

export type ClothingStyle =
  | 'athletic'
  | 'business'
  | 'casual'
  | 'formal';

/** What a test of a provider's credentials found. */
export type ConnectionTest = {
  __typename?: 'ConnectionTest';
  checkedAt: Scalars['String']['output'];
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type DailyJobs = {
  __typename?: 'DailyJobs';
  /** yyyy-mm-dd (UTC) */
  day: Scalars['String']['output'];
  /** edits (refinements) */
  edits: Scalars['Int']['output'];
  /** jobs of that day that failed */
  failed: Scalars['Int']['output'];
  /** AI model generations */
  generations: Scalars['Int']['output'];
  /** virtual try-ons */
  tryOns: Scalars['Int']['output'];
};

export type EditImageInput = {
  baseImageUrl: Scalars['String']['input'];
  editInstructions: Scalars['String']['input'];
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: InputMaybe<Scalars['String']['input']>;
};

/** An edit of an image by instruction (conversational_edit_sessions). Its owner or an admin only. */
export type EditSession = {
  __typename?: 'EditSession';
  baseImageUrl: Scalars['String']['output'];
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  editInstructions: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The generation or try-on whose result this edit chain started from. */
  geminiSessionId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  offline: Scalars['Boolean']['output'];
  /**
   * Which edit of its chain this is, as billing counted it (0 until billing has answered). An edit of an
   * edit's result is on the same chain; a chain from a generation's or try-on's result includes the plan's
   * first refinements, a chain from a plain upload none.
   */
  refinementNumber: Scalars['Int']['output'];
  resultUrl?: Maybe<Scalars['String']['output']>;
  /** The spec's edit answer on the try-on screen reads session.id: the edit itself. */
  session: EditSessionRef;
  /** Where the edit stands. */
  state: JobStatus;
  /**
   * pending, processing, completed or failed
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type EditSessionRef = {
  __typename?: 'EditSessionRef';
  id: Scalars['Int']['output'];
};

export type Ethnicity =
  | 'african'
  | 'asian'
  | 'caucasian'
  | 'hispanic'
  | 'mixed';

/** What a garment of a try-on is (multi-garment mode: one per garment). */
export type GarmentType =
  | 'bottom'
  | 'full-body'
  | 'shoes'
  | 'top';

/** A person generation or a virtual try-on (gemini_sessions). Its owner or an admin only. */
export type GeminiSession = {
  __typename?: 'GeminiSession';
  /** @deprecated Use person. */
  age?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  background?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  build?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use tryOnCategory. */
  category?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  clothing?: Maybe<Scalars['String']['output']>;
  clothingImageUrl?: Maybe<Scalars['String']['output']>;
  clothingImageUrl2?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** Filled when failed, in words for people. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  ethnicity?: Maybe<Scalars['String']['output']>;
  /** What a try-on's (first) garment is; null for a generation. */
  firstGarmentType?: Maybe<GarmentType>;
  /** @deprecated Use firstGarmentType. */
  garmentType1?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use secondGarmentType. */
  garmentType2?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  gender?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  hairColor?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  hairStyle?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** A person generation or a virtual try-on. */
  kind: SessionType;
  /** True when the offline engine made the result (the UI labels it Offline preview). */
  offline: Scalars['Boolean']['output'];
  /** The attributes the person was generated with (a free prompt's words included); null for a try-on. */
  person?: Maybe<PersonAttributes>;
  personImageUrl?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use person. */
  pose?: Maybe<Scalars['String']['output']>;
  prompt?: Maybe<Scalars['String']['output']>;
  /** What the offline engine left out of the picture, e.g. "not drawn offline: hat, floral"; null when all was drawn. */
  resultNote?: Maybe<Scalars['String']['output']>;
  /** An /uploads/ address once completed. */
  resultUrl?: Maybe<Scalars['String']['output']>;
  /** What the second garment of a multi-garment try-on is; null otherwise. */
  secondGarmentType?: Maybe<GarmentType>;
  /**
   * person_generation or virtual_tryon
   * @deprecated Use kind.
   */
  sessionType: Scalars['String']['output'];
  /** Where the job stands. */
  state: JobStatus;
  /**
   * pending, processing, completed or failed
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  style?: Maybe<Scalars['String']['output']>;
  /** A try-on's garment category; null for a generation. */
  tryOnCategory?: Maybe<TryOnCategory>;
  userId: Scalars['Int']['output'];
};

export type Gender =
  | 'female'
  | 'male';

/**
 * Attributes from the spec's lists; missing ones take the defaults (female, young, caucasian, ...). Give each
 * attribute in `person` or in its deprecated field, not in both with different values.
 */
export type GeneratePersonInput = {
  /** @deprecated Use person. */
  age?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  background?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  build?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  clothing?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  ethnicity?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  gender?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  hairColor?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use person. */
  hairStyle?: InputMaybe<Scalars['String']['input']>;
  /** The person's attributes. */
  person?: InputMaybe<PersonAttributesInput>;
  /** @deprecated Use person. */
  pose?: InputMaybe<Scalars['String']['input']>;
  /** Free-prompt mode: not blank. */
  prompt?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: InputMaybe<Scalars['String']['input']>;
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

/** Where the Gemini model in use came from: the admin's pin, a configured candidate, the newest the key can use, or none. */
export type ModelSource =
  | 'candidate'
  | 'discovered'
  | 'none'
  | 'pinned';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The plan's first refinements of a generation's or try-on's result (and of the edits of it) are included;
   * later ones, and every edit of a plain upload, cost 1 session. 402 NO_SESSIONS on an empty balance.
   */
  editImage: EditSession;
  /** Costs 1 session; 402 NO_SESSIONS on an empty balance. */
  generatePerson: GeminiSession;
  /**
   * Admin only. Pins the Gemini model (one of AiProviderStatus.available); null or "" for the automatic
   * choice. A pinned model that stops being served gives way to the automatic choice.
   */
  pinGeminiModel: AiProviderStatus;
  /**
   * Saves a completed AI model of yours to your saved people (the same one again: renamed). imageUrl is the
   * image to keep: the model's result (the default) or the result of one of its edits.
   */
  saveGeminiPerson: SavedAiPerson;
  /** Admin only. */
  setApiConfiguration: ApiConfiguration;
  /** Admin only. The provider's cheapest authenticated call: ok, or the provider's own message. */
  testAiProviderConnection: ConnectionTest;
  /** Costs 1 session; 402 NO_SESSIONS on an empty balance. */
  virtualTryOn: GeminiSession;
};


export type MutationEditImageArgs = {
  input: EditImageInput;
};


export type MutationGeneratePersonArgs = {
  input: GeneratePersonInput;
};


export type MutationPinGeminiModelArgs = {
  model?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveGeminiPersonArgs = {
  geminiSessionId: Scalars['Int']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationSetApiConfigurationArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};


export type MutationTestAiProviderConnectionArgs = {
  provider: AiProviderName;
};


export type MutationVirtualTryOnArgs = {
  input: VirtualTryOnInput;
};

/** The attributes of a generated person (the generate form's, spec consumer-app section 3); each null when not known. */
export type PersonAttributes = {
  __typename?: 'PersonAttributes';
  age?: Maybe<AgeGroup>;
  background?: Maybe<Background>;
  build?: Maybe<Build>;
  clothing?: Maybe<ClothingStyle>;
  ethnicity?: Maybe<Ethnicity>;
  gender?: Maybe<Gender>;
  hairColor?: Maybe<HairColor>;
  hairStyle?: Maybe<HairStyle>;
  pose?: Maybe<Pose>;
};

/** The attributes of a person to generate; missing ones take the defaults (female, young, caucasian, ...). */
export type PersonAttributesInput = {
  age?: InputMaybe<AgeGroup>;
  background?: InputMaybe<Background>;
  build?: InputMaybe<Build>;
  clothing?: InputMaybe<ClothingStyle>;
  ethnicity?: InputMaybe<Ethnicity>;
  gender?: InputMaybe<Gender>;
  hairColor?: InputMaybe<HairColor>;
  hairStyle?: InputMaybe<HairStyle>;
  pose?: InputMaybe<Pose>;
};

export type Pose =
  | 'casual-pose'
  | 'sitting'
  | 'standing-front'
  | 'standing-side';

export type ProviderFailureRate = {
  __typename?: 'ProviderFailureRate';
  /** What ran the jobs: a provider, the offline engine (local), or none (they failed before one was chosen). */
  engine: JobEngine;
  failed: Scalars['Int']['output'];
  /** failed / total x 100, rounded to one decimal (0 when total is 0) */
  failureRate: Scalars['Float']['output'];
  /**
   * gemini, fashn or local (the offline engine); jobs that failed before a provider was chosen: none
   * @deprecated Use engine.
   */
  provider: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin only. Both AI providers, configured or not: the Gemini model in use and why, the last permanent failure. */
  aiProviderStatuses: Array<AiProviderStatus>;
  /** Admin only. */
  apiConfigurations: Array<ApiConfiguration>;
  editSession: EditSession;
  geminiSession: GeminiSession;
  /** Signed in. The engine a try-on started now runs on: gemini, fashn, or local (the offline engine). */
  tryOnEngine: JobEngine;
};


export type QueryEditSessionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGeminiSessionArgs = {
  id: Scalars['Int']['input'];
};

/** A generated person saved to the gallery (stored by media). */
export type SavedAiPerson = {
  __typename?: 'SavedAiPerson';
  /** @deprecated Use person. */
  attributes: SavedAiPersonAttributes;
  geminiSessionId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isFavorite: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The attributes the person was generated with (background is not kept). */
  person: PersonAttributes;
  savedAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type SavedAiPersonAttributes = {
  __typename?: 'SavedAiPersonAttributes';
  age?: Maybe<Scalars['String']['output']>;
  build?: Maybe<Scalars['String']['output']>;
  clothing?: Maybe<Scalars['String']['output']>;
  ethnicity?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  hairColor?: Maybe<Scalars['String']['output']>;
  hairStyle?: Maybe<Scalars['String']['output']>;
  pose?: Maybe<Scalars['String']['output']>;
};

/** What a generation or try-on is. */
export type SessionType =
  | 'person_generation'
  | 'virtual_tryon';

/** The garment category of a try-on. */
export type TryOnCategory =
  | 'accessories'
  | 'bottoms'
  | 'full-body'
  | 'tops';

/**
 * Images are /uploads/ addresses of the caller's; the second garment is required in multi-garment mode. Give
 * each choice in its new field or in its deprecated one, not in both with different values.
 */
export type VirtualTryOnInput = {
  /** @deprecated Use tryOnCategory. */
  category?: InputMaybe<Scalars['String']['input']>;
  clothingImageUrl: Scalars['String']['input'];
  clothingImageUrl2?: InputMaybe<Scalars['String']['input']>;
  /** What the (first) garment is (default top). */
  firstGarmentType?: InputMaybe<GarmentType>;
  /** @deprecated Use firstGarmentType. */
  garmentType1?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Use secondGarmentType. */
  garmentType2?: InputMaybe<Scalars['String']['input']>;
  personImageUrl: Scalars['String']['input'];
  replaceFootwear?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The client's key for this request (a UUID, say; 8 to 100 letters, digits or . _ : -): the same key again
   * answers the job it started, charged once, instead of starting another (a retry after a lost answer).
   */
  requestId?: InputMaybe<Scalars['String']['input']>;
  /** What the second garment is (multi-garment mode; default bottom). */
  secondGarmentType?: InputMaybe<GarmentType>;
  style?: InputMaybe<Scalars['String']['input']>;
  /** The garment category (default tops). */
  tryOnCategory?: InputMaybe<TryOnCategory>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

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

/** Mapping of federation types */
export type FederationTypes = {
  AdminStats: AdminStats;
  GeminiSession: GeminiSession;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  GeminiSession:
    ( { __typename: 'GeminiSession' }
    & GraphQLRecursivePick<FederationTypes['GeminiSession'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminStats: ResolverTypeWrapper<AdminFiguresModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AgeGroup: ResolverTypeWrapper<AgeGroupModel>;
  AiProviderName: ResolverTypeWrapper<AiProviderNameModel>;
  AiProviderStatus: ResolverTypeWrapper<Omit<AiProviderStatus, 'modelSource' | 'provider'> & { modelSource?: Maybe<ResolversTypes['ModelSource']>, provider: ResolversTypes['AiProviderName'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ApiConfiguration: ResolverTypeWrapper<ApiConfigRowModel>;
  Background: ResolverTypeWrapper<BackgroundModel>;
  Build: ResolverTypeWrapper<BuildModel>;
  ClothingStyle: ResolverTypeWrapper<ClothingStyleModel>;
  ConnectionTest: ResolverTypeWrapper<ConnectionTest>;
  DailyJobs: ResolverTypeWrapper<DailyJobs>;
  EditImageInput: EditImageInput;
  EditSession: ResolverTypeWrapper<EditRowModel>;
  EditSessionRef: ResolverTypeWrapper<EditSessionRef>;
  Ethnicity: ResolverTypeWrapper<EthnicityModel>;
  GarmentType: ResolverTypeWrapper<GarmentTypeModel>;
  GeminiSession: ResolverTypeWrapper<SessionRowModel>;
  Gender: ResolverTypeWrapper<GenderModel>;
  GeneratePersonInput: GeneratePersonInput;
  HairColor: ResolverTypeWrapper<HairColorModel>;
  HairStyle: ResolverTypeWrapper<HairStyleModel>;
  JobEngine: ResolverTypeWrapper<JobEngineModel>;
  JobStatus: ResolverTypeWrapper<JobStatusModel>;
  ModelSource: ResolverTypeWrapper<ModelSourceModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PersonAttributes: ResolverTypeWrapper<Omit<PersonAttributes, 'age' | 'background' | 'build' | 'clothing' | 'ethnicity' | 'gender' | 'hairColor' | 'hairStyle' | 'pose'> & { age?: Maybe<ResolversTypes['AgeGroup']>, background?: Maybe<ResolversTypes['Background']>, build?: Maybe<ResolversTypes['Build']>, clothing?: Maybe<ResolversTypes['ClothingStyle']>, ethnicity?: Maybe<ResolversTypes['Ethnicity']>, gender?: Maybe<ResolversTypes['Gender']>, hairColor?: Maybe<ResolversTypes['HairColor']>, hairStyle?: Maybe<ResolversTypes['HairStyle']>, pose?: Maybe<ResolversTypes['Pose']> }>;
  PersonAttributesInput: PersonAttributesInput;
  Pose: ResolverTypeWrapper<PoseModel>;
  ProviderFailureRate: ResolverTypeWrapper<ProviderFailureModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SavedAiPerson: ResolverTypeWrapper<SavedGeminiPersonRecordModel>;
  SavedAiPersonAttributes: ResolverTypeWrapper<SavedAiPersonAttributes>;
  SessionType: ResolverTypeWrapper<SessionTypeModel>;
  TryOnCategory: ResolverTypeWrapper<TryOnCategoryModel>;
  VirtualTryOnInput: VirtualTryOnInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminStats: AdminFiguresModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  AiProviderStatus: AiProviderStatus;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  ApiConfiguration: ApiConfigRowModel;
  ConnectionTest: ConnectionTest;
  DailyJobs: DailyJobs;
  EditImageInput: EditImageInput;
  EditSession: EditRowModel;
  EditSessionRef: EditSessionRef;
  GeminiSession: SessionRowModel;
  GeneratePersonInput: GeneratePersonInput;
  Mutation: Record<PropertyKey, never>;
  PersonAttributes: PersonAttributes;
  PersonAttributesInput: PersonAttributesInput;
  ProviderFailureRate: ProviderFailureModel;
  Float: Scalars['Float']['output'];
  Query: Record<PropertyKey, never>;
  SavedAiPerson: SavedGeminiPersonRecordModel;
  SavedAiPersonAttributes: SavedAiPersonAttributes;
  VirtualTryOnInput: VirtualTryOnInput;
};

export type AdminStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobsByDay?: Resolver<Array<ResolversTypes['DailyJobs']>, ParentType, ContextType, RequireFields<AdminStatsJobsByDayArgs, 'days'>>;
  providerFailures?: Resolver<Array<ResolversTypes['ProviderFailureRate']>, ParentType, ContextType, RequireFields<AdminStatsProviderFailuresArgs, 'days'>>;
};

export type AgeGroupResolvers = { middle_aged: 'middle-aged', older: 'older', young: 'young' };

export type AiProviderNameResolvers = { fashn: 'fashn', gemini: 'gemini' };

export type AiProviderStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiProviderStatus'] = ResolversParentTypes['AiProviderStatus']> = {
  available?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastErrorAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelSource?: Resolver<Maybe<ResolversTypes['ModelSource']>, ParentType, ContextType>;
  pinnedModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['AiProviderName'], ParentType, ContextType>;
};

export type ApiConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiConfiguration'] = ResolversParentTypes['ApiConfiguration']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackgroundResolvers = { beige: 'beige', blue: 'blue', gray: 'gray', green: 'green', neutral: 'neutral', studio: 'studio', white: 'white' };

export type BuildResolvers = { athletic: 'athletic', average: 'average', plus_size: 'plus-size', slim: 'slim' };

export type ClothingStyleResolvers = { athletic: 'athletic', business: 'business', casual: 'casual', formal: 'formal' };

export type ConnectionTestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectionTest'] = ResolversParentTypes['ConnectionTest']> = {
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DailyJobsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyJobs'] = ResolversParentTypes['DailyJobs']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tryOns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditSession'] = ResolversParentTypes['EditSession']> = {
  baseImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editInstructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geminiSessionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refinementNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['EditSessionRef'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditSessionRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditSessionRef'] = ResolversParentTypes['EditSessionRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EthnicityResolvers = { african: 'african', asian: 'asian', caucasian: 'caucasian', hispanic: 'hispanic', mixed: 'mixed' };

export type GarmentTypeResolvers = { bottom: 'bottom', full_body: 'full-body', shoes: 'shoes', top: 'top' };

export type GeminiSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeminiSession'] = ResolversParentTypes['GeminiSession'], FederationReferenceType extends FederationReferenceTypes['GeminiSession'] = FederationReferenceTypes['GeminiSession']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['GeminiSession']> | FederationReferenceType, FederationReferenceType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothingImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothingImageUrl2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstGarmentType?: Resolver<Maybe<ResolversTypes['GarmentType']>, ParentType, ContextType>;
  garmentType1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  garmentType2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SessionType'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['PersonAttributes']>, ParentType, ContextType>;
  personImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondGarmentType?: Resolver<Maybe<ResolversTypes['GarmentType']>, ParentType, ContextType>;
  sessionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tryOnCategory?: Resolver<Maybe<ResolversTypes['TryOnCategory']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GenderResolvers = { female: 'female', male: 'male' };

export type HairColorResolvers = { black: 'black', blonde: 'blonde', brown: 'brown', gray: 'gray', red: 'red' };

export type HairStyleResolvers = { curly: 'curly', long: 'long', medium: 'medium', short: 'short', straight: 'straight' };

export type JobEngineResolvers = { fashn: 'fashn', gemini: 'gemini', local: 'local', none: 'none' };

export type JobStatusResolvers = { completed: 'completed', failed: 'failed', pending: 'pending', processing: 'processing' };

export type ModelSourceResolvers = { candidate: 'candidate', discovered: 'discovered', none: 'none', pinned: 'pinned' };

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  editImage?: Resolver<ResolversTypes['EditSession'], ParentType, ContextType, RequireFields<MutationEditImageArgs, 'input'>>;
  generatePerson?: Resolver<ResolversTypes['GeminiSession'], ParentType, ContextType, RequireFields<MutationGeneratePersonArgs, 'input'>>;
  pinGeminiModel?: Resolver<ResolversTypes['AiProviderStatus'], ParentType, ContextType, Partial<MutationPinGeminiModelArgs>>;
  saveGeminiPerson?: Resolver<ResolversTypes['SavedAiPerson'], ParentType, ContextType, RequireFields<MutationSaveGeminiPersonArgs, 'geminiSessionId' | 'name'>>;
  setApiConfiguration?: Resolver<ResolversTypes['ApiConfiguration'], ParentType, ContextType, RequireFields<MutationSetApiConfigurationArgs, 'key' | 'value'>>;
  testAiProviderConnection?: Resolver<ResolversTypes['ConnectionTest'], ParentType, ContextType, RequireFields<MutationTestAiProviderConnectionArgs, 'provider'>>;
  virtualTryOn?: Resolver<ResolversTypes['GeminiSession'], ParentType, ContextType, RequireFields<MutationVirtualTryOnArgs, 'input'>>;
};

export type PersonAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonAttributes'] = ResolversParentTypes['PersonAttributes']> = {
  age?: Resolver<Maybe<ResolversTypes['AgeGroup']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['Background']>, ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['Build']>, ParentType, ContextType>;
  clothing?: Resolver<Maybe<ResolversTypes['ClothingStyle']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['Ethnicity']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hairColor?: Resolver<Maybe<ResolversTypes['HairColor']>, ParentType, ContextType>;
  hairStyle?: Resolver<Maybe<ResolversTypes['HairStyle']>, ParentType, ContextType>;
  pose?: Resolver<Maybe<ResolversTypes['Pose']>, ParentType, ContextType>;
};

export type PoseResolvers = { casual_pose: 'casual-pose', sitting: 'sitting', standing_front: 'standing-front', standing_side: 'standing-side' };

export type ProviderFailureRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProviderFailureRate'] = ResolversParentTypes['ProviderFailureRate']> = {
  engine?: Resolver<ResolversTypes['JobEngine'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aiProviderStatuses?: Resolver<Array<ResolversTypes['AiProviderStatus']>, ParentType, ContextType>;
  apiConfigurations?: Resolver<Array<ResolversTypes['ApiConfiguration']>, ParentType, ContextType>;
  editSession?: Resolver<ResolversTypes['EditSession'], ParentType, ContextType, RequireFields<QueryEditSessionArgs, 'id'>>;
  geminiSession?: Resolver<ResolversTypes['GeminiSession'], ParentType, ContextType, RequireFields<QueryGeminiSessionArgs, 'id'>>;
  tryOnEngine?: Resolver<ResolversTypes['JobEngine'], ParentType, ContextType>;
};

export type SavedAiPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedAiPerson'] = ResolversParentTypes['SavedAiPerson']> = {
  attributes?: Resolver<ResolversTypes['SavedAiPersonAttributes'], ParentType, ContextType>;
  geminiSessionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['PersonAttributes'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedAiPersonAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedAiPersonAttributes'] = ResolversParentTypes['SavedAiPersonAttributes']> = {
  age?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SessionTypeResolvers = { person_generation: 'person_generation', virtual_tryon: 'virtual_tryon' };

export type TryOnCategoryResolvers = { accessories: 'accessories', bottoms: 'bottoms', full_body: 'full-body', tops: 'tops' };

export type Resolvers<ContextType = GraphQLContext> = {
  AdminStats?: AdminStatsResolvers<ContextType>;
  AgeGroup?: AgeGroupResolvers;
  AiProviderName?: AiProviderNameResolvers;
  AiProviderStatus?: AiProviderStatusResolvers<ContextType>;
  ApiConfiguration?: ApiConfigurationResolvers<ContextType>;
  Background?: BackgroundResolvers;
  Build?: BuildResolvers;
  ClothingStyle?: ClothingStyleResolvers;
  ConnectionTest?: ConnectionTestResolvers<ContextType>;
  DailyJobs?: DailyJobsResolvers<ContextType>;
  EditSession?: EditSessionResolvers<ContextType>;
  EditSessionRef?: EditSessionRefResolvers<ContextType>;
  Ethnicity?: EthnicityResolvers;
  GarmentType?: GarmentTypeResolvers;
  GeminiSession?: GeminiSessionResolvers<ContextType>;
  Gender?: GenderResolvers;
  HairColor?: HairColorResolvers;
  HairStyle?: HairStyleResolvers;
  JobEngine?: JobEngineResolvers;
  JobStatus?: JobStatusResolvers;
  ModelSource?: ModelSourceResolvers;
  Mutation?: MutationResolvers<ContextType>;
  PersonAttributes?: PersonAttributesResolvers<ContextType>;
  Pose?: PoseResolvers;
  ProviderFailureRate?: ProviderFailureRateResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SavedAiPerson?: SavedAiPersonResolvers<ContextType>;
  SavedAiPersonAttributes?: SavedAiPersonAttributesResolvers<ContextType>;
  SessionType?: SessionTypeResolvers;
  TryOnCategory?: TryOnCategoryResolvers;
};

