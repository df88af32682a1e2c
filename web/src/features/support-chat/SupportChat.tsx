import { Loader } from '@mantine/core';
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withAppClientLoaded } from '../../app/app-client-loader';
import { continueChat } from './chat-storage';
import { CONTINUE_CHAT_PARAM } from './chat-values';
import { toast } from '../../lib/toast';
import { onSupportChatOpen } from './open-support-chat';
import classes from './SupportChatLauncher.module.css';

// The support chat on every screen (spec section 2, "Support chatbot"). Only the round launcher is in the
// first load; the panel, its documents and its styles are a chunk of their own, loaded on the first click
// (or as soon as the pointer or the keyboard reaches the launcher).

const loadPanel = () => import('./SupportChatPanel');

/** The panel as a lazy component (made again after a failed load, so that a new click tries again). */
const lazyPanel = () =>
  lazy(async () => ({
    default: await withAppClientLoaded(async () => (await loadPanel()).SupportChatPanel),
  }));
let LazyPanel = lazyPanel();

/** Puts the launcher back when the panel's chunk cannot be loaded (offline, a new deploy). */
class PanelLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The speech-bubble icon of the launcher (inline, so the first load needs no icon library). */
function ChatBubbleIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M3 20l1.3 -3.9c-2.324 -3.437 -1.426 -7.872 2.1 -10.374c3.526 -2.501 8.59 -2.296 11.845 .48c3.255 2.777 3.695 7.266 1.029 10.501c-2.666 3.235 -7.615 4.215 -11.574 2.293l-4.7 1" />
    </svg>
  );
}

/**
 * The floating support chat: a round "Open support chat" button bottom-right (above the mobile bottom
 * navigation); the first click loads the panel (a spinner in the button's place meanwhile). The panel stays
 * mounted once loaded, so closing and opening it again keeps the conversation and a reply on its way.
 * Focus goes to the panel's message box on open and back to the launcher on close.
 */
export function SupportChat() {
  const [opened, setOpened] = useState(false);
  // The panel is asked for (first open); it then stays mounted.
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);
  const [params, setParams] = useSearchParams();
  const continued = params.get(CONTINUE_CHAT_PARAM);

  // A reply mail's link (`/?chat=<conversation>`): that conversation becomes the tab's and the panel opens
  // on it; the token leaves the address bar at once.
  useEffect(() => {
    if (!continued) return;
    continueChat(continued);
    setWanted(true);
    setOpened(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONTINUE_CHAT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [continued, setParams]);
  // What opened the chat when it was not the launcher (the phones' bottom navigation): it gets the focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!opened && focusLauncher.current) {
      focusLauncher.current = false;
      (opener.current ?? launcher.current)?.focus();
      opener.current = null;
    }
  }, [opened]);

  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useEffect(
    () =>
      onSupportChatOpen((source) => {
        opener.current = source;
        setWanted(true);
        setOpened(true);
      }),
    [],
  );
  const close = useCallback(() => {
    focusLauncher.current = true;
    setOpened(false);
  }, []);
  const loadFailed = useCallback(() => {
    LazyPanel = lazyPanel();
    setWanted(false);
    close();
    toast({
      title: 'Connection Error',
      description: 'The support chat could not be loaded. Please try again.',
      variant: 'destructive',
    });
  }, [close]);
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      {!opened && (
        <button
          ref={launcher}
          type="button"
          className={classes.launcher}
          aria-label="Open support chat"
          aria-haspopup="dialog"
          onClick={open}
          onPointerEnter={wanted ? undefined : preload}
          onFocus={wanted ? undefined : preload}
        >
          <ChatBubbleIcon />
        </button>
      )}
      {wanted && (
        <PanelLoadBoundary onError={loadFailed}>
          <Suspense
            fallback={
              <div className={classes.launcher} role="status" aria-label="Loading support chat">
                <Loader size="sm" color="white" />
              </div>
            }
          >
            <LazyPanel opened={opened} onClose={close} placeClassName={classes.place} />
          </Suspense>
        </PanelLoadBoundary>
      )}
    </>
  );
}
