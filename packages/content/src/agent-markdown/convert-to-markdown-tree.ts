import { checkUrl } from '@folio/diagnostics';
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxJsxFlowElement, MdxJsxTextElement, MdxTextExpression } from 'mdast-util-mdx';
import { buildTreeScope } from '../build-tree-scope.ts';
import { isBlockElement } from '../is-block-element.ts';
import { snippetFilePath } from '../load-snippets.ts';
import { readJsxAttributes } from '../read-jsx-attributes.ts';
import { readStaticValue, type StaticValue } from '../read-static-value.ts';
import { readUserValue } from '../read-user-value.ts';
import type { RenderState, TreeScope } from '../render-state.ts';
import { staticValueText } from '../static-value-text.ts';
import { asBlocks, asPhrasing } from './arrange-nodes.ts';
import type { MarkdownComponent, MarkdownComponentInput } from './markdown-component.ts';
import { type FlowNode, isBlankText, text } from './mdast-nodes.ts';
import { plainText } from './plain-text.ts';
import { rawElementMarkdown } from './raw-element-markdown.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * HTML elements that only make sense inside their table, list or disclosure (`<tr><td>…</td></tr>`
 * on a line of its own), written as the blocks they are.
 */
const STRUCTURE_TAGS = new Set([
  'tr',
  'th',
  'td',
  'thead',
  'tbody',
  'tfoot',
  'li',
  'summary',
  'figcaption',
  'dt',
  'dd',
]);

/**
 * Adjacent text nodes as one, spaces left by what was dropped between them (an icon, an
 * expression that is not shown) as one space, none at the start of a line after a break.
 */
function joinText(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    const previous = out.at(-1);
    if (node.type === 'text' && previous?.type === 'text') out[out.length - 1] = text(previous.value + node.value);
    // A line break starts the next line: spaces after it are the markup's, not the text's.
    else if (node.type === 'text' && previous?.type === 'break') out.push(text(node.value.replace(/^\s+/, '')));
    else out.push(node);
  }
  return out.map((node) => (node.type === 'text' ? text(node.value.replace(/ {2,}/g, ' ')) : node));
}

/** Nodes that only their parent (a list, a table) places. */
const STRUCTURE = new Set(['listItem', 'tableRow', 'tableCell']);

const isMarkup = (_: string, expression: unknown): boolean => {
  const type = (expression as { type?: string } | null)?.type;
  return type === 'JSXElement' || type === 'JSXFragment';
};

/** What the conversion reads: the page's snippets and which names are components. */
export type MarkdownState = Pick<RenderState, 'snippets' | 'components'>;

/**
 * Turns a parsed page (or snippet) into plain Markdown nodes: every component through its
 * Markdown writer in `components`, snippets inlined from their parsed trees, `{expressions}` read
 * statically (never run) as the HTML reads them, raw HTML elements as their Markdown equivalents,
 * `<Visibility for="humans">` left out and `for="agents"` kept. Reports nothing: the HTML
 * rendering of the same tree reported every problem already.
 *
 * `depth` is the depth of the heading the content sits under (1: the page's title).
 */
export function convertToMarkdownTree(
  tree: Root,
  scope: TreeScope,
  state: MarkdownState,
  components: Readonly<Record<string, MarkdownComponent>>,
  depth = 1,
): FlowNode[] {
  return asBlocks(createWalker(scope, state, components).flow(tree.children, depth));
}

