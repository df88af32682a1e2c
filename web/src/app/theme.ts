import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Accessible name of the close "×" of every dialog and drawer. Not just "Close": dialogs such as "You're Out
 * of Sessions" have a text button "Close" as well, and two buttons of one name could not be told apart.
 */
export const CLOSE_LABEL = 'Close dialog';
/** Accessible name of a toast's close "×". */
export const CLOSE_NOTIFICATION_LABEL = 'Close notification';
/** Accessible name of the clear "×" of a clearable select. */
export const CLEAR_SELECTION_LABEL = 'Clear selection';

/** The Mantine theme of the app. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  // Plain objects, not `Modal.extend(...)`: the theme is in the first load, and importing the components here
  // would pull their code into it.
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Icon-only buttons Mantine draws without a name: the "×" of dialogs, drawers and toasts, and the clear
    // "×" of a clearable select (a screen can pass its own, more specific label).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_NOTIFICATION_LABEL } } },
    Select: { defaultProps: { clearButtonProps: { 'aria-label': CLEAR_SELECTION_LABEL } } },
  },
});

/**
 * The "dimmed" text colour of the light scheme (`c="dimmed"`): Mantine's gray.6 (#868e96) reads at 3.32:1
 * on white, under WCAG AA's 4.5:1 for body text. This grey reads at 6.6:1 on white and at least 4.9:1 on
 * the light grey and violet tints the app puts text on (the workflow bar is violet.1).
 */
export const DIMMED_LIGHT = '#575e65';

/**
 * Text of the "light" variant (alerts, badges) in the light scheme, for the colours whose shade 9 reads under
 * 4.5:1 on their own shade 1 background (Mantine's light variant): the same hue, darkened just enough.
 */
export const LIGHT_VARIANT_TEXT: Record<string, string> = {
  green: '#267937',
  lime: '#4b790b',
  orange: '#bb3e0d',
  red: '#c52929',
  teal: '#087a57',
  yellow: '#a65600',
};

/** CSS variables set on top of Mantine's (pass to `MantineProvider`'s `cssVariablesResolver`). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_LIGHT,
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {},
});
