import { AppError, type CallerContext } from '@tryon/kit';
import { PaymentsOff } from '../data/payments/payment-provider.js';
import type { PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionsRepository } from '../data/subscriptions.repository.js';
import { CheckoutService } from './checkout.service.js';
import type { OpenCheckouts } from './open-checkouts.js';

const plans = {
  byName: async (name: string) =>
    name === 'standard'
      ? { id: 2, name, displayName: 'Standard', isActive: true, priceMonthly: 1999, priceAnnual: 19190 }
      : undefined,
} as unknown as PlansRepository;
const subscriptions = {
  customer: async () => undefined,
  current: async () => undefined,
} as unknown as SubscriptionsRepository;

const openCheckouts = {
  record: async () => undefined,
  expireOthers: async () => 0,
} as unknown as OpenCheckouts;

const person: CallerContext = { userId: 7, role: 'user', ip: null };

describe('checkout without a payment provider (production, no Stripe key)', () => {
  const checkout = new CheckoutService({
    provider: new PaymentsOff(),
    plans,
    subscriptions,
    openCheckouts,
    publicUrl: 'https://tryon.example.com',
  });

  it.each([
    ['a pack', () => checkout.topUp(person, { amount: 699, sessions: 10 })],
    ['a plan', () => checkout.subscribe(person, { planName: 'standard', billingPeriod: 'monthly' })],
    ['the portal', () => checkout.portal(person)],
  ])('refuses %s with 503 and a clear message', async (_name, call) => {
    const err = await call().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect((err as Error).message).toMatch(/payment system is not set up/);
  });

  it('refuses a visitor before anything else', async () => {
    const visitor: CallerContext = { userId: null, role: null, ip: null };
    await expect(checkout.topUp(visitor, { amount: 100, sessions: 10 })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(checkout.portal(visitor)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('still answers bad input with 400 first', async () => {
    await expect(checkout.topUp(person, { amount: 100, sessions: 10 })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      checkout.subscribe(person, { planName: 'standard', billingPeriod: 'weekly' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
