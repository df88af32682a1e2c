import type { z } from 'zod';
import { fromZodError } from './errors.js';

/**
 * Parses the input of a domain function with its zod schema and answers the parsed (trimmed, defaulted)
 * value. A failure throws a VALIDATION AppError worded by `fromZodError`, so every service words bad
 * input the same way for the web app's error catalogue. Call it at the domain edge, never in a resolver.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}
