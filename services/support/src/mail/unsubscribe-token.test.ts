import { UnsubscribeTokens } from './unsubscribe-token.js';

const SECRET = 'a-secret-that-is-at-least-32-characters-long';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens(SECRET);

  it('stand for the person and kind they were made for', () => {
    const t = tokens.sign(42, 'low_balance');
    expect(t).toMatch(/^42\.low_balance\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(t)).toEqual({ userId: 42, type: 'low_balance' });
    expect(tokens.verify(tokens.sign(7, 'all'))).toEqual({ userId: 7, type: 'all' });
  });

  it('refuse another person, another kind, a changed signature, another secret or garbage', () => {
    const sig = tokens.sign(42, 'low_balance').split('.')[2]!;
    expect(tokens.verify(`43.low_balance.${sig}`)).toBeNull();
    expect(tokens.verify(`42.marketing.${sig}`)).toBeNull();
    expect(tokens.verify(`42.low_balance.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(new UnsubscribeTokens(`${SECRET}!`).verify(tokens.sign(42, 'low_balance'))).toBeNull();
    for (const bad of ['', 'x', '42.invoice.' + sig, `0.all.${sig}`, `42.all.${sig}x`, 42, null, undefined]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('during a rotation, sign with the current secret and still honour links made with the other one', () => {
    const next = `${SECRET}-next`;
    const rotating = new UnsubscribeTokens([next, SECRET]);
    expect(rotating.verify(tokens.sign(42, 'all'))).toEqual({ userId: 42, type: 'all' });
    const fresh = rotating.sign(42, 'all');
    expect(new UnsubscribeTokens(next).verify(fresh)).toEqual({ userId: 42, type: 'all' });
    expect(tokens.verify(fresh)).toBeNull();
  });
});
