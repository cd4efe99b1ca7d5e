import { checkUrl } from '@folio/diagnostics';
import type { PhrasingContent, RootContent } from 'mdast';
import { GITHUB_REPO } from '../components/github-repo.ts';
import { booleanProp, stringProp } from '../components/prop-readers.ts';
import type { MarkdownComponent, MarkdownComponentInput } from './markdown-component.ts';
import { type FlowNode, list, paragraph, strong, text } from './mdast-nodes.ts';

/** The link of a card, when it has an allowed one. */
function hrefOf(input: MarkdownComponentInput): string | undefined {
  const href = stringProp(input.props, 'href');
  if (href === undefined || booleanProp(input.props, 'disabled')) return undefined;
  const verdict = checkUrl(href, 'link');
  return verdict.allowed ? verdict.url : undefined;
}

/**
 * One entry of a link list: `[Title](href): first paragraph`, then the rest of the content. Without
 * a link the title is bold; without a title the link shows its address.
 */
function entry(title: string | undefined, href: string | undefined, content: FlowNode[]): FlowNode[] {
  const label: PhrasingContent[] = title === undefined || title.trim() === '' ? [] : [text(title)];
  const head: PhrasingContent[] =
    href !== undefined
      ? [{ type: 'link', url: href, children: label.length > 0 ? label : [text(href)] }]
      : label.length > 0
        ? [strong(label)]
        : [];
  const [first, ...rest] = content;
  if (head.length === 0) return content;
  if (first === undefined) return [paragraph(head)];
  if (first?.type === 'paragraph') return [paragraph([...head, text(': '), ...first.children]), ...rest];
  return [paragraph(head), ...content];
}

/**
 * Cards and tiles as a link list (a `CardGroup` of cards is one list: neighbouring card lists
 * merge), a repository card as a link to the repository.
 */
export const linkListMarkdown: Record<string, MarkdownComponent> = {
  Card: (input) => listOf(entry(stringProp(input.props, 'title'), hrefOf(input), input.blocks())),
  CardGroup: (input) => input.nodes(),
  Tile: (input) => {
    const description = stringProp(input.props, 'description');
    const content = description === undefined ? [] : [paragraph([text(description)])];
    return listOf(entry(stringProp(input.props, 'title'), hrefOf(input), content));
  },
  'GitHub.Repo': repository,
  'Github.Repo': repository,
};

/** A one-entry card list (neighbours merge into one list), or nothing for an empty card. */
function listOf(blocks: FlowNode[]): RootContent[] {
  return blocks.length === 0 ? [] : [list([blocks], 'cards')];
}

function repository(input: MarkdownComponentInput): RootContent[] {
  const match = GITHUB_REPO.exec(stringProp(input.props, 'repo')?.trim() ?? '');
  if (match === null) return [];
  const slug = `${match[1]}/${match[2]}`;
  return [paragraph([{ type: 'link', url: `https://github.com/${slug}`, children: [text(`${slug} on GitHub`)] }])];
}
