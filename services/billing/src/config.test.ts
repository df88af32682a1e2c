import { loadBillingConfig, paymentMode } from './config.js';

const base = {
  PORT: '0',
  DATABASE_URL: 'postgres://x@127.0.0.1/db',
  NATS_URL: 'nats://127.0.0.1:4222',
  INTERNAL_TOKEN_SECRET: 's'.repeat(40),
};

describe('billing configuration', () => {
  it('uses Stripe whenever a key is set', () => {
    const config = loadBillingConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(paymentMode(config)).toBe('stripe');
  });

  it('refuses a Stripe key without its webhook secret, naming the variable', () => {
    expect(() => loadBillingConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('serves test payments in local mode and sells nothing in production unless asked', () => {
    expect(paymentMode(loadBillingConfig({ ...base, APP_MODE: 'local' }))).toBe('sandbox');
    expect(paymentMode(loadBillingConfig({ ...base, APP_MODE: 'production' }))).toBe('off');
    expect(
      paymentMode(loadBillingConfig({ ...base, APP_MODE: 'production', SANDBOX_PAYMENTS: 'true' })),
    ).toBe('sandbox');
    expect(paymentMode(loadBillingConfig({ ...base, APP_MODE: 'local', SANDBOX_PAYMENTS: 'false' }))).toBe(
      'off',
    );
  });

  it('treats empty Stripe variables (as compose passes them) as unset', () => {
    const config = loadBillingConfig({
      ...base,
      APP_MODE: 'local',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SANDBOX_PAYMENTS: '',
    });
    expect(paymentMode(config)).toBe('sandbox');
  });

  it('refuses a bad SANDBOX_PAYMENTS and a PUBLIC_URL that is not a URL', () => {
    expect(() => loadBillingConfig({ ...base, SANDBOX_PAYMENTS: 'yes' })).toThrow(/SANDBOX_PAYMENTS/);
    expect(() => loadBillingConfig({ ...base, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
