import { dictionary } from '@zxcvbn-ts/language-common';

// The most common passwords (about 49,000, from @zxcvbn-ts/language-common's list of leaked passwords),
// compared without case: a new account may not use one of them.
const COMMON = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

/** Whether `password` is one of the common passwords (any case, spaces at the edges ignored). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
