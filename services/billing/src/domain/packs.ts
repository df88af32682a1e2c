import { AppError } from '@tryon/kit';

/** The three top-up packs of the spec (business-admin-data section 9); the server's prices, never the client's. */
export const TOP_UP_PACKS = [
  { sessions: 10, priceInCents: 699 },
  { sessions: 25, priceInCents: 1499 },
  { sessions: 50, priceInCents: 2499 },
] as const;

export type TopUpPack = (typeof TOP_UP_PACKS)[number];

/** The pack of that size, or undefined. */
export function findPack(sessions: number): TopUpPack | undefined {
  return TOP_UP_PACKS.find((p) => p.sessions === sessions);
}

/**
 * Checks a requested pack: the size must be one of the three packs and the amount, when the client sends
 * one, must be that pack's price. Returns the server's pack.
 */
export function requirePack(sessions: unknown, priceInCents?: unknown): TopUpPack {
  const pack = typeof sessions === 'number' ? findPack(sessions) : undefined;
  if (!pack) throw new AppError('VALIDATION', 'Invalid data: unknown session pack');
  if (priceInCents !== undefined && priceInCents !== pack.priceInCents) {
    throw new AppError('VALIDATION', 'Invalid data: amount does not match the pack price');
  }
  return pack;
}
