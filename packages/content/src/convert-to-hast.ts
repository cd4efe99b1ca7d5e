import { createDiagnostic } from '@folio/diagnostics';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Heading, Paragraph, Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxJsxFlowElement, MdxJsxTextElement, MdxTextExpression } from 'mdast-util-mdx';
import { defaultHandlers, toHast, type Handlers, type State } from 'mdast-util-to-hast';
import { contentCodes, type ContentCode } from './codes.ts';
import type { ComponentContext } from './component-renderer.ts';
import { element, text } from './hast-builders.ts';
import { codeBlockPlaceholder, queuedCodeBlock } from './code-block-placeholder.ts';
import { parseCodeMeta } from './parse-code-meta.ts';
import { readJsxAttributes } from './read-jsx-attributes.ts';
import { readStaticValue, type StaticValue } from './read-static-value.ts';
import { staticValueText } from './static-value-text.ts';
import { isBlockElement } from './is-block-element.ts';
import { readJsxElementProp } from './read-jsx-element-prop.ts';
import { renderRawElement } from './render-raw-element.ts';
import type { RenderState, TreeScope } from './render-state.ts';
import { buildTreeScope } from './build-tree-scope.ts';
import { childrenSource } from './children-source.ts';
import { checkPageUrls } from './check-page-urls.ts';
import { snippetFilePath } from './load-snippets.ts';
import { mathHandlers } from './math-handlers.ts';
import { contentIcon } from './icons/content-icon.ts';
import { readUserValue, startsWithUser } from './read-user-value.ts';
import { userValueElement } from './user-value-element.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Position = { line: number; column: number };

/**
 * Turns a parsed page (or snippet) into hast through Folio's component map. MDX is interpreted,
 * never executed: `{expressions}` and attribute values are read statically, snippets are inlined
 * from their parsed trees, code blocks become placeholders highlighted after sanitising.
 */
