import type { PathSegment } from '@folio/diagnostics';
import type { DocsConfig } from './types.ts';
import { validateOpenApiSetting } from './validate-openapi-setting.ts';
import { readField } from './read-field.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

const PLAYGROUND_DISPLAYS = ['interactive', 'simple', 'none', 'auth'];

/**
 * Validates the `api` settings Folio uses: `openapi` (the default document), `playground.proxy`
 * and `playground.display`. Other `api` keys (`asyncapi`, `examples`, `params`, `mdx`, …) pass
 * through in `raw`.
 */
export function validateApiSettings(ctx: ValidationContext, config: JsonObject): DocsConfig['api'] {
  const api = readField(ctx, config, 'api', [], 'object');
  if (api === undefined) return undefined;
  const path: PathSegment[] = ['api'];
  const result: NonNullable<DocsConfig['api']> = {};
  const openapi = validateOpenApiSetting(ctx, api.openapi, [...path, 'openapi']);
  if (openapi !== undefined) result.openapi = openapi;

  const playground = readField(ctx, api, 'playground', path, 'object');
  if (playground !== undefined) {
    const playgroundPath = [...path, 'playground'];
    result.playground = {};
    const proxy = readField(ctx, playground, 'proxy', playgroundPath, 'boolean');
    if (proxy !== undefined) result.playground.proxy = proxy;
    const display = readField(ctx, playground, 'display', playgroundPath, 'string');
    if (display !== undefined) {
      result.playground.display = display;
      if (!PLAYGROUND_DISPLAYS.includes(display)) {
        ctx.report(
          'CONFIG_UNSUPPORTED_VALUE',
          [...playgroundPath, 'display'],
          `\`api.playground.display\` "${display}" is not one of ${PLAYGROUND_DISPLAYS.map((d) => `"${d}"`).join(', ')}`,
          'Use "interactive", "simple", "none" or "auth".',
        );
      }
    }
  }
  return result;
}
