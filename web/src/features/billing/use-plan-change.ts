import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { BillingCycle } from '../../__generated__/graphql';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { SubscriptionInfoQuery } from './billing.graphql';
import { ChangeSubscriptionPlanMutation, UndoPlanChangeMutation } from './plan-change.graphql';
import { refreshSessionBalance } from './session-balance';

/** A switch the person is about to confirm: the plan and cycle chosen. */
export interface PlanChoice {
  planName: string;
  displayName: string;
  cycle: BillingCycle;
}

export interface PlanChange {
  /** The switch waiting for confirmation (its dialog is open), or null. */
  choice: PlanChoice | null;
  /** Opens the confirmation of a switch. */
  choose: (choice: PlanChoice) => void;
  /** Closes it without switching. */
  dismiss: () => void;
  /** Makes the chosen switch (one at a time: a double click sends one). */
  confirm: () => Promise<void>;
  /** Undoes the change waiting for the period's end. */
  undo: () => Promise<void>;
  /** What is being sent: a switch, an undo, or nothing. */
  pending: 'change' | 'undo' | null;
}

/**
 * Plan switches from pricing, subscription management and the sandbox portal: each confirmed first, the
 * answer (the new subscription status) written where every screen reads it, and the balance asked again,
 * since an upgrade adds sessions at once.
 */
export function usePlanChange(): PlanChange {
  const client = useApolloClient();
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [pending, setPending] = useState<PlanChange['pending']>(null);
  const writeStatus = (info: unknown) => {
    const me = client.cache.readQuery({ query: SubscriptionInfoQuery })?.me;
    if (!info || !me) return;
    client.cache.writeQuery({
      query: SubscriptionInfoQuery,
      data: { me: { ...me, subscriptionInfo: info as typeof me.subscriptionInfo } },
    });
  };
  const [change] = useMutation(ChangeSubscriptionPlanMutation, {
    update: (_cache, { data }) => writeStatus(data?.changeSubscriptionPlan.status),
  });
  const [undoChange] = useMutation(UndoPlanChangeMutation, {
    update: (_cache, { data }) => writeStatus(data?.undoPlanChange),
  });

  const confirm = useSingleFlight(async () => {
    if (!choice) return;
    setPending('change');
    try {
      const { data } = await change({ variables: { planName: choice.planName, cycle: choice.cycle } });
      const result = data?.changeSubscriptionPlan;
      setChoice(null);
      if (result) {
        toast({
          title: result.immediate ? 'Plan upgraded' : 'Plan change scheduled',
          description: result.message,
          variant: 'success',
        });
        if (result.immediate) await refreshSessionBalance(client);
      }
    } catch (error) {
      toastError(error);
    } finally {
      setPending(null);
    }
  });

  const undo = useSingleFlight(async () => {
    setPending('undo');
    try {
      await undoChange();
      toast({ title: 'Plan change undone', description: 'Your plan renews as it is.', variant: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setPending(null);
    }
  });

  return { choice, choose: setChoice, dismiss: () => setChoice(null), confirm, undo, pending };
}
