import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from './common-passwords.js';

/** The lowest zxcvbn score (0-4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

/** The brand, and the names nobody may take as a username (any case). */
export const RESERVED_USERNAMES: readonly string[] = [
  'admin',
  'administrator',
  'support',
  'root',
  'help',
  'system',
  'tryon',
  'try-on',
  'aivirtualtryon',
  'ai-virtual-try-on',
  'virtualtryon',
];

/** Whether `username` is reserved (any case; `.`, `_`, `-` and spaces between letters ignored). */
export function isReservedUsername(username: string): boolean {
  const plain = username.trim().toLowerCase();
  const squashed = plain.replace(/[\s._-]+/g, '');
  return RESERVED_USERNAMES.some((r) => r === plain || r.replace(/[\s._-]+/g, '') === squashed);
}

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return factory;
}

/** zxcvbn's score (0-4) of `password`, with the person's own words counted as guessable. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn().check(password.slice(0, 256), userInputs).score;
}

/**
 * Why a new password is refused, or null when it is strong enough: too common, containing the e-mail
 * (or its part before @) or the username, or scoring below {@link MIN_PASSWORD_SCORE}. Length and blank
 * checks are the input schema's.
 */
export function passwordProblem(
  password: string,
  who: { email?: string | null; username?: string | null },
): string | null {
  const lower = password.toLowerCase();
  const email = who.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const username = who.username?.trim().toLowerCase() ?? '';
  if (isCommonPassword(password)) {
    return 'Password is too common: choose one that is harder to guess';
  }
  if ((email && lower.includes(email)) || (local.length >= 3 && lower.includes(local))) {
    return 'Password must not contain your email address';
  }
  if (username.length >= 3 && lower.includes(username)) {
    return 'Password must not contain your username';
  }
  const inputs = [email, local, username].filter((s) => s.length > 0);
  if (passwordScore(password, inputs) < MIN_PASSWORD_SCORE) {
    return 'Password is too weak: add more words or characters that are hard to guess';
  }
  return null;
}
