import { apiJson } from '../../lib/api';
import { ApiError } from '../../lib/errors';

/** The signed-in user, as the gateway answers it (docs/contracts.md). */
export interface User {
  id: number | string;
  username?: string | null;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: 'user' | 'admin' | string;
  subscriptionStatus?: string | null;
  createdAt?: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  firstName?: string;
  lastName?: string;
}

/** GET /api/user: the current user, or `null` when the answer is 401 (nobody signed in). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiJson<User>('GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/login. */
export function login(input: LoginInput): Promise<User> {
  return apiJson<User>('POST', '/api/login', input);
}

/** POST /api/register. */
export function register(input: RegisterInput): Promise<User> {
  return apiJson<User>('POST', '/api/register', input);
}

/** POST /api/logout. */
export async function logout(): Promise<void> {
  await apiJson<unknown>('POST', '/api/logout');
}
