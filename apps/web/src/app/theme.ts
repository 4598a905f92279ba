import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontFamily = '"IBM Plex Sans Arabic", system-ui, -apple-system, "Segoe UI", Tahoma, sans-serif';

/**
 * Mantine's defaults fail WCAG AA colour contrast (blue-6 buttons, red-6 errors, gray-6 dimmed text),
 * so the primary shade is 8 and the error/dimmed colours are darker. Spec §9's breakpoints (576, 768,
 * 992, 1200 px) are Mantine's own xs–lg.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // A user who asks their system for less motion gets none: modals, menus and popovers appear at once.
  respectReducedMotion: true,
  colors: {},
});

/** The colours whose "light" text is shade 9 (below): light and subtle buttons come in these. */
const lightColors = ['blue', 'red', 'orange', 'teal', 'yellow'];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    // Text on "light" variants (alerts, badges, theme icons) sits on a tinted background: shade 9
    // keeps it above 4.5:1 where the default shade does not.
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-orange-9)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-yellow-9)',
    // Mantine darkens a light or subtle button to shade 2 under the pointer: shade 9's text there falls
    // below 4.5:1 (blue 4.1, red 3.8), and red's resting shade 1 is already at the edge, so no darker tint
    // passes. The pointer lightens it to shade 0: a faint change, the pointer cursor being the main cue.
    ...Object.fromEntries(
      lightColors.map((color) => [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-0)`]),
    ),
  },
  dark: {},
});
