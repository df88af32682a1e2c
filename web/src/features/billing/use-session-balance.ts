import { useSyncExternalStore } from 'react';
import { apiJson } from '../../lib/api';
import {
  BALANCE_REFETCH_MS,
  SESSION_BALANCE_URL,
  onBillingChanged,
  type SessionBalance,
} from './billing.api';

/**
 * The signed-in user's session balance (GET /api/user/session-balance), shared by everything that shows it
 * (the header's session badge, the try-on screen's balance bar): while any of them is mounted, one request
 * asks for it, again every 30 s (spec section 9) and at once when `notifyBillingChanged()` reports a change.
 * The value is `undefined` while loading or after a failed call, so no made-up number is ever shown; once
 * nothing shows it, it is forgotten.
 */

let current: SessionBalance | undefined;
const listeners = new Set<() => void>();
/** Numbers the requests (and resets): only the newest answer is kept. */
let latestRequest = 0;
let stopRefreshing: (() => void) | undefined;

function publish(balance: SessionBalance | undefined): void {
  current = balance;
  for (const listener of [...listeners]) listener();
}

function load(): void {
  const request = ++latestRequest;
  apiJson<SessionBalance>('GET', SESSION_BALANCE_URL).then(
    (balance) => request === latestRequest && publish(balance),
    () => request === latestRequest && publish(undefined),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    load();
    const timer = setInterval(load, BALANCE_REFETCH_MS);
    const stopListening = onBillingChanged(load);
    stopRefreshing = () => {
      clearInterval(timer);
      stopListening();
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopRefreshing?.();
    stopRefreshing = undefined;
    // An answer still on its way is dropped, and the next viewer starts from "loading".
    latestRequest += 1;
    current = undefined;
  };
}

const subscribeToNothing = () => () => undefined;
const getCurrent = () => current;
const getNothing = () => undefined;

/** The shared balance while `enabled` (signed in); `undefined` while loading, after a failure, or disabled. */
export function useSessionBalance(enabled: boolean): SessionBalance | undefined {
  return useSyncExternalStore(enabled ? subscribe : subscribeToNothing, enabled ? getCurrent : getNothing);
}
