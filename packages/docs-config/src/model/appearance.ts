import type { SchemeColor } from './colors.ts';

/** Colour schemes `appearance.default` can start a reader in. */
export const APPEARANCE_DEFAULTS = ['system', 'light', 'dark'] as const;

/** Patterns `background.decoration` draws behind the page. */
export const BACKGROUND_DECORATIONS = ['gradient', 'grid', 'windows'] as const;

/** `appearance`: the scheme a reader starts in and whether they may switch it. */
export interface Appearance {
  /** `system` follows the reader's operating system (the default). */
  default?: (typeof APPEARANCE_DEFAULTS)[number];
  /** True: no light/dark toggle, the page stays in `default` (or the system's scheme). */
  strict?: boolean;
}

/** `background`: colours, image and decoration behind every page. */
export interface Background {
  color?: SchemeColor;
  image?: { light?: string; dark?: string };
  decoration?: (typeof BACKGROUND_DECORATIONS)[number];
}
