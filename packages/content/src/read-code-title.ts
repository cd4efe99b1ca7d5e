const TITLE_OPTION = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/**
 * The title of a fenced code block from its meta string, as real pages write it:
 * ```` ```js index.js {1,3} ```` or ```` ```js title="index.js" lines ````.
 */
export function readCodeTitle(meta: string | undefined): string | undefined {
  if (meta === undefined || meta.trim() === '') return undefined;
  const option = TITLE_OPTION.exec(meta);
  if (option !== null) return option[1] ?? option[2] ?? option[3];
  const title = meta
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/(?:^|\s)[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .replace(/(?:^|\s)(?:lines|wrap|expandable|twoslash|showLineNumbers|highlight|focus)(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return title === '' ? undefined : title;
}
