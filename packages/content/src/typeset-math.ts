import type Katex from 'katex';
import { loadHtmlParser } from './html-to-hast.ts';

/** A TeX formula typeset by KaTeX, or the reason it could not be. */
export type TypesetMath = { html: string } | { error: string };

/**
 * Typesets one TeX formula at build time with KaTeX (HTML for sight, MathML for assistive
 * technology). KaTeX runs with `throwOnError: true` here, not its lenient mode: the lenient mode
 * paints the bad source red in the page and says nothing, where the author needs a diagnostic with
 * the place; the caller shows the source as code instead. `trust: false` keeps `\href`, `\url`
 * and `\htmlClass` from emitting links or attributes from tenant content.
 */
export function typesetMath(tex: string, isDisplay: boolean): TypesetMath {
  if (katex === undefined) throw new Error('typesetMath before loadMathTypesetter: KaTeX is not loaded');
  try {
    return {
      html: katex.renderToString(tex, {
        displayMode: isDisplay,
        throwOnError: true,
        output: 'htmlAndMathml',
        trust: false,
        strict: 'ignore',
      }),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : String(error) };
  }
}

let katex: typeof Katex | undefined;

/**
 * Loads KaTeX, and the HTML parser its markup goes through, for `typesetMath`. Loaded on demand
 * (the render threads' bundle keeps both in chunks of their own): together they are a third of
 * the renderer, and evaluating them cost every render thread's start 80 ms on sites whose pages
 * have no formula.
 */
export async function loadMathTypesetter(): Promise<void> {
  if (katex !== undefined) return;
  const [module] = await Promise.all([import('katex'), loadHtmlParser()]);
  katex = module.default;
}

/**
 * Whether rendering a page may typeset math, so `loadMathTypesetter` must run first: formulas are
 * written with dollar signs or `<Latex>`, in the page or in one of its snippets (`snippetTexts`:
 * each snippet's text as parsed, `undefined` when it is not at hand, which counts as maybe).
 */
export function mayTypesetMath(source: string, snippetTexts: Iterable<string | undefined>): boolean {
  if (hasMathMarks(source)) return true;
  for (const text of snippetTexts) if (text === undefined || hasMathMarks(text)) return true;
  return false;
}

function hasMathMarks(text: string): boolean {
  return text.includes('$') || text.includes('Latex');
}
