// Fixture of scripts/config-docs.test.ts: a shared shape, spread into service.ts from another file.
import { z } from 'zod';

/** Settings every fixture process has. */
export const sharedEnv = {
  /** Where the fixture listens. */
  HOST: z.string().default('127.0.0.1'),
  /** The fixture's port. */
  PORT: z.coerce.number().int().min(0).max(65535),
  LEVEL: z.enum(['low', 'high']).default('low'),
};
