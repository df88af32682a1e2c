import {
  GarmentType,
  JobStatus,
  PERSON_ATTRIBUTE_KEYS,
  PERSON_ATTRIBUTE_SETS,
  SessionType,
  TryOnCategory,
  toGraphQLEnum,
  type PersonAttributeKey,
} from '@tryon/proto-events';
import type { z } from 'zod';
import { graphql } from '../__generated__/index.js';
import type {
  GeminiSessionFieldsFragment,
  GeneratePersonInput,
  PersonAttributesInput,
  VirtualTryOnInput,
} from '../__generated__/graphql.js';
import {
  cursorHeaders,
  cursorQuery,
  enumOutput,
  graphqlRoute,
  intParam,
  pick,
  requestIdHeader,
  type RouteTable,
  toEnumField,
} from '../route-kit.js';

// ai-jobs: generations, try-ons and edits (started here, then polled or followed over graphql-ws), saving
// an AI person, and the admin's AI settings. The list of saved AI people is media's answer but sits with
// the /api/gemini/ calls, where /api/docs has always listed it.
// The graph's enum fields are asked under the documented keys (`status: state`, `category: tryOnCategory`,
// ...) and answered with the documented values (enumOutput: the graph's full_body is 'full-body'); a
// generation's attributes come from its `person` and are answered flat, as documented.

/** A person's attributes as the graph answers them (the GraphQL names: middle_aged). */
export const PersonAttributesFields = graphql(`
  fragment PersonAttributesFields on PersonAttributes {
    gender
    age
    ethnicity
    build
    hairColor
    hairStyle
    clothing
    pose
    background
  }
`);

/** A generation or try-on as the graph answers it (see restSession for the documented JSON). */
export const GeminiSessionFields = graphql(`
  fragment GeminiSessionFields on GeminiSession {
    id
    userId
    sessionType: kind
    status: state
    person {
      ...PersonAttributesFields
    }
    prompt
    personImageUrl
    clothingImageUrl
    clothingImageUrl2
    garmentType1: firstGarmentType
    garmentType2: secondGarmentType
    category: tryOnCategory
    style
    resultUrl
    errorMessage
    offline
    resultNote
    createdAt
    completedAt
  }
`);

/** An edit as the REST calls answer it. */
export const EditSessionFields = graphql(`
  fragment EditSessionFields on EditSession {
    id
    userId
    geminiSessionId
    baseImageUrl
    editInstructions
    status: state
    resultUrl
    errorMessage
    offline
    refinementNumber
    createdAt
    completedAt
    session {
      id
    }
  }
`);

/** An AI setting as the admin calls answer it. */
export const ApiConfigurationFields = graphql(`
  fragment ApiConfigurationFields on ApiConfiguration {
    key
    value
    description
    updatedAt
  }
`);

const GeneratePerson = graphql(`
  mutation GeneratePerson($input: GeneratePersonInput!) {
    generatePerson(input: $input) {
      ...GeminiSessionFields
    }
  }
`);

const GeminiSession = graphql(`
  query GeminiSession($id: Int!) {
    geminiSession(id: $id) {
      ...GeminiSessionFields
    }
  }
`);

const VirtualTryOn = graphql(`
  mutation VirtualTryOn($input: VirtualTryOnInput!) {
    virtualTryOn(input: $input) {
      ...GeminiSessionFields
    }
  }
`);

const EditImage = graphql(`
  mutation EditImage($input: EditImageInput!) {
    editImage(input: $input) {
      ...EditSessionFields
    }
  }
`);

const EditSession = graphql(`
  query EditSession($id: Int!) {
    editSession(id: $id) {
      ...EditSessionFields
    }
  }
`);

const ApiConfigurations = graphql(`
  query ApiConfigurations {
    apiConfigurations {
      ...ApiConfigurationFields
    }
  }
`);

const SetApiConfiguration = graphql(`
  mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {
    setApiConfiguration(key: $key, value: $value, description: $description) {
      ...ApiConfigurationFields
    }
  }
`);

