/**
 * Every docs.json setting of the format, as the reference schema (`docsConfigSchema` of the
 * published `@mintlify/validation` 0.1.878) lists them, and what Folio does with each.
 *
 * One row per JSON path pattern: `.` between keys, `*` for any key of a map (`seo.metatags.*`),
 * `[]` for any item of an array (`footer.links[].items[].href`). A setting written in two shapes
 * (a string or an object) has one row for the value and rows for the object's keys.
 *
 * This table drives three things: the validators' lists of known keys (`knownSettingKeys`), the
 * `CONFIG_SETTING_IGNORED` info diagnostic for each setting Folio accepts but does not honour
 * (`honouredBy` unset), and `docs/configuration.md` (generated from it; a test keeps them in step).
 * `navigation` has its own rules (SPEC.md) and is one row here.
 */
export interface DocsSetting {
  /** JSON path pattern, e.g. `seo.metatags.*`. */
  path: string;
  /** The JSON type as an author writes it (`string`, `"light" | "dark"`, `object`). */
  type: string;
  /** What applies when the setting is absent. */
  default?: string;
  /** What the setting does in a Folio site, in one or two sentences. */
  effect: string;
  /** A JSON value for the setting, shown in docs/configuration.md. */
  example?: string;
  /**
   * A setting of Folio's own, not in the reference schema (docs/configuration.md marks it): a
   * repository also built by the reference implementation may have to leave it out.
   */
  folioOnly?: true;
  /**
   * Where Folio honours it (package and file). Unset: accepted but ignored, and `folio check`
   * says so with `CONFIG_SETTING_IGNORED`.
   */
  honouredBy?: string;
}

const THEMES = '"mint" | "maple" | "palm" | "willow" | "linden" | "almond" | "aspen" | "luma" | "sequoia"';
const ICON = 'string | { name, style?, library? }';
/** Where every integration is loaded (validated ids, the provider's script, its CSP origins). */
const HONOURED_INTEGRATIONS = 'site site-integrations.ts, assets/integrations.js';

