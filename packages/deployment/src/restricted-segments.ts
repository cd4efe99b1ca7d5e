import { isAllowedForGroups, type PageGroups } from './page-groups.ts';

/** How every restricted segment starts: a file without it is the same for every reader. */
export const RESTRICTED_SEGMENT_START = '<!--folio:groups';
const OPEN = `${RESTRICTED_SEGMENT_START} `;
const CLOSE = '<!--/folio:groups-->';
const END = '-->';

/**
 * The comments that wrap a part of a served text file (a sidebar entry, a line of llms.txt, a page
 * of llms-full.txt) meant only for readers in `groups`: `<!--folio:groups <rules>-->…<!--/folio:groups-->`,
 * the rules as URI-encoded JSON (so the payload never holds `-->`). The edge removes what a reader
 * may not see with `stripRestrictedSegments` before it sends the file.
 */
export function restrictedSegmentMarkers(groups: PageGroups): { open: string; close: string } {
  return { open: `${OPEN}${encodeURIComponent(JSON.stringify(groups))}${END}`, close: CLOSE };
}

/**
 * A text with every marked segment that a reader in `readerGroups` (`undefined`: not signed in)
 * may not see removed, and every marker removed. Segments nest: an inner one shows only when all
 * around it do. Malformed input never throws and errs on the side of removing: a marker whose
 * rules cannot be read hides its segment, an unclosed segment hides everything after it, a stray
 * closing marker is dropped.
 */
export function stripRestrictedSegments(text: string, readerGroups: readonly string[] | undefined): string {
  if (!text.includes(RESTRICTED_SEGMENT_START) && !text.includes(CLOSE)) return text;
  let out = '';
  let index = 0;
  // One entry per open segment: whether it is hidden (an inner segment of a hidden one is hidden).
  const hidden: boolean[] = [];
  const isShowing = () => hidden.length === 0 || hidden[hidden.length - 1] === false;
  while (index < text.length) {
    const open = text.indexOf(RESTRICTED_SEGMENT_START, index);
    const close = text.indexOf(CLOSE, index);
    const next = open === -1 ? close : close === -1 ? open : Math.min(open, close);
    if (next === -1) {
      // An unclosed segment hides the rest.
      if (isShowing()) out += text.slice(index);
      break;
    }
    if (isShowing()) out += text.slice(index, next);
    if (next === close) {
      hidden.pop();
      index = close + CLOSE.length;
      continue;
    }
    const end = text.indexOf(END, open + RESTRICTED_SEGMENT_START.length);
    if (end === -1) break; // An unterminated marker: nothing after it is shown.
    const allowed =
      text.startsWith(OPEN, open) && isAllowedForGroups(readRules(text.slice(open + OPEN.length, end)), readerGroups);
    hidden.push(!isShowing() || !allowed);
    index = end + END.length;
  }
  return out;
}

/** The rules of a marker; anything unreadable lets nobody in (`[]`). */
function readRules(payload: string): PageGroups {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(payload));
    if (!Array.isArray(value)) return [];
    const rules = value.map((rule: unknown) => {
      if (typeof rule !== 'object' || rule === null) return undefined;
      const { includes, excludes } = rule as Record<string, unknown>;
      if (!isNameList(includes) || !isNameList(excludes)) return undefined;
      return { ...(includes === undefined ? {} : { includes }), ...(excludes === undefined ? {} : { excludes }) };
    });
    return rules.every((rule) => rule !== undefined) ? rules : [];
  } catch {
    return [];
  }
}

function isNameList(value: unknown): value is string[] | undefined {
  return value === undefined || (Array.isArray(value) && value.every((name) => typeof name === 'string'));
}
