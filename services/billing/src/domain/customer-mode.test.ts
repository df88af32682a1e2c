import { customerIdFor, stripeKeyMode } from './customer-mode.js';

describe('stripeKeyMode', () => {
  it.each([
    ['sk_test_abc', 'test'],
    ['rk_test_abc', 'test'],
    ['sk_live_abc', 'live'],
    ['rk_live_abc', 'live'],
  ] as const)('%s is %s mode', (key, mode) => {
    expect(stripeKeyMode(key)).toBe(mode);
  });
});

describe('customerIdFor', () => {
  const saved = (id: string, mode: 'test' | 'live' | 'sandbox' | null) => ({
    stripeCustomerId: id,
    stripeCustomerMode: mode,
  });

  it('sends an id only to the account it was saved under', () => {
    expect(customerIdFor(saved('cus_t', 'test'), 'test')).toBe('cus_t');
    expect(customerIdFor(saved('cus_t', 'test'), 'live')).toBeNull();
    expect(customerIdFor(saved('cus_l', 'live'), 'live')).toBe('cus_l');
    expect(customerIdFor(saved('cus_l', 'live'), 'test')).toBeNull();
    expect(customerIdFor(saved('cus_sandbox_7', 'sandbox'), 'sandbox')).toBe('cus_sandbox_7');
    expect(customerIdFor(saved('cus_sandbox_7', 'sandbox'), 'live')).toBeNull();
    expect(customerIdFor(saved('cus_t', 'test'), 'sandbox')).toBeNull();
  });

  it('tries an id saved before modes were kept, except a sandbox id at Stripe and the other way round', () => {
    expect(customerIdFor(saved('cus_old', null), 'live')).toBe('cus_old');
    expect(customerIdFor(saved('cus_old', null), 'test')).toBe('cus_old');
    expect(customerIdFor(saved('cus_old', null), 'sandbox')).toBeNull();
    expect(customerIdFor(saved('cus_sandbox_3', null), 'test')).toBeNull();
    expect(customerIdFor(saved('cus_sandbox_3', null), 'sandbox')).toBe('cus_sandbox_3');
  });

  it('has nothing to send without a saved id or without a provider', () => {
    expect(customerIdFor(undefined, 'live')).toBeNull();
    expect(customerIdFor(saved('cus_t', 'test'), null)).toBeNull();
  });
});
