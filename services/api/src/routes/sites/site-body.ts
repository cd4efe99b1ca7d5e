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
  basePath?: string | null;
}
