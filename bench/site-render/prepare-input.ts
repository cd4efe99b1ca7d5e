// Writes the renderSite input of bench/build's generated site (1,000 MDX pages, 500 operations)
// to a v8-serialised file, so that bench/site-render/time-render.ts can time renderSite and buildManifest alone
// without re-rendering MDX. Usage: node --import tsx bench/site-render/prepare-input.ts <out>
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { renderPage } from '@folio/content';
import type { PageContent, RenderSiteInput } from '@folio/site';
import { generateSite } from '../check/generate-site.ts';

const out = process.argv[2] ?? join(tmpdir(), 'folio-site-bench-input.bin');
const dir = await mkdtemp(join(tmpdir(), 'folio-site-bench-'));
try {
  await generateSite(dir, 1000, 500);
  const reader = createDirectoryReader(dir);
  const analysis = await analyzeRepository(reader, { fetchUrl: (url) => Promise.reject(new Error(`offline: ${url}`)) });
  if (analysis.config === undefined || analysis.navigation === undefined)
    throw new Error('generated site did not analyse');
  const readText = (path: string) => reader.readText(path);
  const content = new Map<string, PageContent>();
  for (const page of analysis.pages) {
    if (page.source !== 'mdx' || page.file === undefined) continue;
    const source = await readFile(join(dir, page.file), 'utf8');
    const rendered = await renderPage({ file: page.file, source, readFile: readText });
    const entry: PageContent = {
      html: rendered.html,
      headings: rendered.headings,
      markdown: rendered.markdown ?? source,
    };
    if (rendered.title !== undefined) entry.title = rendered.title;
    if (rendered.description !== undefined) entry.description = rendered.description;
    content.set(page.path, entry);
  }
  const input: RenderSiteInput = {
    config: analysis.config,
    navigation: analysis.navigation,
    pages: analysis.pages,
    content,
    specs: analysis.specs,
  };
  await writeFile(out, serialize(input));
  console.log(`wrote ${out}: ${analysis.pages.length} pages`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
