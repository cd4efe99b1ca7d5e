/** Every scope an API key can hold. A route names the one it needs. */
export const API_SCOPES = [
  'sites:read',
  'sites:write',
  'builds:read',
  'builds:write',
  'deployments:read',
  'deployments:write',
  'domains:read',
  'domains:write',
  'api-keys:read',
  'api-keys:write',
] as const;

/** One of {@link API_SCOPES}. */
export type ApiScope = (typeof API_SCOPES)[number];
