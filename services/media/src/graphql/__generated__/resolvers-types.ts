import type { GraphQLResolveInfo } from 'graphql';
import type { ImageCategory as ImageCategoryModel, TryOnCategory as TryOnCategoryModel, Gender as GenderModel, AgeGroup as AgeGroupModel, Ethnicity as EthnicityModel, Build as BuildModel, HairColor as HairColorModel, HairStyle as HairStyleModel, ClothingStyle as ClothingStyleModel, Pose as PoseModel, Background as BackgroundModel, DataExportStatus as DataExportStatusModel } from '@tryon/proto-events';
import type { UserRef as UserRefModel, GraphQLContext } from '@tryon/kit';
import type { SavedUserImage as SavedUserImageModel, SavedTryOnResult as SavedTryOnResultModel, SavedGeminiPerson as SavedGeminiPersonModel, SavedUserImagePage as SavedUserImagePageModel, SavedTryOnResultPage as SavedTryOnResultPageModel, SavedGeminiPersonPage as SavedGeminiPersonPageModel } from '../../data/gallery.repository.js';
import type { DataExportView as DataExportViewModel } from '../../domain/data-export.service.js';
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

export type AgeGroup =
  | 'middle-aged'
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

/**
 * A ZIP of everything a person keeps here: their images and a JSON of their account, balance and ledger,
 * jobs, saved items, conversations and preferences. Built in the background; ready for EXPORT_LINK_TTL_HOURS.
 */
export type DataExport = {
  __typename?: 'DataExport';
  /** The signed download link (no cookie needed) while the export is ready. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Why it failed, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the ZIP and its link stop working. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How many images the ZIP holds, once ready. */
  imageCount?: Maybe<Scalars['Int']['output']>;
  readyAt?: Maybe<Scalars['String']['output']>;
  /** When it was asked for (ISO 8601). */
  requestedAt: Scalars['String']['output'];
  /** The ZIP's size in bytes, once ready. */
  sizeBytes?: Maybe<Scalars['Float']['output']>;
  status: DataExportStatus;
};

/** Where a data export stands. */
export type DataExportStatus =
  | 'expired'
  | 'failed'
  | 'pending'
  | 'ready'
  | 'running';

export type Ethnicity =
  | 'african'
  | 'asian'
  | 'caucasian'
  | 'hispanic'
  | 'mixed';

export type Gender =
  | 'female'
  | 'male';

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

export type Mutation = {
  __typename?: 'Mutation';
  /** Deletes one of the caller's saved AI people (its image goes too when nothing else refers to it). */
  deleteSavedGeminiPerson: Scalars['Boolean']['output'];
  deleteSavedTryOnResult: Scalars['Boolean']['output'];
  deleteSavedUserImage: Scalars['Boolean']['output'];
  /**
   * Asks for an export of the caller's data (one at a time, EXPORTS_PER_DAY a day): 409 while one is being
   * prepared, 429 beyond the limit.
   */
  requestDataExport: DataExport;
  saveTryOnResult: SavedTryOnResult;
  saveUserImage: SavedUserImage;
};


export type MutationDeleteSavedGeminiPersonArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteSavedTryOnResultArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteSavedUserImageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSaveTryOnResultArgs = {
  input: SaveTryOnResultInput;
};


export type MutationSaveUserImageArgs = {
  input: SaveUserImageInput;
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

export type Pose =
  | 'casual-pose'
  | 'sitting'
  | 'standing-front'
  | 'standing-side';

export type Query = {
  __typename?: 'Query';
  /** The caller's newest data export, if they asked for one. */
  myDataExport?: Maybe<DataExport>;
  /** A person's saved AI people, newest first (the caller's own, or anyone's for an admin). */
  savedGeminiPeople: Array<SavedGeminiPerson>;
  /** A page of a person's saved AI people, newest first (see savedUserImagesPage). */
  savedGeminiPeoplePage: SavedGeminiPersonPage;
  /** A person's saved try-on results, newest first. */
  savedTryOnResults: Array<SavedTryOnResult>;
  /** A page of a person's saved try-on results, newest first (see savedUserImagesPage). */
  savedTryOnResultsPage: SavedTryOnResultPage;
  /** A person's saved images, newest first (the caller's own, or anyone's for an admin). */
  savedUserImages: Array<SavedUserImage>;
  /**
   * A page of a person's saved images, newest first: limit 1 to 100 (default 50) after cursor (a nextCursor
   * this list gave; absent: the first page). The array fields above answer every item at once.
   */
  savedUserImagesPage: SavedUserImagePage;
};


export type QuerySavedGeminiPeopleArgs = {
  userId: Scalars['Int']['input'];
};


export type QuerySavedGeminiPeoplePageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QuerySavedTryOnResultsArgs = {
  userId: Scalars['Int']['input'];
};


export type QuerySavedTryOnResultsPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QuerySavedUserImagesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ImageCategory>;
  userId: Scalars['Int']['input'];
};


export type QuerySavedUserImagesPageArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ImageCategory>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};

/** Give the category in `tryOnCategory` or in the deprecated `category`, not in both with different values. */
export type SaveTryOnResultInput = {
  /** @deprecated Use tryOnCategory. */
  category?: InputMaybe<Scalars['String']['input']>;
  clothingImageUrl?: InputMaybe<Scalars['String']['input']>;
  geminiSessionId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  personImageUrl?: InputMaybe<Scalars['String']['input']>;
  resultImageUrl: Scalars['String']['input'];
  style?: InputMaybe<Scalars['String']['input']>;
  /** The garment category of the try-on. */
  tryOnCategory?: InputMaybe<TryOnCategory>;
};

/** Give the kind in `kind` or in the deprecated `category`, not in both with different values. */
export type SaveUserImageInput = {
  /** @deprecated Use kind. */
  category?: InputMaybe<Scalars['String']['input']>;
  imageUrl: Scalars['String']['input'];
  /** A person photo or a clothing item (default person). */
  kind?: InputMaybe<ImageCategory>;
  name: Scalars['String']['input'];
};

/** A generated AI person someone saved (from a completed person-generation session). */
export type SavedGeminiPerson = {
  __typename?: 'SavedGeminiPerson';
  /** @deprecated Use person. */
  attributes: SavedPersonAttributes;
  geminiSessionId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** The /uploads/results/ address of the generated person (null only for rows saved before images were kept). */
  imageUrl?: Maybe<Scalars['String']['output']>;
  isFavorite: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The attributes the person was generated with (background is not kept). */
  person: PersonAttributes;
  savedAt: Scalars['String']['output'];
  /** The 512 px WebP thumbnail, for high-density screens (srcset 2x). */
  thumbnail2xUrl?: Maybe<Scalars['String']['output']>;
  /** The 256 px WebP thumbnail. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

/** A page of a person's saved AI people, newest first (see SavedUserImagePage). */
export type SavedGeminiPersonPage = {
  __typename?: 'SavedGeminiPersonPage';
  items: Array<SavedGeminiPerson>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** How many items the whole list holds (every page). */
  totalCount: Scalars['Int']['output'];
};

/** The attributes a generated AI person was made with; each null when not known. */
export type SavedPersonAttributes = {
  __typename?: 'SavedPersonAttributes';
  age?: Maybe<Scalars['String']['output']>;
  build?: Maybe<Scalars['String']['output']>;
  clothing?: Maybe<Scalars['String']['output']>;
  ethnicity?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  hairColor?: Maybe<Scalars['String']['output']>;
  hairStyle?: Maybe<Scalars['String']['output']>;
  pose?: Maybe<Scalars['String']['output']>;
};

/** A try-on result a person saved to their gallery. */
export type SavedTryOnResult = {
  __typename?: 'SavedTryOnResult';
  /** @deprecated Use tryOnCategory. */
  category?: Maybe<Scalars['String']['output']>;
  clothingImageUrl?: Maybe<Scalars['String']['output']>;
  geminiSessionId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  isFavorite: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  personImageUrl?: Maybe<Scalars['String']['output']>;
  resultImageUrl: Scalars['String']['output'];
  savedAt: Scalars['String']['output'];
  style?: Maybe<Scalars['String']['output']>;
  /** The 512 px WebP thumbnail, for high-density screens (srcset 2x). */
  thumbnail2xUrl: Scalars['String']['output'];
  /** The 256 px WebP thumbnail. */
  thumbnailUrl: Scalars['String']['output'];
  /** The garment category of the try-on; null when none was saved (or it is none of the categories). */
  tryOnCategory?: Maybe<TryOnCategory>;
  userId: Scalars['Int']['output'];
};

/** A page of a person's saved try-on results, newest first (see SavedUserImagePage). */
export type SavedTryOnResultPage = {
  __typename?: 'SavedTryOnResultPage';
  items: Array<SavedTryOnResult>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** How many items the whole list holds (every page). */
  totalCount: Scalars['Int']['output'];
};

/** An image a person uploaded and saved to their gallery. */
export type SavedUserImage = {
  __typename?: 'SavedUserImage';
  /**
   * person or clothing
   * @deprecated Use kind.
   */
  category: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageUrl: Scalars['String']['output'];
  isFavorite: Scalars['Boolean']['output'];
  /** A person photo or a clothing item. */
  kind: ImageCategory;
  name: Scalars['String']['output'];
  /** The 512 px WebP thumbnail, for high-density screens (srcset 2x). */
  thumbnail2xUrl: Scalars['String']['output'];
  /** The 256 px WebP thumbnail. */
  thumbnailUrl: Scalars['String']['output'];
  uploadedAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

/**
 * A page of a person's saved images, newest first. `nextCursor` is the `cursor` of the page after it (null on
 * the last page); cursors are opaque.
 */
export type SavedUserImagePage = {
  __typename?: 'SavedUserImagePage';
  items: Array<SavedUserImage>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** How many items the whole list holds (every page). */
  totalCount: Scalars['Int']['output'];
};

/** The garment category of a try-on. */
export type TryOnCategory =
  | 'accessories'
  | 'bottoms'
  | 'full-body'
  | 'tops';

/** A person with an account (owned by identity); media adds their gallery. */
export type User = {
  __typename?: 'User';
  id: Scalars['Int']['output'];
  /** Every saved AI person at once (kept for existing clients; see savedGeminiPeoplePage). */
  savedGeminiPeople: Array<SavedGeminiPerson>;
  /** A page of saved AI people: limit 1 to 100 (default 50) after cursor. */
  savedGeminiPeoplePage: SavedGeminiPersonPage;
  /** Every saved try-on result at once (kept for existing clients; see savedTryOnResultsPage). */
  savedTryOnResults: Array<SavedTryOnResult>;
  /** A page of saved try-on results: limit 1 to 100 (default 50) after cursor. */
  savedTryOnResultsPage: SavedTryOnResultPage;
  /** Every saved image at once (kept for existing clients; a large gallery should use savedUserImagesPage). */
  savedUserImages: Array<SavedUserImage>;
  /** A page of saved images: limit 1 to 100 (default 50) after cursor (absent: the first page). */
  savedUserImagesPage: SavedUserImagePage;
};


/** A person with an account (owned by identity); media adds their gallery. */
export type UserSavedGeminiPeoplePageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account (owned by identity); media adds their gallery. */
export type UserSavedTryOnResultsPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an account (owned by identity); media adds their gallery. */
export type UserSavedUserImagesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ImageCategory>;
};


/** A person with an account (owned by identity); media adds their gallery. */
export type UserSavedUserImagesPageArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ImageCategory>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AgeGroup: ResolverTypeWrapper<AgeGroupModel>;
  Background: ResolverTypeWrapper<BackgroundModel>;
  Build: ResolverTypeWrapper<BuildModel>;
  ClothingStyle: ResolverTypeWrapper<ClothingStyleModel>;
  DataExport: ResolverTypeWrapper<DataExportViewModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  DataExportStatus: ResolverTypeWrapper<DataExportStatusModel>;
  Ethnicity: ResolverTypeWrapper<EthnicityModel>;
  Gender: ResolverTypeWrapper<GenderModel>;
  HairColor: ResolverTypeWrapper<HairColorModel>;
  HairStyle: ResolverTypeWrapper<HairStyleModel>;
  ImageCategory: ResolverTypeWrapper<ImageCategoryModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PersonAttributes: ResolverTypeWrapper<Omit<PersonAttributes, 'age' | 'background' | 'build' | 'clothing' | 'ethnicity' | 'gender' | 'hairColor' | 'hairStyle' | 'pose'> & { age?: Maybe<ResolversTypes['AgeGroup']>, background?: Maybe<ResolversTypes['Background']>, build?: Maybe<ResolversTypes['Build']>, clothing?: Maybe<ResolversTypes['ClothingStyle']>, ethnicity?: Maybe<ResolversTypes['Ethnicity']>, gender?: Maybe<ResolversTypes['Gender']>, hairColor?: Maybe<ResolversTypes['HairColor']>, hairStyle?: Maybe<ResolversTypes['HairStyle']>, pose?: Maybe<ResolversTypes['Pose']> }>;
  Pose: ResolverTypeWrapper<PoseModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SaveTryOnResultInput: SaveTryOnResultInput;
  SaveUserImageInput: SaveUserImageInput;
  SavedGeminiPerson: ResolverTypeWrapper<SavedGeminiPersonModel>;
  SavedGeminiPersonPage: ResolverTypeWrapper<SavedGeminiPersonPageModel>;
  SavedPersonAttributes: ResolverTypeWrapper<SavedPersonAttributes>;
  SavedTryOnResult: ResolverTypeWrapper<SavedTryOnResultModel>;
  SavedTryOnResultPage: ResolverTypeWrapper<SavedTryOnResultPageModel>;
  SavedUserImage: ResolverTypeWrapper<SavedUserImageModel>;
  SavedUserImagePage: ResolverTypeWrapper<SavedUserImagePageModel>;
  TryOnCategory: ResolverTypeWrapper<TryOnCategoryModel>;
  User: ResolverTypeWrapper<UserRefModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DataExport: DataExportViewModel;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Float: Scalars['Float']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PersonAttributes: PersonAttributes;
  Query: Record<PropertyKey, never>;
  SaveTryOnResultInput: SaveTryOnResultInput;
  SaveUserImageInput: SaveUserImageInput;
  SavedGeminiPerson: SavedGeminiPersonModel;
  SavedGeminiPersonPage: SavedGeminiPersonPageModel;
  SavedPersonAttributes: SavedPersonAttributes;
  SavedTryOnResult: SavedTryOnResultModel;
  SavedTryOnResultPage: SavedTryOnResultPageModel;
  SavedUserImage: SavedUserImageModel;
  SavedUserImagePage: SavedUserImagePageModel;
  User: UserRefModel;
};

