import { ImageCategory, TryOnCategory, toGraphQLEnum } from '@tryon/proto-events';
import { graphql } from '../__generated__/index.js';
import type {
  ImageCategory as ImageCategoryName,
  SaveTryOnResultInput,
  SaveUserImageInput,
} from '../__generated__/graphql.js';
import {
  cursorHeaders,
  cursorQuery,
  graphqlRoute,
  intParam,
  pick,
  proxyRoute,
  stringParam,
  type RouteTable,
  toEnumField,
} from '../route-kit.js';

// media: uploads and the images themselves (streamed, so proxied), and the galleries of saved images and
// try-on results. (The saved AI people, also media's, are listed with the AI calls: see ai-jobs.routes.ts.)
// A saved image's category is the graph's `kind` (person or clothing, the same words). A saved try-on
// result's category stays the deprecated text field: the documented call takes any text there, and the
// graph's `tryOnCategory` shows only the try-on categories.

/** A saved image as the REST calls answer it. */
export const SavedUserImageFields = graphql(`
  fragment SavedUserImageFields on SavedUserImage {
    id
    userId
    imageUrl
    thumbnailUrl
    thumbnail2xUrl
    name
    category: kind
    isFavorite
    uploadedAt
  }
`);

/** A saved try-on result as the REST calls answer it. */
export const SavedTryOnResultFields = graphql(`
  fragment SavedTryOnResultFields on SavedTryOnResult {
    id
    userId
    geminiSessionId
    name
    resultImageUrl
    thumbnailUrl
    thumbnail2xUrl
    personImageUrl
    clothingImageUrl
    category
    style
    isFavorite
    savedAt
  }
`);

const SaveUserImage = graphql(`
  mutation SaveUserImage($input: SaveUserImageInput!) {
    saveUserImage(input: $input) {
      ...SavedUserImageFields
    }
  }
`);

// The lists answer one keyset page (documented shape: the rows); the next page is in the headers.
const SavedUserImages = graphql(`
  query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) {
    savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) {
      items {
        ...SavedUserImageFields
      }
      nextCursor
      totalCount
    }
  }
`);

const SavedUserImagesByCategory = graphql(`
  query SavedUserImagesByCategory(
    $userId: Int!
    $kind: ImageCategory
    $category: String
    $limit: Int
    $cursor: String
  ) {
    savedUserImagesPage(userId: $userId, kind: $kind, category: $category, limit: $limit, cursor: $cursor) {
      items {
        ...SavedUserImageFields
      }
      nextCursor
      totalCount
    }
  }
`);

const DeleteSavedUserImage = graphql(`
  mutation DeleteSavedUserImage($id: Int!) {
    deleteSavedUserImage(id: $id)
  }
`);

const SaveTryOnResult = graphql(`
  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {
    saveTryOnResult(input: $input) {
      ...SavedTryOnResultFields
    }
  }
`);

const SavedTryOnResults = graphql(`
  query SavedTryOnResults($userId: Int!, $limit: Int, $cursor: String) {
    savedTryOnResultsPage(userId: $userId, limit: $limit, cursor: $cursor) {
      items {
        ...SavedTryOnResultFields
      }
      nextCursor
      totalCount
    }
  }
`);

const DeleteSavedTryOnResult = graphql(`
  mutation DeleteSavedTryOnResult($id: Int!) {
    deleteSavedTryOnResult(id: $id)
  }
`);

