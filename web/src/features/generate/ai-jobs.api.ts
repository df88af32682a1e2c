import { apiJson } from '../../lib/api';
import { ApiError } from '../../lib/errors';

/**
 * The AI job calls shared by the generate and try-on screens (issue 5): generate a person, run a virtual
 * try-on, refine a result by instruction, read a job's status, and save a generated person or a try-on
 * result. Every call sends cookies; a non-OK answer throws the shared `ApiError`.
 */

/** A job's lifecycle (spec section 4): pending, then processing, then completed or failed. */
export type JobStatusValue = 'pending' | 'processing' | 'completed' | 'failed';

/** What both the status push and the GET calls report about a job. */
export interface JobStatus {
  id: number;
  status: JobStatusValue;
  /** An `/uploads/...` address once completed, else null. */
  resultUrl: string | null;
  errorMessage: string | null;
  /** True when the offline engine made the image (the UI labels it "Offline preview"). */
  offline: boolean;
}

export type GeminiSessionType = 'person_generation' | 'virtual_tryon';

/** A generation or try-on session (POST generate-person / virtual-tryon, GET session/{id}). */
export interface GeminiSession extends JobStatus {
  userId: number;
  sessionType: GeminiSessionType;
  gender: string | null;
  age: string | null;
  ethnicity: string | null;
  build: string | null;
  hairColor: string | null;
  hairStyle: string | null;
  clothing: string | null;
  pose: string | null;
  background: string | null;
  prompt: string | null;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  clothingImageUrl2: string | null;
  garmentType1: string | null;
  garmentType2: string | null;
  category: string | null;
  style: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** The person attributes of the generate form (spec section 3). */
export interface PersonAttributes {
  gender: string;
  age: string;
  ethnicity: string;
  build: string;
  hairColor: string;
  hairStyle: string;
  clothing: string;
  pose: string;
}

/** POST /api/gemini/generate-person: the attributes, the (optional) background and free prompt. */
export interface GeneratePersonInput extends PersonAttributes {
  background?: string;
  prompt?: string;
}

export interface EditImageInput {
  baseImageUrl: string;
  editInstructions: string;
}

/** POST /api/gemini/edit-image: the generate screen follows `id`, the try-on screen `session.id` (spec 7). */
export interface EditImageAnswer extends JobStatus {
  baseImageUrl: string;
  editInstructions: string;
  session: { id: number };
}

export type TryOnCategory = 'tops' | 'bottoms' | 'full-body' | 'accessories';
export type GarmentType = 'top' | 'bottom' | 'shoes' | 'full-body';

/** POST /api/virtual-tryon. */
export interface VirtualTryOnInput {
  personImageUrl: string;
  clothingImageUrl: string;
  clothingImageUrl2?: string;
  category: TryOnCategory;
  garmentType1: GarmentType;
  garmentType2?: GarmentType;
  style?: string;
  replaceFootwear: boolean;
}

/** A saved AI person as GET /api/gemini/saved-people/{userId} answers (see saved-people.ts for reading it). */
export interface SavedGeminiPerson {
  id: number;
  userId: number;
  geminiSessionId: number | null;
  name: string;
  isFavorite: boolean;
  savedAt: string;
  imageUrl: string | null;
  attributes: Partial<PersonAttributes> | null;
}

/** POST /api/save-try-on-result. */
export interface SaveTryOnResultInput {
  geminiSessionId: number;
  name: string;
  resultImageUrl: string;
  personImageUrl: string;
  clothingImageUrl: string;
  category: string;
  style: string | null;
}

export const aiJobsUrls = {
  session: (id: number) => `/api/gemini/session/${id}`,
  editSession: (id: number) => `/api/gemini/edit-session/${id}`,
  savedPeople: (userId: number | string) => `/api/gemini/saved-people/${userId}`,
};

/** POST /api/gemini/generate-person: the new (pending) session. */
export function generatePerson(input: GeneratePersonInput): Promise<GeminiSession> {
  return apiJson<GeminiSession>('POST', '/api/gemini/generate-person', input);
}

/** GET /api/gemini/session/{id}: a generation or try-on session (polled every 2 s). */
export function fetchSession(id: number): Promise<GeminiSession> {
  return apiJson<GeminiSession>('GET', aiJobsUrls.session(id));
}

/** POST /api/gemini/edit-image: starts a refinement of an image by instruction. */
export function editImage(input: EditImageInput): Promise<EditImageAnswer> {
  return apiJson<EditImageAnswer>('POST', '/api/gemini/edit-image', input);
}

/** GET /api/gemini/edit-session/{id}: an edit's status (polled every 2 s). */
export function fetchEditSession(id: number): Promise<JobStatus> {
  return apiJson<JobStatus>('GET', aiJobsUrls.editSession(id));
}

/** POST /api/virtual-tryon: the new (pending) try-on session. */
export function startVirtualTryOn(input: VirtualTryOnInput): Promise<GeminiSession> {
  return apiJson<GeminiSession>('POST', '/api/virtual-tryon', input);
}

/** POST /api/gemini/save-person: keeps a generated person under a name. */
export function savePerson(input: { geminiSessionId: number; name: string }): Promise<SavedGeminiPerson> {
  return apiJson<SavedGeminiPerson>('POST', '/api/gemini/save-person', input);
}

/** POST /api/save-try-on-result: keeps a try-on result in the gallery. */
export function saveTryOnResult(input: SaveTryOnResultInput): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/save-try-on-result', input);
}

/** Whether a start call failed because the balance is empty (402 `{code: "NO_SESSIONS"}`). */
export function isOutOfSessions(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NO_SESSIONS' || error.status === 402);
}

/** Whether a job has ended (completed or failed). */
export function isTerminal(status: JobStatusValue | null | undefined): boolean {
  return status === 'completed' || status === 'failed';
}
