import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { contentCodes } from './codes.ts';
import { findSecrets } from './find-secrets.ts';
import type { FrontMatter } from './parse-front-matter.ts';

/** Input of `lintPage`. */
export interface LintPageInput {
  file: string;
  /** The page parsed by the lenient parser. */
  tree: Root;
  frontMatter: Pick<FrontMatter, 'data' | 'diagnostics'>;
}

type Node = Root | RootContent;

/**
 * Checks the page-content conventions of SPEC.md, as warnings with line:column:
 * 1. front matter holds `title` and `description`;
 * 2. the heading hierarchy starts at level 2 (no `#`/`<h1>` in the body);
 * 3. every image (Markdown or `<img>`) is inside a `Frame` and has alt text;
 * 4. code blocks and inline code hold no real keys or secrets (reported masked).
 * `renderPage` runs it unless called with `lint: false`.
 */
export function lintPage({ file, tree, frontMatter }: LintPageInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (node: Node, lineOffset = 0, column?: number) => ({
    file,
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: column ?? node.position?.start.column ?? 1,
  });

  if (frontMatter.diagnostics.length === 0) {
    const missing = ['title', 'description'].filter(
      (key) => typeof frontMatter.data[key] !== 'string' || (frontMatter.data[key] as string).trim() === '',
    );
    if (missing.length > 0) {
      diagnostics.push(
        createDiagnostic(contentCodes, 'LINT_FRONT_MATTER_MISSING', {
          message: `the page front matter has no ${missing.join(' and no ')}`,
          file,
          line: 1,
          column: 1,
        }),
      );
    }
  }

  const visit = (node: Node, inFrame: boolean): void => {
    if (node.type === 'heading' && node.depth === 1) {
      diagnostics.push(
        createDiagnostic(contentCodes, 'LINT_HEADING_LEVEL', {
          message: 'a level-1 heading ("# …") in the page body; headings start at level 2',
          ...at(node),
        }),
      );
    }
    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (isJsx && node.name === 'h1') {
      diagnostics.push(
        createDiagnostic(contentCodes, 'LINT_HEADING_LEVEL', {
          message: 'an <h1> in the page body; headings start at level 2',
          ...at(node),
        }),
      );
    }
    const isImage = node.type === 'image' || node.type === 'imageReference' || (isJsx && node.name === 'img');
    if (isImage) {
      const source = node.type === 'image' ? node.url : isJsx ? attributeText(node, 'src') : undefined;
      const label = source === undefined ? 'an image' : `the image "${source}"`;
      const alt =
        node.type === 'image' || node.type === 'imageReference'
          ? node.alt
          : isJsx
            ? attributeText(node, 'alt')
            : undefined;
      if (!inFrame)
        diagnostics.push(
          createDiagnostic(contentCodes, 'LINT_IMAGE_FRAME', {
            message: `${label} is not inside a <Frame>`,
            ...at(node),
          }),
        );
      if (alt === undefined || alt === null || alt.trim() === '') {
        diagnostics.push(
          createDiagnostic(contentCodes, 'LINT_IMAGE_ALT', { message: `${label} has no alt text`, ...at(node) }),
        );
      }
    }
    if (node.type === 'code' || node.type === 'inlineCode') {
      for (const finding of findSecrets(node.value)) {
        const before = node.value.slice(0, finding.index);
        const lines = before.split('\n');
        // Fenced code starts on the line after the fence; inline code after its backtick.
        const lineOffset = node.type === 'code' ? lines.length : 0;
        const column =
          node.type === 'code'
            ? (lines.at(-1)?.length ?? 0) + 1
            : (node.position?.start.column ?? 1) + 1 + finding.index;
        diagnostics.push(
          createDiagnostic(contentCodes, 'LINT_SECRET_IN_CODE', {
            message: `the code contains what looks like ${finding.kind} (${finding.masked})`,
            ...at(node, lineOffset, column),
          }),
        );
      }
    }
    if ('children' in node) {
      const childInFrame = inFrame || (isJsx && node.name === 'Frame');
      for (const child of node.children as RootContent[]) visit(child, childInFrame);
    }
  };
  visit(tree, false);
  return diagnostics;
}

function attributeText(
  node: { attributes: ReadonlyArray<{ type: string; name?: string; value?: unknown }> },
  name: string,
): string | undefined {
  const attribute = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (attribute === undefined) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  // `alt={…}`: an expression counts as alt text being present.
  return attribute.value === null || attribute.value === undefined ? '' : 'expression';
}
