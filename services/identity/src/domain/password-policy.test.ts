import { isReservedUsername, passwordProblem, passwordScore } from './password-policy.js';

describe('passwordProblem', () => {
  const who = { email: 'ada.lovelace@example.com', username: 'adalove' };

  it('accepts a strong password', () => {
    expect(passwordProblem('Corr3ct-horse-battery', who)).toBeNull();
    expect(passwordProblem(`Corr3ct-${'a1b2c3d4e5f6'}`, who)).toBeNull();
  });

  it('refuses weak and common passwords', () => {
    expect(passwordProblem('aaaaaaaa', who)).toMatch(/too common|too weak/);
    expect(passwordProblem('password1', who)).toMatch(/too common/);
    expect(passwordProblem('abcd1234', who)).toMatch(/too common|too weak/);
  });

  it('refuses a password containing the e-mail, its name part or the username', () => {
    expect(passwordProblem('ada.lovelace@example.com', who)).toBe(
      'Password must not contain your email address',
    );
    expect(passwordProblem('XyZ-ada.lovelace-991', who)).toBe('Password must not contain your email address');
    expect(passwordProblem('Q9!adalove!Z7', who)).toBe('Password must not contain your username');
  });

  it('scores with zxcvbn', () => {
    expect(passwordScore('aaaaaaaa')).toBeLessThan(3);
    expect(passwordScore('Corr3ct-horse-battery')).toBeGreaterThanOrEqual(3);
  });
});

describe('isReservedUsername', () => {
  it('refuses the reserved names in any case and the brand', () => {
    for (const name of [
      'admin',
      'Admin',
      'ADMINISTRATOR',
      'Support',
      'root',
      'help',
      'System',
      'TryOn',
      'try_on',
    ]) {
      expect(isReservedUsername(name)).toBe(true);
    }
  });

  it('leaves other names free', () => {
    for (const name of ['ada', 'admiral', 'rooted', 'helpful-hank', 'ada@example.com']) {
      expect(isReservedUsername(name)).toBe(false);
    }
  });
});
