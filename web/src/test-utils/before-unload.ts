/**
 * Fires a `beforeunload` on the window as the browser does on a reload or a tab close, and answers whether
 * the page asked the browser to prompt ("Leave site?"): a handler called preventDefault.
 */
export function leavePrompts(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
