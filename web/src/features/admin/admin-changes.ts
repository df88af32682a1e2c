import type { ApolloCache } from '@apollo/client';
import { ApiError, extractErrorText, getFriendlyError } from '../../lib/errors';
import { toast } from '../../lib/toast';

// What every admin change does around its mutation (spec business-admin-data section 8): the success
// toast, the failure toast worded from the server's reason or the spec's fallback, and the cache entries
// the change makes stale.

/** The titles of the admin failure toasts. */
export type AdminFailureTitle = 'Creation Failed' | 'Update Failed' | 'Delete Failed';

/**
 * The text of an admin failure toast: the server's own reason when it refused the change (a validation
 * message such as "Title is required", or a conflict such as a slug in use), the friendly text of a
 * refusal (signed out, not an admin, already gone), otherwise `fallback` ("Failed to ... Please try again.").
 */
export function adminFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'VALIDATION' || error.code === 'CONFLICT') {
    return extractErrorText(error.message) || fallback;
  }
  if (error.status === 401 || error.status === 403 || error.status === 404) {
    return getFriendlyError(error).message;
  }
  return fallback;
}

/** A toast's title and text. */
export interface AdminToastText {
  title: string;
  description: string;
}

/**
 * Runs one admin change: on success shows the success toast (`success`, or what it makes of the change's
 * result, e.g. a count the server answered) and resolves true; on failure shows the destructive toast
 * ({@link adminFailureText}) and resolves false. Never throws.
 */
export async function runAdminChange(
  change: () => Promise<unknown>,
  success: AdminToastText,
  failure: { title: AdminFailureTitle; fallback: string },
): Promise<boolean>;
export async function runAdminChange<R>(
  change: () => Promise<R>,
  success: (result: R) => AdminToastText,
  failure: { title: AdminFailureTitle; fallback: string },
): Promise<boolean>;
export async function runAdminChange<R>(
  change: () => Promise<R>,
  success: AdminToastText | ((result: R) => AdminToastText),
  failure: { title: AdminFailureTitle; fallback: string },
): Promise<boolean> {
  try {
    const result = await change();
    toast({ ...(typeof success === 'function' ? success(result) : success), variant: 'success' });
    return true;
  } catch (error) {
    toast({
      title: failure.title,
      description: adminFailureText(error, failure.fallback),
      variant: 'destructive',
    });
    return false;
  }
}

/**
 * After an admin change: the activity log and its filters have a new row (the service records the change),
 * and `publicFields` (the lists everyone reads, e.g. the footer) are asked again when next shown.
 */
export function evictAfterAdminChange(cache: ApolloCache, publicFields: readonly string[] = []): void {
  for (const fieldName of ['adminActivity', 'adminActivityFilters', ...publicFields]) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
