// The icon set both platforms draw: one SVG path per icon, on a 24 × 24 grid.
// Plain data, so it is shared as it is by Icon.web.tsx and Icon.native.tsx.
export const iconPaths = {
  check: 'M3.5 12.5 5 11l4.5 4.5L19 6l1.5 1.5-11 11z',
  close: 'M5 6.4 6.4 5l5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12z',
  plus: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
} as const;

export type IconName = keyof typeof iconPaths;
