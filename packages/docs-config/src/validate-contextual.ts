import type { PathSegment } from '@folio/diagnostics';
import { checkUrl } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readIcon } from './read-icon.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import {
  CONTEXTUAL_OPTION_NAMES,
  CONTEXTUAL_OPTIONS_DRAWN,
  type Contextual,
  type CustomContextualOption,
  type DrawnContextualOption,
} from './model/site-chrome.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

const CONTEXTUAL_KEYS = new Set(['options', 'display']);
const CUSTOM_KEYS = new Set(['title', 'description', 'icon', 'href', 'iconType']);
const HREF_KEYS = new Set(['base', 'query']);
const DISPLAYS = ['header', 'toc'] as const;
const DRAWN: ReadonlySet<string> = new Set(CONTEXTUAL_OPTIONS_DRAWN);
const KNOWN: ReadonlySet<string> = new Set(CONTEXTUAL_OPTION_NAMES);

/**
 * Validates `contextual`: `options` (built-in names and custom `{ title, description, icon?,
 * href }` entries, each at most once) and `display` (`header` or `toc`). Built-in options that
 * need a service Folio does not host are reported and left out; the menu keeps the others.
 */
export function validateContextual(ctx: ValidationContext, config: JsonObject): Contextual | undefined {
  const contextual = readField(ctx, config, 'contextual', [], 'object');
  if (contextual === undefined) return undefined;
  const path: PathSegment[] = ['contextual'];
  reportUnknownKeys(ctx, contextual, path, CONTEXTUAL_KEYS, '`contextual`');
  let display: Contextual['display'] = 'header';
  const displayValue = readField(ctx, contextual, 'display', path, 'string');
  if (displayValue !== undefined) {
    if ((DISPLAYS as readonly string[]).includes(displayValue)) display = displayValue as Contextual['display'];
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, 'display'],
        `\`contextual.display\` "${displayValue}" is not "header" or "toc"; the menu is shown in the page header`,
        'Write "header" or "toc".',
      );
  }
  const options = readField(ctx, contextual, 'options', path, 'array', {
    required: '`contextual` has no `options`; no page menu is shown',
  });
  if (options === undefined) return undefined;
  const seen = new Set<string>();
  const result: Contextual['options'] = [];
  options.forEach((entry, index) => {
    const at = [...path, 'options', index];
    const option = validateOption(ctx, entry, at);
    if (option === undefined) return;
    const identity = typeof option === 'string' ? option : `custom:${option.title}`;
    if (seen.has(identity)) {
      ctx.report(
        'CONFIG_INVALID_VALUE',
        at,
        `contextual option ${typeof option === 'string' ? `"${option}"` : `"${option.title}"`} appears twice; it is shown once`,
        'Remove the repeated option.',
      );
      return;
    }
    seen.add(identity);
    result.push(option);
  });
  return { options: result, display };
}

function validateOption(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): DrawnContextualOption | CustomContextualOption | undefined {
  if (isUnresolvedRef(value)) return undefined;
  if (typeof value === 'string') {
    if (DRAWN.has(value)) return value as DrawnContextualOption;
    if (KNOWN.has(value)) {
      ctx.report(
        'CONFIG_CONTEXTUAL_OPTION_UNAVAILABLE',
        path,
        `contextual option "${value}" needs a service Folio does not host for a site; it is not shown`,
      );
      return undefined;
    }
    const suggestion = closestMatch(value, KNOWN);
    ctx.report(
      'CONFIG_INVALID_VALUE',
      path,
      `"${value}" is not a contextual option; it is left out`,
      suggestion === undefined
        ? `Use one of: ${CONTEXTUAL_OPTIONS_DRAWN.join(', ')}, or a custom option object.`
        : `Did you mean "${suggestion}"?`,
    );
    return undefined;
  }
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `each \`contextual.options\` entry must be an option name or an object { "title", "description", "href" }, found ${describeValue(value)}`,
    );
    return undefined;
  }
  reportUnknownKeys(ctx, value, path, CUSTOM_KEYS, 'a custom contextual option');
  const title = readField(ctx, value, 'title', path, 'string', {
    required: 'a custom contextual option has no `title`; it is left out',
  });
  const description = readField(ctx, value, 'description', path, 'string', {
    required: 'a custom contextual option has no `description`; it is left out',
  });
  const icon = readIcon(ctx, value, path);
  readField(ctx, value, 'iconType', path, 'string');
  const href = validateOptionHref(ctx, value, path);
  if (title === undefined || description === undefined || href === undefined) return undefined;
  const option: CustomContextualOption = { title, description, href };
  if (icon !== undefined) option.icon = icon;
  return option;
}

/** A custom option's `href`: a link, or `{ base, query: [{ key, value }] }` whose values may use `$page` and `$path`. */
function validateOptionHref(
  ctx: ValidationContext,
  option: JsonObject,
  path: readonly PathSegment[],
): CustomContextualOption['href'] | undefined {
  const value = option.href;
  const hrefPath = [...path, 'href'];
  if (value === undefined) {
    ctx.report(
      'CONFIG_REQUIRED',
      hrefPath,
      'a custom contextual option has no `href`; it is left out',
      'Add "href": "https://…".',
    );
    return undefined;
  }
  if (typeof value === 'string') return checkLink(ctx, value, hrefPath);
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      hrefPath,
      `\`href\` must be a URL or { "base", "query" }, found ${describeValue(value)}`,
    );
    return undefined;
  }
  reportUnknownKeys(ctx, value, hrefPath, HREF_KEYS, 'a contextual option `href`');
  const baseValue = readField(ctx, value, 'base', hrefPath, 'string', {
    required: 'a contextual option `href` has no `base`; the option is left out',
  });
  const base = baseValue === undefined ? undefined : checkLink(ctx, baseValue, [...hrefPath, 'base']);
  const queryValue = readField(ctx, value, 'query', hrefPath, 'array');
  const query: { key: string; value: string }[] = [];
  (queryValue ?? []).forEach((pair, index) => {
    const at = [...hrefPath, 'query', index];
    if (!isJsonObject(pair) || typeof pair.key !== 'string' || typeof pair.value !== 'string') {
      ctx.report(
        'CONFIG_WRONG_TYPE',
        at,
        `each \`query\` entry must be { "key": string, "value": string }, found ${describeValue(pair)}; it is left out`,
      );
      return;
    }
    query.push({ key: pair.key, value: pair.value });
  });
  return base === undefined ? undefined : { base, query };
}

function checkLink(ctx: ValidationContext, value: string, path: readonly PathSegment[]): string | undefined {
  const verdict = checkUrl(value, 'link');
  if (verdict.allowed) return verdict.url;
  ctx.report(
    'CONFIG_URL_REFUSED',
    path,
    `contextual option link ${JSON.stringify(value)} ${verdict.reason}; the option is left out`,
    verdict.hint,
  );
  return undefined;
}
