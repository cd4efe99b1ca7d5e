import { checkUrl, type PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import { readEnumField } from './read-enum-field.ts';
import { readField } from './read-field.ts';
import { readUrlField } from './read-url-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { LEGACY_FEEDBACK_SETTINGS } from './legacy-mint-settings.ts';
import { knownSettingKeys } from './settings-tree.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { ICON_LIBRARIES } from './model/icons.ts';
import type { ValidationContext } from './validation-context.ts';
import type { MetaTags, NotFoundSettings, SeoSettings, SiteSettings } from './model/site-settings.ts';

/** Keys of the reference's `feedback` that Folio accepts without honouring them (no table row: every row is honoured). */
const FEEDBACK_LINKS = ['edits', 'issues'] as const;
const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'];
const INDEXING = ['navigable', 'all'];
/** Names a meta tag may have: what HTML attribute values and real configs use. */
const META_NAME = /^[A-Za-z][\w:.-]*$/;
/** Variable names the reference substitutes (`{{ name }}`). */
const VARIABLE_NAME = /^[\w.-]+$/;

/**
 * Validates `seo`, `search`, `errors`, `metadata`, `feedback`, `thumbnails` and `variables` with a JSON path
 * for every problem, and checks `theme` against the reference's theme names. An invalid value is
 * left out (and reported); the rest is returned.
 */
export function validateSiteSettings(ctx: ValidationContext, config: JsonObject): SiteSettings {
  const settings: SiteSettings = {};
  if (typeof config.theme === 'string' && !THEMES.includes(config.theme)) {
    ctx.report(
      'CONFIG_UNSUPPORTED_VALUE',
      ['theme'],
      `\`theme\` "${config.theme}" is not one of the format's themes`,
      `Use one of ${THEMES.map((t) => `"${t}"`).join(', ')}; Folio lays every theme out the same way.`,
    );
  }

  // `public: false` asks for reader sign-in, which is the site's access setting, not docs.json's.
  if (readField(ctx, config, 'public', [], 'boolean') === false) {
    ctx.report(
      'CONFIG_PUBLIC_UNSUPPORTED',
      ['public'],
      "`public` is false, but docs.json does not make a site private: the site's reader access setting does, and until it is set the site is readable by anyone who has its address",
      'Set reader access in the dashboard (Settings → Reader access) or with PATCH /v1/sites/{siteId} { "access": { "mode": … } }, then remove `public`.',
    );
  }

  // Objects other validators read without checking their keys: a misspelt key there is reported too.
  for (const key of ['colors', 'interaction', 'icons', 'markdown']) {
    if (isJsonObject(config[key])) reportUnknownKeys(ctx, config[key], [key], knownSettingKeys(key), key);
  }
  const icons = isJsonObject(config.icons) ? config.icons : undefined;
  if (icons !== undefined) readEnumField(ctx, icons, 'library', ['icons'], ICON_LIBRARIES);
  const markdown = readField(ctx, config, 'markdown', [], 'object');
  if (markdown !== undefined) {
    const schema = readField(ctx, markdown, 'schema', ['markdown'], 'boolean');
    const instructions = markdown.instructions;
    if (
      instructions !== undefined &&
      typeof instructions !== 'string' &&
      !(Array.isArray(instructions) && instructions.every((line) => typeof line === 'string'))
    ) {
      ctx.report(
        'CONFIG_WRONG_TYPE',
        ['markdown', 'instructions'],
        `\`markdown.instructions\` must be a string or an array of strings, found ${describeValue(instructions)}`,
      );
    }
    const lines = (
      typeof instructions === 'string' ? [instructions] : Array.isArray(instructions) ? instructions : []
    ).filter((line): line is string => typeof line === 'string' && line.trim() !== '');
    settings.markdown = lines.length === 0 ? {} : { instructions: lines };
    if (schema !== undefined) settings.markdown.schema = schema;
  }

  const seo = readSection(ctx, config, 'seo');
  if (seo !== undefined) {
    const result: SeoSettings = {};
    const metatags = readMetaTags(ctx, seo, 'metatags', ['seo']);
    if (metatags !== undefined) result.metatags = metatags;
    const paths = readField(ctx, seo, 'paths', ['seo'], 'array');
    if (paths !== undefined) {
      result.paths = [];
      paths.forEach((entry, index) => {
        const at: PathSegment[] = ['seo', 'paths', index];
        if (!isJsonObject(entry)) {
          ctx.report(
            'CONFIG_WRONG_TYPE',
            at,
            `\`seo.paths[${index}]\` must be an object { "path", "metatags" }, found ${describeValue(entry)}`,
          );
          return;
        }
        reportUnknownKeys(ctx, entry, at, knownSettingKeys('seo.paths[]'), `seo.paths[${index}]`);
        const path = readField(ctx, entry, 'path', at, 'string', {
          required: `\`seo.paths[${index}]\` has no \`path\``,
        });
        const tags = readMetaTags(ctx, entry, 'metatags', at);
        if (path !== undefined && tags !== undefined)
          result.paths!.push({ path: path.replace(/^\/+|\/+$/g, ''), metatags: tags });
      });
    }
    const organization = readField(ctx, seo, 'organization', ['seo'], 'object');
    if (organization !== undefined) {
      const at = ['seo', 'organization'];
      reportUnknownKeys(ctx, organization, at, knownSettingKeys('seo.organization'), 'seo.organization');
      const org: NonNullable<SeoSettings['organization']> = {};
      for (const key of ['name', 'legalName'] as const) {
        const text = readField(ctx, organization, key, at, 'string');
        if (text !== undefined) org[key] = text;
      }
      for (const key of ['id', 'url', 'logo'] as const) {
        const url = readUrlField(ctx, organization, key, at, 'resource');
        if (url !== undefined) org[key] = url;
      }
      const sameAs = readField(ctx, organization, 'sameAs', at, 'array');
      if (sameAs !== undefined) {
        org.sameAs = sameAs.flatMap((item, index) => {
          const verdict = typeof item === 'string' ? checkUrl(item, 'link') : undefined;
          if (verdict?.allowed === true) return [verdict.url];
          ctx.report(
            'CONFIG_URL_REFUSED',
            [...at, 'sameAs', index],
            `\`seo.organization.sameAs[${index}]\` ${typeof item === 'string' ? `${JSON.stringify(item)} ${verdict?.allowed === false ? verdict.reason : ''}` : `must be a URL string, found ${describeValue(item)}`}`,
            'Write the https:// URL of a profile.',
          );
          return [];
        });
      }
      result.organization = org;
    }
    const indexing = readEnumField(ctx, seo, 'indexing', ['seo'], INDEXING);
    if (indexing !== undefined) result.indexing = indexing as SeoSettings['indexing'];
    const trailingSlash = readField(ctx, seo, 'trailingSlash', ['seo'], 'boolean');
    if (trailingSlash !== undefined) result.trailingSlash = trailingSlash;
    settings.seo = result;
  }

  const search = readSection(ctx, config, 'search');
  if (search !== undefined) {
    const prompt = readField(ctx, search, 'prompt', ['search'], 'string');
    settings.search = prompt === undefined ? {} : { prompt };
  }

  const errors = readSection(ctx, config, 'errors');
  if (errors !== undefined) {
    settings.errors = {};
    const notFound = readField(ctx, errors, '404', ['errors'], 'object');
    if (notFound !== undefined) {
      const at = ['errors', '404'];
      reportUnknownKeys(ctx, notFound, at, knownSettingKeys('errors.404'), 'errors.404');
      const page: NotFoundSettings = {};
      const redirect = readField(ctx, notFound, 'redirect', at, 'boolean');
      if (redirect !== undefined) page.redirect = redirect;
      for (const key of ['title', 'description'] as const) {
        const text = readField(ctx, notFound, key, at, 'string');
        if (text !== undefined) page[key] = text;
      }
      settings.errors['404'] = page;
    }
  }

  const metadata = readSection(ctx, config, 'metadata');
  if (metadata !== undefined) {
    const timestamp = readField(ctx, metadata, 'timestamp', ['metadata'], 'boolean');
    settings.metadata = timestamp === undefined ? {} : { timestamp };
  }

  const feedback = readField(ctx, config, 'feedback', [], 'object');
  if (feedback !== undefined) {
    reportUnknownKeys(
      ctx,
      feedback,
      ['feedback'],
      new Set([...knownSettingKeys('feedback'), ...FEEDBACK_LINKS]),
      'feedback',
      LEGACY_FEEDBACK_SETTINGS,
    );
    const thumbs = readField(ctx, feedback, 'thumbs', ['feedback'], 'boolean');
    settings.feedback = thumbs === undefined ? {} : { thumbs };
    for (const key of FEEDBACK_LINKS) {
      if (readField(ctx, feedback, key, ['feedback'], 'boolean') !== undefined) {
        ctx.report(
          'CONFIG_SETTING_IGNORED',
          ['feedback', key],
          `\`feedback.${key}\` is accepted but Folio does not honour it yet: it has no effect on the site`,
          `What it would do: a link to ${key === 'edits' ? 'suggest an edit to' : 'raise an issue about'} the page in the repository. Remove it to silence this note.`,
        );
      }
    }
  }

  const thumbnails = readSection(ctx, config, 'thumbnails');
  if (thumbnails !== undefined) {
    settings.thumbnails = {};
    const background = readUrlField(ctx, thumbnails, 'background', ['thumbnails'], 'resource');
    if (background !== undefined) settings.thumbnails.background = background;
    const appearance = readEnumField(ctx, thumbnails, 'appearance', ['thumbnails'], ['light', 'dark']);
    if (appearance !== undefined) settings.thumbnails.appearance = appearance as 'light' | 'dark';
    const fonts = readField(ctx, thumbnails, 'fonts', ['thumbnails'], 'object');
    if (fonts !== undefined) {
      reportUnknownKeys(ctx, fonts, ['thumbnails', 'fonts'], knownSettingKeys('thumbnails.fonts'), 'thumbnails.fonts');
      const family = readField(ctx, fonts, 'family', ['thumbnails', 'fonts'], 'string');
      settings.thumbnails.fonts = family === undefined ? {} : { family };
    }
  }

  const variables = readField(ctx, config, 'variables', [], 'object');
  if (variables !== undefined) {
    settings.variables = {};
    for (const [name, value] of Object.entries(variables)) {
      if (isUnresolvedRef(value)) continue;
      if (!VARIABLE_NAME.test(name)) {
        ctx.report(
          'CONFIG_INVALID_VALUE',
          ['variables', name],
          `variable name ${quoteKey(name)} cannot be written as {{${name}}}`,
          'Use letters, digits, "_", "-" and "." only.',
        );
        continue;
      }
      const text = readField(ctx, variables, name, ['variables'], 'string');
      if (text !== undefined) settings.variables[name] = text;
    }
  }
  return settings;
}

/** A top-level object setting, with its unknown keys reported against the settings table. */
function readSection(ctx: ValidationContext, config: JsonObject, key: string): JsonObject | undefined {
  const section = readField(ctx, config, key, [], 'object');
  if (section !== undefined) reportUnknownKeys(ctx, section, [key], knownSettingKeys(key), key);
  return section;
}

/** A `{ name: content }` object of meta tags; names that cannot be a meta tag and non-string contents are reported and left out. */
function readMetaTags(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
): MetaTags | undefined {
  const tags = readField(ctx, object, key, path, 'object');
  if (tags === undefined) return undefined;
  const result: MetaTags = {};
  for (const [name, value] of Object.entries(tags)) {
    if (isUnresolvedRef(value)) continue;
    if (!META_NAME.test(name)) {
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, key, name],
        `meta tag name ${quoteKey(name)} is not a valid name`,
        'Use a name such as "og:image", "twitter:card" or "robots".',
      );
      continue;
    }
    // Real configs write numbers and booleans (`"og:image:width": 1200`); the tag's content is text.
    if (typeof value === 'number' || typeof value === 'boolean') {
      result[name] = String(value);
      continue;
    }
    const text = readField(ctx, tags, name, [...path, key], 'string');
    if (text !== undefined) result[name] = text;
  }
  return result;
}