export function convertToHast(tree: Root, scope: TreeScope, state: RenderState): HastRoot {
  const at = (node: { position?: { start: Position } | undefined } | undefined): Position => ({
    line: node?.position?.start.line ?? 1,
    column: node?.position?.start.column ?? 1,
  });
  const warn = (
    code: ContentCode,
    message: string,
    node: { position?: { start: Position } | undefined } | undefined,
    hint?: string,
  ) => {
    state.diagnostics.push(
      createDiagnostic(contentCodes, code, {
        message,
        file: scope.file,
        ...at(node),
        ...(hint === undefined ? {} : { hint }),
      }),
    );
  };

  const expression = (_: State, node: MdxFlowExpression | MdxTextExpression): ElementContent | undefined => {
    const program = node.data?.estree;
    const statement = program?.body[0];
    // `{/* comment */}` parses to an empty program.
    if (program === undefined || program === null || statement === undefined) return undefined;
    if (program.body.length !== 1 || statement.type !== 'ExpressionStatement') {
      warn(
        'CONTENT_EXPRESSION_DROPPED',
        `the expression {${clip(node.value)}} is not shown: only literal values are rendered`,
        node,
      );
      return undefined;
    }
    // `{user.firstName}`: the reader's claim, filled in by the browser (a page's own `user` wins).
    const user = scope.values.has('user') ? undefined : readUserValue(statement.expression);
    if (user !== undefined) {
      if (!state.readerClaims) {
        warn(
          'CONTENT_USER_VALUE_WITHOUT_SIGN_IN',
          `{${clip(node.value)}} is filled in from a signed-in reader's claims, but this site's readers do not sign in, so every reader sees ${user.fallback === '' ? 'nothing' : `"${clip(user.fallback)}"`} there`,
          node,
        );
      }
      return userValueElement(user);
    }
    const reading = readStaticValue(statement.expression, scope.values);
    if (reading.kind === 'undefined-name' && startsWithUser(statement.expression)) {
      warn(
        'CONTENT_EXPRESSION_DROPPED',
        `the expression {${clip(node.value)}} is not shown: only a reader's claim written as {user.name} (or {user.name ?? "fallback"}) is filled in`,
        node,
      );
      return undefined;
    }
    if (reading.kind === 'undefined-name' && statement.expression.type !== 'Identifier') {
      // `{process.env.HOME}`: never echo what looks like an environment or code lookup.
      warn(
        'CONTENT_EXPRESSION_DROPPED',
        `the expression {${clip(node.value)}} is not shown: "${reading.name}" is not defined`,
        node,
      );
      return undefined;
    }
    if (reading.kind === 'undefined-name') {
      warn(
        'CONTENT_EXPRESSION_UNDEFINED',
        `"${reading.name}" is not defined, so {${clip(node.value)}} is shown as text`,
        node,
      );
      return text(`{${node.value}}`);
    }
    if (reading.kind === 'dynamic') {
      warn('CONTENT_EXPRESSION_DROPPED', `the expression {${clip(node.value)}} is not shown: ${reading.reason}`, node);
      return undefined;
    }
    const rendered = staticValueText(reading.value);
    if (rendered === undefined) {
      warn(
        'CONTENT_EXPRESSION_DROPPED',
        `the expression {${clip(node.value)}} is an object, which cannot be shown`,
        node,
      );
      return undefined;
    }
    return rendered === '' ? undefined : text(rendered);
  };

  const jsx = (hastState: State, node: JsxElement, asBlock = false): ElementContent[] | undefined => {
    const name = node.name;
    if (name === null) return hastState.all(node) as ElementContent[];
    const isInline = node.type === 'mdxJsxTextElement' && !asBlock;
    const elementProps: Record<string, ElementContent[]> = {};
    const props = readJsxAttributes(
      node,
      scope.values,
      (message) => warn('CONTENT_ATTRIBUTE_DROPPED', message, node),
      (attribute, value) => {
        const markup = readJsxElementProp(value, (code, message) => warn(code, message, node));
        if (markup !== undefined) elementProps[attribute] = markup;
        return markup !== undefined;
      },
    );
    const binding = scope.bindings.get(name.split('.')[0] ?? name);
    if (binding?.kind === 'snippet') return inlineSnippet(binding.path, props, isInline);
    if (binding?.kind === 'code') {
      warn(
        'CONTENT_CUSTOM_COMPONENT',
        `<${name}> is a custom component from ${binding.origin}; Folio never runs customer code, so a placeholder is shown`,
        node,
      );
      return [placeholder(name, isInline)];
    }
    if (name === 'Snippet' && typeof props.file === 'string') {
      const path = snippetFilePath(scope.file, props.file);
      return path === undefined ? [] : inlineSnippet(path, props, isInline);
    }
    // A component's own headings (an Update's label) come before those of its children in the table of contents.
    const headingsBefore = state.headings.length;
    const children = hastState.all(node) as ElementContent[];
    const component = state.components[name];
    if (component === undefined && /^[a-z]/.test(name)) {
      return atSource(
        renderRawElement(name, props, children, (code, message) => warn(code, message, node)),
        node,
      );
    }
    if (component === undefined) {
      const key = `${scope.file}\u0000${name}`;
      if (!state.warnedNames.has(key)) {
        state.warnedNames.add(key);
        warn('CONTENT_UNKNOWN_COMPONENT', `<${name}> is not a Folio component; only its content is shown`, node);
      }
      return children;
    }
    const context: ComponentContext = {
      warn: (code, message, hint) => warn(code, message, node, hint),
      uniqueId: (prefix) => uniqueId(state.usedIds, prefix),
      codeBlockOf: (child) => queuedCodeBlock(child, state),
      addCodeBlock: (request) =>
        codeBlockPlaceholder(request, state, (name) =>
          contentIcon(name, state.iconLibrary, 'folio-icon', (code, message, hint) => warn(code, message, node, hint)),
        ),
      icon: (icon, className = 'folio-icon') =>
        contentIcon(icon, state.iconLibrary, className, (code, message, hint) => warn(code, message, node, hint)),
      addHeading: (depth, label, wanted) => {
        let id =
          wanted !== undefined && wanted !== '' && !state.usedIds.has(wanted) ? wanted : state.slugger.slug(label);
        while (state.usedIds.has(id)) id = state.slugger.slug(label);
        state.usedIds.add(id);
        state.headings.splice(headingsBefore, 0, { depth, text: label, id });
        return id;
      },
      childrenSource: () => childrenSource(node, tree.data?.sourceText),
    };
    return atSource(
      component({
        name,
        props,
        ...(Object.keys(elementProps).length === 0 ? {} : { elementProps }),
        children,
        isInline,
        context,
      }),
      node,
    );
  };

  const inlineSnippet = (path: string, props: Record<string, StaticValue>, isInline: boolean): ElementContent[] => {
    const snippet = state.snippets.get(path);
    // Missing snippets and cycles were reported while loading.
    if (snippet === undefined || scope.snippetStack.includes(path)) return [];
    // The file read (`_snippets/x.mdx` for `/snippets/x.mdx` in a legacy repository): its own
    // relative references and diagnostics are from there.
    const childScope = buildTreeScope(
      snippet.module,
      snippet.path,
      state,
      [...scope.snippetStack, path],
      snippet.parsed.headingIds,
      props,
    );
    const root = convertToHast(snippet.parsed.tree, childScope, state);
    const content = trimBlankText(root.children.filter((child): child is ElementContent => child.type !== 'doctype'));
    const first = content[0];
    if (isInline && content.length === 1 && first?.type === 'element' && first.tagName === 'p') return first.children;
    // At block level the parent inserts line breaks between blocks itself.
    return isInline ? content : content.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  };

  /**
   * `<Note>Text</Note>` on a line of its own parses as a paragraph holding an inline element; a
   * paragraph holding only block components (and blank text) is rendered as those blocks, so
   * that no `<div>` ends up inside a `<p>`.
   */
  const paragraph = (hastState: State, node: Paragraph): ElementContent | ElementContent[] | undefined => {
    const meaningful = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    const isBlockOnly =
      meaningful.length > 0 &&
      meaningful.every(
        (child) =>
          (child.type === 'mdxJsxTextElement' && isBlockElement(child.name, scope, state)) ||
          child.type === 'mdxTextExpression',
      );
    if (!isBlockOnly) return defaultHandlers.paragraph(hastState, node) as Element;
    const out: ElementContent[] = [];
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement') out.push(...(jsx(hastState, child, true) ?? []));
      else out.push(...toContent(hastState.one(child, node)));
    }
    return out;
  };

  const handlers: Handlers = {
    paragraph,
    ...mathHandlers((message, node) => warn('CONTENT_MATH_INVALID', message, node)),
    mdxjsEsm: () => undefined,
    yaml: () => undefined,
    toml: () => undefined,
    mdxFlowExpression: expression,
    mdxTextExpression: expression,
    // Handlers get (state, node, parent): never let the parent reach `jsx`'s `asBlock` flag.
    mdxJsxFlowElement: (hastState: State, node: JsxElement) => jsx(hastState, node, false),
    mdxJsxTextElement: (hastState: State, node: JsxElement) => jsx(hastState, node, false),
    // Raw HTML only exists in the plain-Markdown fallback: show it as text rather than trust it.
    html: (_, node: { value: string }) => text(node.value),
    heading: (hastState: State, node: Heading) => {
      const result = defaultHandlers.heading(hastState, node) as Element;
      const label = textOf(result).trim();
      const mark = node.position === undefined ? undefined : scope.headingIds.get(node.position.start.line);
      let id: string;
      if (mark !== undefined && !state.usedIds.has(mark.id)) id = mark.id;
      else {
        if (mark !== undefined)
          warn('CONTENT_HEADING_ID_INVALID', `the heading id "${mark.id}" is already used on this page`, node);
        id = state.slugger.slug(label);
        while (state.usedIds.has(id)) id = state.slugger.slug(label);
      }
      state.usedIds.add(id);
      result.properties.id = id;
      state.headings.push({ depth: node.depth, text: label, id });
      return result;
    },
    code: (_: State, node: Code) => {
      const meta = parseCodeMeta(node.meta);
      const request = {
        value: node.value,
        meta,
        ...(node.lang ? { language: node.lang } : {}),
        ...(meta.title === undefined ? {} : { title: meta.title }),
      };
      return codeBlockPlaceholder(request, state, (name) =>
        contentIcon(name, state.iconLibrary, 'folio-icon', (code, message, hint) => warn(code, message, node, hint)),
      );
    },
  } as Handlers;

  const root = toHast(tree, { handlers, allowDangerousHtml: false }) as HastRoot;
  const linked: Element[] = [];
  checkPageUrls(
    root,
    ({ message, hint, at: position }) => {
      state.diagnostics.push(
        createDiagnostic(contentCodes, 'CONTENT_URL_REFUSED', { message, hint, file: scope.file, ...position }),
      );
    },
    // The link graph's record; a snippet's elements were recorded against the snippet already.
    ({ url, use, element, attribute, at: position, span }) => {
      if (state.linkedElements.has(element)) return;
      linked.push(element);
      state.links.push({
        url,
        use,
        element: element.tagName,
        attribute,
        file: scope.file,
        ...position,
        ...(span === undefined ? {} : { span }),
      });
    },
  );
  for (const element of linked) state.linkedElements.add(element);
  return root;
}

