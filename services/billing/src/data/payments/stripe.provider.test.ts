import Stripe from 'stripe';
import { AppError } from '@tryon/kit';
import {
  MISCONFIGURED_MESSAGE,
  STRIPE_API_VERSION,
  isNoSuchCustomer,
  sanitiseStripeMessage,
  stripeFailure,
} from './stripe.provider.js';

const { errors } = Stripe;

describe('the pinned Stripe API version', () => {
  it('is the version the installed SDK is typed for', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });
});

describe('stripeFailure', () => {
  it.each([
    ['a connection failure', new errors.StripeConnectionError({ message: 'socket hang up' })],
    ['a 5xx of Stripe', new errors.StripeAPIError({ message: 'An unknown error occurred' })],
    ['a rate limit', new errors.StripeRateLimitError({ message: 'Too many requests' })],
    [
      'a lock on the object',
      new errors.StripeInvalidRequestError({ message: 'locked', code: 'lock_timeout' }),
    ],
  ])('answers %s with 503 and "Please try again"', (_name, err) => {
    const failure = stripeFailure(err, 'start checkout');
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: 'Payment provider error: could not start checkout. Please try again.',
    });
    expect(failure.cause).toBe(err);
  });

  it.each([
    [
      'a refused key',
      new errors.StripeAuthenticationError({ message: 'Invalid API Key provided: sk_live_****abcd' }),
    ],
    [
      'a key without permission',
      new errors.StripePermissionError({ message: 'The provided key does not have access' }),
    ],
  ])('answers %s as a set-up fault, not a 503', (_name, err) => {
    expect(stripeFailure(err, 'start checkout')).toMatchObject({
      code: 'INTERNAL',
      status: 500,
      message: MISCONFIGURED_MESSAGE,
    });
    expect(MISCONFIGURED_MESSAGE).toBe(
      'Payment provider error: the payment system is not configured correctly. Please contact support.',
    );
  });

  it('answers a refused request as permanent, in words that say to contact support', () => {
    const err = new errors.StripeInvalidRequestError({
      message: "No such price: 'price_x'",
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    expect(stripeFailure(err, 'start checkout')).toMatchObject({
      code: 'INTERNAL',
      status: 500,
      message:
        'Payment provider error: could not start checkout (the payment system refused the request). Please contact support.',
    });
  });
});

describe('isNoSuchCustomer', () => {
  it("tells Stripe's missing customer from other missing things and other errors", () => {
    const missing = (param: string) =>
      new errors.StripeInvalidRequestError({
        message: `No such ${param}: 'x'`,
        code: 'resource_missing',
        param,
      });
    expect(isNoSuchCustomer(missing('customer'))).toBe(true);
    expect(isNoSuchCustomer(missing('price'))).toBe(false);
    expect(
      isNoSuchCustomer(
        new errors.StripeAPIError({ message: 'x', code: 'resource_missing', param: 'customer' }),
      ),
    ).toBe(false);
    expect(isNoSuchCustomer(new Error('No such customer'))).toBe(false);
  });
});

describe('sanitiseStripeMessage', () => {
  it('cuts any API key to its kind and keeps the rest of the words', () => {
    expect(sanitiseStripeMessage('Invalid API Key provided: sk_live_51Habc*********wxyz')).toBe(
      'Invalid API Key provided: sk_live_...',
    );
    expect(sanitiseStripeMessage('key rk_test_abc123 and pk_live_Z9 refused')).toBe(
      'key rk_test_... and pk_live_... refused',
    );
    expect(sanitiseStripeMessage('No such customer')).toBe('No such customer');
  });
});
