import { parseInput } from '@tryon/kit';
import { deleteAccountInput, loginInput, preferencesInput, registerInput } from './validation.js';

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
        password: 'Tr4vel-kettle-91',
        firstName: ' ',
        lastName: 'Lee',
      }),
    ).toEqual({
      email: 'ann@example.com',
      password: 'Tr4vel-kettle-91',
      firstName: null,
      lastName: 'Lee',
    });
  });

  it.each([
    [{ password: 'Tr4vel-kettle-91' }, 'Missing required field: email'],
    [{ email: '', password: 'Tr4vel-kettle-91' }, 'Missing required field: email'],
    [{ email: 'a@b.co' }, 'Missing required field: password'],
    [{ email: 'a@b.co', password: 'short' }, 'Password too short (minimum 8 characters)'],
    [{ email: 'nope', password: 'Tr4vel-kettle-91' }, 'Invalid format: please enter a valid email address'],
    [{ email: 5, password: 'Tr4vel-kettle-91' }, 'Invalid format: email must be text'],
    [
      { email: 'a@b.co', password: 'Tr4vel-kettle-91', username: 'a b' },
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
      { email: 'a@b.co', password: 'Tr4vel-kettle-91', username: 'Victim@Example.com' },
      'Invalid format: username cannot contain @ (only your own email can be your username)',
    ],
    [
      { email: 'a@b.co', password: 'aaaaaaaa' },
      'Password is too weak: add more words or characters that are hard to guess',
    ],
    [
      { email: 'a@b.co', password: 'qzqzqzqz' },
      'Password is too weak: add more words or characters that are hard to guess',
    ],
    [
      { email: 'grace.hopper@example.com', password: 'Grace.Hopper@Example.com' },
      'Password must not contain your email address',
    ],
    [
      { email: 'a@b.co', password: 'zebra-lighthouse-42', username: 'zebra-lighthouse' },
      'Password must not contain your username',
    ],
  ])('refuses %o with "%s"', (input, expected) => {
    expect(msg(() => parseInput(registerInput, input))).toBe(expected);
  });
});

describe('register input: usernames', () => {
  it('takes a plain name, or your own e-mail in any case', () => {
    const base = { email: 'Ann@Example.com', password: 'Tr4vel-kettle-91' };
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

describe('deleteAccountInput', () => {
  it('takes the phrase in any case, with spaces around', () => {
    expect(
      parseInput(deleteAccountInput, { currentPassword: 'pw', confirmation: '  Delete My Account ' }),
    ).toEqual({ currentPassword: 'pw', confirmation: '  Delete My Account ' });
  });

  it.each([
    [{ confirmation: 'delete my account' }, 'Missing required field: currentPassword'],
    [{ currentPassword: 'pw' }, 'Missing required field: confirmation'],
    [{ currentPassword: 'pw', confirmation: 'delete' }, 'Invalid data: type "delete my account" to confirm'],
    [
      { currentPassword: 'pw', confirmation: 'delete my  account' },
      'Invalid data: type "delete my account" to confirm',
    ],
  ])('refuses %j: %s', (input, expected) => {
    expect(msg(() => parseInput(deleteAccountInput, input))).toBe(expected);
  });
});
