import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

export const supportEnv = {
  ...serviceEnv,
  /** With a key, the assistant's replies are written by Gemini from the best knowledge-base entries. */
  GEMINI_API_KEY: optional,
  /** The Gemini model that writes chat replies. */
  GEMINI_CHAT_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** Another address for Gemini's API (a local stub in tests). */
  GEMINI_API_BASE: optional.pipe(z.url().optional()),
  /** How long a reply may wait for Gemini before the entry's own answer is given. */
  CHAT_GEMINI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** The confidence (0 to 1) below which the assistant hands over to a person. */
  CHAT_CONFIDENCE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  /** Chat messages per client address per minute. */
  CHAT_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Chat messages per conversation per minute. */
  CHAT_MAX_PER_CONVERSATION_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** New conversations per client address per hour. */
  CHAT_CONVERSATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
};

export type SupportConfig = ReturnType<typeof loadSupportConfig>;

/** Reads support's environment once. */
export function loadSupportConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(supportEnv, env);
}
