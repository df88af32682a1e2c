import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconCreditCard, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { User } from '../../features/auth/auth.api';

/** Two-letter initials for the avatar: first and last name, else the email (else the username). */
export function initialsOf(user: User): string {
  const fromName = `${user.firstName?.trim().charAt(0) ?? ''}${user.lastName?.trim().charAt(0) ?? ''}`;
  return (fromName || (user.email ?? user.username).charAt(0)).toUpperCase();
}

/** The account menu: the user's email, settings links, Admin Dashboard for admins, and Sign Out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* The name holds the initials the button shows (WCAG 2.5.3, label in name). */}
        <UnstyledButton aria-label={`User menu ${initialsOf(user)}`}>
          <Avatar color="violet" radius="xl" size={36}>
            {initialsOf(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" fw={500} px="sm" pb="xs" truncate="end">
          {user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/notification-settings"
          leftSection={<IconBell size={16} aria-hidden />}
        >
          Notification Settings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/subscription-management"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          Manage Subscription
        </Menu.Item>
        {user.role === 'admin' && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
            Admin Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
