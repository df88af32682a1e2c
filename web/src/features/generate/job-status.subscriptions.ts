import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JobStatus } from './ai-jobs.api';

/** The status fields the push carries (the same as the GET calls' status part). */
export type JobStatusPush = JobStatus & { __typename?: string };

/** Status changes of a generation or try-on session (owner only). */
export const GEMINI_SESSION_UPDATED: TypedDocumentNode<
  { geminiSessionUpdated: JobStatusPush | null },
  { id: number }
> = gql`
  subscription GeminiSessionUpdated($id: Int!) {
    geminiSessionUpdated(id: $id) {
      id
      status
      resultUrl
      errorMessage
      offline
    }
  }
`;

/** Status changes of an edit (refinement) session (owner only). */
export const EDIT_SESSION_UPDATED: TypedDocumentNode<
  { editSessionUpdated: JobStatusPush | null },
  { id: number }
> = gql`
  subscription EditSessionUpdated($id: Int!) {
    editSessionUpdated(id: $id) {
      id
      status
      resultUrl
      errorMessage
      offline
    }
  }
`;
