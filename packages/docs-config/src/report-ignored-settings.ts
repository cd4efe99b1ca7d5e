import type { PathSegment } from '@folio/diagnostics';
import { formatJsonPath } from '@folio/diagnostics';
import { isJsonObject } from './is-json-object.ts';
import { hasHonouredSetting, SETTINGS_TREE, type SettingNode } from './settings-tree.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Reports every setting written in docs.json that Folio knows (it is in `DOCS_SETTINGS`) but does
 * not honour, as the info `CONFIG_SETTING_IGNORED` at its JSON path, so `folio check` says exactly
 * what has no effect. Each setting is reported once, at the highest level where nothing below is
 * honoured (`integrations` once, not each of its keys). Keys the table does not know are left to
 * the validators' `CONFIG_UNKNOWN_KEY`; `navigation` has its own rules.
 */
export function reportIgnoredSettings(ctx: ValidationContext, config: unknown): void {
  walk(ctx, config, SETTINGS_TREE, []);
}

function walk(ctx: ValidationContext, value: unknown, node: SettingNode, path: PathSegment[]): void {
  if (isUnresolvedRef(value) || value === undefined) return;
  if (node.row !== undefined && !hasHonouredSetting(node)) {
    report(ctx, path, node);
    return;
  }
  if (node.row?.path === 'navigation') return;
  if (Array.isArray(value)) {
    const items = node.children.get('[]');
    if (items !== undefined) {
      value.forEach((item, index) => {
        walk(ctx, item, items, [...path, index]);
      });
    }
    return;
  }
  if (!isJsonObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const next = node.children.get(key) ?? node.children.get('*');
    if (next !== undefined) walk(ctx, child, next, [...path, key]);
  }
}

function report(ctx: ValidationContext, path: PathSegment[], node: SettingNode): void {
  const where = formatJsonPath(path);
  // A value already reported (wrong type, refused URL, …) is not also noted as ignored.
  if (
    ctx.diagnostics.some((d) => d.path === where || d.path?.startsWith(`${where}.`) || d.path?.startsWith(`${where}[`))
  )
    return;
  const row = node.row!;
  ctx.report(
    'CONFIG_SETTING_IGNORED',
    path,
    `\`${where}\` is accepted but Folio does not honour it yet: it has no effect on the site`,
    `What it would do: ${row.effect} See docs/configuration.md; remove it to silence this note.`,
  );
}
