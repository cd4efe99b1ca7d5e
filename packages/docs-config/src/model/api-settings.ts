import type { SampleLanguageId } from './request-sample-languages.ts';

/**
 * The `openapi` property in the forms real files use: a path or `https://` URL, an array of
 * those, or `{ source, directory }` where `directory` sets the folder of generated pages.
 */
export type OpenApiSetting = string | string[] | { source: string; directory?: string };

/** The overlays docs.json applies to one OpenAPI document (`{ "source", "overlays": [...] }`). */
export interface OpenApiOverlays {
  /** The document as written in docs.json. */
  source: string;
  /** Overlay paths or URLs, in the order they apply. */
  overlays: string[];
}

/** `api` of docs.json, validated (see `DOCS_SETTINGS` for what each does). */
export interface ApiSettings {
  /** Default document for elements that have none (COMPAT.md). */
  openapi?: OpenApiSetting;
  playground?: { proxy?: boolean; display?: PlaygroundDisplay; credentials?: boolean };
  params?: { expanded?: 'all' | 'closed'; post?: string[] };
  /** `languages`: the generated samples, as ids, in the author's order (names it does not know are reported and left out). */
  examples?: {
    defaults?: 'all' | 'required';
    languages?: SampleLanguageId[];
    prefill?: boolean;
    autogenerate?: boolean;
  };
  url?: 'full';
  /** For MDX pages with `api:` front matter: the base URL(s) a path is joined to, and the playground's auth. */
  mdx?: { server?: string[]; auth?: MdxAuth };
}

/** `api.mdx.auth`: what the playground of `api:` pages asks for. */
export interface MdxAuth {
  method: 'bearer' | 'basic' | 'key' | 'cobo';
  /** Header name of `key` authentication. */
  name?: string;
}

/** How operation pages show the playground. */
export type PlaygroundDisplay = 'interactive' | 'simple' | 'none' | 'auth';
