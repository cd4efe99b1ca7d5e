import { FEEDBACK_PATH } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';

// Lucide's thumbs-up and thumbs-down outlines, decorative: each button says "Yes" or "No" in words.
const THUMBS_UP = html`<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z"/><path d="M7 10v12"/></svg>`;
const THUMBS_DOWN = html`<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z"/><path d="M17 14V2"/></svg>`;

/** Longest comment the widget lets a reader write (the edge refuses longer ones). */
const COMMENT_MAX_LENGTH = 1000;

/**
 * "Was this page helpful?" at the end of a page (docs.json `feedback.thumbs`, on unless `false`):
 * two real buttons with `aria-pressed`, then an optional comment in a labelled text area, and a
 * status line that screen readers announce. The site script (`assets/js/page-feedback.js`)
 * shows it and posts to `data-page-feedback` (`FEEDBACK_PATH`) on the site's own host; without the script it stays
 * hidden, since it cannot work. Nothing is stored in the reader's browser.
 */
export function renderPageFeedback(): SafeHtml {
  return html`<section class="page-feedback" aria-labelledby="page-feedback-title" data-page-feedback="${FEEDBACK_PATH}" hidden><div class="page-feedback-row"><h2 class="page-feedback-title" id="page-feedback-title">Was this page helpful?</h2><div class="page-feedback-votes"><button type="button" class="page-feedback-vote" data-rating="up" aria-pressed="false">${THUMBS_UP}<span>Yes</span></button><button type="button" class="page-feedback-vote" data-rating="down" aria-pressed="false">${THUMBS_DOWN}<span>No</span></button></div></div><form class="page-feedback-form" data-page-feedback-form hidden><label class="page-feedback-label" for="page-feedback-comment" data-label-up="Anything we should add? (optional)" data-label-down="What was missing or wrong? (optional)">Tell us more (optional)</label><textarea id="page-feedback-comment" name="comment" rows="3" maxlength="${COMMENT_MAX_LENGTH}" aria-describedby="page-feedback-hint"></textarea><div class="page-feedback-actions"><p class="page-feedback-hint" id="page-feedback-hint">Up to ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters. Leave out personal details.</p><button type="submit" class="page-feedback-send">Send</button></div></form><p class="page-feedback-status" role="status" data-page-feedback-status></p></section>`;
}
