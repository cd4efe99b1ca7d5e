import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readIcon } from './read-icon.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import {
  NAVBAR_PRIMARY_TYPES,
  type Navbar,
  type NavbarLink,
  type NavbarPrimary,
  type NavbarPrimaryType,
} from './model/site-chrome.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { readHref } from './validate-href.ts';
import type { ValidationContext } from './validation-context.ts';

const NAVBAR_KEYS = new Set(['links', 'primary']);
const LINK_KEYS = new Set(['label', 'href', 'icon', 'type', 'iconType']);
const PRIMARY_KEYS = new Set(['type', 'label', 'href']);
// Kinds that draw their network's mark and need no label.
const BRANDED = new Set(['github', 'discord']);

/**
 * Validates `navbar` at `path` (the root, or a language or version that overrides it): `links`
 * (`label`, `href`, `icon`, and `type` `github`/`discord`) and `primary` (`button` with a label,
 * or `github` / `discord`). A link or call to action with a problem is left out with its
 * diagnostic; the rest of the navbar stays.
 */
export function validateNavbar(
  ctx: ValidationContext,
  owner: JsonObject,
  path: readonly PathSegment[],
): Navbar | undefined {
  const navbar = readField(ctx, owner, 'navbar', path, 'object');
  if (navbar === undefined) return undefined;
  const navbarPath = [...path, 'navbar'];
  reportUnknownKeys(ctx, navbar, navbarPath, NAVBAR_KEYS, '`navbar`');
  const result: Navbar = {};
  const links = readField(ctx, navbar, 'links', navbarPath, 'array');
  if (links !== undefined) {
    result.links = links.flatMap((entry, index) => {
      const link = validateLink(ctx, entry, [...navbarPath, 'links', index]);
      return link === undefined ? [] : [link];
    });
  }
  const primary = validatePrimary(ctx, navbar, navbarPath);
  if (primary !== undefined) result.primary = primary;
  return result;
}

function validateLink(ctx: ValidationContext, value: unknown, path: readonly PathSegment[]): NavbarLink | undefined {
  if (isUnresolvedRef(value)) return undefined;
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `each \`navbar.links\` entry must be an object { "label", "href" }, found ${describeValue(value)}; it is left out`,
    );
    return undefined;
  }
  const type = readField(ctx, value, 'type', path, 'string');
  const isBranded = type !== undefined && BRANDED.has(type);
  const label = readField(
    ctx,
    value,
    'label',
    path,
    'string',
    isBranded ? {} : { required: '`navbar.links` entry has no `label`; it is left out' },
  );
  const href = readRequiredHref(ctx, value, path, '`navbar.links` entry');
  const icon = readIcon(ctx, value, path);
  readField(ctx, value, 'iconType', path, 'string');
  reportUnknownKeys(ctx, value, path, LINK_KEYS, 'a `navbar.links` entry');
  if (href === undefined || (label === undefined && !isBranded)) return undefined;
  const link: NavbarLink = { href };
  if (label !== undefined) link.label = label;
  if (icon !== undefined) link.icon = icon;
  if (type !== undefined) link.type = type;
  return link;
}

function validatePrimary(
  ctx: ValidationContext,
  navbar: JsonObject,
  navbarPath: readonly PathSegment[],
): NavbarPrimary | undefined {
  const primary = readField(ctx, navbar, 'primary', navbarPath, 'object');
  if (primary === undefined) return undefined;
  const path = [...navbarPath, 'primary'];
  reportUnknownKeys(ctx, primary, path, PRIMARY_KEYS, '`navbar.primary`');
  const type = readField(ctx, primary, 'type', path, 'string', {
    required: '`navbar.primary` has no `type`; no call to action is shown',
  });
  const label = readField(ctx, primary, 'label', path, 'string');
  const href = readRequiredHref(ctx, primary, path, '`navbar.primary`');
  if (type === undefined) return undefined;
  if (!(NAVBAR_PRIMARY_TYPES as readonly string[]).includes(type)) {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, 'type'],
      `\`navbar.primary.type\` "${type}" is not "button", "github" or "discord"; no call to action is shown`,
      'Write "type": "button" with a "label", or "type": "github" with the repository URL.',
    );
    return undefined;
  }
  if (type === 'button' && label === undefined) {
    if (primary.label === undefined)
      ctx.report(
        'CONFIG_REQUIRED',
        [...path, 'label'],
        'a `navbar.primary` button has no `label`; no call to action is shown',
        'Add "label": "Get started".',
      );
    return undefined;
  }
  if (href === undefined) return undefined;
  const result: NavbarPrimary = { type: type as NavbarPrimaryType, href };
  if (label !== undefined) result.label = label;
  return result;
}

/** `href` is required on every navbar link: missing → `CONFIG_REQUIRED`; refused URLs by `readHref`. */
function readRequiredHref(
  ctx: ValidationContext,
  value: JsonObject,
  path: readonly PathSegment[],
  what: string,
): string | undefined {
  if (value.href === undefined) {
    ctx.report(
      'CONFIG_REQUIRED',
      [...path, 'href'],
      `${what} has no \`href\`; it is left out`,
      'Add "href": "https://…" or a page path such as "/quickstart".',
    );
    return undefined;
  }
  return readHref(ctx, value, path);
}
