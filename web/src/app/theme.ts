import { createTheme } from '@mantine/core';

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
