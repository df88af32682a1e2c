import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { goToUrl } from './billing.api';
import type { BillingCycle } from '../../__generated__/graphql';
import type { TopUpPack } from './billing-rules';
import {
  CreateSubscriptionCheckoutMutation,
  CreateTopUpCheckoutMutation,
  CreatePortalSessionMutation,
} from './checkout.graphql';

/** What a checkout or portal call answers, if anything: the address the browser goes to next. */
type RedirectAnswer = { url: string } | null | undefined;

/** Toast titles and fallback texts of checkout failures (spec business-admin-data section 8). */
export const CHECKOUT_FAILURE = {
  subscription: 'Payment Setup Failed',
  topUp: 'Purchase Failed',
  portal: 'Billing Portal Error',
} as const;
export const CHECKOUT_FALLBACK = 'Failed to create checkout session. Please try again.';
export const PORTAL_FALLBACK = 'Failed to open billing portal. Please try again.';

/**
 * The text of a checkout failure toast: the server's message (a GraphQL error's, turned into an ApiError
 * by lib/apollo.ts, or a REST `{error}` cleaned of a "status: " prefix), or the fallback when the answer
 * carried none (network failure, empty or HTML body).
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
  subscribe(planName: string, cycle: BillingCycle): void;
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
  // Nothing in the cache changes until the payment is made: the answers are only addresses.
  const [createSubscriptionCheckout] = useMutation(CreateSubscriptionCheckoutMutation);
  const [createTopUpCheckout] = useMutation(CreateTopUpCheckoutMutation);
  const [createPortalSession] = useMutation(CreatePortalSessionMutation);

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
    (planName: string, cycle: BillingCycle) =>
      void run(
        `plan:${planName}:${cycle}`,
        async () =>
          (await createSubscriptionCheckout({ variables: { planName, cycle } })).data
            ?.createSubscriptionCheckout,
        CHECKOUT_FAILURE.subscription,
        CHECKOUT_FALLBACK,
      ),
    [run, createSubscriptionCheckout],
  );
  const buyPack = useCallback(
    (pack: TopUpPack) =>
      void run(
        packCheckoutKey(pack),
        async () =>
          (await createTopUpCheckout({ variables: { amount: pack.priceInCents, sessions: pack.sessions } }))
            .data?.createTopUpCheckout,
        CHECKOUT_FAILURE.topUp,
        CHECKOUT_FALLBACK,
      ),
    [run, createTopUpCheckout],
  );
  const openPortal = useCallback(
    () =>
      void run(
        'portal',
        async () => (await createPortalSession()).data?.createPortalSession,
        CHECKOUT_FAILURE.portal,
        PORTAL_FALLBACK,
      ),
    [run, createPortalSession],
  );

  return { pending, subscribe, buyPack, openPortal };
}
