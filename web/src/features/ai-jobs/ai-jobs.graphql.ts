import { graphql } from '../../__generated__';

/**
 * The GraphQL documents of the job client the generate and try-on screens share: the status fields of a
 * job (one fragment per job type, so every answer about a job merges into the same cache entry,
 * GeminiSession:{id} or EditSession:{id}), the status reads polled every 2 s, the status pushes, and the
 * edit of a result by instruction, the saved AI people and the activity of the out-of-sessions modal. The
 * start calls are in generate.graphql.ts and tryon.graphql.ts.
 */

/** The status fields of a generation or try-on, as the status hook reads them from the cache. */
export const JobStatusGeminiSessionFragment = graphql(`
  fragment JobStatus_geminiSession on GeminiSession {
    id
    state
    resultUrl
    errorMessage
    offline
  }
`);

/** The status fields of an edit (refinement), as the status hook reads them from the cache. */
export const JobStatusEditSessionFragment = graphql(`
  fragment JobStatus_editSession on EditSession {
    id
    state
    resultUrl
    errorMessage
    offline
  }
`);

/** A generation or try-on's status (the 2 s polling fallback beside the push). */
export const GeminiSessionStatusQuery = graphql(`
  query GeminiSessionStatus($id: Int!) {
    geminiSession(id: $id) {
      ...JobStatus_geminiSession
    }
  }
`);

/** An edit's status (the 2 s polling fallback beside the push). */
export const EditSessionStatusQuery = graphql(`
  query EditSessionStatus($id: Int!) {
    editSession(id: $id) {
      ...JobStatus_editSession
    }
  }
`);

/** Status changes of a generation or try-on session (owner only), pushed as GeminiSession:{id}. */
export const GeminiSessionUpdatedSubscription = graphql(`
  subscription GeminiSessionUpdated($id: Int!) {
    geminiSessionUpdated(id: $id) {
      ...JobStatus_geminiSession
    }
  }
`);

/** Status changes of an edit (refinement) session (owner only), pushed as EditSession:{id}. */
export const EditSessionUpdatedSubscription = graphql(`
  subscription EditSessionUpdated($id: Int!) {
    editSessionUpdated(id: $id) {
      ...JobStatus_editSession
    }
  }
`);

/**
 * Starts a refinement of an image by instruction: the generate screen follows the answer's `id`, the
 * try-on screen its `session.id` (spec section 7).
 */
export const EditImageMutation = graphql(`
  mutation EditImage($input: EditImageInput!) {
    editImage(input: $input) {
      ...JobStatus_editSession
      session {
        id
      }
    }
  }
`);

/** What the screens read of a saved AI person (see saved-people.ts for reading it). */
export const AiPersonFragment = graphql(`
  fragment AiPerson_savedGeminiPerson on SavedGeminiPerson {
    id
    name
    imageUrl
    person {
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
`);

/** The signed-in person's saved AI people, newest first. */
export const SavedPeopleQuery = graphql(`
  query SavedPeople {
    me {
      id
      savedGeminiPeople {
        ...AiPerson_savedGeminiPerson
      }
    }
  }
`);

/** The usage logs the Activity box totals (the `usageLogs` of the signed-in User). */
export const OutOfSessionsActivityQuery = graphql(`
  query OutOfSessionsActivity {
    me {
      id
      usageLogs {
        id
        action
        sessionsCost
      }
    }
  }
`);
