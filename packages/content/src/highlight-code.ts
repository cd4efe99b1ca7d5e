import type { Element, Root } from 'hast';
import {
  bundledLanguages,
  bundledThemes,
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type CodeToHastOptions,
  type Highlighter,
} from 'shiki';
import { codeLineTransformers } from './code-line-transformers.ts';
import { codeThemeKey, PALETTE_THEME_NAME, type CodeTheme } from './code-theme.ts';
import { CustomLanguageHighlighters } from './custom-language-highlighters.ts';
import { customGrammarName, type CustomLanguages } from './custom-languages.ts';
import { element, text } from './hast-builders.ts';
import { HighlightCache } from './highlight-cache.ts';
import { mermaidElement } from './mermaid-element.ts';
import type { CodeMeta } from './parse-code-meta.ts';

/**
 * Languages highlighted at build time: the common ones in documentation. Loading every grammar
 * shiki ships would cost seconds and memory per worker; anything else is shown as plain code.
 */
const LANGUAGES = new Set([
  'bash',
  'shellscript',
  'sh',
  'shell',
  'zsh',
  'console',
  'powershell',
  'javascript',
  'js',
  'jsx',
  'typescript',
  'ts',
  'tsx',
  'json',
  'jsonc',
  'json5',
  'yaml',
  'yml',
  'toml',
  'ini',
  'python',
  'py',
  'go',
  'rust',
  'rs',
  'java',
  'kotlin',
  'kt',
  'swift',
  'ruby',
  'rb',
  'php',
  'csharp',
  'cs',
  'c',
  'cpp',
  'c++',
  'html',
  'css',
  'scss',
  'xml',
  'sql',
  'graphql',
  'gql',
  'markdown',
  'md',
  'mdx',
  'diff',
  'dockerfile',
  'docker',
  'http',
  'dart',
  'elixir',
  'scala',
  'lua',
  'r',
  'vue',
  'svelte',
  'makefile',
  'nginx',
  'proto',
  'protobuf',
  'hcl',
  'terraform',
]);
/**
 * Folio's palette: one theme whose colours are CSS variables (`--shiki-token-keyword`…), set for
 * light and dark schemes by the site's stylesheet. A light and a dark theme would tokenize every
 * block twice, switching the grammar's theme each time: 0.62 ms a one-line block against 0.18 ms;
 * so a pair of named themes is only paid for by sites that ask for one.
 */
const PALETTE = createCssVariablesTheme({ name: PALETTE_THEME_NAME, variablePrefix: '--shiki-', fontStyle: true });
/** Code blocks longer than this are shown plain: highlighting cost grows with length. */
const MAX_HIGHLIGHT_LENGTH = 100_000;
/**
 * Per-line limits of the tokenizer: lines longer than this stay one plain token (minified code);
 * a line may take this long. Shiki's default time limit (500 ms) is reached on a loaded machine
 * while a grammar's expressions are first compiled, and the line then comes out as one token of
 * the first colour (seen on a busy build host); a page would keep that in the cache.
 */
const TOKENIZE = { tokenizeMaxLineLength: 2000, tokenizeTimeLimit: 10_000 } as const;

/**
 * Shiki's default engine: Oniguruma compiled to WebAssembly (the regular expressions of TextMate
 * grammars are Oniguruma's). A match runs synchronously inside WebAssembly and cannot be
 * interrupted, so a tenant grammar that backtracks catastrophically is stopped by the render
 * pool's page deadline (the thread is terminated), not here.
 */
const highlighters = new CustomLanguageHighlighters(() => createHighlighter({ themes: [PALETTE], langs: [] }));
const cache = new HighlightCache();

/** What `highlightCode` needs besides the code. */
export interface HighlightOptions {
  /** The block's options; `highlight` and `focus` mark lines here, the rest is the caller's. */
  meta?: CodeMeta;
  /** docs.json `styling.codeblocks`; default `system`. */
  theme?: CodeTheme;
  /** The site's own grammars, docs.json `styling.codeblocks.languages.custom`. */
  languages?: CustomLanguages;
  /**
   * Called with `true` just before a block is tokenized and `false` after: tokenizing runs a
   * grammar's regular expressions synchronously, so a render thread stuck there is stuck on this
   * page (the render pool tells which page to blame by it).
   */
  onTokenize?: (tokenizing: boolean) => void;
}

