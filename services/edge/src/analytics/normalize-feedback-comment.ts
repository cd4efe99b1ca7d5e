import { MAX_FEEDBACK_COMMENT_LENGTH } from '@folio/platform';

/** Links a comment may hold: more is what link spam looks like, not what a reader writes. */
const MAX_COMMENT_LINKS = 3;

/** A comment as stored, or why it is refused. */
export type CommentCheck = { ok: true; comment: string | null } | { ok: false; reason: string };

/**
 * Normalises an optional feedback comment (Unicode NFC, line breaks as `\n`, other control and
 * format characters removed, at most one blank line in a row, trimmed) and applies the spam
 * bounds: at most {@link MAX_FEEDBACK_COMMENT_LENGTH} characters and {@link MAX_COMMENT_LINKS}
 * links. An empty comment is no comment.
 */
export function normalizeFeedbackComment(value: unknown): CommentCheck {
  if (value === undefined || value === null) return { ok: true, comment: null };
  if (typeof value !== 'string') return { ok: false, reason: '`comment` must be a string.' };
  // Twice the limit is more than any accepted comment can be before it is cleaned up.
  if (value.length > MAX_FEEDBACK_COMMENT_LENGTH * 2)
    return { ok: false, reason: `\`comment\` must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters.` };
  const comment = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]|\p{Cf}/gu, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (comment === '') return { ok: true, comment: null };
  if ([...comment].length > MAX_FEEDBACK_COMMENT_LENGTH)
    return { ok: false, reason: `\`comment\` must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters.` };
  const links = comment.match(/https?:\/\/|www\./gi)?.length ?? 0;
  if (links > MAX_COMMENT_LINKS)
    return { ok: false, reason: `\`comment\` may hold at most ${MAX_COMMENT_LINKS} links.` };
  return { ok: true, comment };
}
