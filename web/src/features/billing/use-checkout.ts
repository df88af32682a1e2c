import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import {
  createPortalSession,
  createSubscriptionCheckout,
  createTopUpCheckout,
  goToUrl,
  type BillingPeriod,
  type PlanName,
  type RedirectAnswer,
} from './billing.api';
import type { TopUpPack } from './billing-rules';

/** Toast titles and fallback texts of checkout failures (spec business-admin-data section 8). */
export const CHECKOUT_FAILURE = {
  subscription: 'Payment Setup Failed',
  topUp: 'Purchase Failed',
  portal: 'Billing Portal Error',
} as const;
export const CHECKOUT_FALLBACK = 'Failed to create checkout session. Please try again.';
export const PORTAL_FALLBACK = 'Failed to open billing portal. Please try again.';

/**
 * The text of a checkout failure toast: the server's `{error}` (the ApiError message, already cleaned of a
 * "status: " prefix), or the fallback when the answer carried none (network failure, empty or HTML body).
 */
export function checkoutErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    const fromBody =
      body !== null &&
      typeof body === 'object' &&
      (typeof (body as { error?: unknown }).error === 'string' ||
        typeof (body as { message?: unknown }).message === 'string');
    if (fromBody && error.message.trim()) return error.message;
  }
  return fallback;
}

/** The `pending` key of a pack's top-up checkout. */
export function packCheckoutKey(pack: Pick<TopUpPack, 'sessions'>): string {
  return `pack:${pack.sessions}`;
}

export interface Checkout {
  /** Key of the action under way (`plan:standard:annual`, `pack:25`, `portal`), or null. */
  pending: string | null;
  subscribe(planName: PlanName, billingPeriod: BillingPeriod): void;
  buyPack(pack: TopUpPack): void;
  openPortal(): void;
}

/**
 * Starts subscription checkout, top-up checkout or the billing portal and sends the browser to the answered
 * address. Only one runs at a time (a second click while one is under way does nothing), and a failure shows
 * the spec's destructive toast.
 */
export function useCheckout(): Checkout {
  const navigate = useNavigate();
  const busy = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    // Coming back from the provider with the browser's Back button restores a page that still says busy.
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', reset);
    return () => {
      mounted.current = false;
      window.removeEventListener('pageshow', reset);
    };
  }, []);

  const run = useCallback(
    async (key: string, start: () => Promise<RedirectAnswer>, title: string, fallback: string) => {
      if (busy.current) return;
      busy.current = true;
      setPending(key);
      let leaving = false;
      try {
        const answer = await start();
        if (!answer?.url) throw new Error('No redirect address in the answer');
        // A full page load to the provider: stay busy until the page goes away.
        leaving = goToUrl(answer.url, navigate) === 'external';
      } catch (error) {
        toast({ title, description: checkoutErrorMessage(error, fallback), variant: 'destructive' });
      } finally {
        if (!leaving) {
          busy.current = false;
          if (mounted.current) setPending(null);
        }
      }
    },
    [navigate],
  );

  const subscribe = useCallback(
    (planName: PlanName, billingPeriod: BillingPeriod) =>
      void run(
        `plan:${planName}:${billingPeriod}`,
        () => createSubscriptionCheckout(planName, billingPeriod),
        CHECKOUT_FAILURE.subscription,
        CHECKOUT_FALLBACK,
      ),
    [run],
  );
  const buyPack = useCallback(
    (pack: TopUpPack) =>
      void run(
        packCheckoutKey(pack),
        () => createTopUpCheckout(pack.priceInCents, pack.sessions),
        CHECKOUT_FAILURE.topUp,
        CHECKOUT_FALLBACK,
      ),
    [run],
  );
  const openPortal = useCallback(
    () => void run('portal', createPortalSession, CHECKOUT_FAILURE.portal, PORTAL_FALLBACK),
    [run],
  );

  return { pending, subscribe, buyPack, openPortal };
}
