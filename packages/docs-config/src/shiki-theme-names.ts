/**
 * The theme names `styling.codeblocks` accepts: every theme bundled with the Shiki that Folio
 * highlights with (`bundledThemesInfo` of shiki 4.6; a test in @folio/content keeps the two in
 * step), and `css-variables` for Folio's own palette. docs-config does not load Shiki itself:
 * validating a docs.json must stay cheap.
 */
export const SHIKI_THEME_NAMES: ReadonlySet<string> = new Set([
  'andromeeda', 'aurora-x', 'ayu-dark', 'ayu-light', 'ayu-mirage', 'catppuccin-frappe', 'catppuccin-latte',
  'catppuccin-macchiato', 'catppuccin-mocha', 'dark-plus', 'dracula', 'dracula-soft', 'everforest-dark',
  'everforest-light', 'github-dark', 'github-dark-default', 'github-dark-dimmed',
  'github-dark-high-contrast', 'github-light', 'github-light-default', 'github-light-high-contrast',
  'gruvbox-dark-hard', 'gruvbox-dark-medium', 'gruvbox-dark-soft', 'gruvbox-light-hard',
  'gruvbox-light-medium', 'gruvbox-light-soft', 'horizon', 'horizon-bright', 'houston', 'kanagawa-dragon',
  'kanagawa-lotus', 'kanagawa-wave', 'laserwave', 'light-plus', 'material-theme', 'material-theme-darker',
  'material-theme-lighter', 'material-theme-ocean', 'material-theme-palenight', 'min-dark', 'min-light',
  'monokai', 'night-owl', 'night-owl-light', 'nord', 'one-dark-pro', 'one-light', 'plastic', 'poimandres',
  'red', 'rose-pine', 'rose-pine-dawn', 'rose-pine-moon', 'slack-dark', 'slack-ochin', 'snazzy-light',
  'solarized-dark', 'solarized-light', 'synthwave-84', 'tokyo-night', 'vesper', 'vitesse-black',
  'vitesse-dark', 'vitesse-light',
  'css-variables',
]);
