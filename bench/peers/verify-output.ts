import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CorpusPage } from './corpus.ts';

/** Whether a build's output holds every page of the corpus, each with its own text. */
export interface OutputCheck {
  pages: number;
  /** Pages whose HTML file exists and holds the page's title and first heading. */
  verified: number;
  missing: string[];
  /** Pages whose file exists but lacks its title or first heading. */
  wrongContent: string[];
}

/**
 * Looks for each page's HTML where static hosts serve `/<slug>`: `<slug>/index.html` (all three
 * tools by default) or `<slug>.html`, and checks it holds the page's title and first `##` heading
 * (plain words, so no escaping differs between tools). Other files (404, assets) are not counted.
 */
export async function verifyOutput(outputDir: string, pages: readonly CorpusPage[]): Promise<OutputCheck> {
  const check: OutputCheck = { pages: pages.length, verified: 0, missing: [], wrongContent: [] };
  for (const page of pages) {
    const html = await firstReadable([join(outputDir, page.slug, 'index.html'), join(outputDir, `${page.slug}.html`)]);
    if (html === null) check.missing.push(page.slug);
    else if (!html.includes(page.title) || !html.includes(page.sections[0]!.heading))
      check.wrongContent.push(page.slug);
    else check.verified++;
  }
  return check;
}

async function firstReadable(files: string[]): Promise<string | null> {
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}
