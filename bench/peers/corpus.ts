// The peer corpus as data: pages made of blocks, written out by one writer per tool
// (write-folio.ts, write-starlight.ts, write-docusaurus.ts) so all three build the same text.
import { CODE_LANGUAGES, type CodeSample, codeSample } from './code-sample.ts';
import { countWords, heading, phrase, sentence } from './prose.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

/** One block of a page's body. `link` is a paragraph with one link to another page of the corpus. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; before: string; text: string; target: string; after: string }
  | { kind: 'code'; sample: CodeSample }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'callout'; tone: CalloutTone; text: string };

/** The callout kinds; each tool has its own name for them (`<Warning>`, `:::caution`, `:::warning`). */
export type CalloutTone = 'note' | 'tip' | 'warning';

/** A docs page: `slug` is `section-NN/page-NNNN`, the same path in every tool's output. */
export interface CorpusPage {
  slug: string;
  title: string;
  description: string;
  intro: Block[];
  sections: { heading: string; blocks: Block[] }[];
}

/** The pages, in sidebar groups of {@link PAGES_PER_GROUP} (one folder each). */
export interface Corpus {
  seed: number;
  groups: { folder: string; label: string; slugs: string[] }[];
  pages: CorpusPage[];
}

const PAGES_PER_GROUP = 50;
/** Bounds of a page's prose (paragraphs, list items, callout; not headings, tables or code). */
export const PROSE_WORDS = { min: 600, max: 1200 } as const;
export const CODE_LINES = { min: 10, max: 40 } as const;

/** `pageCount` (≥ 2) pages, the same for the same seed. */
export function generateCorpus(seed: number, pageCount: number): Corpus {
  if (pageCount < 2) throw new Error('a corpus needs at least two pages (each links to another)');
  const random = seededRandom(seed);
  const slugs = Array.from({ length: pageCount }, (_, i) => slugOf(i));
  const titles = slugs.map((_, i) => `${heading(random)}, part ${i + 1}`);
  const pages = slugs.map((slug, i) => {
    // The link target: any other page, drawn before the page so the sequence stays simple.
    const target = (i + random.int(1, pageCount - 1)) % pageCount;
    return generatePage(random, slug, titles[i]!, { slug: slugs[target]!, title: titles[target]! });
  });
  const groups = [];
  for (let g = 0; g * PAGES_PER_GROUP < pageCount; g++)
    groups.push({
      folder: groupFolder(g),
      label: `Section ${g + 1}`,
      slugs: slugs.slice(g * PAGES_PER_GROUP, (g + 1) * PAGES_PER_GROUP),
    });
  return { seed, groups, pages };
}

function slugOf(index: number): string {
  return `${groupFolder(Math.floor(index / PAGES_PER_GROUP))}/page-${String(index + 1).padStart(4, '0')}`;
}

function groupFolder(group: number): string {
  return `section-${String(group + 1).padStart(2, '0')}`;
}

function generatePage(
  random: SeededRandom,
  slug: string,
  title: string,
  target: { slug: string; title: string },
): CorpusPage {
  const headingCount = random.int(2, 4);
  const headings = new Set<string>();
  while (headings.size < headingCount) headings.add(heading(random));

  const [first, second] = twoLanguages(random);
  const special: Block[] = [
    { kind: 'code', sample: codeSample(random, first, random.int(CODE_LINES.min, CODE_LINES.max)) },
    { kind: 'code', sample: codeSample(random, second, random.int(CODE_LINES.min, CODE_LINES.max)) },
    {
      kind: 'list',
      ordered: random.next() < 0.4,
      items: Array.from({ length: random.int(3, 6) }, () => phrase(random)),
    },
    table(random),
    { kind: 'callout', tone: random.pick(['note', 'tip', 'warning'] as const), text: sentences(random, 2) },
    { kind: 'link', before: sentence(random), text: target.title, target: target.slug, after: 'explains the details.' },
  ];

  // Fill with paragraphs of 3–6 sentences up to a drawn word target; the last sentence that would
  // pass it is left out, so the total stays within a sentence (≤ 20 words) below the target.
  const goal = random.int(PROSE_WORDS.min + 20, PROSE_WORDS.max);
  let words = special.reduce((sum, block) => sum + blockWords(block), 0);
  const paragraphs: Block[] = [];
  let current: string[] = [];
  let size = random.int(3, 6);
  for (;;) {
    const next = sentence(random);
    const nextWords = countWords(next);
    if (words + nextWords > goal) break;
    words += nextWords;
    current.push(next);
    if (current.length === size) {
      paragraphs.push({ kind: 'paragraph', text: current.join(' ') });
      current = [];
      size = random.int(3, 6);
    }
  }
  if (current.length > 0) paragraphs.push({ kind: 'paragraph', text: current.join(' ') });

  // The first paragraph is the intro; the others go round the sections in turn.
  const intro = paragraphs.slice(0, 1);
  const sections = [...headings].map((text) => ({ heading: text, blocks: [] as Block[] }));
  for (const [i, paragraph] of paragraphs.slice(1).entries()) sections[i % sections.length]!.blocks.push(paragraph);
  for (const block of special) {
    const section = random.pick(sections);
    section.blocks.splice(random.int(Math.min(1, section.blocks.length), section.blocks.length), 0, block);
  }
  return { slug, title, description: sentence(random), intro, sections };
}

function twoLanguages(random: SeededRandom): [CodeSample['language'], CodeSample['language']] {
  const first = random.pick(CODE_LANGUAGES);
  const others = CODE_LANGUAGES.filter((language) => language !== first);
  return [first, random.pick(others)];
}

function table(random: SeededRandom): Block {
  const columns = random.int(3, 4);
  const header = ['Name', 'Default', 'Limit', 'Notes'].slice(0, columns);
  const rows = Array.from({ length: random.int(3, 6) }, (_, i) =>
    [`option${i + 1}`, phrase(random), String(random.int(1, 500)), phrase(random)].slice(0, columns),
  );
  return { kind: 'table', header, rows };
}

function sentences(random: SeededRandom, count: number): string {
  return Array.from({ length: count }, () => sentence(random)).join(' ');
}

function blockWords(block: Block): number {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return countWords(block.text);
    case 'link':
      return countWords(`${block.before} ${block.text} ${block.after}`);
    case 'list':
      return countWords(block.items.join(' '));
    default:
      return 0;
  }
}

/** The words of a page's prose, as the generator counts them against {@link PROSE_WORDS}. */
export function proseWords(page: CorpusPage): number {
  return [...page.intro, ...page.sections.flatMap((s) => s.blocks)].reduce((sum, b) => sum + blockWords(b), 0);
}
