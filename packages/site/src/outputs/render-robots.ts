/** `robots.txt`: everything may be crawled; names the sitemap when the site URL is known. */
export function renderRobots(siteUrl?: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteUrl !== undefined) lines.push('', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
