import type { IconLibraryName } from './icon-request.ts';

/** A free icon drawn in place of one Folio cannot ship. */
export interface IconAlias {
  library: IconLibraryName;
  name: string;
}

/** `square-0` … `square-9` (Pro): Tabler's numbered squares. */
const NUMBERED_SQUARES = Object.fromEntries(
  Array.from({ length: 10 }, (_, digit) => [`square-${digit}`, { library: 'tabler', name: `square-number-${digit}` }]),
);

/**
 * Font Awesome Pro names that real repositories use (counted in the real-world fixtures) and that
 * no free library has under the same name, with the closest free icon: Folio cannot ship Pro
 * icons. Names a free library does have (`sparkles`, `grid`, `browser`, …) need no entry:
 * `resolveIcon` finds them by name in Lucide or Tabler first. A Font Awesome substitute is
 * preferred, so the icon keeps the look of the icons around it.
 */
export const PRO_ICON_ALIASES: Readonly<Record<string, IconAlias>> = Object.freeze({
  'rocket-launch': { library: 'fontawesome', name: 'rocket' },
  'book-open-cover': { library: 'fontawesome', name: 'book-open' },
  'rectangle-terminal': { library: 'fontawesome', name: 'terminal' },
  'message-bot': { library: 'lucide', name: 'bot-message-square' },
  'wave-pulse': { library: 'lucide', name: 'activity' },
  'circle-dollar': { library: 'lucide', name: 'circle-dollar-sign' },
  'grid-2': { library: 'fontawesome', name: 'table-cells-large' },
  'house-blank': { library: 'fontawesome', name: 'house' },
  ...NUMBERED_SQUARES,
});
