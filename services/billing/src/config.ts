import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';

export const billingEnv = {
  ...serviceEnv,
  /** Top-up sessions a new account receives once (the spec's free trial of 2). */
  FREE_TRIAL_SESSIONS: z.coerce.number().int().min(0).default(2),
};

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

/** Reads billing's environment once. */
export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(billingEnv, env);
}
