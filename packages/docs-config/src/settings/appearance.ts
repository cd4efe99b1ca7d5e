import type { DocsSetting } from './docs-setting.ts';

/** Light and dark mode and the page background: `appearance` and `background`. Rows of `DOCS_SETTINGS`, in its order. */
export const APPEARANCE_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'appearance',
    type: 'object',
    effect: 'Light and dark mode.',
    example: '{ "default": "dark", "strict": false }',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'appearance.default',
    type: '"system" | "light" | "dark"',
    default: '"system"',
    effect: 'The mode a first-time reader sees.',
    example: '"dark"',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'appearance.strict',
    type: 'boolean',
    default: 'false',
    effect: '`true` hides the light/dark toggle and keeps `default`.',
    example: 'true',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'background',
    type: 'object',
    effect: 'Page background.',
    example: '{ "color": { "light": "#ffffff", "dark": "#0b0d0e" } }',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image',
    type: 'string | { light, dark }',
    effect: 'Background image, one or one per mode.',
    example: '"/images/background.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image.light',
    type: 'string',
    effect: 'Background image in light mode.',
    example: '"/images/bg-light.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image.dark',
    type: 'string',
    effect: 'Background image in dark mode.',
    example: '"/images/bg-dark.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.decoration',
    type: '"gradient" | "grid" | "windows"',
    effect: 'A decoration behind the page.',
    example: '"gradient"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color',
    type: 'object',
    effect: 'Background colour per mode.',
    example: '{ "light": "#ffffff", "dark": "#0b0d0e" }',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color.light',
    type: 'string (hex colour)',
    effect: 'Background colour in light mode.',
    example: '"#ffffff"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color.dark',
    type: 'string (hex colour)',
    effect: 'Background colour in dark mode.',
    example: '"#0b0d0e"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
];
