import { Box, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { User } from '../../features/auth/auth.api';
import { accountLinks } from './account-links';
import { MAIN_NAV } from './nav-links';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
  user: User | null;
  sessionBadge: ReactNode;
}

/**
 * The right-side slide-out menu of small screens (the header's burger opens it): the session badge, the main
 * links and the account links. A chunk of its own, loaded once the page is idle or on the first tap.
 */
export function MobileMenu({ opened, onClose, onSignOut, user, sessionBadge }: MobileMenuProps) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title="Menu" hiddenFrom="md">
      {sessionBadge && (
        <Box mb="sm" onClick={onClose}>
          {sessionBadge}
        </Box>
      )}
      <Stack gap={4} component="nav" aria-label="Mobile">
        {MAIN_NAV.map(({ label, to, icon: Icon }) => (
          <MantineNavLink
            key={to}
            component={NavLink}
            to={to}
            label={label}
            leftSection={<Icon size={18} aria-hidden />}
            active={pathname === to}
            onClick={onClose}
          />
        ))}
        {user && (
          <>
            <Divider my="sm" />
            <Text size="xs" c="dimmed" px="sm" truncate="end">
              {user.email}
            </Text>
            {accountLinks(user).map(({ label, to, icon: Icon }) => (
              <MantineNavLink
                key={to}
                component={NavLink}
                to={to}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={onClose}
              />
            ))}
            <MantineNavLink
              component="button"
              label="Sign Out"
              c="red"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={onSignOut}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
