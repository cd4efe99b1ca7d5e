import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

async function load(settings: string) {
  const text = `{ "name": "A", "theme": "mint", "colors": { "primary": "#000000" }, "navigation": { "pages": ["index"] }, ${settings} }`;
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
}

describe('api.examples.languages', () => {
  it("reads the format's names and their usual spellings into languages, each once, in the author's order", async () => {
    const loaded = await load(
      `"api": { "examples": { "languages": ["bash", "Go", "ruby", "php", "java", "C#", "dotnet", "golang", " swift ", "rust", "powershell", "ts"] } }`,
    );
    expect(loaded.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(loaded.config?.api?.examples?.languages).toEqual([
      'curl',
      'go',
      'ruby',
      'php',
      'java',
      'csharp',
      'swift',
      'rust',
      'powershell',
      'typescript',
    ]);
  });

  it('reports a language Folio does not generate, with the closest name, and leaves it out', async () => {
    const loaded = await load(`"api": { "examples": { "languages": ["pyton", "dart", 3, "python"] } }`);
    expect(
      loaded.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.path} ${d.code}: ${d.message}`),
    ).toEqual([
      'api.examples.languages[0] CONFIG_UNSUPPORTED_VALUE: Folio does not generate "pyton" request samples; this entry is left out',
      'api.examples.languages[1] CONFIG_UNSUPPORTED_VALUE: Folio does not generate "dart" request samples; this entry is left out',
      'api.examples.languages[2] CONFIG_WRONG_TYPE: `api.examples.languages[2]` must be a language name such as "bash" or "python", found number 3',
    ]);
    const hints = loaded.diagnostics.map((d) => d.hint);
    expect(hints[0]).toMatch(/^Did you mean "python"\? Folio generates "bash", "python", "javascript", "node", /);
    expect(hints[1]).toMatch(
      /^Folio generates .*"wget"; add other languages as `x-codeSamples` in the OpenAPI document\.$/,
    );
    expect(loaded.config?.api?.examples?.languages).toEqual(['python']);
  });
});
