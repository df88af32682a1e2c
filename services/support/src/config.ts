import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';
import { parseModelList } from '@tryon/kit/gemini-models';

/**
 * The chat's model candidates by default: a current Flash text model first, then Google's alias for the
 * newest Flash, then older names.
 */
export const DEFAULT_CHAT_MODELS =
  'gemini-3-flash,gemini-flash-latest,gemini-3-flash-preview,gemini-2.5-flash';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The support sender, the team inbox and the seller that receipts name are admin settings (Admin >
 * Settings, "Support and receipts"), not variables. With `APP_MODE=production` a receipt waits until the
 * seller's name, address, tax ID and support e-mail are all set, and is sent then; with `local` a missing
 * one is a clearly fake value.
 */
export const supportEnv = {
  ...serviceEnv,
  /** With a key, the assistant's replies are written by Gemini from the best knowledge-base entries. */
  GEMINI_API_KEY: optional,
  /**
   * The Gemini models that may write chat replies, comma-separated, in order of preference: the first one
   * served to the key is used (an admin may pin another one; see kit's ModelSelector).
   */
  GEMINI_CHAT_MODEL: z
    .string()
    .optional()
    .transform((v) => parseModelList(v || DEFAULT_CHAT_MODELS))
    .pipe(z.array(z.string()).min(1, 'must name at least one model')),
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
  /** Reads of a conversation by its visitor (the widget looking for the team's replies) per address per minute. */
  CHAT_READS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** New conversations per client address per hour. */
  CHAT_CONVERSATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * The mail server (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`). Without it e-mails are
   * queued (the admin's Mail view shows them) but none is sent.
   */
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every e-mail (replies to chat conversations come from the support sender once set). */
  MAIL_FROM: z.string().trim().min(3).default('AI Virtual Try-On <no-reply@tryon.local>'),
  /** The address people use: the links in e-mails point there. */
  PUBLIC_URL: z.url().default('http://127.0.0.1:8080'),
  /** Attempts to send an e-mail before it is given up. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** The first retry's delay after a failed send; each next one doubles, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(60_000),
  /** The longest delay between two tries of an e-mail. */
  MAIL_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  /** How often the queue is looked at when nothing was queued meanwhile. */
  MAIL_POLL_MS: z.coerce.number().int().positive().default(5_000),
  /** How long the mail server may take to connect, greet or answer. */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Events older than this send nothing (a new consumer replays its stream: old news is not mailed),
   * and a queued e-mail older than this is not sent any more (a receipt that waited for the seller's
   * details counts from when it was let go).
   */
  MAIL_MAX_AGE_HOURS: z.coerce.number().positive().default(72),
  /** How often plans renewing within 3 days are looked for (renewal reminders). */
  RENEWAL_REMINDER_SWEEP_MS: z.coerce.number().int().positive().default(900_000),
};

export type SupportConfig = ReturnType<typeof loadSupportConfig>;

/** Reads support's environment once. */
export function loadSupportConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(supportEnv, env);
}
