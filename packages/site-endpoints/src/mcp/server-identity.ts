import type { SiteNavigation } from '@folio/site';

/** The version the server and its card announce: the tool set's, not the site's. */
export const SERVER_VERSION = '1.0.0';

/** Name, title and instructions of a site's MCP server, from its navigation data when it has some. */
export function serverIdentity(
  navigation: SiteNavigation | undefined,
  origin: string,
): { name: string; title: string; description: string; instructions: string } {
  const host = hostOf(origin);
  const title = navigation === undefined ? `${host} documentation` : `${navigation.name} documentation`;
  const description =
    navigation?.description ??
    `Search and read the documentation published at ${origin}: pages, navigation and API reference.`;
  return {
    // Reverse-DNS with one slash, as the server card drafts ask: docs.acme.com → com.acme.docs/docs
    // (an address or a name without dots as it is: 127.0.0.1/docs).
    name: `${/^[\d.]+$|^\[|^[^.]*$/.test(host) ? host : host.split('.').reverse().join('.')}/docs`,
    title,
    description,
    instructions: [
      `This server reads the documentation site ${title} (${origin}).`,
      'Use `search` to find where something is documented, `get_page` to read a page as Markdown (a path or a URL from `search` or `list_pages`), `list_pages` to see the navigation, and `get_api_operation` for an API operation’s parameters and schemas (by operationId, or method and path).',
      'Cite page URLs in answers.',
    ].join(' '),
  };
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return 'docs';
  }
}
