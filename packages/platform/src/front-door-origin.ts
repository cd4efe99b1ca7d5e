/**
 * `DASHBOARD_ORIGIN` as every service reads it: an origin such as `https://app.folio.page`, by
 * default `https://app.<PLATFORM_DOMAIN>`; a malformed value is added to `problems`. The dashboard
 * and the sites sit behind the same front door, so its scheme and port are the sites' too
 * (`siteOrigin`): `https` in production, `http://…:8080` under `npm start`.
 */
export function readDashboardOrigin(value: string | null, platformDomain: string, problems: string[]): string {
  if (value === null) return `https://app.${platformDomain}`;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) return value;
  } catch {
    // reported below
  }
  problems.push(
    `DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "${value}"`,
  );
  return `https://app.${platformDomain}`;
}

/**
 * A site host's origin as readers open it (`https://acme.folio.page`, `http://acme.sites.localhost:8080`):
 * the host name with the scheme and port of the front door, whose origin is `frontDoor` (the
 * dashboard's, `readDashboardOrigin`).
 */
export function siteOrigin(hostname: string, frontDoor: string): string {
  const door = new URL(frontDoor);
  return `${door.protocol}//${hostname}${door.port === '' ? '' : `:${door.port}`}`;
}
