import { z } from 'zod';
import { oneOfMessage } from '@tryon/proto-events';
import { AppError, fromZodError } from './errors.js';

/**
 * Where a NUL character hides in `value` (the path of the first text holding one), or null. Postgres
 * cannot store NUL in text, and no field of this product has a use for it.
 */
function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Parses the input of a domain function with its zod schema and answers the parsed (trimmed, defaulted)
 * value. A failure throws a VALIDATION AppError worded by `fromZodError`, so every service words bad
 * input the same way for the web app's error catalogue. Call it at the domain edge, never in a resolver.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = nulPath(input);
  if (nul)
    throw new AppError(
      'VALIDATION',
      `Invalid format: ${nul.join('.') || 'text'} must not contain NUL characters`,
    );
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** Drops the keys whose value is undefined: the fields an update was given (a patch). */
export function given<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A required text of a form: trimmed, non-blank (else `message`, e.g. "Title is required"), at most `max`
 * characters ("Invalid data: title must be at most 200 characters").
 */
export function requiredText(message: string, field: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Invalid data: ${field} must be at most ${max} characters`);
}

/** In an update, a field that cannot be empty given as null keeps its value (null becomes undefined). */
export function keepOnNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => (v === null ? undefined : v));
}

/**
 * A value of one of proto-events' closed sets, or absent (null and undefined read as undefined); any other
 * value is refused in the catalogue's words: "Invalid data: <field> must be one of a, b, c".
 */
export function oneOf<E extends z.ZodEnum<Record<string, string>>>(field: string, set: E) {
  return z
    .enum(set.enum, { error: oneOfMessage(field, set) })
    .nullish()
    .transform((v) => (v ?? undefined) as z.infer<E> | undefined);
}

/**
 * The expand phase of a field that became an enum: the value of the new field (`state`) or of the
 * deprecated one it replaces (`status`), which take the same values. Either may be given, both only when
 * they agree; two different values are refused ("Invalid data: give state or status, not both").
 * Undefined when neither is given.
 */
export function eitherOf<T>(
  ctx: z.RefinementCtx,
  [next, nextValue]: readonly [string, T | null | undefined],
  [old, oldValue]: readonly [string, T | null | undefined],
): T | undefined {
  if (nextValue != null && oldValue != null && nextValue !== oldValue) {
    ctx.addIssue({ code: 'custom', message: `Invalid data: give ${next} or ${old}, not both` });
    return z.NEVER;
  }
  return nextValue ?? oldValue ?? undefined;
}
