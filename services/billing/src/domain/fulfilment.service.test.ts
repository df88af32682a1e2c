import { SubscriptionStatus } from '@tryon/proto-events';
import { subscriptionStatusOf } from './fulfilment.service.js';

describe("a Stripe subscription's status as billing stores it", () => {
  test('is every value of SubscriptionStatus as it is', () => {
    for (const status of SubscriptionStatus.options) expect(subscriptionStatusOf(status)).toBe(status);
  });

  test('is unpaid for any other (paused has no sessions)', () => {
    for (const status of ['paused', 'cancelled', '']) expect(subscriptionStatusOf(status)).toBe('unpaid');
  });
});
