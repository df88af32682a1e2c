/**
 * The navigation state of a move that takes a screen's unsaved result along to the next screen
 * (Generate's "Try On" carries the model to the try-on screen): nothing is lost, so UnsavedResultGuard
 * lets it through. A module of its own, without imports: the screens that navigate so stay light.
 */
export const CARRIED_RESULT_STATE = { carriesResult: true } as const;

/** Whether a location's state says the move takes the unsaved result along. */
export function carriesResult(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { carriesResult?: unknown }).carriesResult === true
  );
}
