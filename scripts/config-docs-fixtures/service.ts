// Fixture of scripts/config-docs.test.ts: a service shape with spreads (local and imported), JSDoc,
// defaults, required and optional variables, enums and an override of a spread variable.
import { z } from 'zod';
import { sharedEnv } from './shared.js';

const local = {
  /** A variable of a local shape. */
  LOCAL_FLAG: z.enum(['true', 'false']).optional(),
};

export const fixtureEnv = {
  ...sharedEnv,
  ...local,
  /**
   * The mode, written over
   * two lines, with a {@link sharedEnv} link.
   */
  MODE: z.enum(['a', 'b', 'c']).default('b'),
  /** Required: no default. */
  SECRET: z.string().min(32),
  /** Optional, no default. */
  OPTIONAL_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url().optional()),
  /** A ratio. */
  RATIO: z.coerce.number().min(0).max(1).default(0.5),
  /** Strictly positive. */
  DELAY_MS: z.coerce.number().int().positive().default(5_000),
  /** A list, comma-separated. */
  LIST: z
    .string()
    .default('x,y')
    .transform((s) => s.split(',')),
  NO_DOC: z.string().optional(),
  /** Overrides the shared port with a default. */
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
};
