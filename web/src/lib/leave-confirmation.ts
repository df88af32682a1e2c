/**
 * Signing out takes the screen on view away at once (ProtectedRoute stops showing it when the user is gone),
 * not by a navigation the router could hold for an answer (UnsavedResultGuard's blocker), so it goes through
 * here. A screen holding a result that is not saved yet registers, while it does, how it asks the person
 * first; with none registered, the step runs at once.
 */
type Guard = (step: () => Promise<void>) => Promise<void>;

let guard: Guard | null = null;

/**
 * Runs `step`, which takes the screen on view away (signing out), once the person agrees to leave it when it
 * holds an unsaved result; at once when it holds none. Staying runs nothing.
 */
export function leaveScreen(step: () => Promise<void>): Promise<void> {
  return guard ? guard(step) : step();
}

/**
 * Registers how the screen on view asks before {@link leaveScreen} runs its step (one screen is on view at a
 * time); returns the function that takes it back.
 */
export function guardLeaving(how: Guard): () => void {
  guard = how;
  return () => {
    if (guard === how) guard = null;
  };
}
