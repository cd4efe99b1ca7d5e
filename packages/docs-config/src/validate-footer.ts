import type { PathSegment } from '@folio/diagnostics';
import { checkUrl } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import {
  FOOTER_SOCIAL_NETWORKS,
  type Footer,
  type FooterLinkColumn,
  type FooterSocialNetwork,
} from './model/site-chrome.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { readHref } from './validate-href.ts';
import type { ValidationContext } from './validation-context.ts';

const FOOTER_KEYS = new Set(['socials', 'links']);
const COLUMN_KEYS = new Set(['header', 'items']);
const ITEM_KEYS = new Set(['label', 'href']);
const NETWORKS: ReadonlySet<string> = new Set(FOOTER_SOCIAL_NETWORKS);
/** The reference allows at most four columns of links. */
const MAX_FOOTER_COLUMNS = 4;

/**
 * Validates `footer` at `path` (the root, or a language or version that overrides it): `socials`
 * (network → https profile URL, networks as the reference lists them) and `links` (at most four
 * columns of `{ label, href }` under an optional `header`). Each entry with a problem is left out
 * with its diagnostic; the rest of the footer stays.
 */
export function validateFooter(
  ctx: ValidationContext,
  owner: JsonObject,
  path: readonly PathSegment[],
): Footer | undefined {
  const footer = readField(ctx, owner, 'footer', path, 'object');
  if (footer === undefined) return undefined;
  const footerPath = [...path, 'footer'];
  reportUnknownKeys(ctx, footer, footerPath, FOOTER_KEYS, '`footer`');
  const result: Footer = {};
  const socials = validateSocials(ctx, footer, footerPath);
  if (socials !== undefined) result.socials = socials;
  const links = validateColumns(ctx, footer, footerPath);
  if (links !== undefined) result.links = links;
  return result;
}

function validateSocials(
  ctx: ValidationContext,
  footer: JsonObject,
  footerPath: readonly PathSegment[],
): Footer['socials'] {
  const socials = readField(ctx, footer, 'socials', footerPath, 'object');
  if (socials === undefined) return undefined;
  const path = [...footerPath, 'socials'];
  const result: NonNullable<Footer['socials']> = [];
  for (const [network, value] of Object.entries(socials)) {
    if (!NETWORKS.has(network)) {
      const suggestion = closestMatch(network, NETWORKS);
      ctx.report(
        'CONFIG_UNKNOWN_KEY',
        [...path, network],
        `\`footer.socials\` has no network "${network}"; the link is left out`,
        suggestion === undefined
          ? `Use one of: ${FOOTER_SOCIAL_NETWORKS.join(', ')}.`
          : `Did you mean "${suggestion}"?`,
      );
      continue;
    }
    if (typeof value !== 'string') {
      if (!isUnresolvedRef(value))
        ctx.report(
          'CONFIG_WRONG_TYPE',
          [...path, network],
          `\`footer.socials.${network}\` must be a URL string, found ${describeValue(value)}`,
        );
      continue;
    }
    // The reference accepts only https profile URLs here.
    const verdict = checkUrl(value, 'link');
    if (!verdict.allowed || !/^https:\/\//i.test(verdict.url)) {
      ctx.report(
        'CONFIG_URL_REFUSED',
        [...path, network],
        `\`footer.socials.${network}\` ${JSON.stringify(value)} is not an https:// URL; the link is left out`,
        'Write the full profile URL, such as "https://github.com/acme".',
      );
      continue;
    }
    result.push({ network: network as FooterSocialNetwork, href: verdict.url });
  }
  return result;
}

function validateColumns(
  ctx: ValidationContext,
  footer: JsonObject,
  footerPath: readonly PathSegment[],
): FooterLinkColumn[] | undefined {
  const columns = readField(ctx, footer, 'links', footerPath, 'array');
  if (columns === undefined) return undefined;
  const path = [...footerPath, 'links'];
  if (columns.length > MAX_FOOTER_COLUMNS) {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, MAX_FOOTER_COLUMNS],
      `\`footer.links\` has ${columns.length} columns; only the first ${MAX_FOOTER_COLUMNS} are shown`,
      'Merge columns: a footer holds at most four.',
    );
  }
  return columns.slice(0, MAX_FOOTER_COLUMNS).flatMap((column, index) => {
    const valid = validateColumn(ctx, column, [...path, index]);
    return valid === undefined ? [] : [valid];
  });
}

function validateColumn(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): FooterLinkColumn | undefined {
  if (isUnresolvedRef(value)) return undefined;
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `each \`footer.links\` entry must be a column { "header", "items" }, found ${describeValue(value)}`,
    );
    return undefined;
  }
  reportUnknownKeys(ctx, value, path, COLUMN_KEYS, 'a `footer.links` column');
  const header = readField(ctx, value, 'header', path, 'string');
  const items = readField(ctx, value, 'items', path, 'array', {
    required: 'a `footer.links` column has no `items`; it is left out',
  });
  if (items === undefined) return undefined;
  const links = items.flatMap((item, index) => {
    const itemPath = [...path, 'items', index];
    if (isUnresolvedRef(item)) return [];
    if (!isJsonObject(item)) {
      ctx.report(
        'CONFIG_WRONG_TYPE',
        itemPath,
        `each footer link must be an object { "label", "href" }, found ${describeValue(item)}`,
      );
      return [];
    }
    reportUnknownKeys(ctx, item, itemPath, ITEM_KEYS, 'a footer link');
    const label = readField(ctx, item, 'label', itemPath, 'string', {
      required: 'a footer link has no `label`; it is left out',
    });
    if (item.href === undefined)
      ctx.report(
        'CONFIG_REQUIRED',
        [...itemPath, 'href'],
        'a footer link has no `href`; it is left out',
        'Add "href": "https://…" or a page path.',
      );
    const href = readHref(ctx, item, itemPath);
    return label === undefined || label.trim() === '' || href === undefined ? [] : [{ label, href }];
  });
  if (links.length === 0) {
    if (items.length === 0)
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, 'items'],
        'a `footer.links` column has no links; it is left out',
        'Add at least one { "label", "href" }.',
      );
    return undefined;
  }
  const column: FooterLinkColumn = { items: links };
  if (header !== undefined && header.trim() !== '') column.header = header;
  return column;
}
