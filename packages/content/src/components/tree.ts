import type { Element, ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { builtinIcon } from './builtin-icon.ts';
import { booleanProp, stringProp } from './prop-readers.ts';
import { isBlank, textOf } from './text-of.ts';

/** A file row: its icon and name. */
function fileItem(name: string): Element {
  return element('li', { className: ['tree-file'] }, [
    element('span', { className: ['tree-row'] }, [
      builtinIcon('file', 'tree-icon'),
      element('span', { className: ['tree-name'] }, [text(name)]),
    ]),
  ]);
}

/**
 * A folder row. Openable folders are `<details>` (they open and close without script; the name
 * is the summary); `openable={false}` draws the folder always open.
 */
function folderItem(name: string, entries: ElementContent[], open: boolean, openable = true): Element {
  const row = [
    builtinIcon('chevron-right', 'tree-chevron'),
    builtinIcon('folder', 'tree-icon'),
    element('span', { className: ['tree-name'] }, [text(name)]),
  ];
  const list = element('ul', { className: ['tree-list'] }, entries);
  if (!openable)
    return element('li', { className: ['tree-folder', 'tree-folder-fixed'] }, [
      element('span', { className: ['tree-row'] }, row.slice(1)),
      list,
    ]);
  return element('li', { className: ['tree-folder'] }, [
    element('details', { open }, [element('summary', { className: ['tree-row'] }, row), list]),
  ]);
}

/** A tree's root: the list of its entries, labelled for assistive technology. */
function treeRoot(entries: ElementContent[]): Element {
  return element('div', { className: ['tree'], role: 'group', ariaLabel: 'File tree' }, [
    element('ul', { className: ['tree-list', 'tree-root'] }, entries),
  ]);
}

/**
 * The markdown-list form (`<FileTree>` or `<Tree>` around `- src/` / `  - index.ts`): an item
 * with a nested list, or a name ending in `/`, is a folder (open, as written out); any other item
 * a file. Anything that is not a list is kept as it is.
 */
function fromMarkdownList(nodes: readonly ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (isBlank(node)) continue;
    if (node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol')) {
      for (const item of node.children) {
        if (item.type !== 'element' || item.tagName !== 'li') continue;
        const nested = item.children.filter(
          (child): child is Element => child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol'),
        );
        const label = textOf(item.children.filter((child) => !nested.includes(child as Element))).trim();
        if (nested.length > 0 || label.endsWith('/'))
          out.push(folderItem(label.replace(/\/+$/, ''), fromMarkdownList(nested), true));
        else out.push(fileItem(label));
      }
    } else if (node.type === 'element' && node.tagName === 'p') out.push(...fromMarkdownList(node.children));
    else out.push(node);
  }
  return out;
}

/** Entries of a Tree: rendered Tree.Folder/Tree.File items, or the markdown-list form. */
function entriesOf(children: readonly ElementContent[]): ElementContent[] {
  const kept = children.filter((child) => !isBlank(child));
  const isItem = (node: ElementContent) => node.type === 'element' && node.tagName === 'li';
  return kept.every(isItem) ? kept : fromMarkdownList(kept);
}

/**
 * File trees: `Tree` with `Tree.Folder` (`name`, `defaultOpen`, `openable`) and `Tree.File`
 * (`name`), and `FileTree` (or `Tree`) around a markdown list. Folders are `<details>`, so they
 * expand without script; each row has a folder or file icon.
 */
export const treeComponents: Record<string, ComponentRenderer> = {
  Tree: ({ children }) => [treeRoot(entriesOf(children))],
  FileTree: ({ children }) => [treeRoot(entriesOf(children))],
  'Tree.Folder': ({ props, children }) => [
    folderItem(
      stringProp(props, 'name') ?? '',
      entriesOf(children),
      booleanProp(props, 'defaultOpen'),
      props.openable === undefined || booleanProp(props, 'openable'),
    ),
  ],
  'Tree.File': ({ props }) => [fileItem(stringProp(props, 'name') ?? '')],
};
