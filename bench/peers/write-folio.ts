import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CalloutTone, Corpus } from './corpus.ts';
import { pageMarkdown } from './page-markdown.ts';

const CALLOUT: Record<CalloutTone, string> = { note: 'Note', tip: 'Tip', warning: 'Warning' };

/**
 * The corpus as a Folio repository: docs.json with one navigation group per folder, and each page
 * as `<slug>.mdx` with its callout as a `<Note>`/`<Tip>`/`<Warning>` component. Links are site
 * paths (`/section-01/page-0002`), which `folio build` checks.
 */
export async function writeFolioSite(dir: string, corpus: Corpus): Promise<void> {
  const docs = {
    name: 'Peer corpus',
    theme: 'mint',
    colors: { primary: '#16A34A' },
    navigation: { groups: corpus.groups.map((group) => ({ group: group.label, pages: group.slugs })) },
  };
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`);
  for (const page of corpus.pages) {
    const file = join(dir, `${page.slug}.mdx`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      pageMarkdown(page, {
        href: (slug) => `/${slug}`,
        callout: (tone, text) => `<${CALLOUT[tone]}>\n${text}\n</${CALLOUT[tone]}>`,
        frontMatter: (p) => [`title: ${JSON.stringify(p.title)}`, `description: ${JSON.stringify(p.description)}`],
      }),
    );
  }
}
