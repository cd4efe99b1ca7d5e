import type { EndpointAnswer } from '@folio/site-endpoints';
import { edgeError } from '../proxy/edge-errors.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';

/** 503 `EDGE_UNAVAILABLE` as JSON: the site's files or its host lookup failed with nothing cached. */
export const UNAVAILABLE_ANSWER: EndpointAnswer = Object.freeze({
  status: 503,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_CONTROL.none },
  body: JSON.stringify(edgeError('EDGE_UNAVAILABLE')),
});
