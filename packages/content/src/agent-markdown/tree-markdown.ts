import type { RootContent } from 'mdast';
import { stringProp } from '../components/prop-readers.ts';
import { asBlocks } from './arrange-nodes.ts';
import type { MarkdownComponent } from './markdown-component.ts';
import { list, paragraph, strong, text } from './mdast-nodes.ts';

/**
 * File trees and colour palettes as nested lists: a folder is `name/` with its entries below it,
 * a colour `name: `value`` (both theme values when they differ), a palette row under its bold title.
 */
export const treeMarkdown: Record<string, MarkdownComponent> = {
  Tree: (input) => input.blocks(),
  FileTree: (input) => input.blocks(),
  'Tree.Folder': (input) => [
    list([[paragraph([text(`${stringProp(input.props, 'name') ?? ''}/`)]), ...asBlocks(input.nodes())]], 'tree'),
  ],
  'Tree.File': (input) => [list([[paragraph([text(stringProp(input.props, 'name') ?? '')])]], 'tree')],
  Color: (input) => input.blocks(),
  'Color.Row': (input) => {
    const title = stringProp(input.props, 'title');
    return [...(title === undefined ? [] : [paragraph([strong(title)])]), ...input.blocks()];
  },
  'Color.Item': (input): RootContent[] => {
    const { value } = input.props;
    const pair = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    const light = pair === undefined ? stringProp(input.props, 'value') : stringProp(pair, 'light');
    const dark = pair === undefined ? undefined : stringProp(pair, 'dark');
    const shown = dark === undefined || dark === light ? light : `${light ?? ''} / ${dark}`;
    const name = stringProp(input.props, 'name');
    if (shown === undefined && name === undefined) return [];
    return [
      list(
        [
          [
            paragraph([
              ...(name === undefined ? [] : [text(shown === undefined ? name : `${name}: `)]),
              ...(shown === undefined ? [] : [{ type: 'inlineCode' as const, value: shown }]),
            ]),
          ],
        ],
        'colors',
      ),
    ];
  },
};
