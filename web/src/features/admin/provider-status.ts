// What the Settings tab's provider cards show (the ai-jobs and support services' model status, and the
// answers of the connection tests), as plain data and texts.

/** Where the model in use came from (ai-jobs ModelSource, support ChatModelSource). */
export type ModelSourceValue = 'pinned' | 'candidate' | 'discovered' | 'none';

/** A Gemini model status as both services answer it (ai-jobs AiProviderStatus, support ChatModelStatus). */
export interface ModelStatus {
  configured: boolean;
  model?: string | null;
  modelSource?: ModelSourceValue | null;
  /** The configured candidates, in the order they are tried. */
  candidates: readonly string[];
  /** The models the API key can use (what the pin select offers). */
  available: readonly string[];
  pinnedModel?: string | null;
  checkedAt?: string | null;
  /** Something wrong with the set-up (no candidate available, pinned model gone...). */
  problem?: string | null;
  /** The last call's failure, and when it happened. */
  lastError?: string | null;
  lastErrorAt?: string | null;
}

/** The answer of a connection test (ai-jobs and billing ConnectionTest). */
export interface ConnectionResult {
  ok: boolean;
  message: string;
  checkedAt: string;
}

/** The source badge: its text and colour. */
export const MODEL_SOURCES: Record<ModelSourceValue, { label: string; color: string }> = {
  pinned: { label: 'Pinned', color: 'blue' },
  candidate: { label: 'From the list', color: 'teal' },
  discovered: { label: 'Found automatically', color: 'grape' },
  none: { label: 'None', color: 'gray' },
};

/** The badge of a status's source; no source (or no model) reads "None". */
export function modelSourceBadge(status: Pick<ModelStatus, 'model' | 'modelSource'>) {
  return MODEL_SOURCES[status.model ? (status.modelSource ?? 'none') : 'none'];
}

/** The pin select's value of "Automatic (first available candidate)" (a model name never starts with "("). */
export const AUTOMATIC = '(automatic)';

/** The pin select's options: Automatic, the available models, and a pinned model no longer available. */
export function pinOptions(status: Pick<ModelStatus, 'available' | 'pinnedModel'>) {
  const options = [
    { value: AUTOMATIC, label: 'Automatic (first available candidate)' },
    ...status.available.map((model) => ({ value: model, label: model })),
  ];
  if (status.pinnedModel && !status.available.includes(status.pinnedModel)) {
    options.push({ value: status.pinnedModel, label: `${status.pinnedModel} (not available)` });
  }
  return options;
}

/** The success toast's text of a pin: "The Gemini image model is now X." or "... now chosen automatically." */
export function pinnedText(subject: string, model: string | null): string {
  return model ? `${subject} is now ${model}.` : `${subject} is now chosen automatically.`;
}

/** The exact message of a failed request, for the inline test result. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'The test could not be run.';
}
