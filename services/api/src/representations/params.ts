const uuid = { type: 'string', format: 'uuid' } as const;

/** Path parameters of routes under `/v1/sites/{siteId}`. */
export const siteParams = { type: 'object', properties: { siteId: uuid }, required: ['siteId'] } as const;

/** Path parameters of routes under `/v1/sites/{siteId}/builds/{buildId}`. */
export const buildParams = {
  type: 'object',
  properties: { siteId: uuid, buildId: uuid },
  required: ['siteId', 'buildId'],
} as const;

/** Path parameters of routes under `/v1/sites/{siteId}/deployments/{deploymentId}`. */
export const deploymentParams = {
  type: 'object',
  properties: { siteId: uuid, deploymentId: uuid },
  required: ['siteId', 'deploymentId'],
} as const;

/** Path parameters of routes under `/v1/sites/{siteId}/domains/{domainId}`. */
export const domainParams = {
  type: 'object',
  properties: { siteId: uuid, domainId: uuid },
  required: ['siteId', 'domainId'],
} as const;

/** Path parameters of `/v1/api-keys/{apiKeyId}`. */
export const apiKeyParams = { type: 'object', properties: { apiKeyId: uuid }, required: ['apiKeyId'] } as const;

/** The `security` entry of tenant routes in the OpenAPI document: an API key, or a dashboard session. */
export const apiKeySecurity: Array<Record<string, string[]>> = [{ apiKey: [] }, { dashboardSession: [] }];
