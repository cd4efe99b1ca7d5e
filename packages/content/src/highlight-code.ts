import type { Element } from 'hast';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
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
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
/** Code blocks longer than this are shown plain: highlighting cost grows with length. */
const MAX_HIGHLIGHT_LENGTH = 100_000;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [] });
  return highlighter;
}

/**
 * Highlights a code block with shiki (created once, lazily; grammars loaded on first use) into a
 * `<pre class="shiki">` with light and dark colours. Unknown languages, and any highlighter
 * failure, give plain escaped code instead: never an error.
 */
export async function highlightCode(code: string, language: string | undefined): Promise<Element> {
  const lang = language?.toLowerCase();
  if (lang !== undefined && LANGUAGES.has(lang) && code.length <= MAX_HIGHLIGHT_LENGTH && isBundled(lang)) {
    try {
      const instance = await getHighlighter();
      if (!instance.getLoadedLanguages().includes(lang)) await instance.loadLanguage(lang as BundledLanguage);
      const root = instance.codeToHast(code, { lang, themes: THEMES });
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