const SaveGeminiPerson = graphql(`
  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {
    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {
      id
      userId
      geminiSessionId
      name
      imageUrl
      isFavorite
      savedAt
      person {
        ...PersonAttributesFields
      }
    }
  }
`);

const SavedGeminiPeople = graphql(`
  query SavedGeminiPeople($userId: Int!, $limit: Int, $cursor: String) {
    savedGeminiPeoplePage(userId: $userId, limit: $limit, cursor: $cursor) {
      nextCursor
      totalCount
      items {
        id
        userId
        geminiSessionId
        name
        imageUrl
        thumbnailUrl
        thumbnail2xUrl
        isFavorite
        savedAt
        person {
          ...PersonAttributesFields
        }
      }
    }
  }
`);

/** What a saved AI person's documented `attributes` hold (a saved person keeps no background). */
const SAVED_PERSON_KEYS = PERSON_ATTRIBUTE_KEYS.filter((key) => key !== 'background');

/** The generate body as the graph takes it: the attributes of their sets in `person`. */
function generateInput(body: unknown): GeneratePersonInput {
  const input = pick<GeneratePersonInput>(body, [...PERSON_ATTRIBUTE_KEYS, 'prompt']);
  const person: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const set = PERSON_ATTRIBUTE_SETS[key as PersonAttributeKey];
    const name = set && typeof value === 'string' ? toGraphQLEnum(set, value) : undefined;
    if (name === undefined) rest[key] = value;
    else person[key] = name;
  }
  const attributes = person as PersonAttributesInput;
  return { ...rest, ...(Object.keys(person).length ? { person: attributes } : {}) };
}

/** The try-on body as the graph takes it: the category and garment types of their sets in the enum fields. */
function tryOnInput(body: unknown): VirtualTryOnInput {
  let input = pick<VirtualTryOnInput>(body, [
    'personImageUrl',
    'clothingImageUrl',
    'clothingImageUrl2',
    'category',
    'garmentType1',
    'garmentType2',
    'style',
    'replaceFootwear',
  ]);
  input = toEnumField(input, TryOnCategory, 'category', 'tryOnCategory');
  input = toEnumField(input, GarmentType, 'garmentType1', 'firstGarmentType');
  return toEnumField(input, GarmentType, 'garmentType2', 'secondGarmentType');
}

type GraphPerson = { [K in PersonAttributeKey]?: string | null } | null | undefined;

/** A person's attributes (`keys` of them) with the documented values ('middle-aged'); null when not known. */
function documentedAttributes<K extends PersonAttributeKey>(person: GraphPerson, keys: readonly K[]) {
  return Object.fromEntries(
    keys.map((key) => [key, enumOutput(PERSON_ATTRIBUTE_SETS[key], person?.[key])]),
  ) as {
    [P in K]: z.infer<(typeof PERSON_ATTRIBUTE_SETS)[P]> | null;
  };
}

/** A generation or try-on as the REST calls document it: flat attributes, the documented values. */
function restSession(s: GeminiSessionFieldsFragment) {
  return {
    id: s.id,
    userId: s.userId,
    sessionType: enumOutput(SessionType, s.sessionType),
    status: enumOutput(JobStatus, s.status),
    ...documentedAttributes(s.person, PERSON_ATTRIBUTE_KEYS),
    prompt: s.prompt,
    personImageUrl: s.personImageUrl,
    clothingImageUrl: s.clothingImageUrl,
    clothingImageUrl2: s.clothingImageUrl2,
    garmentType1: enumOutput(GarmentType, s.garmentType1),
    garmentType2: enumOutput(GarmentType, s.garmentType2),
    category: enumOutput(TryOnCategory, s.category),
    style: s.style,
    resultUrl: s.resultUrl,
    errorMessage: s.errorMessage,
    offline: s.offline,
    resultNote: s.resultNote,
    createdAt: s.createdAt,
    completedAt: s.completedAt,
  };
}

