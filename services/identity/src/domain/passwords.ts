import argon2 from 'argon2';

// OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): strong, and ~20 ms so sign-in stays fast.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still spends the same
 * time on a dummy hash, so response times do not reveal which e-mails have accounts.
 */
export async function verifyPassword(hash: string | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