/**
 * Highlights a code block with shiki (created once, lazily; grammars and themes loaded on first
 * use) into a `<pre class="shiki">` of `<span class="line">`s, with the meta's line highlights and
 * focus, the `[!code …]` notation and diff lines as classes on the lines. Colours are Folio's CSS
 * variables, or with a theme pair `--shiki-light`/`--shiki-dark` on every token for the stylesheet
 * to pick from. A language Folio does not highlight gets the same line markup without colours;
 * an over-long block, or any highlighter failure, plain escaped code: never an error. Results
 * are cached by code, language, lines and theme (real sites repeat blocks through snippets).
 */
export async function highlightCode(
  code: string,
  language: string | undefined,
  options: HighlightOptions = {},
): Promise<Element> {
  const lang = language?.toLowerCase();
  // Drawn in the reader's browser by the site's mermaid loader; the source stays readable without script.
  if (lang === 'mermaid') return mermaidElement(code);
  const meta = options.meta ?? {};
  if (code.length <= MAX_HIGHLIGHT_LENGTH) {
    const custom = customGrammarName(options.languages, lang);
    const grammar = custom ?? (lang !== undefined && LANGUAGES.has(lang) && isBundled(lang) ? lang : 'text');
    // A custom grammar's blocks are cached under its set: another site may name its own language alike.
    const grammarKey = custom === undefined ? grammar : `${options.languages?.key}:${custom}`;
    const key = [
      codeThemeKey(options.theme),
      grammarKey,
      meta.highlight?.join(',') ?? '',
      meta.focus?.join(',') ?? '',
      code,
    ].join('\u0000');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const instance = await highlighters.get(options.languages);
      const loaded = instance.getLoadedLanguages().includes(grammar);
      // A custom grammar Shiki refused is not loaded: its blocks are plain code, like any unknown language.
      if (custom !== undefined && !loaded) throw new Error(`custom language ${custom} is not loaded`);
      if (grammar !== 'text' && !loaded) await instance.loadLanguage(grammar as BundledLanguage);
      const colours = await themeOptions(instance, options.theme);
      options.onTokenize?.(true);
      let root: Root;
      try {
        root = instance.codeToHast(code, {
          lang: grammar,
          ...colours,
          ...TOKENIZE,
          transformers: codeLineTransformers(code, lang ?? '', meta),
        } as CodeToHastOptions);
      } finally {
        options.onTokenize?.(false);
      }
      const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      if (pre !== undefined) {
        if (grammar === 'text' && lang !== undefined) markLanguage(pre, lang);
        cache.set(key, pre);
        return pre;
      }
    } catch {
      // Fall through to plain code: a grammar problem must not fail the page.
    }
  }
  return element('pre', { className: ['code-plain'], tabIndex: 0 }, [
    element('code', lang === undefined ? {} : { className: [`language-${lang}`] }, [text(code)]),
  ]);
}

/** Shiki's colour options for a code theme, loading a named theme on first use. */
async function themeOptions(
  instance: Highlighter,
  theme: CodeTheme | undefined,
): Promise<{ theme: string } | { themes: { light: string; dark: string }; defaultColor: false }> {
  if (theme === undefined || typeof theme === 'string') return { theme: PALETTE_THEME_NAME };
  const light = await loadTheme(instance, theme.light);
  const dark = await loadTheme(instance, theme.dark);
  if (light === dark) return { theme: light };
  // No default colour: every token carries both as variables, and the stylesheet picks by scheme.
  return { themes: { light, dark }, defaultColor: false };
}

async function loadTheme(instance: Highlighter, name: string): Promise<string> {
  if (name === 'css-variables' || !Object.hasOwn(bundledThemes, name)) return PALETTE_THEME_NAME;
  if (!instance.getLoadedThemes().includes(name)) await instance.loadTheme(name as BundledTheme);
  return name;
}

/** A block in a language without a grammar keeps its name for readers and styles (`language-klingon`). */
function markLanguage(pre: Element, lang: string): void {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (code !== undefined) code.properties.className = [`language-${lang}`];
}

function isBundled(lang: string): boolean {
  return Object.hasOwn(bundledLanguages, lang);
}
