/**
 * Every error code the API answers with, its HTTP status and when it happens. Codes are stable:
 * clients branch on them. The OpenAPI description lists them from this table.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { statusCode: 400, when: 'the request body, query or path does not match the route schema' },
  MALFORMED_JSON: { statusCode: 400, when: 'the body is not valid JSON' },
  INVALID_WEBHOOK: { statusCode: 400, when: 'a signed webhook lacks a header or field it needs' },
  INVALID_HOSTNAME: { statusCode: 400, when: 'a domain is not a valid public hostname' },
  INVALID_REPOSITORY: { statusCode: 400, when: 'a repository URL is not https, or carries credentials' },
  INVALID_BASE_PATH: {
    statusCode: 400,
    when: 'a base path is not "/" followed by plain segments (no trailing slash, dot segment or percent-escape)',
  },
  INVALID_PROXY_URL: {
    statusCode: 400,
    when: 'the URL given to the proxy check is not an http(s) URL, or carries credentials',
  },
  INVALID_SITE: { statusCode: 400, when: 'a site field (slug, docs root, origin, branch) is not acceptable' },
  INVALID_ACCESS: {
    statusCode: 400,
    when: "a site's `access` setting is incomplete for its mode, or a URL, key or claim name in it is not acceptable",
  },
  INVALID_DATE_RANGE: {
    statusCode: 400,
    when: 'an analytics range whose `from` is after its `to`, is not a calendar date, or spans more than 366 days',
  },
  UNAUTHORIZED: { statusCode: 401, when: 'the bearer token or API key is missing, unknown or revoked' },
  INVALID_SIGNATURE: { statusCode: 401, when: 'a webhook signature or token is missing or wrong' },
  SCOPE_MISSING: {
    statusCode: 403,
    when: "the API key, or the signed-in member's role, lacks the scope the route needs",
  },
  CSRF_FAILED: {
    statusCode: 403,
    when: 'a request authenticated by the dashboard session cookie lacks its X-CSRF-Token (or form token), or it is wrong',
  },
  NOT_A_MEMBER: {
    statusCode: 403,
    when: "the signed-in user is not a member of any tenant (or was removed from the session's tenant)",
  },
  NOT_FOUND: { statusCode: 404, when: 'no such route' },
  TENANT_NOT_FOUND: { statusCode: 404, when: 'the tenant does not exist' },
  API_KEY_NOT_FOUND: { statusCode: 404, when: 'the API key does not exist for this tenant' },
  SITE_NOT_FOUND: { statusCode: 404, when: 'the site does not exist for this tenant' },
  BUILD_NOT_FOUND: { statusCode: 404, when: 'the build does not exist for this site' },
  DEPLOYMENT_NOT_FOUND: { statusCode: 404, when: 'the deployment does not exist for this site' },
  DOMAIN_NOT_FOUND: { statusCode: 404, when: 'the domain does not exist for this site, or is not verified (tls-ask)' },
  SLUG_TAKEN: { statusCode: 409, when: 'another site already uses the slug' },
  DOMAIN_TAKEN: { statusCode: 409, when: 'the hostname is already claimed by a site (of any tenant)' },
  DOMAIN_RESERVED: {
    statusCode: 400,
    when: 'the hostname is the sites domain or the platform domain, or under one of them',
  },
  BUILD_NOT_CANCELABLE: { statusCode: 409, when: 'the build already finished' },
  PREVIEW_LIMIT_REACHED: {
    statusCode: 409,
    when: 'a push or manual build of a new branch while the site already has `PREVIEW_BRANCH_LIMIT` preview branches',
  },
  DEPLOYMENT_NOT_ACTIVATABLE: {
    statusCode: 409,
    when: 'the deployment is a preview, removed, or its build did not succeed',
  },
  BODY_TOO_LARGE: { statusCode: 413, when: 'the body is over the size limit' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, when: 'the body is not JSON' },
  RATE_LIMITED: { statusCode: 429, when: 'the API key (or client address) sent too many requests in the window' },
  BUILD_RATE_LIMITED: {
    statusCode: 429,
    when: 'the site queued more manual builds, or preview builds, than allowed in the window (`BUILD_RATE_LIMIT_*`); `Retry-After` says when',
  },
  TOO_MANY_STREAMS: {
    statusCode: 429,
    when: 'a dashboard session, or its tenant, already holds the most live build streams one API process keeps open',
  },
  INTERNAL_ERROR: { statusCode: 500, when: 'an unexpected failure; details are in the server log only' },
  NOT_READY: { statusCode: 503, when: 'Postgres or Redis does not answer' },
} as const satisfies Record<string, { statusCode: number; when: string }>;

/** One of the stable codes of {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_CODES;
