/**
 * Opening the support chat from elsewhere on the page (the phones' bottom navigation, where the chat has
 * its place instead of the floating button): a window event the chat listens to. `source` gets the focus
 * back when the chat closes. Small on purpose: it is part of the first load.
 */
const OPEN_EVENT = 'support-chat:open';

export function openSupportChat(source?: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<HTMLElement | null>(OPEN_EVENT, { detail: source ?? null }));
}

/** Calls `open` with the element that asked, each time something asks for the chat; answers the unsubscribe. */
export function onSupportChatOpen(open: (source: HTMLElement | null) => void): () => void {
  const listener = (event: Event) => open((event as CustomEvent<HTMLElement | null>).detail);
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
