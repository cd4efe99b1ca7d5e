import type { AccessBody } from '../../lib/access-input.ts';

/** Fields a site is created or updated with (JSON schema properties shared by both routes). */
export const siteBodyProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  repoUrl: {
    type: 'string',
    minLength: 1,
    maxLength: 2_000,
    description:
      'HTTPS clone URL, without credentials. Moving it to another origin (scheme, host or port) removes the stored gitToken unless the same request gives one.',
  },
  branch: { type: 'string', minLength: 1, maxLength: 200, description: 'Production branch (default main).' },
  docsRoot: {
    type: 'string',
    maxLength: 500,
    description: 'Folder holding docs.json inside the repository (default: the root).',
  },
  gitToken: {
    type: ['string', 'null'],
    minLength: 1,
    maxLength: 2_000,
    description: 'Access token for a private repository; stored encrypted, never shown again. null removes it.',
  },
  playgroundOrigins: {
    type: 'array',
    maxItems: 50,
    items: { type: 'string', maxLength: 300 },
    description: 'Extra origins the API playground may call, besides the OpenAPI servers.',
  },
  basePath: {
    type: ['string', 'null'],
    maxLength: 200,
    description:
      'Path the whole site is served under behind your proxy, such as "/docs" (letters, digits and . _ ~ - in each segment; no trailing slash). null serves it at the root. A change rebuilds the production branch; the live deployment keeps its base path until the new one is live.',
  },
  strictBuilds: {
    type: 'boolean',
    description:
      'Fail the build when any page has an error, keeping the previous deployment live (default false: broken pages are published marked as broken).',
  },
} as const;

const nullableText = (maxLength: number, description?: string) =>
  ({ type: ['string', 'null'], maxLength, ...(description === undefined ? {} : { description }) }) as const;

/** `access` of `PATCH /v1/sites/{siteId}`: fields given replace the stored ones (lib/access-input.ts). */
export const accessBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  description: 'Who may read the site. Fields not given keep their stored value; secrets are write-only.',
  properties: {
    mode: { type: 'string', enum: ['public', 'password', 'oidc', 'jwt'] },
    previews: { type: 'string', enum: ['public', 'members'] },
    password: { type: 'string', minLength: 8, maxLength: 200, description: 'Stored as a scrypt hash, never shown.' },
    oidcIssuer: nullableText(500, 'OpenID Connect issuer URL (https; its discovery document is read).'),
    oidcClientId: nullableText(300),
    oidcClientSecret: nullableText(
      1_000,
      'Stored encrypted, never shown. null removes it (a public client with PKCE).',
    ),
    jwtLoginUrl: nullableText(2_000, 'Your login page; readers are sent there with ?return_to=<Folio callback>.'),
    jwtPublicKey: nullableText(10_000, 'PEM public key your login signs tokens with (or jwtJwksUrl).'),
    jwtJwksUrl: nullableText(2_000),
    jwtIssuer: nullableText(500),
    jwtAudience: nullableText(500),
    claims: {
      type: 'array',
      maxItems: 50,
      items: { type: 'string', maxLength: 64 },
      description: 'Claims kept for personalization.',
    },
    groupsClaim: nullableText(64, 'The claim holding the reader\'s groups (default "groups").'),
  },
} as const;

/** The body of `POST /v1/sites` and `PATCH /v1/sites/{siteId}`. */
export interface SiteBody {
  name?: string;
  slug?: string;
  repoUrl?: string;
  branch?: string;
  docsRoot?: string;
  gitToken?: string | null;
  playgroundOrigins?: string[];
  strictBuilds?: boolean;
  /** Only on update. */
  access?: AccessBody;
  basePath?: string | null;
}
