import { IconBell, IconCreditCard, IconShieldLock, IconUserCog } from '@tabler/icons-react';
import type { User } from '../../features/auth/auth.api';
import type { NavItem } from './nav-links';

/**
 * The account links of the user menu and of the mobile menu, in order (only those two load it: both are
 * chunks loaded on demand, so these stay off the first load); `adminOnly` ones for admins alone.
 */
const ACCOUNT_NAV: readonly (NavItem & { adminOnly?: boolean })[] = [
  { label: 'Account Settings', to: '/account', icon: IconUserCog },
  { label: 'Notification Settings', to: '/notification-settings', icon: IconBell },
  { label: 'Manage Subscription', to: '/subscription-management', icon: IconCreditCard },
  { label: 'Admin Dashboard', to: '/admin', icon: IconShieldLock, adminOnly: true },
];

/** The account links `user` sees. */
export function accountLinks(user: Pick<User, 'role'>): readonly NavItem[] {
  return ACCOUNT_NAV.filter((l) => !l.adminOnly || user.role === 'admin');
}
