import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';

/** content's environment. */
export const contentEnv = {
  ...serviceEnv,
  /**
   * A person who has used sessions and holds this many or fewer is in the `low_balance` audience (the
   * dashboard's low-balance judgement).
   */
  LOW_BALANCE_MAX: z.coerce.number().int().min(0).default(3),
};

export type ContentConfig = ReturnType<typeof loadContentConfig>;

/** Reads content's environment once. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(contentEnv, env);
}
