import { Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../features/auth/auth.api';
import { accountLinks } from './account-links';
import { UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  user: User;
  onSignOut: () => void;
  /** Open at once (the button was pressed before this chunk had loaded). */
  defaultOpened?: boolean;
  /** Take the focus at once (it was on the button that this menu replaces). */
  autoFocus?: boolean;
}

/**
 * The account menu: the user's email, settings links, Admin Dashboard for admins, and Sign Out. A chunk of
 * its own (with the popover code it needs): the header shows {@link UserMenuButton} alone until it loads.
 */
export function UserMenu({ user, onSignOut, defaultOpened = false, autoFocus = false }: UserMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) target.current?.focus();
  }, [autoFocus]);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" fw={500} px="sm" pb="xs" truncate="end">
          {user.email}
        </Text>
        <Menu.Divider />
        {accountLinks(user).map(({ label, to, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
