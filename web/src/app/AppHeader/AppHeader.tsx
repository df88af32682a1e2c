import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { Brand } from '../../components/Brand/Brand';
import { leaveScreen } from '../../lib/leave-confirmation';
import { useOnDemand } from '../../lib/use-on-demand';
import { MAIN_NAV } from './nav-links';
import { UserMenuButton } from './UserMenuButton';
import classes from './AppHeader.module.css';

// The two menus (their popover and drawer code: floating-ui, focus trap, scroll lock, portal) are chunks of
// their own, not needed to draw the screen: loaded when a pointer, a finger or the keyboard reaches their
// button (the press itself at the latest), so a first load that no one opens a menu on does not pay for them.
const loadUserMenu = () => import('./UserMenu');
const loadMobileMenu = () => import('./MobileMenu');

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
  const [drawerOpened, drawer] = useDisclosure(false);
  // Each approach to a menu's button (pointer, focus, press) before its menu has loaded asks for it (again,
  // after a failed load).
  const [askedUserMenu, setAskedUserMenu] = useState(0);
  const [askedMobileMenu, setAskedMobileMenu] = useState(0);
  const askUserMenu = () => setAskedUserMenu((n) => n + 1);
  const askMobileMenu = () => setAskedMobileMenu((n) => n + 1);
  // The user menu is to open, or to take the focus, as soon as it has loaded.
  const [menuPressed, setMenuPressed] = useState(false);
  const [menuFocused, setMenuFocused] = useState(false);
  const UserMenu = useOnDemand(loadUserMenu, askedUserMenu)?.UserMenu;
  const MobileMenu = useOnDemand(loadMobileMenu, askedMobileMenu)?.MobileMenu;
  const press = () => {
    setMenuPressed(true);
    askUserMenu();
  };

  const signOut = () => {
    drawer.close();
    // Signing out takes the screen away at once: one holding an unsaved result asks first, and Stay keeps
    // the person signed in on it.
    return leaveScreen(async () => {
      if (await logout()) void navigate('/');
    });
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
            {user &&
              (UserMenu ? (
                <UserMenu
                  user={user}
                  onSignOut={() => void signOut()}
                  defaultOpened={menuPressed}
                  autoFocus={menuFocused}
                />
              ) : (
                <UserMenuButton
                  user={user}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onPointerEnter={askUserMenu}
                  onPointerDown={press}
                  onClick={press}
                  onFocus={() => {
                    setMenuFocused(true);
                    askUserMenu();
                  }}
                  onBlur={() => setMenuFocused(false)}
                />
              ))}
            <Burger
              opened={drawerOpened}
              onPointerEnter={MobileMenu ? undefined : askMobileMenu}
              onPointerDown={MobileMenu ? undefined : askMobileMenu}
              onFocus={MobileMenu ? undefined : askMobileMenu}
              onClick={() => {
                if (!MobileMenu) askMobileMenu();
                drawer.toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation menu"
            />
          </Group>
        </Group>
      </Container>

      {MobileMenu && (
        <MobileMenu
          opened={drawerOpened}
          onClose={drawer.close}
          onSignOut={() => void signOut()}
          user={user}
          sessionBadge={sessionBadge}
        />
      )}
    </header>
  );
}
