import type { Block, CalloutTone, CorpusPage } from './corpus.ts';

/** What differs between the tools' Markdown: link targets, callouts and front matter. */
export interface MarkdownDialect {
  /** The href of a link to the page at `slug` (from the page at `from`). */
  href(slug: string, from: string): string;
  callout(tone: CalloutTone, text: string): string;
  frontMatter(page: CorpusPage): string[];
}

/** A page's Markdown body in one dialect: the same blocks, in the same order, for every tool. */
export function pageMarkdown(page: CorpusPage, dialect: MarkdownDialect): string {
  const out = ['---', ...dialect.frontMatter(page), '---', ''];
  const blocks = (list: Block[]) => {
    for (const block of list) out.push(blockMarkdown(block, page.slug, dialect), '');
  };
  blocks(page.intro);
  for (const section of page.sections) {
    out.push(`## ${section.heading}`, '');
    blocks(section.blocks);
  }
  return out.join('\n');
}

function blockMarkdown(block: Block, from: string, dialect: MarkdownDialect): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.before} [${block.text}](${dialect.href(block.target, from)}) ${block.after}`;
    case 'code':
      return [`\`\`\`${block.sample.language}`, ...block.sample.lines, '```'].join('\n');
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
    case 'table':
      return [
        `| ${block.header.join(' | ')} |`,
        `| ${block.header.map(() => '---').join(' | ')} |`,
        ...block.rows.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n');
    case 'callout':
      return dialect.callout(block.tone, block.text);
  }
}

/** `:::tone` … `:::`, the directive syntax Starlight's asides and Docusaurus's admonitions share. */
export function directiveCallout(name: string, text: string): string {
  return `:::${name}\n${text}\n:::`;
}
