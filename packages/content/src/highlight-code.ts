import type { Element } from 'hast';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { element, text } from './hast-builders.ts';

/**
 * Languages highlighted at build time: the common ones in documentation. Loading every grammar
 * shiki ships would cost seconds and memory per worker; anything else is shown as plain code.
 */
const LANGUAGES = new Set([
  'bash', 'shellscript', 'sh', 'shell', 'zsh', 'console', 'powershell', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx', 'json', 'jsonc',
  'json5', 'yaml', 'yml', 'toml', 'ini', 'python', 'py', 'go', 'rust', 'rs', 'java', 'kotlin', 'kt', 'swift', 'ruby', 'rb', 'php',
  'csharp', 'cs', 'c', 'cpp', 'c++', 'html', 'css', 'scss', 'xml', 'sql', 'graphql', 'gql', 'markdown', 'md', 'mdx', 'diff',
  'dockerfile', 'docker', 'http', 'dart', 'elixir', 'scala', 'lua', 'r', 'vue', 'svelte', 'makefile', 'nginx', 'proto', 'protobuf', 'hcl', 'terraform',
]);
/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`…), set for light and dark
 * schemes by the site's stylesheet. A light and a dark theme would tokenize every block twice,
 * switching the grammar's theme each time: 0.62 ms a one-line block against 0.18 ms.
 */
const THEME = createCssVariablesTheme({ name: 'folio-css-variables', variablePrefix: '--shiki-', fontStyle: true });
/** Code blocks longer than this are shown plain: highlighting cost grows with length. */
const MAX_HIGHLIGHT_LENGTH = 100_000;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [THEME], langs: [] });
  return highlighter;
}

/**
 * Highlights a code block with shiki (created once, lazily; grammars loaded on first use) into a
 * `<pre class="shiki">` whose colours are CSS variables (light and dark in the site's stylesheet). Unknown languages, and any highlighter
 * failure, give plain escaped code instead: never an error.
 */
export async function highlightCode(code: string, language: string | undefined): Promise<Element> {
  const lang = language?.toLowerCase();
  if (lang !== undefined && LANGUAGES.has(lang) && code.length <= MAX_HIGHLIGHT_LENGTH && isBundled(lang)) {
    try {
      const instance = await getHighlighter();
      if (!instance.getLoadedLanguages().includes(lang)) await instance.loadLanguage(lang as BundledLanguage);
      const root = instance.codeToHast(code, { lang, theme: THEME.name! });
      const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      if (pre !== undefined) return pre;
    } catch {
      // Fall through to plain code: a grammar problem must not fail the page.
    }
  }
  return element('pre', { className: ['code-plain'], tabIndex: 0 }, [element('code', lang === undefined ? {} : { className: [`language-${lang}`] }, [text(code)])]);
}

function isBundled(lang: string): boolean {
  return Object.prototype.hasOwnProperty.call(bundledLanguages, lang);
}
