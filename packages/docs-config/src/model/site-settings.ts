/** Meta tags by name (`og:image`, `robots`, `google-site-verification`, …). */
export type MetaTags = Record<string, string>;

/** `seo` of docs.json, validated. */
export interface SeoSettings {
  metatags?: MetaTags;
  /** Folder-scoped meta tags; folders without leading or trailing `/`. */
  paths?: { path: string; metatags: MetaTags }[];
  organization?: { id?: string; name?: string; legalName?: string; url?: string; logo?: string; sameAs?: string[] };
  indexing?: 'navigable' | 'all';
  /** `true`: page URLs end in `/` (links, canonical, sitemap) and the edge redirects to that form. */
  trailingSlash?: boolean;
}

/** `errors.404` of docs.json, validated. */
export interface NotFoundSettings {
  redirect?: boolean;
  title?: string;
  description?: string;
}

/** The settings of docs.json that change the site's pages and their head (see `DOCS_SETTINGS`). */
export interface SiteSettings {
  seo?: SeoSettings;
  search?: { prompt?: string };
  errors?: { '404'?: NotFoundSettings };
  metadata?: { timestamp?: boolean };
  /** `feedback.thumbs`: the "Was this page helpful?" widget at the end of pages (unset: shown). */
  feedback?: { thumbs?: boolean };
  thumbnails?: { background?: string; appearance?: 'light' | 'dark'; fonts?: { family?: string } };
  variables?: Record<string, string>;
  /** `markdown.instructions`, as lines. */
  markdown?: { instructions?: string[]; schema?: boolean };
}
