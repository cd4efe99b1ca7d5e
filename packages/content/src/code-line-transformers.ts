import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import type { CodeMeta } from './parse-code-meta.ts';

/** Class names on a line (`<span class="line">`) and on the `<pre>`, as Shiki's transformers name them. */
const lineClasses = {
  highlighted: 'highlighted',
  focused: 'focused',
  add: 'diff add',
  remove: 'diff remove',
  hasHighlighted: 'has-highlighted',
  hasFocused: 'has-focused',
  hasDiff: 'has-diff',
} as const;

/** The reference's comment matching (`// [!code ++]` marks its own line; on a line alone, the next). */
const MATCH = { matchAlgorithm: 'v3' } as const;
/** Built once: the notation transformers keep no state between blocks. */
const NOTATION: readonly ShikiTransformer[] = [
  transformerNotationHighlight({
    ...MATCH,
    classActiveLine: lineClasses.highlighted,
    classActivePre: lineClasses.hasHighlighted,
  }),
  transformerNotationFocus({ ...MATCH, classActiveLine: lineClasses.focused, classActivePre: lineClasses.hasFocused }),
  transformerNotationDiff({
    ...MATCH,
    classLineAdd: lineClasses.add,
    classLineRemove: lineClasses.remove,
    classActivePre: lineClasses.hasDiff,
  }),
];

/**
 * The Shiki transformers a block needs, and only those (each walks every line): the meta's
 * `{1,3-5}`/`highlight=`/`focus=` lines; the `// [!code highlight|focus|++|--]` comment notation
 * when the code has one; `+`/`-` lines of a `diff` block.
 */
export function codeLineTransformers(code: string, language: string, meta: CodeMeta): ShikiTransformer[] {
  const transformers: ShikiTransformer[] = [];
  const highlight = new Set(meta.highlight);
  const focus = new Set(meta.focus);
  if (highlight.size > 0 || focus.size > 0) transformers.push(metaLines(highlight, focus));
  if (code.includes('[!code')) transformers.push(...NOTATION);
  if (language === 'diff') transformers.push(diffLines(code));
  return transformers;
}

function metaLines(highlight: ReadonlySet<number>, focus: ReadonlySet<number>): ShikiTransformer {
  return {
    name: 'folio:meta-lines',
    line(node, line) {
      if (highlight.has(line)) this.addClassToHast(node, lineClasses.highlighted);
      if (focus.has(line)) this.addClassToHast(node, lineClasses.focused);
    },
    pre(node) {
      if (highlight.size > 0) this.addClassToHast(node, lineClasses.hasHighlighted);
      if (focus.size > 0) this.addClassToHast(node, lineClasses.hasFocused);
    },
  };
}

/** A unified diff's added and removed lines (not its `+++`/`---` file headers). */
function diffLines(code: string): ShikiTransformer {
  const lines = code.split(/\r?\n/);
  let hasDiff = false;
  return {
    name: 'folio:diff-lines',
    line(node, line) {
      const text = lines[line - 1] ?? '';
      if (text.startsWith('+') && !text.startsWith('+++')) {
        this.addClassToHast(node, lineClasses.add);
        hasDiff = true;
      } else if (text.startsWith('-') && !text.startsWith('---')) {
        this.addClassToHast(node, lineClasses.remove);
        hasDiff = true;
      }
    },
    root(root) {
      const pre = root.children.find((child) => child.type === 'element' && child.tagName === 'pre');
      if (hasDiff && pre !== undefined && pre.type === 'element') this.addClassToHast(pre, lineClasses.hasDiff);
    },
  };
}