/** A saved AI person as the REST calls document it: its fields, then `attributes` (no background). */
function restSavedPerson<P extends { person: GraphPerson }>({ person, ...fields }: P) {
  return { ...fields, attributes: documentedAttributes(person, SAVED_PERSON_KEYS) };
}

/** ai-jobs' documented calls. */
export const aiJobsRoutes: RouteTable = () => [
  graphqlRoute({
    method: 'POST',
    path: '/api/gemini/generate-person',
    summary:
      'Generate an AI person (1 session). Body: gender, age, ethnicity, build, hairColor, hairStyle, clothing, pose, background, optional prompt. Answers the session (pending); 402 NO_SESSIONS on an empty balance. With an Idempotency-Key header, the same key again answers the job it started, charged once; the key used for another kind of job or another body answers 409 CONFLICT.',
    document: GeneratePerson,
    variables: (req) => ({ input: { ...generateInput(req.body), ...requestIdHeader(req) } }),
    select: (d) => restSession(d.generatePerson),
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/gemini/session/:id',
    summary:
      'A generation or try-on of yours: status, resultUrl, errorMessage (poll every 2 s, or subscribe).',
    document: GeminiSession,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => restSession(d.geminiSession),
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/virtual-tryon',
    summary:
      'Try garments on a person (1 session). Body: personImageUrl, clothingImageUrl, clothingImageUrl2 (multi-garment), category, garmentType1, garmentType2, style, replaceFootwear. Images are /uploads/ addresses of yours. With an Idempotency-Key header, the same key again answers the job it started, charged once; the key used for another kind of job or another body answers 409 CONFLICT.',
    document: VirtualTryOn,
    variables: (req) => ({ input: { ...tryOnInput(req.body), ...requestIdHeader(req) } }),
    select: (d) => restSession(d.virtualTryOn),
    status: 201,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/gemini/edit-image',
    summary:
      'Edit an image of yours by instruction. Body: baseImageUrl, editInstructions. The plan includes the first refinements of a result; later ones cost 1 session. With an Idempotency-Key header, the same key again answers the job it started, charged once; the key used for another kind of job or another body answers 409 CONFLICT.',
    document: EditImage,
    variables: (req) => ({
      input: { ...pick(req.body, ['baseImageUrl', 'editInstructions']), ...requestIdHeader(req) },
    }),
    select: (d) => d.editImage,
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/gemini/edit-session/:id',
    summary: 'An edit of yours: status, resultUrl (poll every 2 s, or subscribe).',
    document: EditSession,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => d.editSession,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/config',
    summary: 'The AI settings (admin only): key, value, description, updatedAt.',
    document: ApiConfigurations,
    select: (d) => d.apiConfigurations,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/config',
    summary:
      'Change an AI setting (admin only). Body: key (active_api, gemini_enabled, fashn_enabled), value, description.',
    document: SetApiConfiguration,
    variables: (req) => pick(req.body, ['key', 'value', 'description']),
    select: (d) => d.setApiConfiguration,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/gemini/save-person',
    summary: 'Save a completed AI model of yours. Body: geminiSessionId, name. Answers the saved person.',
    document: SaveGeminiPerson,
    variables: (req) => pick(req.body, ['geminiSessionId', 'name']),
    select: (d) => restSavedPerson(d.saveGeminiPerson),
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/gemini/saved-people/:userId',
    summary:
      'Your saved AI people (admins: anyone’s), newest first: id, name, imageUrl, attributes. One page: ?limit= (1-100, default 50) and ?cursor= (from X-Next-Cursor); total in X-Total-Count, next page in X-Next-Cursor and Link rel=next.',
    document: SavedGeminiPeople,
    variables: (req) => ({ userId: intParam(req, 'userId'), ...cursorQuery(req) }),
    select: (d) => d.savedGeminiPeoplePage.items.map(restSavedPerson),
    headers: (d, req) => cursorHeaders(req, d.savedGeminiPeoplePage),
  }),
];
