import type { ApolloClient } from '@apollo/client';
import type { AccountSubscriptionStatus, CurrentUser_UserFragment } from '../../__generated__/graphql';
import { apiJson } from '../../lib/api';
import { CurrentUserQuery } from './auth.graphql';

/**
 * Who is signed in, and the ways in and out. The current user is the graph's `me` (the cache's
 * User:{id}); signing up, in and out stay REST calls because they set or clear the httpOnly `sid` cookie,
 * which only a plain same-origin answer of the gateway's auth routes can do.
 */

/** The signed-in user, as the graph answers it. */
export type User = CurrentUser_UserFragment;

/**
 * The user as POST /api/login and /api/register answer it: the graph's fields under their documented REST
 * keys (`subscriptionStatus` is the graph's `subscriptionState`, with the same values).
 */
export type RestUser = Omit<User, 'subscriptionState'> & { subscriptionStatus: AccountSubscriptionStatus };

/** A REST answer's user as the graph answers it (what the cache keeps). */
export function fromRestUser({ subscriptionStatus, ...user }: RestUser): User {
  return { ...user, subscriptionState: subscriptionStatus };
}

/**
 * Puts `user` in the cache as the `CurrentUser` answer (`null`: nobody signed in). The __typename makes the
 * cache keep it as User:{id}, the entity every other query about the signed-in person merges into.
 */
export function writeCurrentUser(client: ApolloClient, user: User | null): void {
  const me = user && ({ __typename: 'User', ...user } as User);
  client.writeQuery({ query: CurrentUserQuery, data: { me } });
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  firstName?: string;
  lastName?: string;
}

/** POST /api/login: sets the `sid` cookie and answers the user. */
export async function login(input: LoginInput): Promise<User> {
  return fromRestUser(await apiJson<RestUser>('POST', '/api/login', input));
}

/** POST /api/register: creates the account, sets the `sid` cookie and answers the user. */
export async function register(input: RegisterInput): Promise<User> {
  return fromRestUser(await apiJson<RestUser>('POST', '/api/register', input));
}

/** POST /api/logout: ends the session server-side and clears the cookie. */
export async function logout(): Promise<void> {
  await apiJson<unknown>('POST', '/api/logout');
}
