import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The dashboard's stylesheet and script, read once, with content-hashed URLs (cached for a year). */
export interface DashboardAssets {
  css: Buffer;
  js: Buffer;
  cssUrl: string;
  jsUrl: string;
}

const folder = new URL('../../assets/', import.meta.url);

/** Reads `services/api/assets/dashboard.{css,js}`. */
export function loadDashboardAssets(): DashboardAssets {
  const css = readFileSync(new URL('dashboard.css', folder));
  const js = readFileSync(new URL('dashboard.js', folder));
  const hash = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { css, js, cssUrl: `/assets/dashboard.css?v=${hash(css)}`, jsUrl: `/assets/dashboard.js?v=${hash(js)}` };
}
