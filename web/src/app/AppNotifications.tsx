// The toasts' CSS comes with the toast region (loaded after the first screen; CloseButton is in the first load).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { em } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION } from '../lib/toast';
import classes from './AppNotifications.module.css';

const REGION_ID = 'toast-region';

/**
 * The toast region: one toast at a time, 5000 ms, swipe to dismiss, F8 moves focus to it. On small screens
 * toasts show at the top so the fixed bottom navigation does not hide them; on wide screens at the bottom-right,
 * above the support chat's launcher (AppNotifications.module.css), so a toast never covers it.
 */
export function AppNotifications() {
  const small = useMediaQuery(`(max-width: ${em(991)})`);
  useHotkeys([['F8', () => document.getElementById(REGION_ID)?.focus()]], []);
  return (
    <Notifications
      id={REGION_ID}
      limit={1}
      autoClose={TOAST_DURATION}
      position={small ? 'top-center' : 'bottom-right'}
      className={classes.region}
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
    />
  );
}
