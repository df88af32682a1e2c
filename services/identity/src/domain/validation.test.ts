import { parseInput } from '@tryon/kit';
import { loginInput, preferencesInput, registerInput } from './validation.js';

const msg = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

describe('register input', () => {
  it('normalises the e-mail and blank names', () => {
    expect(
      parseInput(registerInput, {
        email: '  Ann@Example.COM ',
        password: 'abcdefgh',
        firstName: ' ',
        lastName: 'Lee',
      }),
    ).toEqual({
      email: 'ann@example.com',
      password: 'abcdefgh',
      firstName: null,
      lastName: 'Lee',
    });
  });

  it.each([
    [{ password: 'abcdefgh' }, 'Missing required field: email'],
    [{ email: '', password: 'abcdefgh' }, 'Missing required field: email'],
    [{ email: 'a@b.co' }, 'Missing required field: password'],
    [{ email: 'a@b.co', password: 'short' }, 'Password too short (minimum 8 characters)'],
    [{ email: 'nope', password: 'abcdefgh' }, 'Invalid format: please enter a valid email address'],
    [{ email: 5, password: 'abcdefgh' }, 'Invalid format: email must be text'],
    [
      { email: 'a@b.co', password: 'abcdefgh', username: 'a b' },
      'Invalid format: username must be 3-60 letters, digits or . _ @ + -',
    ],
    [{ email: 'a@b.co', password: '          ' }, 'Password cannot be blank'],
    [{ email: 'a@b.co', password: 'password' }, 'Password is too common: choose one that is harder to guess'],
    [{ email: 'a@b.co', password: '12345678' }, 'Password is too common: choose one that is harder to guess'],
    [
      { email: 'a@b.co', password: 'PassWord1' },
      'Password is too common: choose one that is harder to guess',
    ],
    [
      { email: 'a@b.co', password: 'abcdefgh', username: 'Victim@Example.com' },
      'Invalid format: username cannot contain @ (only your own email can be your username)',
    ],
  ])('refuses %o with "%s"', (input, expected) => {
    expect(msg(() => parseInput(registerInput, input))).toBe(expected);
  });
});

describe('register input: usernames', () => {
  it('takes a plain name, or your own e-mail in any case', () => {
    const base = { email: 'Ann@Example.com', password: 'abcdefgh' };
    expect(parseInput(registerInput, { ...base, username: 'ann.lee' }).username).toBe('ann.lee');
    expect(parseInput(registerInput, { ...base, username: 'ANN@example.com' }).username).toBe(
      'ANN@example.com',
    );
  });
});

describe('login input', () => {
  it('needs both fields', () => {
    expect(msg(() => parseInput(loginInput, {}))).toBe('Missing required field: email');
    expect(msg(() => parseInput(loginInput, { email: 'a@b.co' }))).toBe('Missing required field: password');
  });
});

describe('notification preferences input', () => {
  const ok = {
    emailNotifications: true,
    lowBalanceAlerts: false,
    renewalReminders: true,
    marketingEmails: false,
    lowBalanceThreshold: 10,
  };
  it('accepts the 1-10 range', () => {
    expect(parseInput(preferencesInput, ok)).toEqual(ok);
    expect(parseInput(preferencesInput, { ...ok, lowBalanceThreshold: 1 }).lowBalanceThreshold).toBe(1);
  });
  it.each([0, 11, 2.5, '3'])('refuses threshold %p', (t) => {
    expect(msg(() => parseInput(preferencesInput, { ...ok, lowBalanceThreshold: t }))).toMatch(
      /^Invalid format: lowBalanceThreshold/,
    );
  });
  it('refuses a non-boolean flag', () => {
    expect(msg(() => parseInput(preferencesInput, { ...ok, marketingEmails: 'yes' }))).toBe(
      'Invalid format: marketingEmails must be true or false',
    );
  });
});
