import { checkUrl } from '@folio/diagnostics';
import type { ListItem, RootContent, TableCell, TableRow } from 'mdast';
import { stringProp } from '../components/prop-readers.ts';
import { asBlocks } from './arrange-nodes.ts';
import type { MarkdownComponent, MarkdownComponentInput } from './markdown-component.ts';
import { code, heading, paragraph, strong, text } from './mdast-nodes.ts';

/** Elements whose content is never shown (the HTML removes them with it), and drawings. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'base',
  'meta',
  'link',
  'svg',
  'input',
  'select',
  'option',
]);

const MEDIA_LABELS: Record<string, string> = { video: 'Video', audio: 'Audio', iframe: 'Embedded content' };

/**
 * Raw HTML written in a page (`<a>`, `<img>`, `<br>`, `<table>`, `<video>`…) as its Markdown
 * equivalent: links and images with the URLs the HTML allows, headings, lists, tables, code;
 * media as a link to their source; containers (`<div>`, `<span>`, `<details>`) as their content.
 */
export const rawElementMarkdown: MarkdownComponent = (input) => {
  const tag = input.name.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const { props } = input;
  switch (tag) {
    case 'a': {
      const verdict = checkUrl(stringProp(props, 'href') ?? '', 'link');
      const children = input.phrasing();
      return verdict.allowed ? [{ type: 'link', url: verdict.url, children }] : children;
    }
    case 'img': {
      const verdict = checkUrl(stringProp(props, 'src') ?? '', 'resource');
      const alt = stringProp(props, 'alt') ?? '';
      const title = stringProp(props, 'title');
      if (!verdict.allowed) return alt === '' ? [] : [text(alt)];
      return [{ type: 'image', url: verdict.url, alt, ...(title === undefined ? {} : { title }) }];
    }
    case 'br':
      return input.isInline ? [{ type: 'break' }] : [];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'strong':
    case 'b':
      return [strong(input.phrasing())];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: input.phrasing() }];
    case 'del':
    case 's':
    case 'strike':
      return [{ type: 'delete', children: input.phrasing() }];
    case 'code':
    case 'kbd':
      return [{ type: 'inlineCode', value: input.text() }];
    case 'pre':
      return [code(input.text())];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [heading(Number(tag.slice(1)), input.phrasing())];
    case 'p':
      return [paragraph(input.phrasing())];
    case 'blockquote':
      return [{ type: 'blockquote', children: input.blocks() }];
    case 'ul':
    case 'ol':
      return [listOf(input, tag === 'ol')];
    case 'li':
      return [{ type: 'listItem', spread: false, children: input.blocks() }];
    case 'table':
      return tableOf(input);
    case 'tr':
      return tableRow(input);
    case 'th':
    case 'td':
      return tableCell(input);
    case 'summary':
    case 'dt':
      return [paragraph([strong(input.phrasing())])];
    case 'figcaption':
      return [paragraph([{ type: 'emphasis', children: input.phrasing() }])];
    case 'video':
    case 'audio':
    case 'iframe':
    case 'source':
      return media(input, tag);
    default:
      return input.nodes();
  }
};

function listOf(input: MarkdownComponentInput, ordered: boolean): RootContent {
  const items: ListItem[] = [];
  const loose: RootContent[] = [];
  const flush = () => {
    if (loose.some((node) => node.type !== 'text' || node.value.trim() !== ''))
      items.push({ type: 'listItem', spread: false, children: asBlocks(loose) });
    loose.length = 0;
  };
  for (const node of input.nodes()) {
    if (node.type === 'listItem') {
      flush();
      items.push(node);
    } else loose.push(node);
  }
  flush();
  return { type: 'list', ordered, spread: false, children: items };
}

/** Table rows from `<tr>`s (inside `<thead>`/`<tbody>` or not), cells from `<th>`/`<td>`; the first row heads the table. */
function tableOf(input: MarkdownComponentInput): RootContent[] {
  const rows: TableRow[] = [];
  const collect = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'tableRow') rows.push(node);
      else if ('children' in node && node.type !== 'tableCell') collect(node.children as RootContent[]);
    }
  };
  collect(input.nodes());
  if (rows.length === 0) return input.blocks();
  return [{ type: 'table', align: [], children: rows }];
}

/** `<tr>` → a row of its `<th>`/`<td>` cells (anything else in it is left out). */
function tableRow(input: MarkdownComponentInput): RootContent[] {
  const cells = input.nodes().filter((node): node is TableCell => node.type === 'tableCell');
  return [{ type: 'tableRow', children: cells }];
}

/** `<th>`/`<td>` → a cell; a cell holds one line, so line breaks become spaces. */
function tableCell(input: MarkdownComponentInput): RootContent[] {
  return [{ type: 'tableCell', children: input.phrasing().map((node) => (node.type === 'break' ? text(' ') : node)) }];
}

function media(input: MarkdownComponentInput, tag: string): RootContent[] {
  const verdict = checkUrl(stringProp(input.props, 'src') ?? '', tag === 'iframe' ? 'frame' : 'resource');
  const label = stringProp(input.props, 'title') ?? MEDIA_LABELS[tag] ?? 'Media';
  const link: RootContent = { type: 'link', url: verdict.allowed ? verdict.url : '', children: [text(label)] };
  // `<video><source src="…"></video>`: the sources say where it is.
  if (!verdict.allowed) return tag === 'source' ? [] : input.nodes();
  return input.isInline ? [link] : [paragraph([link])];
}
