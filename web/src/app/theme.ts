import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The Mantine theme of the app. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
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
