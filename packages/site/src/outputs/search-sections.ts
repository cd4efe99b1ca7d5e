import type { PageHeading } from '../types.ts';
import { markdownToText } from './markdown-to-text.ts';

/** One heading section of a page, as the search index holds it. */
export interface SearchSection {
  /** The section's heading (`''` for the text before the first heading). */
  heading: string;
  /** The heading's anchor on the page (`''` when it has none). */
  id: string;
  /** The section's prose as plain text, in full. */
  text: string;
  /** The section's code blocks, searched at a lower weight than prose. */
  code: string;
}

/** Longest code kept per section: code is searched, never shown, and long listings would bloat the index. */
const CODE_LIMIT = 2000;

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Splits a page's Markdown into its heading sections (`##` to `####` start one; `#`, `#####` and
 * `######` stay in the section around them), so a result can name and link the heading where the
 * words are. Headings are matched in order with the page's rendered headings for their anchors;
 * headings inside code fences are code.
 */
export function searchSections(markdown: string, headings: readonly PageHeading[]): SearchSection[] {
  const sections: { heading: string; id: string; prose: string[]; code: string[] }[] = [];
  let current = { heading: '', id: '', prose: [] as string[], code: [] as string[] };
  sections.push(current);
  let next = 0;
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      else current.code.push(line);
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading === null) {
      current.prose.push(line);
      continue;
    }
    const depth = heading[1]!.length;
    const text = markdownToText(heading[2]!);
    // The rendered heading of this line: the next one of the same depth, in page order.
    let found: PageHeading | undefined;
    for (let at = next; at < headings.length; at++) {
      if (headings[at]!.depth === depth) {
        found = headings[at];
        next = at + 1;
        break;
      }
    }
    if (depth < 2 || depth > 4) {
      current.prose.push(text);
      continue;
    }
    current = { heading: found?.text ?? text, id: found?.id ?? '', prose: [], code: [] };
    sections.push(current);
  }
  return sections
    .map((section) => ({
      heading: section.heading,
      id: section.id,
      text: markdownToText(section.prose.join('\n')),
      code: section.code.join('\n').replace(/\s+/g, ' ').trim().slice(0, CODE_LIMIT),
    }))
    .filter((section) => section.heading !== '' || section.text !== '' || section.code !== '');
}
