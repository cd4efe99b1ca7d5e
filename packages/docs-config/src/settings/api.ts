import type { DocsSetting } from './docs-setting.ts';

/** API reference pages and the playground: `api`. Rows of `DOCS_SETTINGS`, in its order. */
export const API_SETTINGS: readonly DocsSetting[] = [
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
];
