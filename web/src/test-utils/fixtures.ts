import type { User } from '../features/auth/auth.api';

/** A signed-in user with overrides: `buildUser({ role: 'admin' })`. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'ada@example.com',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'user',
    subscriptionStatus: 'inactive',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
