/**
 * The part of a debit that one variant of a job holds. A job of `variants` images is debited once, for
 * all of them, subscription sessions first; its sessions are dealt to the variants in that order, an
 * equal number each (variant 0 gets the first ones, so the subscription's). A variant's refund gives back
 * exactly its part, to the pools it came from.
 *
 * `subscription` and `topUp` are what the debit took (positive). Throws when the debit cannot be dealt
 * evenly (a debit that was not made for `variants` images).
 */
export function variantShare(
  debit: { subscription: number; topUp: number },
  variant: number,
  variants: number,
): { subscription: number; topUp: number } {
  if (!Number.isInteger(variants) || variants < 1) throw new Error(`bad variant count ${variants}`);
  if (!Number.isInteger(variant) || variant < 0 || variant >= variants) {
    throw new Error(`bad variant ${variant} of ${variants}`);
  }
  const total = debit.subscription + debit.topUp;
  if (total % variants !== 0) throw new Error(`a debit of ${total} is not one of ${variants} variants`);
  const each = total / variants;
  const from = variant * each;
  const to = from + each;
  const subscription = Math.max(0, Math.min(debit.subscription, to) - Math.min(debit.subscription, from));
  return { subscription, topUp: each - subscription };
}
