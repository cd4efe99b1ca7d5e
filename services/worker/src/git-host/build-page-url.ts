/**
 * The dashboard page of one build, `<dashboard URL>/sites/<siteId>/builds/<buildId>`, which commit
 * statuses link to; `undefined` when the worker was given no dashboard URL.
 */
export function buildPageUrl(dashboardUrl: string | null, siteId: string, buildId: string): string | undefined {
  if (dashboardUrl === null) return undefined;
  return `${dashboardUrl.replace(/\/+$/, '')}/sites/${encodeURIComponent(siteId)}/builds/${encodeURIComponent(buildId)}`;
}
