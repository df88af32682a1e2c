import { DEFAULT_THEME } from '@mantine/core';
import { contrast } from '../test-utils/contrast';
import { cssVariablesResolver, DIMMED_LIGHT, LIGHT_VARIANT_TEXT, theme } from './theme';

describe('theme', () => {
  it('measures contrast as WCAG does (Mantine gray.6 on white is the 3.32:1 Lighthouse reported)', () => {
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('gives dimmed text at least 4.5:1 on white and on the light backgrounds the app uses', () => {
    expect(cssVariablesResolver(theme as never).light['--mantine-color-dimmed']).toBe(DIMMED_LIGHT);
    // white, gray.0, gray.1, gray.2, violet.0 and violet.1 (the workflow bar's violet-light)
    const { gray, violet } = DEFAULT_THEME.colors;
    for (const background of ['#ffffff', gray[0], gray[1], gray[2], violet[0], violet[1]]) {
      expect(contrast(DIMMED_LIGHT, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the light variant (alerts, badges) at least 4.5:1 on its own background in every colour', () => {
    const light = cssVariablesResolver(theme as never).light;
    const colors = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark');
    for (const color of colors) {
      // Mantine's light scheme: background shade 1, text shade 9, unless set here.
      const text = light[`--mantine-color-${color}-light-color`] ?? DEFAULT_THEME.colors[color][9];
      expect([color, contrast(text, DEFAULT_THEME.colors[color][1]) >= 4.5]).toEqual([color, true]);
    }
    expect(Object.keys(LIGHT_VARIANT_TEXT).every((c) => colors.includes(c))).toBe(true);
  });
});
