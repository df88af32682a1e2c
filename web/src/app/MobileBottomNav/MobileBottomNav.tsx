import { Box } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { openSupportChat } from '../../features/support-chat/open-support-chat';
import { BOTTOM_NAV } from '../AppHeader/nav-links';
import classes from './MobileBottomNav.module.css';

/** Height reserved under the page content on small screens so the fixed bar hides nothing. */
export const MOBILE_BOTTOM_NAV_HEIGHT = 64;

/**
 * The fixed bottom navigation of small screens: Try-On, Models and Help (the support chat).
 * `data-mobile-bottom-nav` tells the support chat that its place is here while the bar shows.
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
      {/* The support chat's place on small screens (its floating button is hidden while this bar shows). */}
      <button
        type="button"
        className={`${classes.item} ${classes.button}`}
        aria-label="Open support chat"
        aria-haspopup="dialog"
        onClick={(event) => openSupportChat(event.currentTarget)}
      >
        <IconMessageCircle size={22} aria-hidden />
        Help
      </button>
    </Box>
  );
}
