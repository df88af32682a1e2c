import { graphql } from '../../__generated__';

/** What a card shows of a saved image (the full image is what Download fetches). */
export const GalleryCardSavedImageFragment = graphql(`
  fragment GalleryCard_savedImage on SavedUserImage {
    id
    name
    imageUrl
    thumbnailUrl
    thumbnail2xUrl
    kind
    uploadedAt
  }
`);

/** What a card shows of a saved try-on result. */
export const GalleryCardTryOnResultFragment = graphql(`
  fragment GalleryCard_tryOnResult on SavedTryOnResult {
    id
    name
    resultImageUrl
    thumbnailUrl
    thumbnail2xUrl
    savedAt
  }
`);

/**
 * The first page of each of the three lists of the gallery in one request, with their totals; each item
 * as its card shows it. Later pages come from the two queries below and are appended in the cache
 * (the lists' type policy).
 */
export const GalleryQuery = graphql(`
  query Gallery($limit: Int) {
    me {
      id
      personImages: savedUserImagesPage(kind: person, limit: $limit) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
      clothingImages: savedUserImagesPage(kind: clothing, limit: $limit) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {
        items {
          id
          ...GalleryCard_tryOnResult
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/** The next page of saved images of one kind (person or clothing). */
export const GalleryMoreImagesQuery = graphql(`
  query GalleryMoreImages($kind: ImageCategory!, $limit: Int, $cursor: String!) {
    me {
      id
      savedUserImagesPage(kind: $kind, limit: $limit, cursor: $cursor) {
        items {
          id
          ...GalleryCard_savedImage
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/** The next page of saved try-on results. */
export const GalleryMoreResultsQuery = graphql(`
  query GalleryMoreResults($limit: Int, $cursor: String!) {
    me {
      id
      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {
        items {
          id
          ...GalleryCard_tryOnResult
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/** Every field of a saved uploaded image, so any screen's list can take a just-saved one. */
export const MediaSavedUserImageFragmentDoc = graphql(`
  fragment MediaSavedUserImage on SavedUserImage {
    id
    userId
    imageUrl
    thumbnailUrl
    thumbnail2xUrl
    name
    kind
    isFavorite
    uploadedAt
  }
`);

/** Every field of a saved try-on result. */
export const MediaSavedTryOnResultFragmentDoc = graphql(`
  fragment MediaSavedTryOnResult on SavedTryOnResult {
    id
    userId
    geminiSessionId
    name
    resultImageUrl
    thumbnailUrl
    thumbnail2xUrl
    personImageUrl
    clothingImageUrl
    tryOnCategory
    style
    isFavorite
    savedAt
  }
`);

export const SaveUserImageMutation = graphql(`
  mutation SaveUserImage($input: SaveUserImageInput!) {
    saveUserImage(input: $input) {
      ...MediaSavedUserImage
    }
  }
`);

export const DeleteSavedUserImageMutation = graphql(`
  mutation DeleteSavedUserImage($id: Int!) {
    deleteSavedUserImage(id: $id)
  }
`);

export const DeleteSavedTryOnResultMutation = graphql(`
  mutation DeleteSavedTryOnResult($id: Int!) {
    deleteSavedTryOnResult(id: $id)
  }
`);
