import { checkUrl, type PathSegment } from '@folio/diagnostics';
import { validateOpenApiSetting } from './validate-openapi-setting.ts';
import { validateAsyncApiSetting } from './validate-asyncapi-setting.ts';
import { describeValue } from './describe-value.ts';
import { readEnumField } from './read-enum-field.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { knownSettingKeys } from './settings-tree.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';
import type { ApiSettings, MdxAuth, PlaygroundDisplay } from './model/api-settings.ts';
import { SAMPLE_LANGUAGES, sampleLanguageOf, type SampleLanguageId } from './model/request-sample-languages.ts';
import { closestMatch } from './closest-match.ts';

const PLAYGROUND_DISPLAYS = ['interactive', 'simple', 'none', 'auth'];

/**
 * Validates `api`: `openapi` (the default document), `playground` (`display`, `proxy`,
 * `credentials`), `params.expanded`, `examples` (`defaults`, `languages`, `prefill`,
 * `autogenerate`), `url`, `params.post` and `mdx` (`server`, `auth`), each problem with its JSON
 * path. `asyncapi` is checked for its shape and read by the builder from `raw.api`.
 */
export function validateApiSettings(ctx: ValidationContext, config: JsonObject): ApiSettings | undefined {
  const api = readField(ctx, config, 'api', [], 'object');
  if (api === undefined) return undefined;
  const path: PathSegment[] = ['api'];
  reportUnknownKeys(ctx, api, path, knownSettingKeys('api'), 'api');
  const result: ApiSettings = {};
  const openapi = validateOpenApiSetting(ctx, api.openapi, [...path, 'openapi']);
  if (openapi !== undefined) result.openapi = openapi;
  // `asyncapi` stays in `raw.api`, where the builder reads it; a value of the wrong shape is reported here.
  validateAsyncApiSetting(ctx, api.asyncapi, [...path, 'asyncapi']);

  const playground = readSection(ctx, api, 'playground');
  if (playground !== undefined) {
    const at = ['api', 'playground'];
    result.playground = {};
    const proxy = readField(ctx, playground, 'proxy', at, 'boolean');
    if (proxy !== undefined) result.playground.proxy = proxy;
    const credentials = readField(ctx, playground, 'credentials', at, 'boolean');
    if (credentials !== undefined) result.playground.credentials = credentials;
    const display = readField(ctx, playground, 'display', at, 'string');
    if (display !== undefined) {
      if (PLAYGROUND_DISPLAYS.includes(display)) result.playground.display = display as PlaygroundDisplay;
      else {
        ctx.report(
          'CONFIG_UNSUPPORTED_VALUE',
          [...at, 'display'],
          `\`api.playground.display\` "${display}" is not one of ${PLAYGROUND_DISPLAYS.map((d) => `"${d}"`).join(', ')}; the interactive playground is shown`,
          'Use "interactive", "simple", "none" or "auth".',
        );
      }
    }
  }

  const params = readSection(ctx, api, 'params');
  if (params !== undefined) {
    result.params = {};
    const expanded = readEnumField(ctx, params, 'expanded', ['api', 'params'], ['all', 'closed']);
    if (expanded !== undefined) result.params.expanded = expanded as 'all' | 'closed';
    const post = readField(ctx, params, 'post', ['api', 'params'], 'array');
    if (post !== undefined) {
      result.params.post = post.flatMap((item, index) => {
        if (typeof item === 'string' && item.trim() !== '') return [item.trim()];
        ctx.report(
          'CONFIG_WRONG_TYPE',
          ['api', 'params', 'post', index],
          `\`api.params.post[${index}]\` must be an OpenAPI key such as "x-since", found ${describeValue(item)}`,
        );
        return [];
      });
    }
  }

  const examples = readSection(ctx, api, 'examples');
  if (examples !== undefined) {
    const at = ['api', 'examples'];
    result.examples = {};
    const defaults = readEnumField(ctx, examples, 'defaults', at, ['all', 'required']);
    if (defaults !== undefined) result.examples.defaults = defaults as 'all' | 'required';
    for (const key of ['prefill', 'autogenerate'] as const) {
      const flag = readField(ctx, examples, key, at, 'boolean');
      if (flag !== undefined) result.examples[key] = flag;
    }
    const languages = readField(ctx, examples, 'languages', at, 'array');
    if (languages !== undefined) {
      const chosen = languages.flatMap((item, index): SampleLanguageId[] => {
        if (typeof item === 'string' && item.trim() !== '') {
          const language = sampleLanguageOf(item);
          if (language !== undefined) return [language];
          const closest = closestMatch(
            item.trim().toLowerCase(),
            SAMPLE_LANGUAGES.flatMap((known) => known.names),
          );
          ctx.report(
            'CONFIG_UNSUPPORTED_VALUE',
            [...at, 'languages', index],
            `Folio does not generate "${item}" request samples; this entry is left out`,
            `${closest === undefined ? '' : `Did you mean "${closest}"? `}Folio generates ${SAMPLE_LANGUAGES.map((known) => `"${known.names[0]}"`).join(', ')}; add other languages as \`x-codeSamples\` in the OpenAPI document.`,
          );
          return [];
        }
        ctx.report(
          'CONFIG_WRONG_TYPE',
          [...at, 'languages', index],
          `\`api.examples.languages[${index}]\` must be a language name such as "bash" or "python", found ${describeValue(item)}`,
        );
        return [];
      });
      result.examples.languages = [...new Set(chosen)];
    }
  }

  const mdx = readSection(ctx, api, 'mdx');
  if (mdx !== undefined) {
    const at: PathSegment[] = ['api', 'mdx'];
    const servers =
      typeof mdx.server === 'string'
        ? [mdx.server]
        : Array.isArray(mdx.server)
          ? mdx.server
          : mdx.server === undefined
            ? []
            : undefined;
    if (servers === undefined)
      ctx.report(
        'CONFIG_WRONG_TYPE',
        [...at, 'server'],
        `\`api.mdx.server\` must be a URL or an array of URLs, found ${describeValue(mdx.server)}`,
      );
    const valid = (servers ?? []).flatMap((server, index) => {
      const verdict = typeof server === 'string' ? checkUrl(server, 'resource') : undefined;
      if (verdict?.allowed === true && verdict.isExternal) return [verdict.url];
      ctx.report(
        'CONFIG_URL_REFUSED',
        typeof mdx.server === 'string' ? [...at, 'server'] : [...at, 'server', index],
        `\`api.mdx.server\` ${JSON.stringify(server)} is not an http(s) URL`,
        'Write the base URL of the API, such as "https://api.acme.com/v1".',
      );
      return [];
    });
    result.mdx = valid.length === 0 ? {} : { server: valid };
    const auth = readField(ctx, mdx, 'auth', at, 'object');
    if (auth !== undefined) {
      reportUnknownKeys(ctx, auth, [...at, 'auth'], knownSettingKeys('api.mdx.auth'), 'api.mdx.auth');
      if (auth.method === undefined)
        ctx.report(
          'CONFIG_REQUIRED',
          [...at, 'auth'],
          '`api.mdx.auth` has no `method`',
          'Add "method": "bearer", "basic" or "key" (with "name", the header).',
        );
      const method = readEnumField(ctx, auth, 'method', [...at, 'auth'], ['bearer', 'basic', 'key', 'cobo']);
      const name = readField(ctx, auth, 'name', [...at, 'auth'], 'string');
      if (method !== undefined)
        result.mdx.auth = { method: method as MdxAuth['method'], ...(name === undefined ? {} : { name }) };
    }
  }

  if (api.url !== undefined) {
    const url = readEnumField(ctx, api, 'url', path, ['full']);
    if (url !== undefined) result.url = 'full';
  }
  return result;
}

function readSection(ctx: ValidationContext, api: JsonObject, key: string): JsonObject | undefined {
  const section = readField(ctx, api, key, ['api'], 'object');
  if (section !== undefined)
    reportUnknownKeys(ctx, section, ['api', key], knownSettingKeys(`api.${key}`), `api.${key}`);
  return section;
}
