import { Box } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { BOTTOM_NAV } from '../AppHeader/nav-links';
import classes from './MobileBottomNav.module.css';

/** Height reserved under the page content on small screens so the fixed bar hides nothing. */
export const MOBILE_BOTTOM_NAV_HEIGHT = 64;

/**
 * The fixed bottom navigation of small screens: Try-On and Models. `data-mobile-bottom-nav` lets what
 * floats bottom-right (the support chat) sit above it while it shows.
 */
export function MobileBottomNav() {
  return (
    <Box
      component="nav"
      aria-label="Quick navigation"
      className={classes.nav}
      hiddenFrom="md"
      data-mobile-bottom-nav
    >
      {BOTTOM_NAV.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} className={classes.item}>
          <Icon size={22} aria-hidden />
          {label}
        </NavLink>
      ))}
    </Box>
  );
}