/** The settings table (see `DocsSetting`). Order: as the reference schema lists them. */
export const DOCS_SETTINGS: readonly DocsSetting[] = [
  {
    path: '$schema',
    type: 'string',
    default: '"https://mintlify.com/docs.json"',
    effect: 'Editor support only (JSON schema URL); no effect on the site.',
    example: '"https://mintlify.com/docs.json"',
    honouredBy: 'docs-config (accepted, nothing to do)',
  },
  {
    path: 'theme',
    type: THEMES,
    default: '"mint" (with a warning)',
    effect: 'The layout variant. Every theme name is accepted; Folio has one layout and uses it for all of them.',
    example: '"mint"',
    honouredBy: 'docs-config validate-docs-config.ts',
  },
  {
    path: 'name',
    type: 'string',
    default: '"Documentation" (with a warning)',
    effect: 'Site name: page titles (`Page - Name`), the top bar when there is no logo, llms.txt.',
    example: '"Acme"',
    honouredBy: 'site render-document.ts, render-top-bar.ts',
  },
  {
    path: 'public',
    type: 'boolean',
    default: 'true',
    effect:
      '`true`: the site is public. `false` is not how a Folio site is made private: who may read a site is its reader access setting (password, single sign-on or your own login; guides/private-docs), kept with the site and enforced by the edge on every path. The build cannot see that setting, so `false` draws `CONFIG_PUBLIC_UNSUPPORTED`, pointing at it.',
    example: 'true',
    honouredBy: "docs-config validate-site-settings.ts (`false` is a warning pointing at the site's reader access)",
  },
  {
    path: 'description',
    type: 'string',
    effect: 'Default `<meta name="description">` of pages without their own, and the summary in llms.txt.',
    example: '"Acme\'s API and guides"',
    honouredBy: 'site render-document.ts',
  },
  {
    path: 'colors',
    type: 'object',
    effect: 'Accent colours.',
    example: '{ "primary": "#16A34A", "light": "#4ADE80", "dark": "#166534" }',
    honouredBy: 'site site-css.ts',
  },
  {
    path: 'colors.primary',
    type: 'string (hex colour)',
    default: '"#16A34A" (with a warning)',
    effect: 'Accent colour of links, buttons and the active navigation entry.',
    example: '"#16A34A"',
    honouredBy: 'site site-css.ts',
  },
  {
    path: 'colors.light',
    type: 'string (hex colour)',
    default: 'colors.primary',
    effect: 'Accent colour in dark mode.',
    example: '"#4ADE80"',
    honouredBy: 'site site-css.ts',
  },
  {
    path: 'colors.dark',
    type: 'string (hex colour)',
    default: 'colors.primary',
    effect: 'Accent colour for strong emphasis in light mode.',
    example: '"#166534"',
    honouredBy: 'site site-css.ts',
  },
  {
    path: 'logo',
    type: 'string | object',
    effect: 'Logo in the top bar (instead of the name): one image, or one per mode.',
    example: '{ "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://acme.com" }',
    honouredBy: 'site render-top-bar.ts',
  },
  {
    path: 'logo.light',
    type: 'string (path or URL)',
    effect: 'Logo shown in light mode.',
    example: '"/logo/light.svg"',
    honouredBy: 'site render-top-bar.ts',
  },
  {
    path: 'logo.dark',
    type: 'string (path or URL)',
    effect: 'Logo shown in dark mode.',
    example: '"/logo/dark.svg"',
    honouredBy: 'site render-top-bar.ts',
  },
  {
    path: 'logo.href',
    type: 'string (URL)',
    default: '"/"',
    effect: 'Where the logo links to.',
    example: '"https://acme.com"',
    honouredBy: 'site render-top-bar.ts',
  },
  {
    path: 'favicon',
    type: 'string | object',
    effect: 'The favicon: one image, or one per mode.',
    example: '"/favicon.svg"',
    honouredBy: 'site render-document.ts',
  },
  {
    path: 'favicon.light',
    type: 'string (path or URL)',
    effect: 'Favicon used by default.',
    example: '"/favicon-light.svg"',
    honouredBy: 'site render-document.ts',
  },
  {
    path: 'favicon.dark',
    type: 'string (path or URL)',
    effect: 'Favicon used when there is no light one.',
    example: '"/favicon-dark.svg"',
    honouredBy: 'site render-document.ts',
  },

  {
    path: 'api',
    type: 'object',
    effect: 'API reference pages and playground.',
    example: '{ "openapi": "openapi.yaml", "playground": { "display": "interactive" } }',
    honouredBy: 'docs-config validate-api-settings.ts',
  },
  {
    path: 'api.openapi',
    type: 'string | string[] | { source, directory? }',
    effect: 'Default OpenAPI document(s) for navigation elements without their own `openapi`.',
    example: '"openapi.yaml"',
    honouredBy: 'navigation resolve-navigation.ts',
  },
  {
    path: 'api.openapi.source',
    type: 'string',
    effect: 'Path or https URL of the document.',
    example: '"openapi.yaml"',
    honouredBy: 'navigation resolve-navigation.ts',
  },
  {
    path: 'api.openapi.directory',
    type: 'string',
    default: '"api-reference"',
    effect: 'Folder of the generated operation pages.',
    example: '"reference"',
    honouredBy: 'navigation operation-page-path.ts',
  },
  {
    path: 'api.openapi.overlays',
    type: 'string[]',
    effect:
      "OpenAPI Overlay 1.0 documents (repository paths or https URLs) applied in order to the document before it is read: each action's `target` (JSONPath: `$`, `.name`, `['name']`, `[0]`, `*`, `..`, `[?@.key == 'value']`) gets `update` deep-merged (objects) or appended (arrays), or is removed with `remove: true`. The same overlays also apply where navigation names the document.",
    example: '["overlays/public.yaml"]',
    honouredBy: 'openapi apply-overlay.ts, load-spec.ts; builder analyze-repository.ts',
  },
  {
    path: 'api.openapi[]',
    type: 'string | { source, overlays? }',
    effect:
      'One of several default documents; Folio uses all of them (`directory` applies only to the single-document form).',
    example: '"v1.yaml"',
    honouredBy: 'navigation resolve-navigation.ts',
  },
  {
    path: 'api.openapi[].source',
    type: 'string',
    effect: 'Path or https URL of the document.',
    example: '"v1.yaml"',
    honouredBy: 'navigation resolve-navigation.ts',
  },
  {
    path: 'api.openapi[].directory',
    type: 'string',
    default: '"api-reference"',
    effect:
      'Not used: the documents of an array share the default folder, so `folio check` reports a `directory` here as an error and drops it. Use the single-document form `{ "source", "directory" }` for a folder of its own.',
    example: '"v1"',
    honouredBy: 'docs-config validate-openapi-setting.ts (reported, see effect)',
  },
  {
    path: 'api.openapi[].overlays',
    type: 'string[]',
    effect:
      "OpenAPI Overlay 1.0 documents (repository paths or https URLs) applied in order to the document before it is read: each action's `target` (JSONPath: `$`, `.name`, `['name']`, `[0]`, `*`, `..`, `[?@.key == 'value']`) gets `update` deep-merged (objects) or appended (arrays), or is removed with `remove: true`. The same overlays also apply where navigation names the document.",
    example: '["overlays/public.yaml"]',
    honouredBy: 'openapi apply-overlay.ts, load-spec.ts; builder analyze-repository.ts',
  },
  {
    path: 'api.asyncapi',
    type: 'string | string[] | { source, directory? }',
    effect:
      'AsyncAPI 2.x/3.x documents (repository paths, or https URLs fetched like OpenAPI documents) whose channels pages name with `asyncapi: <channelId>` front matter. Pages are generated where a navigation element (group, tab, anchor, …) sets `asyncapi` itself: one page per channel, grouped by the channel\'s first tag (else "Websockets"), at `<directory>/<tag>/<title>` (`directory` default `api-reference`), showing address, parameters, bindings, servers and each message\'s payload fields and example.',
    example: '"asyncapi.yaml"',
    honouredBy:
      'openapi asyncapi/load-asyncapi.ts; navigation generate-channel-groups.ts, resolve-front-matter-channels.ts; site asyncapi/render-channel-section.ts',
  },
  {
    path: 'api.params',
    type: 'object',
    effect: 'How parameters are shown on API pages.',
    example: '{ "expanded": "all" }',
    honouredBy: 'docs-config validate-api-settings.ts',
  },
  {
    path: 'api.params.expanded',
    type: '"all" | "closed"',
    default: '"closed"',
    effect:
      '`all` opens the child attributes of object parameters and fields on API pages; `closed` leaves them folded.',
    example: '"all"',
    honouredBy: 'site render-api-section.ts',
  },
  {
    path: 'api.params.post',
    type: 'string[]',
    effect:
      "OpenAPI keys whose values show as pills after the type of every parameter and field (a string as written, `true` as the key's name, an array as one pill per item).",
    example: '["x-since", "readOnly"]',
    honouredBy: 'site render-field-pills.ts',
  },
  {
    path: 'api.playground',
    type: 'object',
    effect: 'The API playground on operation pages.',
    example: '{ "display": "interactive", "proxy": true }',
    honouredBy: 'docs-config validate-api-settings.ts',
  },
  {
    path: 'api.playground.display',
    type: '"interactive" | "simple" | "none" | "auth"',
    default: '"interactive"',
    effect:
      '`interactive`: the "Try it" form; `simple`: method, URL and a copyable request, no form; `none`: no playground; `auth`: the form for signed-in readers, which Folio sites do not have, so no form.',
    example: '"simple"',
    honouredBy: 'site render-api-section.ts',
  },
  {
    path: 'api.playground.proxy',
    type: 'boolean',
    default: 'true',
    effect:
      '`true`: requests go through `POST /_docs/api/request` on the site; `false`: from the browser straight to the API (which must allow CORS).',
    example: 'false',
    honouredBy: 'site render-playground.ts',
  },
  {
    path: 'api.playground.credentials',
    type: 'boolean',
    default: 'false',
    effect:
      'With `proxy: false`, the browser sends cookies with playground requests (`credentials: "include"`), so a reader signed in to the API can call it without typing a key.',
    example: 'true',
    honouredBy: 'site render-playground.ts, assets/js/playground.js',
  },
  {
    path: 'api.examples',
    type: 'object',
    effect: 'Request samples on API pages.',
    example: '{ "languages": ["curl", "python"], "defaults": "required" }',
    honouredBy: 'docs-config validate-api-settings.ts',
  },
  {
    path: 'api.examples.defaults',
    type: '"all" | "required"',
    default: '"all"',
    effect:
      '`required`: samples carry only required query parameters and body fields; `all`: every one with an example.',
    example: '"required"',
    honouredBy: 'site build-request-samples.ts',
  },
  {
    path: 'api.examples.languages',
    type: 'string[]',
    default:
      '["bash", "python", "javascript", "node", "typescript", "go", "ruby", "php", "java", "kotlin", "csharp", "swift", "rust", "powershell"]',
    effect:
      "Which generated request samples are shown, in this order, after the operation's own `x-codeSamples`: `bash` (cURL), `python`, `javascript`, `node`, `typescript`, `go`, `ruby`, `php`, `java`, `kotlin`, `csharp` (`c#`, `dotnet`), `swift`, `rust`, `powershell`, `c`, `objective-c`, `ocaml`, `r`, `clojure`, `crystal`, `http`, `httpie`, `wget` (generated by @readme/httpsnippet; Rust by Folio's reqwest generator). Other names are reported and left out.",
    example: '["bash", "python", "go"]',
    honouredBy: 'docs-config model/request-sample-languages.ts; site request-samples/',
  },
  {
    path: 'api.examples.prefill',
    type: 'boolean',
    default: 'false',
    effect: '`true`: playground inputs start filled with the examples of the OpenAPI document.',
    example: 'true',
    honouredBy: 'site render-playground.ts',
  },
  {
    path: 'api.examples.autogenerate',
    type: 'boolean',
    default: 'true',
    effect: "`false`: only the document's own `x-codeSamples` are shown, no generated samples.",
    example: 'false',
    honouredBy: 'site build-request-samples.ts',
  },
  {
    path: 'api.url',
    type: '"full"',
    effect: '`full`: the endpoint line of API pages shows the server URL before the path.',
    example: '"full"',
    honouredBy: 'site render-api-section.ts',
  },
  {
    path: 'api.mdx',
    type: 'object',
    effect: 'Server and auth of MDX pages that describe an endpoint with `api:` front matter.',
    example: '{ "server": "https://api.acme.com", "auth": { "method": "bearer" } }',
    honouredBy: 'docs-config validate-api-settings.ts',
  },
  {
    path: 'api.mdx.auth',
    type: 'object',
    effect: 'Authentication the playground of `api:` pages asks for.',
    example: '{ "method": "bearer" }',
    honouredBy: 'docs-config validate-api-settings.ts; site mdx-endpoint-details.ts',
  },
  {
    path: 'api.mdx.auth.method',
    type: '"bearer" | "basic" | "key" | "cobo"',
    effect:
      "`bearer`: a token sent as `Authorization: Bearer …`; `basic`: `user:password` sent as `Authorization: Basic …`; `key`: a key sent in the header `name`; `cobo`: nothing is asked for (Cobo signs requests with the reader's private key, which a docs page must never hold).",
    example: '"bearer"',
    honouredBy: 'site mdx-endpoint-details.ts',
  },
  {
    path: 'api.mdx.auth.name',
    type: 'string',
    default: '"X-API-Key"',
    effect: 'Header of `key` authentication.',
    example: '"X-API-Key"',
    honouredBy: 'site mdx-endpoint-details.ts',
  },
  {
    path: 'api.mdx.server',
    type: 'string | string[]',
    effect:
      "Base URL of `api:` pages: `api: \"POST /users\"` shows `POST https://api.acme.com/users` on the page (the first server), and the page's playground offers every server (its parameters come from the page's `<ParamField>`s). The servers join the playground proxy's allow-list, like OpenAPI `servers`.",
    example: '"https://api.acme.com"',
    honouredBy: 'site render-mdx-endpoint.ts, mdx-endpoint-details.ts; builder playground-server-urls.ts',
  },

  {
    path: 'appearance',
    type: 'object',
    effect: 'Light and dark mode.',
    example: '{ "default": "dark", "strict": false }',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'appearance.default',
    type: '"system" | "light" | "dark"',
    default: '"system"',
    effect: 'The mode a first-time reader sees.',
    example: '"dark"',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'appearance.strict',
    type: 'boolean',
    default: 'false',
    effect: '`true` hides the light/dark toggle and keeps `default`.',
    example: 'true',
    honouredBy: 'site render-document.ts, render-theme-toggle.ts, assets/head.js',
  },
  {
    path: 'background',
    type: 'object',
    effect: 'Page background.',
    example: '{ "color": { "light": "#ffffff", "dark": "#0b0d0e" } }',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image',
    type: 'string | { light, dark }',
    effect: 'Background image, one or one per mode.',
    example: '"/images/background.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image.light',
    type: 'string',
    effect: 'Background image in light mode.',
    example: '"/images/bg-light.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.image.dark',
    type: 'string',
    effect: 'Background image in dark mode.',
    example: '"/images/bg-dark.png"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.decoration',
    type: '"gradient" | "grid" | "windows"',
    effect: 'A decoration behind the page.',
    example: '"gradient"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color',
    type: 'object',
    effect: 'Background colour per mode.',
    example: '{ "light": "#ffffff", "dark": "#0b0d0e" }',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color.light',
    type: 'string (hex colour)',
    effect: 'Background colour in light mode.',
    example: '"#ffffff"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },
  {
    path: 'background.color.dark',
    type: 'string (hex colour)',
    effect: 'Background colour in dark mode.',
    example: '"#0b0d0e"',
    honouredBy: 'site frame-settings-css.ts, render-document.ts, assets/css/frame.css',
  },

  {
    path: 'navbar',
    type: 'object',
    effect: 'Links and the call-to-action in the top bar.',
    example:
      '{ "links": [{ "label": "Blog", "href": "https://acme.com/blog" }], "primary": { "type": "button", "label": "Sign up", "href": "https://acme.com/signup" } }',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.links',
    type: 'object[]',
    effect: 'Links in the top bar.',
    example: '[{ "label": "Support", "href": "mailto:help@acme.com" }]',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.links[].label',
    type: 'string',
    effect: 'Text of the link.',
    example: '"Support"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.links[].href',
    type: 'string (URL or path)',
    effect: 'Target of the link.',
    example: '"https://acme.com/support"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.links[].icon',
    type: ICON,
    effect: 'Icon before the label.',
    example: '"life-ring"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.links[].type',
    type: '"github" | "discord" | string',
    effect: "A link shown with the network's mark.",
    example: '"github"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.primary',
    type: '{ type: "button", label, href } | { type: "github" | "discord", href, label? }',
    effect: 'The call-to-action at the end of the top bar.',
    example: '{ "type": "github", "href": "https://github.com/acme/acme" }',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.primary.type',
    type: '"button" | "github" | "discord"',
    effect: 'A button with a label, or the GitHub / Discord mark.',
    example: '"button"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.primary.label',
    type: 'string',
    effect: 'Text of the button.',
    example: '"Sign up"',
    honouredBy: 'site render-navbar.ts',
  },
  {
    path: 'navbar.primary.href',
    type: 'string (URL or path)',
    effect: 'Target of the button.',
    example: '"https://acme.com/signup"',
    honouredBy: 'site render-navbar.ts',
  },

  {
    path: 'navigation',
    type: 'object',
    effect: "The site's pages, groups, tabs, anchors, dropdowns, products, versions and languages (SPEC.md).",
    example: '{ "groups": [{ "group": "Get started", "pages": ["index"] }] }',
    honouredBy: 'navigation resolve-navigation.ts',
  },

  {
    path: 'footer',
    type: 'object',
    effect: 'The page footer.',
    example: '{ "socials": { "github": "https://github.com/acme" } }',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.socials',
    type: 'object',
    effect: 'Social network links with their marks, keyed by network (`x`, `github`, `discord`, `linkedin`, …).',
    example: '{ "x": "https://x.com/acme", "github": "https://github.com/acme" }',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.socials.*',
    type: 'string (URL)',
    effect: 'The profile URL on that network.',
    example: '"https://github.com/acme"',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.links',
    type: 'object[]',
    effect: 'Columns of links in the footer.',
    example: '[{ "header": "Company", "items": [{ "label": "Blog", "href": "https://acme.com/blog" }] }]',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.links[].header',
    type: 'string',
    effect: 'Title of the column.',
    example: '"Company"',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.links[].items',
    type: 'object[]',
    effect: 'Links of the column.',
    example: '[{ "label": "Blog", "href": "https://acme.com/blog" }]',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.links[].items[].label',
    type: 'string',
    effect: 'Text of the link.',
    example: '"Blog"',
    honouredBy: 'site render-footer.ts',
  },
  {
    path: 'footer.links[].items[].href',
    type: 'string (URL or path)',
    effect: 'Target of the link.',
    example: '"https://acme.com/blog"',
    honouredBy: 'site render-footer.ts',
  },

  {
    path: 'search',
    type: 'object',
    effect: 'The search box.',
    example: '{ "prompt": "Search Acme docs…" }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'search.prompt',
    type: 'string',
    default: '"Search…"',
    effect: 'Placeholder text of the search box.',
    example: '"Search Acme docs…"',
    honouredBy: 'site render-top-bar.ts',
  },

  {
    path: 'seo',
    type: 'object',
    effect: 'Search engine settings.',
    example: '{ "metatags": { "og:site_name": "Acme" }, "indexing": "navigable" }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'seo.metatags',
    type: 'object (name → content)',
    effect:
      'Meta tags in the head of every page (`og:*` and `twitter:*` as `property`, others as `name`; `canonical` as the canonical link). Page front matter overrides them.',
    example: '{ "og:site_name": "Acme", "google-site-verification": "abc123" }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.metatags.*',
    type: 'string',
    effect: 'Content of that meta tag.',
    example: '"Acme"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths',
    type: 'object[]',
    effect:
      'Meta tags for the pages under a folder; a longer `path` wins over a shorter one, and both over `metatags`.',
    example: '[{ "path": "guides/v2", "metatags": { "robots": "noindex" } }]',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].path',
    type: 'string',
    effect: 'Folder of the pages, relative to the docs root.',
    example: '"guides/v2"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].metatags',
    type: 'object (name → content)',
    effect: 'Meta tags of the pages under `path`.',
    example: '{ "robots": "noindex" }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].metatags.*',
    type: 'string',
    effect: 'Content of that meta tag.',
    example: '"noindex"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization',
    type: 'object',
    effect: 'An Organization entity in JSON-LD structured data on every page.',
    example: '{ "name": "Acme", "url": "https://acme.com", "sameAs": ["https://github.com/acme"] }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.id',
    type: 'string (URL)',
    effect: "The entity's `@id`.",
    example: '"https://acme.com/#organization"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.name',
    type: 'string',
    default: 'name',
    effect: 'Organization name.',
    example: '"Acme"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.legalName',
    type: 'string',
    effect: 'Registered legal name.',
    example: '"Acme, Inc."',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.url',
    type: 'string (URL)',
    effect: 'Organization home page.',
    example: '"https://acme.com"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.logo',
    type: 'string (URL)',
    effect: 'Logo URL for structured data.',
    example: '"https://acme.com/logo.png"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.sameAs',
    type: 'string[]',
    effect: 'URLs of official profiles.',
    example: '["https://github.com/acme"]',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.indexing',
    type: '"navigable" | "all"',
    default: '"navigable"',
    effect:
      '`navigable`: only pages in the navigation are in sitemap.xml, hidden pages carry `noindex`; `all`: hidden pages are in the sitemap and indexable too.',
    example: '"all"',
    honouredBy: 'site render-sitemap.ts, render-head-meta.ts',
  },
  {
    path: 'seo.trailingSlash',
    type: 'boolean',
    default: 'false',
    effect:
      '`true`: every page URL ends in `/` (`/guides/setup/`) in links, canonical links, `og:url`, the sitemap and the search index, and the site redirects `/guides/setup` to `/guides/setup/` (308); `false`: the other way round.',
    example: 'true',
    honouredBy: 'site add-trailing-slashes.ts, build-manifest.ts; edge resolve-request-path.ts',
  },

  {
    path: 'fonts',
    type: 'object',
    effect: 'Fonts of the site: one for everything (`family`, `weight`, `source`, `format`) or `heading` and `body`.',
    example: '{ "family": "Inter" }',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.family',
    type: 'string',
    effect: 'Font family.',
    example: '"Inter"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.weight',
    type: 'number',
    effect: 'Font weight.',
    example: '400',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.source',
    type: 'string (URL or path)',
    effect: 'Self-hosted font file.',
    example: '"/fonts/inter.woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.format',
    type: '"woff" | "woff2"',
    effect: 'Format of `source`.',
    example: '"woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.heading',
    type: 'object',
    effect: 'Font of headings: `family`, `weight`, `source`, `format`.',
    example: '{ "family": "Playfair Display", "weight": 700 }',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.heading.family',
    type: 'string',
    effect: 'Font family of headings.',
    example: '"Playfair Display"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.heading.weight',
    type: 'number',
    effect: 'Font weight of headings.',
    example: '700',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.heading.source',
    type: 'string (URL or path)',
    effect: 'Self-hosted heading font file.',
    example: '"/fonts/heading.woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.heading.format',
    type: '"woff" | "woff2"',
    effect: 'Format of `source`.',
    example: '"woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.body',
    type: 'object',
    effect: 'Font of body text: `family`, `weight`, `source`, `format`.',
    example: '{ "family": "Inter" }',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.body.family',
    type: 'string',
    effect: 'Font family of body text.',
    example: '"Inter"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.body.weight',
    type: 'number',
    effect: 'Font weight of body text.',
    example: '400',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.body.source',
    type: 'string (URL or path)',
    effect: 'Self-hosted body font file.',
    example: '"/fonts/body.woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },
  {
    path: 'fonts.body.format',
    type: '"woff" | "woff2"',
    effect: 'Format of `source`.',
    example: '"woff2"',
    honouredBy: 'site frame-settings-css.ts',
  },

  {
    path: 'icons',
    type: 'object',
    effect: 'Icon settings.',
    example: '{ "library": "lucide" }',
    honouredBy: 'site render-icon.ts',
  },
  {
    path: 'icons.library',
    type: '"fontawesome" | "lucide" | "tabler"',
    default: '"fontawesome"',
    effect:
      'Library icon names are looked up in, everywhere an icon is written by name. A name the library lacks (a Font Awesome Pro name such as `rocket-launch`) is drawn from another free library with that name, or as a close free icon, with a `CONTENT_ICON_SUBSTITUTED` note.',
    example: '"lucide"',
    honouredBy: 'site render-icon.ts, content icons',
  },

  {
    path: 'styling',
    type: 'object',
    effect: 'Page styling.',
    example: '{ "eyebrows": "breadcrumbs" }',
    honouredBy: 'docs-config validate-docs-config.ts',
  },
  {
    path: 'styling.eyebrows',
    type: '"section" | "breadcrumbs"',
    default: '"section"',
    effect: 'Above the page title: the section name, or the full navigation path.',
    example: '"breadcrumbs"',
    honouredBy: 'site render-eyebrow.ts',
  },
  {
    path: 'styling.codeblocks',
    type: '"system" | "dark" | { theme, languages? }',
    default: '"system"',
    effect: 'Code block colours: follow the mode, always dark, or a Shiki theme (one, or a light/dark pair).',
    example: '{ "theme": { "light": "github-light", "dark": "github-dark" } }',
    honouredBy: 'content code-theme.ts, builder page-render-settings.ts',
  },
  {
    path: 'styling.codeblocks.theme',
    type: 'string | { light, dark }',
    effect: 'A Shiki theme name, or one per mode.',
    example: '"github-dark"',
    honouredBy: 'content code-theme.ts, builder page-render-settings.ts',
  },
  {
    path: 'styling.codeblocks.theme.light',
    type: 'string',
    effect: 'Shiki theme in light mode.',
    example: '"github-light"',
    honouredBy: 'content code-theme.ts, builder page-render-settings.ts',
  },
  {
    path: 'styling.codeblocks.theme.dark',
    type: 'string',
    effect: 'Shiki theme in dark mode.',
    example: '"github-dark"',
    honouredBy: 'content code-theme.ts, builder page-render-settings.ts',
  },
  {
    path: 'styling.codeblocks.languages',
    type: 'object',
    effect: 'Code languages of the site besides the ones Folio highlights (see `custom`).',
    example: '{ "custom": ["/languages/acme.json"] }',
    honouredBy: 'docs-config load-custom-languages.ts',
  },
  {
    path: 'styling.codeblocks.languages.custom',
    type: 'string[]',
    effect:
      "Repository paths of Shiki language definitions (TextMate grammars in JSON with `name`, `scopeName`, `patterns`, optional `repository` and `aliases`). Code fences naming the grammar's `name` or an alias are highlighted with it at build time, for this site only. A path that is missing, leaves the repository, or a file that is not such a grammar is reported (`CONFIG_LANGUAGE_MISSING`, `CONFIG_LANGUAGE_INVALID`, also by `folio check`) and skipped: its code blocks are plain text. A page whose highlighting takes longer than the render deadline (20 s; a grammar whose regular expressions backtrack catastrophically) is published with an error (`BUILD_PAGE_RENDER_TIMEOUT`), the rest of the site builds.",
    example: '["/languages/acme.json"]',
    honouredBy:
      'docs-config load-custom-languages.ts; content custom-language-highlighters.ts; builder page-render-settings.ts, render-pool.ts',
  },
  {
    path: 'styling.latex',
    type: 'boolean',
    effect:
      'Which dollar signs are math: `true` both `$…$` and `$$…$$`; `false` none; unset: `$$…$$`, and `$…$` on pages where every pair reads as a formula.',
    example: 'true',
    honouredBy: 'content math-parsers.ts, builder page-render-settings.ts',
  },

  {
    path: 'redirects',
    type: 'object[]',
    effect: 'Redirects from old paths (served by the edge and `folio dev`, and as stub pages).',
    example: '[{ "source": "/old", "destination": "/new" }]',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].source',
    type: 'string (path or pattern)',
    effect: 'Path redirected, e.g. `/old` or `/blog/:slug*`.',
    example: '"/old"',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].destination',
    type: 'string (path or URL)',
    effect: 'Where it goes.',
    example: '"/new"',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].permanent',
    type: 'boolean',
    default: 'true',
    effect: '`true`: 308; `false`: 307.',
    example: 'false',
    honouredBy: 'edge',
  },

  {
    path: 'checks',
    type: 'object',
    effect:
      "How severe the findings of Folio's site-wide checks are. A finding never keeps a page from being published by itself.",
    example: '{ "links": "error" }',
    folioOnly: true,
    honouredBy: 'builder links/check-links.ts',
  },
  {
    path: 'checks.links',
    type: '"warning" | "error"',
    default: '"warning"',
    effect:
      'Broken links, anchors, images and redirects (`LINK_*` diagnostics, in pages, snippets and docs.json). `warning`: reported, and `folio check --strict` and `folio build --strict` fail on them; `error`: `folio check` and `folio build` exit 1 on them, hosted builds count them as errors (the site is still published), and a site with strict builds publishes nothing while one is left.',
    example: '"error"',
    folioOnly: true,
    honouredBy: 'builder links/check-links.ts',
  },

  {
    path: 'integrations',
    type: 'object',
    effect:
      "Analytics, chat and consent providers: each one's script is loaded with the site's id, only from the provider's own origins (a `launchUrl`, `scriptSource`, `cdnUrl`, `apiHost` or `server` elsewhere is refused with `CONFIG_INTEGRATION_ORIGIN`).",
    example: '{ "ga4": { "measurementId": "G-XXXXXXX" } }',
    honouredBy: 'site site-integrations.ts, assets/integrations.js',
  },
  ...integration('adobe', { launchUrl: 'string (URL)' }, 'Adobe Launch'),
  ...integration('amplitude', { apiKey: 'string' }, 'Amplitude'),
  ...integration('clarity', { projectId: 'string' }, 'Microsoft Clarity'),
  ...integration('clearbit', { publicApiKey: 'string' }, 'Clearbit'),
  ...integration('fathom', { siteId: 'string' }, 'Fathom'),
  ...integration('frontchat', { snippetId: 'string' }, 'Front Chat'),
  ...integration('ga4', { measurementId: 'string' }, 'Google Analytics 4'),
  ...integration('gtm', { tagId: 'string' }, 'Google Tag Manager'),
  ...integration('heap', { appId: 'string' }, 'Heap'),
  ...integration('hightouch', { writeKey: 'string', apiHost: 'string' }, 'Hightouch'),
  ...integration('hotjar', { hjid: 'string', hjsv: 'string' }, 'Hotjar'),
  ...integration('intercom', { appId: 'string' }, 'Intercom'),
  ...integration('koala', { publicApiKey: 'string' }, 'Koala'),
  ...integration('logrocket', { appId: 'string' }, 'LogRocket'),
  ...integration('mixpanel', { projectToken: 'string', region: '"us" | "eu" | "in"' }, 'Mixpanel'),
  ...integration(
    'onetrust',
    { domainScript: 'string', categoryId: 'string', scriptSource: 'string (URL)' },
    'OneTrust',
  ),
  ...integration('pirsch', { id: 'string' }, 'Pirsch'),
  ...integration('posthog', { apiKey: 'string', apiHost: 'string (URL)', sessionRecording: 'boolean' }, 'PostHog'),
  ...integration('plausible', { domain: 'string', server: 'string' }, 'Plausible'),
  ...integration('segment', { key: 'string', cdnUrl: 'string (URL)' }, 'Segment'),
  ...integration('telemetry', { enabled: 'boolean' }, "the platform's own telemetry"),
  ...integration('cookies', { key: 'string', value: 'string' }, 'a consent cookie (analytics load once it is set)'),
  ...integration('transcend', { bundleId: 'string', analyticsPurpose: 'string' }, 'Transcend consent'),

  {
    path: 'banner',
    type: 'object',
    effect: 'An announcement bar above every page.',
    example: '{ "content": "v2 is out: [read the guide](/v2)", "dismissible": true }',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.content',
    type: 'string (Markdown)',
    effect: 'Text of the banner; links, bold and italic allowed.',
    example: '"v2 is out: [read the guide](/v2)"',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.dismissible',
    type: 'boolean',
    default: 'false',
    effect: 'A close button; the choice is remembered in the browser.',
    example: 'true',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.type',
    type: '"info" | "warning" | "critical"',
    default: '"info"',
    effect: 'Colour of the banner.',
    example: '"warning"',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.color',
    type: 'object',
    effect: 'Banner colour per mode (overrides `type`).',
    example: '{ "light": "#FDE68A", "dark": "#78350F" }',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.color.light',
    type: 'string (hex colour)',
    effect: 'Banner colour in light mode.',
    example: '"#FDE68A"',
    honouredBy: 'site render-banner.ts',
  },
  {
    path: 'banner.color.dark',
    type: 'string (hex colour)',
    effect: 'Banner colour in dark mode.',
    example: '"#78350F"',
    honouredBy: 'site render-banner.ts',
  },

  {
    path: 'errors',
    type: 'object',
    effect: 'Error pages.',
    example: '{ "404": { "redirect": false, "title": "Nothing here" } }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'errors.404',
    type: 'object',
    effect: 'The page shown for an unknown path.',
    example: '{ "redirect": false, "title": "Nothing here", "description": "Try the [home page](/)." }',
    honouredBy: 'site render-not-found.ts',
  },
  {
    path: 'errors.404.redirect',
    type: 'boolean',
    default: 'true',
    effect:
      '`true`: an unknown path redirects to the first page (the 404 page says so and goes there); `false`: the 404 page stays.',
    example: 'false',
    honouredBy: 'site render-not-found.ts',
  },
  {
    path: 'errors.404.title',
    type: 'string',
    default: '"Page not found"',
    effect: 'Heading and title of the 404 page.',
    example: '"Nothing here"',
    honouredBy: 'site render-not-found.ts',
  },
  {
    path: 'errors.404.description',
    type: 'string (Markdown)',
    effect: 'Text of the 404 page; links, bold, italic and code allowed.',
    example: '"Try the [home page](/)."',
    honouredBy: 'site render-not-found.ts',
  },

  {
    path: 'contextual',
    type: 'object',
    effect: 'The page menu: copy the page as Markdown, view it, open it in an assistant.',
    example: '{ "options": ["copy", "view", "chatgpt", "claude"] }',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options',
    type: 'array of option names or custom options',
    effect:
      "The menu's options, in order: `copy`, `view`, `chatgpt`, `claude`, `perplexity`, …, `mcp` (copies the site's MCP server URL), `cursor` and `vscode` (install it in those editors), or `{ title, description, icon, href }`.",
    example: '["copy", "view", "chatgpt", "claude", "perplexity"]',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].title',
    type: 'string',
    effect: 'Title of a custom option.',
    example: '"Ask Acme AI"',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].description',
    type: 'string',
    effect: 'Description of a custom option.',
    example: '"Open this page in Acme AI"',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].icon',
    type: ICON,
    effect: 'Icon of a custom option.',
    example: '"sparkles"',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].href',
    type: 'string | { base, query }',
    effect: "Target of a custom option (`$page`, `$path` and `$mcp`, the site's MCP server URL, replaced).",
    example: '"https://ai.acme.com/?q=$page"',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].href.base',
    type: 'string (URL)',
    effect: 'URL before the query.',
    example: '"https://ai.acme.com/"',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.options[].href.query',
    type: 'object[]',
    effect: 'Query parameters `{ key, value }`.',
    example: '[{ "key": "q", "value": "$page" }]',
    honouredBy: 'site render-contextual-menu.ts',
  },
  {
    path: 'contextual.display',
    type: '"header" | "toc"',
    default: '"header"',
    effect: 'Where the menu is: the page header or the table of contents.',
    example: '"toc"',
    honouredBy: 'site render-contextual-menu.ts',
  },

  {
    path: 'thumbnails',
    type: 'object',
    effect:
      "Generated Open Graph images: with a `thumbnails` object (`{}` for the defaults), every page without its own `og:image` (front matter, `seo.metatags`, `seo.paths`) gets a 1200×630 PNG drawn at build time: the logo (or site name), the page's group or tab, its title (up to three lines) and description (two lines), in `colors.primary` (`colors.light` on dark). Published content-addressed at `/_og/<hash>.png` as `og:image` / `twitter:image` (absolute when the site URL is known) with its size and `twitter:card` `summary_large_image`; unchanged cards are not drawn again on a rebuild. Without the key no card is drawn (a card costs about 14 ms CPU, some three times what the rest of a page's build costs), and pages have an `og:image` only where they set one. Pages generated from OpenAPI documents get a card too: the operation's title (its summary, else `METHOD /path`), a method badge and the path under it, and the first sentence of its description as plain text; AsyncAPI channel pages show the title and the channel's address behind a `CHANNEL` badge. Titles in scripts Inter lacks (CJK, Arabic) show missing-glyph boxes unless `fonts.family` names a repository font that has them.",
    example: '{ "appearance": "dark", "background": "/images/og.png" }',
    honouredBy: 'builder thumbnails/plan-thumbnails.ts; site render-head-meta.ts',
  },
  {
    path: 'thumbnails.appearance',
    type: '"light" | "dark"',
    default: '"light"',
    effect: 'Light (white) or dark (near-black) generated thumbnails.',
    example: '"dark"',
    honouredBy: 'builder thumbnails/compose-thumbnail-svg.ts',
  },
  {
    path: 'thumbnails.background',
    type: 'string (path or URL)',
    effect:
      "Picture drawn under the text of generated thumbnails (cropped to 1200×630, under a veil that keeps the text legible): a repository PNG, JPEG, WebP, GIF or SVG (an SVG that links to other files is not used). At most 24 megapixels, read from the file's header before anything is decoded (for an SVG: the pictures it embeds): a larger picture is not used (`BUILD_IMAGE_TOO_LARGE`; 2400×1260 is all a card can show), nor is one whose drawing goes over the drawing process's 1536 MB or 20 s (`BUILD_THUMBNAIL_FAILED`); the logo has the same budget. A remote URL is not downloaded: the thumbnails use the site's colours only (`BUILD_THUMBNAIL_BACKGROUND_UNUSED`). Pages that get no generated card (the 404 page; `folio dev`'s pages before they are rendered) use it as their `og:image` (absolute when the site URL is known).",
    example: '"/images/og.png"',
    honouredBy: 'builder thumbnails/plan-thumbnails.ts; site render-head-meta.ts',
  },
  {
    path: 'thumbnails.fonts',
    type: 'object',
    effect: 'Font of generated thumbnails (see `family`).',
    example: '{ "family": "Inter" }',
    honouredBy: 'builder thumbnails/thumbnail-font.ts',
  },
  {
    path: 'thumbnails.fonts.family',
    type: 'string',
    default: '"Inter"',
    effect:
      'Font of generated thumbnails: `Inter` (shipped with Folio), a repository TrueType/OpenType file (`"/fonts/Brand.ttf"`), or the family of a docs.json `fonts` entry whose `source` is a repository .ttf/.otf file. Folio never downloads fonts or uses the build machine\'s, so thumbnails are identical wherever they are built; any other value is drawn in Inter with a warning (`BUILD_THUMBNAIL_FONT_FALLBACK`).',
    example: '"Inter"',
    honouredBy: 'builder thumbnails/thumbnail-font.ts',
  },

  {
    path: 'interaction',
    type: 'object',
    effect: 'How navigation reacts.',
    example: '{ "drilldown": true }',
    honouredBy: 'docs-config validate-docs-config.ts',
  },
  {
    path: 'interaction.drilldown',
    type: 'boolean',
    default: 'false',
    effect: '`true`: selecting a group opens its first page; `false`: it only expands or collapses (SPEC.md).',
    example: 'true',
    honouredBy: 'site render-sidebar.ts',
  },

  {
    path: 'metadata',
    type: 'object',
    effect: 'Page metadata.',
    example: '{ "timestamp": true }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'metadata.timestamp',
    type: 'boolean',
    default: 'false',
    effect:
      '`true`: each page shows "Last updated" with the date of its last commit (`folio build`/`dev` in a git working copy; hosted builds, which clone one commit, show none).',
    example: 'true',
    honouredBy: 'site render-page-main.ts',
  },

  {
    path: 'feedback',
    type: 'object',
    effect:
      'Reader feedback on pages. The reference defines it (its `feedbackSchema`: `thumbs`, `edits`, `issues`) as a setting of its dashboard; Folio reads it from docs.json. `edits` and `issues` (links to suggest an edit or raise an issue) are noted with `CONFIG_SETTING_IGNORED`: Folio shows no such links yet.',
    example: '{ "thumbs": false }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'feedback.thumbs',
    type: 'boolean',
    default: 'true',
    effect:
      '"Was this page helpful?" with yes and no buttons and an optional comment at the end of every page (not on `custom` and `frame` pages); votes and comments go to the site\'s analytics in the dashboard, with the page and the commit. `false` removes the widget.',
    example: 'false',
    honouredBy: 'site render-page-feedback.ts, assets/js/page-feedback.js',
  },

  {
    path: 'variables',
    type: 'object (name → string)',
    effect:
      '`{{name}}` in pages and snippets is replaced by the value before the page is read (also inside code, as the reference does); HTML tags in values are removed. An unknown name stays as written.',
    example: '{ "version": "2.4.1", "company": "Acme" }',
    honouredBy: 'builder substitute-variables.ts',
  },
  {
    path: 'variables.*',
    type: 'string',
    effect: 'The value of `{{name}}`.',
    example: '"2.4.1"',
    honouredBy: 'builder substitute-variables.ts',
  },

  {
    path: 'markdown',
    type: 'object',
    effect: 'The Markdown served to AI agents (`<page>.md`, llms-full.txt).',
    example: '{ "instructions": "Prefer the v2 API." }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'markdown.schema',
    type: 'boolean',
    default: 'false',
    effect:
      "`true`: the Markdown of each API page ends with its operation's OpenAPI definition (the operation and every component it refers to), not the whole document.",
    example: 'true',
    honouredBy: 'site operation-schema-markdown.ts',
  },
  {
    path: 'markdown.instructions',
    type: 'string | string[]',
    effect:
      'Instructions for AI agents at the end of every page\'s Markdown (`<page>.md` and llms-full.txt), under "Instructions for AI agents".',
    example: '"Prefer the v2 API."',
    honouredBy: 'site render-site-page.ts',
  },
];

/** The rows of one integration: its object and each of its keys. */
function integration(name: string, keys: Record<string, string>, provider: string): DocsSetting[] {
  const example = `{ ${Object.entries(keys)
    .map(([key, type]) => `"${key}": ${type === 'boolean' ? 'true' : `"…"`}`)
    .join(', ')} }`;
  return [
    {
      path: `integrations.${name}`,
      type: 'object',
      effect: `Loads ${provider}.`,
      example,
      honouredBy: HONOURED_INTEGRATIONS,
    },
    ...Object.entries(keys).map(([key, type]) => ({
      path: `integrations.${name}.${key}`,
      type,
      effect: `\`${key}\` of ${provider}.`,
      honouredBy: HONOURED_INTEGRATIONS,
    })),
  ];
}