function createWalker(
  scope: TreeScope,
  state: MarkdownState,
  components: Readonly<Record<string, MarkdownComponent>>,
): { flow: (nodes: readonly RootContent[], depth: number) => RootContent[] } {
  // Scopes of snippets are built as the HTML builds them; what they would report is already reported.
  const quiet = { ...state, diagnostics: [] } as unknown as RenderState;

  /** Converts a run of siblings; a heading among them sets the depth of the components after it. */
  const flow = (nodes: readonly RootContent[], depth: number): RootContent[] => {
    const out: RootContent[] = [];
    let current = depth;
    for (const node of nodes) {
      if (node.type === 'heading') current = node.depth;
      // `<Steps><Step>…</Step></Steps>` on one line: the inner elements parse as inline ones.
      if (node.type === 'mdxJsxTextElement' && isBlockLike(node.name)) out.push(...jsx(node, current, false));
      else out.push(...one(node, current));
    }
    return out;
  };

  /** Elements written as blocks even inside a line: block components and HTML, and the parts of tables and lists. */
  const isBlockLike = (name: string | null): boolean =>
    isBlockElement(name, scope, state) || STRUCTURE_TAGS.has(name ?? '');

  const inline = (nodes: readonly RootContent[], depth: number): PhrasingContent[] =>
    joinText(asPhrasing(nodes.flatMap((node) => one(node, depth))));

  const one = (node: RootContent, depth: number): RootContent[] => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return expression(node);
      case 'mdxJsxFlowElement':
        return jsx(node, depth, false);
      case 'mdxJsxTextElement':
        return jsx(node, depth, true);
      case 'paragraph':
        return paragraph(node, depth);
      // Raw HTML only exists in the plain-Markdown fallback; the HTML shows it as text.
      case 'html': {
        const value = node.value.replace(/<\/?[A-Z][\w.]*(?:\s[^>]*)?\/?>/g, '').trim();
        return value === '' ? [] : [text(value)];
      }
      case 'link': {
        const verdict = checkUrl(node.url, 'link');
        const children = inline(node.children, depth);
        return verdict.allowed ? [{ ...node, url: verdict.url, children }] : children;
      }
      case 'image': {
        const verdict = checkUrl(node.url, 'resource');
        return verdict.allowed ? [{ ...node, url: verdict.url }] : node.alt ? [text(node.alt)] : [];
      }
      case 'heading':
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'tableCell':
      case 'linkReference':
        return [{ ...node, children: inline(node.children, depth) } as RootContent];
      case 'blockquote':
      case 'listItem':
      case 'footnoteDefinition':
        return [{ ...node, children: asBlocks(flow(node.children, depth)) } as RootContent];
      case 'list':
      case 'table':
      case 'tableRow':
        return [{ ...node, children: node.children.flatMap((child) => one(child, depth)) } as RootContent];
      default:
        return [node];
    }
  };

  /** `<Note>Text</Note>` alone on a line is a paragraph holding the component: write the block. */
  const paragraph = (node: Paragraph, depth: number): RootContent[] => {
    const meaningful = node.children.filter((child) => !isBlankText(child));
    const isBlockOnly =
      meaningful.length > 0 &&
      meaningful.every(
        (child) =>
          (child.type === 'mdxJsxTextElement' && isBlockLike(child.name)) || child.type === 'mdxTextExpression',
      );
    if (!isBlockOnly) {
      const children = inline(node.children, depth);
      return children.every((child) => isBlankText(child)) ? [] : [{ ...node, children }];
    }
    return node.children.flatMap((child) =>
      child.type === 'mdxJsxTextElement' ? jsx(child, depth, false) : one(child, depth),
    );
  };

  const expression = (node: MdxFlowExpression | MdxTextExpression): RootContent[] => {
    const program = node.data?.estree;
    const statement = program?.body[0];
    if (program == null || statement === undefined) return [];
    if (program.body.length !== 1 || statement.type !== 'ExpressionStatement') return [];
    // `{user.firstName ?? "there"}`: an agent reads the fallback, as a signed-out reader does.
    const user = scope.values.has('user') ? undefined : readUserValue(statement.expression);
    if (user !== undefined) return user.fallback === '' ? [] : [text(user.fallback)];
    const reading = readStaticValue(statement.expression, scope.values);
    // An undefined plain name is shown as written, as the HTML shows it; anything else unread is left out.
    if (reading.kind === 'undefined-name')
      return statement.expression.type === 'Identifier' ? [text(`{${node.value}}`)] : [];
    if (reading.kind === 'dynamic') return [];
    const shown = staticValueText(reading.value);
    return shown === undefined || shown === '' ? [] : [text(shown)];
  };

  const jsx = (node: JsxElement, depth: number, isInline: boolean): RootContent[] => {
    const name = node.name;
    const children = (at = depth) => flow(node.children as RootContent[], at);
    if (name === null) return isInline ? asPhrasing(children()) : children();
    // Markup props (`icon={<svg/>}`) draw pictures: taken, and left out.
    const props = readJsxAttributes(node, scope.values, () => {}, isMarkup);
    const binding = scope.bindings.get(name.split('.')[0] ?? name);
    if (binding?.kind === 'snippet') return inlineSnippet(binding.path, props, isInline, depth);
    // Customer code is never run; the HTML shows a placeholder, the Markdown nothing.
    if (binding?.kind === 'code') return [];
    if (name === 'Snippet' && typeof props.file === 'string') {
      const path = snippetFilePath(scope.file, props.file);
      return path === undefined ? [] : inlineSnippet(path, props, isInline, depth);
    }
    const input: MarkdownComponentInput = {
      name,
      props,
      isInline,
      depth,
      nodes: children,
      blocks: (at) => asBlocks(children(at)),
      phrasing: () => asPhrasing(children()),
      text: () => plainText(children()),
    };
    const writer = /^[a-z]/.test(name) ? rawElementMarkdown : components[name];
    const written = writer === undefined ? children() : writer(input);
    // Inside a sentence a writer's blocks read as text; rows, cells and items stay for their table or list.
    return isInline ? written.flatMap((child) => (STRUCTURE.has(child.type) ? [child] : asPhrasing([child]))) : written;
  };

  const inlineSnippet = (
    path: string,
    props: Record<string, StaticValue>,
    isInline: boolean,
    depth: number,
  ): RootContent[] => {
    const snippet = state.snippets.get(path);
    if (snippet === undefined || scope.snippetStack.includes(path)) return [];
    const childScope = buildTreeScope(
      snippet.module,
      snippet.path,
      quiet,
      [...scope.snippetStack, path],
      snippet.parsed.headingIds,
      props,
    );
    const nodes = createWalker(childScope, state, components).flow(snippet.parsed.tree.children, depth);
    return isInline ? asPhrasing(nodes) : nodes;
  };

  return { flow };
}
