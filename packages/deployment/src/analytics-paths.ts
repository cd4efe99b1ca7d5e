/**
 * Where a site's "Was this page helpful?" widget posts its votes and comments: the page renders it
 * into the widget, the edge answers it (and stores the vote), `folio dev` answers it without
 * storing anything.
 */
export const FEEDBACK_PATH = '/_folio/feedback';

/** Where a site's search box sends the searches a reader settled on and the results they opened. */
export const SEARCH_EVENTS_PATH = '/_folio/search-events';
