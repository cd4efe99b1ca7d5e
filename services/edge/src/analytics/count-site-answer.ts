import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { SiteAnswer } from '../serving/create-site-responder.ts';
import { clientAddressOf } from './client-address.ts';
import type { AnalyticsRecorder } from './create-analytics-recorder.ts';

/** Counts one site answer once it was written. Never throws. */
export type CountSiteAnswer = (req: IncomingMessage, answer: SiteAnswer) => void;

/**
 * The edge's per-request counting hook (the fast path's and Fastify's `onAnswered`): a site answer
 * served from a deployment goes to the recorder with the request's method and headers; the reader's
 * address is read only when the recorder asks for it (a page view's visitor). Counting never fails
 * a request: a bug in it is logged and the answer stands. `npm run bench -- analytics` times this
 * very function on parsed requests (bench/analytics/counting-cost.ts).
 */
export function createCountSiteAnswer(
  analytics: AnalyticsRecorder,
  trustProxy: boolean,
  log: Pick<Logger, 'error'>,
): CountSiteAnswer {
  // Made once: a closure per request would be an allocation per request.
  const addressOf = (req: IncomingMessage) => clientAddressOf(req, trustProxy);
  return (req, answer) => {
    if (answer.served === undefined || !analytics.enabled) return;
    try {
      analytics.recordSiteRequest(req.method, req.headers, answer.served, addressOf, req);
    } catch (error) {
      log.error({ err: error }, 'analytics: counting a request failed');
    }
  };
}