export type AgeGroupResolvers = { middle_aged: 'middle-aged', older: 'older', young: 'young' };

export type BackgroundResolvers = { beige: 'beige', blue: 'blue', gray: 'gray', green: 'green', neutral: 'neutral', studio: 'studio', white: 'white' };

export type BuildResolvers = { athletic: 'athletic', average: 'average', plus_size: 'plus-size', slim: 'slim' };

export type ClothingStyleResolvers = { athletic: 'athletic', business: 'business', casual: 'casual', formal: 'formal' };

export type DataExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = {
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  readyAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DataExportStatus'], ParentType, ContextType>;
};

export type DataExportStatusResolvers = { expired: 'expired', failed: 'failed', pending: 'pending', ready: 'ready', running: 'running' };

export type EthnicityResolvers = { african: 'african', asian: 'asian', caucasian: 'caucasian', hispanic: 'hispanic', mixed: 'mixed' };

export type GenderResolvers = { female: 'female', male: 'male' };

export type HairColorResolvers = { black: 'black', blonde: 'blonde', brown: 'brown', gray: 'gray', red: 'red' };

export type HairStyleResolvers = { curly: 'curly', long: 'long', medium: 'medium', short: 'short', straight: 'straight' };

export type ImageCategoryResolvers = { clothing: 'clothing', person: 'person' };

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  deleteSavedGeminiPerson?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSavedGeminiPersonArgs, 'id'>>;
  deleteSavedTryOnResult?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSavedTryOnResultArgs, 'id'>>;
  deleteSavedUserImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSavedUserImageArgs, 'id'>>;
  requestDataExport?: Resolver<ResolversTypes['DataExport'], ParentType, ContextType>;
  saveTryOnResult?: Resolver<ResolversTypes['SavedTryOnResult'], ParentType, ContextType, RequireFields<MutationSaveTryOnResultArgs, 'input'>>;
  saveUserImage?: Resolver<ResolversTypes['SavedUserImage'], ParentType, ContextType, RequireFields<MutationSaveUserImageArgs, 'input'>>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myDataExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType>;
  savedGeminiPeople?: Resolver<Array<ResolversTypes['SavedGeminiPerson']>, ParentType, ContextType, RequireFields<QuerySavedGeminiPeopleArgs, 'userId'>>;
  savedGeminiPeoplePage?: Resolver<ResolversTypes['SavedGeminiPersonPage'], ParentType, ContextType, RequireFields<QuerySavedGeminiPeoplePageArgs, 'userId'>>;
  savedTryOnResults?: Resolver<Array<ResolversTypes['SavedTryOnResult']>, ParentType, ContextType, RequireFields<QuerySavedTryOnResultsArgs, 'userId'>>;
  savedTryOnResultsPage?: Resolver<ResolversTypes['SavedTryOnResultPage'], ParentType, ContextType, RequireFields<QuerySavedTryOnResultsPageArgs, 'userId'>>;
  savedUserImages?: Resolver<Array<ResolversTypes['SavedUserImage']>, ParentType, ContextType, RequireFields<QuerySavedUserImagesArgs, 'userId'>>;
  savedUserImagesPage?: Resolver<ResolversTypes['SavedUserImagePage'], ParentType, ContextType, RequireFields<QuerySavedUserImagesPageArgs, 'userId'>>;
};

