import { DOCS_SETTINGS, type DocsSetting } from './docs-settings.ts';

/**
 * The settings table as a tree of path segments: a key, `*` (any key of a map) or `[]` (any item
 * of an array). Rows sit on the node of their path.
 */
export interface SettingNode {
  row?: DocsSetting;
  children: Map<string, SettingNode>;
}

/** Splits a path pattern (`footer.links[].items[].href`) into its segments. */
export function settingSegments(pattern: string): string[] {
  if (pattern === '') return [];
  return pattern.split('.').flatMap((part) => {
    const segments = [part.replace(/(\[\])+$/, '')];
    for (const _ of part.matchAll(/\[\]/g)) segments.push('[]');
    return segments;
  });
}

function buildTree(rows: readonly DocsSetting[]): SettingNode {
  const root: SettingNode = { children: new Map() };
  for (const row of rows) {
    let node = root;
    for (const segment of settingSegments(row.path)) {
      let child = node.children.get(segment);
      if (child === undefined) {
        child = { children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.row = row;
  }
  return root;
}

/** The tree of `DOCS_SETTINGS`. */
export const SETTINGS_TREE: SettingNode = buildTree(DOCS_SETTINGS);

/** The node of a path pattern, or `undefined` when the table has no such path. */
export function settingNode(pattern: string): SettingNode | undefined {
  let node: SettingNode | undefined = SETTINGS_TREE;
  for (const segment of settingSegments(pattern)) node = node?.children.get(segment);
  return node;
}

/**
 * The keys the table knows directly under an object setting (`''` for the top level): what
 * validators accept without `CONFIG_UNKNOWN_KEY`.
 */
export function knownSettingKeys(pattern: string): ReadonlySet<string> {
  const node = settingNode(pattern);
  return new Set([...(node?.children.keys() ?? [])].filter((key) => key !== '*' && key !== '[]'));
}

/** True when the node or any setting below it is honoured by Folio. */
export function hasHonouredSetting(node: SettingNode): boolean {
  if (node.row?.honouredBy !== undefined) return true;
  for (const child of node.children.values()) if (hasHonouredSetting(child)) return true;
  return false;
}
