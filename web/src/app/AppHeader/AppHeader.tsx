import {
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconCreditCard, IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { Brand } from '../../components/Brand/Brand';
import { MAIN_NAV } from './nav-links';
import { UserMenu } from './UserMenu';
import classes from './AppHeader.module.css';

export interface AppHeaderProps {
  /**
   * Slot for the session badge that links to /pricing ("Free Trial: N" / "Sessions: N"), filled by AppLayout
   * (`useSessionBadge`). Shown in the header on every screen size, phones included, and at the top of the
   * mobile menu.
   */
  sessionBadge?: ReactNode;
}

/**
 * The sticky header of signed-in screens: main links (desktop), the session badge slot, the user menu, and a
 * right-side slide-out menu on small screens.
 */
export function AppHeader({ sessionBadge = null }: AppHeaderProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);

  const signOut = async () => {
    drawer.close();
    if (await logout()) navigate('/');
  };

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to="/dashboard" />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {MAIN_NAV.map(({ label, to, icon: Icon }) => (
              <NavLink key={to} to={to} className={classes.link}>
                <Icon size={16} aria-hidden />
                {label}
              </NavLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* On every screen size: on a phone the balance is one glance away, not inside the menu. */}
            {sessionBadge && <Box data-testid="header-session-badge">{sessionBadge}</Box>}
            {user && <UserMenu user={user} onSignOut={signOut} />}
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation menu"
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="md"
      >
        {sessionBadge && (
          <Box mb="sm" onClick={drawer.close}>
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
              onClick={drawer.close}
            />
          ))}
          {user && (
            <>
              <Divider my="sm" />
              <Text size="xs" c="dimmed" px="sm" truncate="end">
                {user.email}
              </Text>
              <MantineNavLink
                component={NavLink}
                to="/notification-settings"
                label="Notification Settings"
                leftSection={<IconBell size={18} aria-hidden />}
                onClick={drawer.close}
              />
              <MantineNavLink
                component={NavLink}
                to="/subscription-management"
                label="Manage Subscription"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                onClick={drawer.close}
              />
              {user.role === 'admin' && (
                <MantineNavLink
                  component={NavLink}
                  to="/admin"
                  label="Admin Dashboard"
                  leftSection={<IconShieldLock size={18} aria-hidden />}
                  onClick={drawer.close}
                />
              )}
              <MantineNavLink
                component="button"
                label="Sign Out"
                c="red"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={() => void signOut()}
              />
            </>
          )}
        </Stack>
      </Drawer>
    </header>
  );
}