export type SavedGeminiPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedGeminiPerson'] = ResolversParentTypes['SavedGeminiPerson']> = {
  attributes?: Resolver<ResolversTypes['SavedPersonAttributes'], ParentType, ContextType>;
  geminiSessionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['PersonAttributes'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail2xUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedGeminiPersonPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedGeminiPersonPage'] = ResolversParentTypes['SavedGeminiPersonPage']> = {
  items?: Resolver<Array<ResolversTypes['SavedGeminiPerson']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedPersonAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedPersonAttributes'] = ResolversParentTypes['SavedPersonAttributes']> = {
  age?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hairStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavedTryOnResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedTryOnResult'] = ResolversParentTypes['SavedTryOnResult']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clothingImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geminiSessionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail2xUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tryOnCategory?: Resolver<Maybe<ResolversTypes['TryOnCategory']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedTryOnResultPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedTryOnResultPage'] = ResolversParentTypes['SavedTryOnResultPage']> = {
  items?: Resolver<Array<ResolversTypes['SavedTryOnResult']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedUserImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedUserImage'] = ResolversParentTypes['SavedUserImage']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImageCategory'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail2xUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedUserImagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedUserImagePage'] = ResolversParentTypes['SavedUserImagePage']> = {
  items?: Resolver<Array<ResolversTypes['SavedUserImage']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TryOnCategoryResolvers = { accessories: 'accessories', bottoms: 'bottoms', full_body: 'full-body', tops: 'tops' };

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedGeminiPeople?: Resolver<Array<ResolversTypes['SavedGeminiPerson']>, ParentType, ContextType>;
  savedGeminiPeoplePage?: Resolver<ResolversTypes['SavedGeminiPersonPage'], ParentType, ContextType, Partial<UserSavedGeminiPeoplePageArgs>>;
  savedTryOnResults?: Resolver<Array<ResolversTypes['SavedTryOnResult']>, ParentType, ContextType>;
  savedTryOnResultsPage?: Resolver<ResolversTypes['SavedTryOnResultPage'], ParentType, ContextType, Partial<UserSavedTryOnResultsPageArgs>>;
  savedUserImages?: Resolver<Array<ResolversTypes['SavedUserImage']>, ParentType, ContextType, Partial<UserSavedUserImagesArgs>>;
  savedUserImagesPage?: Resolver<ResolversTypes['SavedUserImagePage'], ParentType, ContextType, Partial<UserSavedUserImagesPageArgs>>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AgeGroup?: AgeGroupResolvers;
  Background?: BackgroundResolvers;
  Build?: BuildResolvers;
  ClothingStyle?: ClothingStyleResolvers;
  DataExport?: DataExportResolvers<ContextType>;
  DataExportStatus?: DataExportStatusResolvers;
  Ethnicity?: EthnicityResolvers;
  Gender?: GenderResolvers;
  HairColor?: HairColorResolvers;
  HairStyle?: HairStyleResolvers;
  ImageCategory?: ImageCategoryResolvers;
  Mutation?: MutationResolvers<ContextType>;
  PersonAttributes?: PersonAttributesResolvers<ContextType>;
  Pose?: PoseResolvers;
  Query?: QueryResolvers<ContextType>;
  SavedGeminiPerson?: SavedGeminiPersonResolvers<ContextType>;
  SavedGeminiPersonPage?: SavedGeminiPersonPageResolvers<ContextType>;
  SavedPersonAttributes?: SavedPersonAttributesResolvers<ContextType>;
  SavedTryOnResult?: SavedTryOnResultResolvers<ContextType>;
  SavedTryOnResultPage?: SavedTryOnResultPageResolvers<ContextType>;
  SavedUserImage?: SavedUserImageResolvers<ContextType>;
  SavedUserImagePage?: SavedUserImagePageResolvers<ContextType>;
  TryOnCategory?: TryOnCategoryResolvers;
  User?: UserResolvers<ContextType>;
};

