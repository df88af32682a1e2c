import { graphql } from '../__generated__/index.js';
import {
  cursorHeaders,
  cursorQuery,
  graphqlRoute,
  intParam,
  pick,
  requestIdHeader,
  type RouteTable,
} from '../route-kit.js';

// ai-jobs: generations, try-ons and edits (started here, then polled or followed over graphql-ws), saving
// an AI person, and the admin's AI settings. The list of saved AI people is media's answer but sits with
// the /api/gemini/ calls, where /api/docs has always listed it.

/** A generation or try-on as the REST calls answer it. */
export const GeminiSessionFields = graphql(`
  fragment GeminiSessionFields on GeminiSession {
    id
    userId
    sessionType
    status
    gender
    age
    ethnicity
    build
    hairColor
    hairStyle
    clothing
    pose
    background
    prompt
    personImageUrl
    clothingImageUrl
    clothingImageUrl2
    garmentType1
    garmentType2
    category
    style
    resultUrl
    errorMessage
    offline
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
    status
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
      attributes {
        gender
        age
        ethnicity
        build
        hairColor
        hairStyle
        clothing
        pose
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
        attributes {
          gender
          age
          ethnicity
          build
          hairColor
          hairStyle
          clothing
          pose
        }
      }
    }
  }
`);

/** ai-jobs' documented calls. */
export const aiJobsRoutes: RouteTable = () => [
  graphqlRoute({
    method: 'POST',
    path: '/api/gemini/generate-person',
    summary:
      'Generate an AI person (1 session). Body: gender, age, ethnicity, build, hairColor, hairStyle, clothing, pose, background, optional prompt. Answers the session (pending); 402 NO_SESSIONS on an empty balance. With an Idempotency-Key header, the same key again answers the job it started, charged once.',
    document: GeneratePerson,
    variables: (req) => ({
      input: {
        ...pick(req.body, [
          'gender',
          'age',
          'ethnicity',
          'build',
          'hairColor',
          'hairStyle',
          'clothing',
          'pose',
          'background',
          'prompt',
        ]),
        ...requestIdHeader(req),
      },
    }),
    select: (d) => d.generatePerson,
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/gemini/session/:id',
    summary:
      'A generation or try-on of yours: status, resultUrl, errorMessage (poll every 2 s, or subscribe).',
    document: GeminiSession,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => d.geminiSession,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/virtual-tryon',
    summary:
      'Try garments on a person (1 session). Body: personImageUrl, clothingImageUrl, clothingImageUrl2 (multi-garment), category, garmentType1, garmentType2, style, replaceFootwear. Images are /uploads/ addresses of yours. With an Idempotency-Key header, the same key again answers the job it started, charged once.',
    document: VirtualTryOn,
    variables: (req) => ({
      input: {
        ...pick(req.body, [
          'personImageUrl',
          'clothingImageUrl',
          'clothingImageUrl2',
          'category',
          'garmentType1',
          'garmentType2',
          'style',
          'replaceFootwear',
        ]),
        ...requestIdHeader(req),
      },
    }),
    select: (d) => d.virtualTryOn,
    status: 201,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/gemini/edit-image',
    summary:
      'Edit an image of yours by instruction. Body: baseImageUrl, editInstructions. The plan includes the first refinements of a result; later ones cost 1 session. With an Idempotency-Key header, the same key again answers the job it started, charged once.',
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
    select: (d) => d.saveGeminiPerson,
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/gemini/saved-people/:userId',
    summary:
      'Your saved AI people (admins: anyone’s), newest first: id, name, imageUrl, attributes. One page: ?limit= (1-100, default 50) and ?cursor= (from X-Next-Cursor); total in X-Total-Count, next page in X-Next-Cursor and Link rel=next.',
    document: SavedGeminiPeople,
    variables: (req) => ({ userId: intParam(req, 'userId'), ...cursorQuery(req) }),
    select: (d) => d.savedGeminiPeoplePage.items,
    headers: (d, req) => cursorHeaders(req, d.savedGeminiPeoplePage),
  }),
];
