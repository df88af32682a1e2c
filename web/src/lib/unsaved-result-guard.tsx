import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { carriesResult } from './carried-result';
import { guardLeaving } from './leave-confirmation';

/** The in-app dialog's words. */
export const UNSAVED_RESULT_DIALOG = {
  title: 'Leave without saving?',
  text: 'Your result is not saved to your gallery yet. If you leave now, it will not be kept.',
} as const;

/**
 * Whether the image a screen shows was saved from it: `unsaved` while `imageUrl` is shown and not saved
 * (an edit or a refinement is a new image), `markSaved(url)` once it is. For {@link UnsavedResultGuard}.
 */
export function useUnsavedImage(imageUrl: string | null): {
  unsaved: boolean;
  markSaved: (url: string) => void;
} {
  const [saved, setSaved] = useState<readonly string[]>([]);
  const markSaved = useCallback((url: string) => setSaved((urls) => [...urls, url]), []);
  return { unsaved: imageUrl !== null && !saved.includes(imageUrl), markSaved };
}

/** A question the dialog shows: what its two answers do. */
interface Question {
  stay(): void;
  leave(): void;
}

/**
 * While `when` is true, the screen is not left without asking first. For screens holding work that is not
 * kept anywhere yet, such as a generated or tried-on result that is not saved to the gallery (a paid one):
 * - a reload, a tab close or leaving the site shows the browser's own "Leave site?" prompt (browsers show
 *   only their own text);
 * - a move to another screen inside the app (a link, a button, the browser's back or forward button) is held
 *   by the router and this component's "Leave without saving?" dialog asks: Stay (the default, and Esc) keeps
 *   the screen, Leave goes on. A change of only the search or hash stays on the same screen, and a move
 *   that takes the result along (CARRIED_RESULT_STATE, lib/carried-result.ts) loses nothing, so both are let through;
 * - signing out asks the same dialog first (lib/leave-confirmation.ts), and runs on Leave only.
 * Once `when` is false (the result was saved), nothing is held any more.
 * Needs a data router (main.tsx): `useBlocker` throws outside one.
 */
export function UnsavedResultGuard({ when }: { when: boolean }) {
  // True while a sign-out the person agreed to runs: the result is given up, so the header's move to the
  // landing page, which can come before the screen is gone, is not held.
  const released = useRef(false);
  // Asked by a sign-out (not a navigation the blocker sees) and waiting for the answer.
  const [asked, setAsked] = useState<Question | null>(null);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    const unregister = guardLeaving(async (step) => {
      const leave = await new Promise<boolean>((resolve) =>
        setAsked({ stay: () => resolve(false), leave: () => resolve(true) }),
      );
      setAsked(null);
      if (!leave) return;
      released.current = true;
      try {
        await step();
      } finally {
        // A sign-out that failed leaves the person here, with the result still to be kept.
        released.current = false;
      }
    });
    return () => {
      window.removeEventListener('beforeunload', warn);
      unregister();
    };
  }, [when]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when &&
      !released.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      !carriesResult(nextLocation.state),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  const question: Question | null =
    asked ?? (blocker.state === 'blocked' ? { stay: blocker.reset, leave: blocker.proceed } : null);

  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.stay()}
      title={UNSAVED_RESULT_DIALOG.title}
      centered
      withCloseButton={false}
    >
      <Text size="sm">{UNSAVED_RESULT_DIALOG.text}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        {/* Staying is the safe answer: it has the focus when the dialog opens. */}
        <Button variant="default" onClick={() => question?.stay()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => question?.leave()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
