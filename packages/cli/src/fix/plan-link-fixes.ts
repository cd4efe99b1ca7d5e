import type { BrokenLink } from '@folio/builder';
import { findJsonString } from './find-json-string.ts';
import { findLinkText } from './find-link-text.ts';
import type { TextFix } from './text-fix.ts';

/**
 * Plans the repair of each broken link whose closest target is unambiguous (see
 * `Suggestion.unambiguous`: a page that moved, the page's own file name, a heading's id, the end
 * of a redirect chain): only the URL's text is replaced, with the target's path (query and
 * fragment kept). Links in docs.json (or a `$ref`'d file) are replaced as JSON strings; a banner's
 * link inside its Markdown string is left alone.
 */
export async function planLinkFixes(
  broken: readonly BrokenLink[],
  readText: (file: string) => Promise<string | undefined>,
): Promise<TextFix[]> {
  const texts = new Map<string, Promise<string | undefined>>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    return texts.get(file)!;
  };
  const fixes: TextFix[] = [];
  for (const link of broken) {
    const suggestion = link.suggestion;
    if (suggestion?.unambiguous !== true || link.line === undefined || link.column === undefined) continue;
    const text = await read(link.file);
    if (text === undefined) continue;
    let edit: { start: number; end: number; replacement: string } | undefined;
    if (link.path !== undefined) {
      const literal = findJsonString(text, link.line, link.column);
      if (literal !== undefined && literal.value === link.url)
        edit = { start: literal.start, end: literal.end, replacement: JSON.stringify(suggestion.url) };
    } else {
      const span = findLinkText(text, link.url, {
        line: link.line,
        column: link.column,
        ...(link.span === undefined ? {} : { span: link.span }),
      });
      if (span !== undefined) edit = { ...span, replacement: suggestion.url };
    }
    if (edit === undefined) continue;
    fixes.push({
      kind: 'link',
      file: link.file,
      line: link.line,
      column: link.column,
      path: link.path ?? 'link',
      before: text.slice(edit.start, edit.end).replace(/^"|"$/g, ''),
      after: suggestion.url,
      edits: [edit],
    });
  }
  return fixes;
}
