import type { ComponentType } from 'react';

/** The chunk with Apollo Client (app/app-client.tsx). */
export type AppClientModule = typeof import('./app-client');

let loading: Promise<AppClientModule> | undefined;

/**
 * Loads the chunk with Apollo Client once (again after a failed load, so that a later call tries again).
 * The entry does not hold Apollo: the landing page and /auth show without it.
 */
export function loadAppClient(): Promise<AppClientModule> {
  loading ??= import('./app-client').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Loads a lazily loaded component together with Apollo Client, and gives it the app's client. */
export async function withAppClientLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [component, data] = await Promise.all([load(), loadAppClient()]);
  return data.withAppClient(component);
}