/** Multipart framing (boundaries, part headers) adds a little to the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** media's documented calls; uploads are capped at `uploadMaxBytes` (the setting media enforces too). */
export const mediaRoutes: RouteTable = ({ uploadMaxBytes }) => [
  proxyRoute({
    method: 'POST',
    path: '/api/upload',
    summary: 'Upload an image (multipart, field "image"; JPG, PNG or WEBP up to 10 MB). Answers { url }.',
    service: 'media',
    upstreamPath: '/upload',
    // The refusal reads as media's own (the spec's text), so a client sees one message whoever refuses.
    stream: {
      maxBytes: uploadMaxBytes + MULTIPART_OVERHEAD_BYTES,
      tooLarge: 'File size too large. Maximum size is 10MB',
    },
  }),
  proxyRoute({
    method: 'GET',
    path: '/api/account/export/download',
    summary:
      'Download your data export (?token from the link on /account or in the mail; no cookie needed): a ZIP of your images and data.json; an altered or expired link answers a 400 page.',
    service: 'media',
    upstreamPath: (req) =>
      `/exports/download${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`,
  }),
  proxyRoute({
    method: 'GET',
    path: '/uploads/*',
    summary:
      'An image of yours (owner or admin only); ?size=thumb for the thumbnail; Range and ETag supported.',
    service: 'media',
    upstreamPath: (req) => req.url,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/save-user-image',
    summary:
      'Save an uploaded image to your gallery. Body: imageUrl (an /uploads/ address of yours), name, category (person|clothing).',
    document: SaveUserImage,
    variables: (req) => ({
      input: toEnumField(
        pick<SaveUserImageInput>(req.body, ['imageUrl', 'name', 'category']),
        ImageCategory,
        'category',
        'kind',
      ),
    }),
    select: (d) => d.saveUserImage,
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/saved-user-images/:userId',
    summary:
      'Your saved images (admins: anyone’s), newest first. One page: ?limit= (1-100, default 50) and ?cursor= (from X-Next-Cursor); total in X-Total-Count, next page in X-Next-Cursor and Link rel=next.',
    document: SavedUserImages,
    variables: (req) => ({ userId: intParam(req, 'userId'), ...cursorQuery(req) }),
    select: (d) => d.savedUserImagesPage.items,
    headers: (d, req) => cursorHeaders(req, d.savedUserImagesPage),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/saved-user-images-by-category/:userId/:category',
    summary:
      'Your saved images of one category (person or clothing), newest first. One page: ?limit= (1-100, default 50) and ?cursor= (from X-Next-Cursor); total in X-Total-Count, next page in X-Next-Cursor and Link rel=next.',
    document: SavedUserImagesByCategory,
    variables: (req) => {
      // Not a category: sent as it came, for media to refuse in the documented words.
      const category = stringParam(req, 'category');
      const kind = toGraphQLEnum(ImageCategory, category) as ImageCategoryName | undefined;
      return {
        userId: intParam(req, 'userId'),
        ...(kind ? { kind } : { category }),
        ...cursorQuery(req),
      };
    },
    select: (d) => d.savedUserImagesPage.items,
    headers: (d, req) => cursorHeaders(req, d.savedUserImagesPage),
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/saved-user-images/:id',
    summary: 'Delete a saved image of yours (and its stored file when nothing else uses it).',
    document: DeleteSavedUserImage,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: () => ({ success: true }),
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/save-try-on-result',
    summary:
      'Save a try-on result to your gallery. Body: geminiSessionId, name, resultImageUrl, personImageUrl, clothingImageUrl, category, style.',
    document: SaveTryOnResult,
    variables: (req) => ({
      input: toEnumField(
        pick<SaveTryOnResultInput>(req.body, [
          'geminiSessionId',
          'name',
          'resultImageUrl',
          'personImageUrl',
          'clothingImageUrl',
          'category',
          'style',
        ]),
        TryOnCategory,
        'category',
        'tryOnCategory',
      ),
    }),
    select: (d) => d.saveTryOnResult,
    status: 201,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/saved-try-on-results/:userId',
    summary:
      'Your saved try-on results (admins: anyone’s), newest first. One page: ?limit= (1-100, default 50) and ?cursor= (from X-Next-Cursor); total in X-Total-Count, next page in X-Next-Cursor and Link rel=next.',
    document: SavedTryOnResults,
    variables: (req) => ({ userId: intParam(req, 'userId'), ...cursorQuery(req) }),
    select: (d) => d.savedTryOnResultsPage.items,
    headers: (d, req) => cursorHeaders(req, d.savedTryOnResultsPage),
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/saved-try-on-results/:id',
    summary: 'Delete a saved try-on result of yours.',
    document: DeleteSavedTryOnResult,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: () => ({ success: true }),
  }),
];
