/**
 * The URL path of a page: `index` is the site root, every other page path is served below `/`
 * without extension (`guides/setup` → `/guides/setup`).
 */
export function pageUrl(pagePath: string): string {
  return pagePath === 'index' ? '/' : `/${pagePath}`;
}
