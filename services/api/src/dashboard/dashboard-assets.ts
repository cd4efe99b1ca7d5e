import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The dashboard's stylesheet and script, and the Analytics tab's chart (uPlot's browser build
 * and stylesheet, served from the installed package, and `assets/analytics.js`), read once, with
 * content-hashed URLs (cached for a year). Everything comes from the dashboard's own origin, as
 * its Content-Security-Policy requires.
 */
export interface DashboardAssets {
  css: Buffer;
  js: Buffer;
  cssUrl: string;
  jsUrl: string;
  analyticsJs: Buffer;
  analyticsJsUrl: string;
  uplotJs: Buffer;
  uplotJsUrl: string;
  uplotCss: Buffer;
  uplotCssUrl: string;
}

const folder = new URL('../../assets/', import.meta.url);

/** Reads `services/api/assets/` and uPlot's `dist/` files. */
export function loadDashboardAssets(): DashboardAssets {
  const require = createRequire(import.meta.url);
  const css = readFileSync(new URL('dashboard.css', folder));
  const js = readFileSync(new URL('dashboard.js', folder));
  const analyticsJs = readFileSync(new URL('analytics.js', folder));
  const uplotJs = readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'));
  const uplotCss = readFileSync(require.resolve('uplot/dist/uPlot.min.css'));
  const hash = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);
  return {
    css,
    js,
    cssUrl: `/assets/dashboard.css?v=${hash(css)}`,
    jsUrl: `/assets/dashboard.js?v=${hash(js)}`,
    analyticsJs,
    analyticsJsUrl: `/assets/analytics.js?v=${hash(analyticsJs)}`,
    uplotJs,
    uplotJsUrl: `/assets/uplot.min.js?v=${hash(uplotJs)}`,
    uplotCss,
    uplotCssUrl: `/assets/uplot.min.css?v=${hash(uplotCss)}`,
  };
}
