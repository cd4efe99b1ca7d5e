/**
 * `llms.txt` with its root-relative links (`](/guides/setup.md)`, as `renderLlmsTxt` writes them,
 * and any an author's description holds) made absolute for `origin` (`https://docs.acme.com`):
 * what the edge, `folio dev` and `folio build --site-url` serve, each for its own origin.
 */
export function absoluteLlmsTxt(body: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return body.replace(/\]\(\/(?!\/)/g, `](${base}/`);
}
