import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '@folio/diagnostics';
import { loadDocsConfig } from './load-docs-config.ts';
import { createMemoryReader } from './create-memory-reader.ts';

const BASE = { name: 'X', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index'] } };

/** The custom language `/l.json` of the cases below (styling.codeblocks.languages.custom). */
const GRAMMAR = { name: 'l', scopeName: 'source.l', patterns: [] };

async function load(styling: unknown) {
  const result = await loadDocsConfig({
    readFile: createMemoryReader({
      'docs.json': JSON.stringify({ ...BASE, styling }, null, 2),
      'l.json': JSON.stringify(GRAMMAR),
    }),
  });
  // Notes on settings Folio accepts but does not honour yet (`CONFIG_SETTING_IGNORED`) are not problems of the value.
  const lines = result.diagnostics
    .filter((d) => d.path?.startsWith('styling') && d.severity !== 'info')
    .map((d) => formatDiagnostic(d));
  return { styling: result.config?.styling, lines };
}

describe('styling', () => {
  it.each([
    [{ codeblocks: 'system' }, { codeblocks: 'system' }],
    [
      { codeblocks: 'dark', latex: true },
      { codeblocks: 'dark', latex: true },
    ],
    [{ codeblocks: { theme: 'dracula' } }, { codeblocks: { theme: 'dracula' } }],
    [
      { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
      { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
    ],
    [
      { codeblocks: { theme: 'css-variables', languages: { custom: ['/l.json'] } }, latex: false },
      { codeblocks: { theme: 'css-variables', languages: { custom: ['/l.json'], grammars: [GRAMMAR] } }, latex: false },
    ],
  ])('accepts %j', async (styling, expected) => {
    const { styling: read, lines } = await load(styling);
    expect(lines).toEqual([]);
    expect(read).toEqual(expected);
  });

  it('reports each bad value at its JSON path with the closest theme name, and keeps the rest', async () => {
    const { styling, lines } = await load({
      codeblocks: { theme: { light: 'github-ligth', dark: 'nope' } },
      latex: 'yes',
      eyebrows: 'section',
    });
    expect(styling).toEqual({ eyebrows: 'section', codeblocks: {} });
    expect(lines.join('\n')).toMatchInlineSnapshot(`
      "docs.json:15:18 styling.codeblocks.theme.light: error "github-ligth" is not a Shiki theme; code blocks keep the default colours (CONFIG_INVALID_VALUE)
        hint: Did you mean "github-light"?
      docs.json:16:17 styling.codeblocks.theme.dark: error "nope" is not a Shiki theme; code blocks keep the default colours (CONFIG_INVALID_VALUE)
        hint: Write the name of a theme bundled with Shiki (https://shiki.style/themes), e.g. "github-dark".
      docs.json:19:14 styling.latex: error \`latex\` must be a boolean (true or false), found string "yes" (CONFIG_WRONG_TYPE)
        hint: Write \`latex\` as a boolean (true or false)."
    `);
  });

  it('reports a mode that is not one, a theme of the wrong type and unknown keys', async () => {
    const { lines } = await load({ codeblocks: 'draculaa', colour: 1 });
    const more = await load({ codeblocks: { theme: 3, themes: {} } });
    expect([...lines, ...more.lines].join('\n')).toMatchInlineSnapshot(`
      "docs.json:13:19 styling.codeblocks: error \`styling.codeblocks\` "draculaa" is not "system" or "dark" (CONFIG_INVALID_VALUE)
        hint: A theme goes in an object: { "theme": "dracula" }.
      docs.json:14:15 styling.colour: warning unknown key \`colour\` on \`styling\`; it is ignored (CONFIG_UNKNOWN_KEY)
        hint: Remove \`colour\`. Keys known here: \`eyebrows\`, \`codeblocks\`, \`latex\`.
      docs.json:14:16 styling.codeblocks.theme: error \`styling.codeblocks.theme\` must be a theme name or { "light", "dark" }, found number 3 (CONFIG_WRONG_TYPE)
        hint: Write "github-dark", or { "light": "github-light", "dark": "github-dark" }.
      docs.json:15:17 styling.codeblocks.themes: warning unknown key \`themes\` on \`styling.codeblocks\`; it is ignored (CONFIG_UNKNOWN_KEY)
        hint: Did you mean \`theme\`? Otherwise remove \`themes\`."
    `);
  });
});