/** Gives a component's own elements the position of its JSX element, so URL problems in them have a line. */
function atSource(nodes: ElementContent[], node: JsxElement): ElementContent[] {
  if (node.position === undefined) return nodes;
  for (const child of nodes)
    if (child.type === 'element' && child.position === undefined) child.position = node.position;
  return nodes;
}

function toContent(nodes: ReturnType<State['one']>): ElementContent[] {
  if (nodes === undefined) return [];
  const list = Array.isArray(nodes) ? nodes : [nodes];
  return list.filter(
    (node): node is ElementContent => node.type === 'element' || node.type === 'text' || node.type === 'comment',
  );
}

function trimBlankText(nodes: ElementContent[]): ElementContent[] {
  const isBlank = (node: ElementContent | undefined) => node?.type === 'text' && node.value.trim() === '';
  let start = 0;
  let end = nodes.length;
  while (start < end && isBlank(nodes[start])) start++;
  while (end > start && isBlank(nodes[end - 1])) end--;
  // Nodes that render nothing (imports, comments) leave their line breaks behind: keep one.
  return nodes.slice(start, end).filter((node, index, list) => !(isBlank(node) && isBlank(list[index - 1])));
}

function placeholder(name: string, isInline: boolean): Element {
  return element(isInline ? 'span' : 'div', { className: ['custom-component'], dataComponent: name, role: 'note' }, [
    text(`The custom component ${name} is not shown here.`),
  ]);
}

function uniqueId(used: Set<string>, prefix: string): string {
  let id = prefix;
  for (let count = 1; used.has(id); count++) id = `${prefix}-${count}`;
  used.add(id);
  return id;
}

function textOf(node: ElementContent | RootContent | HastRoot | Element): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function clip(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
