import { createElement, useEffect, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { describeError } from './errors';

/**
 * Toast conventions (spec consumer-app sections 4 and 9): one toast at a time, shown 5000 ms by default,
 * variants default / destructive / error / success / warning. Everything in the app shows toasts through
 * this module; `<AppNotifications />` mounts the region that displays them.
 */

export type ToastVariant = 'default' | 'destructive' | 'error' | 'success' | 'warning';

/** Default display time of a toast, in ms. */
export const TOAST_DURATION = 5000;

/** Mantine notification colour per variant (`undefined` keeps the theme's primary colour). */
export const TOAST_COLORS: Record<ToastVariant, string | undefined> = {
  default: undefined,
  destructive: 'red',
  error: 'red',
  success: 'green',
  warning: 'yellow',
};

export interface ToastOptions {
  title?: ReactNode;
  /** A single text, or lines shown one under the other (a message and its suggestion). */
  description?: ReactNode | string[];
  variant?: ToastVariant;
  /** Display time in ms; defaults to {@link TOAST_DURATION}. */
  duration?: number;
}

function renderDescription(description: ToastOptions['description']): ReactNode {
  if (!Array.isArray(description)) return description;
  return createElement(
    'span',
    { style: { display: 'flex', flexDirection: 'column', gap: 2 } },
    ...description.map((line, i) => createElement('span', { key: i }, line)),
  );
}

/** Shows a toast, replacing any toast already on screen. Returns its id. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION,
}: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    title,
    message: renderDescription(description) ?? '',
    color: TOAST_COLORS[variant],
    autoClose: duration,
    withBorder: variant !== 'default',
    'data-variant': variant,
  });
}

/** Shows the destructive toast of the shared error rule (title by keyword, friendly message + suggestion). */
export function toastError(error: unknown): string {
  const { title, description } = describeError(error);
  return toast({ title, description, variant: 'destructive' });
}

/** Hides every toast (used on sign-out and by tests). */
export function dismissAllToasts(): void {
  notifications.clean();
}

/**
 * Clears the toasts on screen when a modal that says it all opens (out of sessions, upgrade): a toast left
 * from before would sit over the modal's title on a phone (toasts show at the top there). Toasts raised
 * while the modal is open still show.
 */
export function useClearToastsOnOpen(opened: boolean): void {
  useEffect(() => {
    if (opened) notifications.clean();
  }, [opened]);
}
