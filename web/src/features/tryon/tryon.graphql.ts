import { graphql } from '../../__generated__';

/**
 * The try-on screen's calls: the saved person photos and clothing it offers, starting a try-on (1 session;
 * refused with NO_SESSIONS on an empty balance) and keeping a result in the gallery. The job is followed by
 * the shared status hook (ai-jobs/use-job-status.ts), which reads it from the cache entry the start answer
 * creates.
 */

/** What the pickers show of a saved image. */
export const TryOnSavedImageFragment = graphql(`
  fragment TryOnSavedImage_savedUserImage on SavedUserImage {
    id
    name
    imageUrl
  }
`);

/** The signed-in person's saved person photos and clothing (two lists of the same field, by category). */
export const TryOnSavedImagesQuery = graphql(`
  query TryOnSavedImages {
    me {
      id
      personImages: savedUserImages(kind: person) {
        ...TryOnSavedImage_savedUserImage
      }
      clothingImages: savedUserImages(kind: clothing) {
        ...TryOnSavedImage_savedUserImage
      }
    }
  }
`);

/** Starts a try-on: the new (pending) session. */
export const VirtualTryOnMutation = graphql(`
  mutation VirtualTryOn($input: VirtualTryOnInput!) {
    virtualTryOn(input: $input) {
      ...JobStatus_geminiSession
    }
  }
`);

/** Keeps a try-on result in the gallery. */
export const SaveTryOnResultMutation = graphql(`
  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {
    saveTryOnResult(input: $input) {
      id
      name
    }
  }
`);

/** The engine a try-on started now runs on (the screen says how long it takes). */
export const TryOnEngineQuery = graphql(`
  query TryOnEngine {
    tryOnEngine
  }
`);
