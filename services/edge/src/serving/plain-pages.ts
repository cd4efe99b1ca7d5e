/**
 * Pages the edge answers itself. They name no tenant, site or deployment: an unknown host must not
 * learn which hosts exist.
 */
export const PLAIN_PAGES = Object.freeze({
  notFound:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1><p>There is nothing at this address.</p></body></html>\n',
  unavailable:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head><body><h1>Temporarily unavailable</h1><p>Please try again in a moment.</p></body></html>\n',
});
