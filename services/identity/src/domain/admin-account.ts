import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { addToOutbox } from '@tryon/kit';
import { UserRegistered } from '@tryon/proto-events';
import type { UsersRepository } from '../data/users.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { PRODUCER } from './auth.service.js';

export type AdminSeedResult =
  | { kind: 'configured'; email: string; created: boolean }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'exists' };

/**
 * Makes sure an admin exists (the seed path: the password rules of sign-up, strength and reserved names,
 * do not apply; the address counts as verified). With an e-mail and password it creates that admin, or makes the existing
 * account an admin with that password. Without them, and with no admin yet, it creates `admin@tryon.local`
 * with a generated password that the caller prints once.
 */
export async function ensureAdmin(
  db: Knex,
  users: UsersRepository,
  email: string | undefined,
  password: string | undefined,
): Promise<AdminSeedResult> {
  if (email && password) {
    if (password.length < 8) throw new Error('ADMIN_PASSWORD: Password too short (minimum 8 characters)');
    const normalized = email.trim().toLowerCase();
    const existing = await users.findByEmail(normalized);
    if (existing) {
      if (existing.role !== 'admin' || !(await verifyPassword(existing.password, password))) {
        await users.updatePasswordAndRole(db, existing.id, await hashPassword(password), 'admin');
      }
      await users.markVerified(db, existing.id);
      return { kind: 'configured', email: normalized, created: false };
    }
    await createAdmin(db, users, normalized, password);
    return { kind: 'configured', email: normalized, created: true };
  }
  if (await users.anyAdmin()) return { kind: 'exists' };
  const generated = randomBytes(12).toString('base64url');
  await createAdmin(db, users, 'admin@tryon.local', generated);
  return { kind: 'generated', email: 'admin@tryon.local', password: generated };
}

async function createAdmin(db: Knex, users: UsersRepository, email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (trx) => {
    const row = await users.insert(trx, {
      username: email,
      email,
      password: hash,
      firstName: 'Admin',
      lastName: null,
      role: 'admin',
      // The operator chose the address (ADMIN_EMAIL, or the local default): nothing to verify.
      emailVerifiedAt: new Date(),
    });
    await addToOutbox(
      trx,
      UserRegistered,
      {
        userId: row.id,
        email,
        firstName: row.firstName,
        lastName: null,
        registeredAt: new Date(row.createdAt).toISOString(),
      },
      PRODUCER,
    );
  });
}
