/**
 * Errors of the site's analytics endpoints (`POST /_folio/feedback`, `POST /_folio/search-events`),
 * in the edge's error shape `{ statusCode, code, message }`. Every answer is bounded: no body,
 * however large or hostile, costs more than its size limit or grows storage beyond the caps.
 */
export const beaconErrorCodes = Object.freeze({
  BEACON_SITE_NOT_FOUND: { statusCode: 404, message: 'No published site answers at this address.' },
  BEACON_ORIGIN_NOT_ALLOWED: {
    statusCode: 403,
    message: 'This endpoint only accepts requests from the site’s own pages.',
  },
  BEACON_INVALID: { statusCode: 400, message: 'The body is not what this endpoint accepts.' },
  BEACON_TOO_LARGE: { statusCode: 413, message: 'The body is larger than this endpoint accepts.' },
  BEACON_RATE_LIMITED: { statusCode: 429, message: 'Too many requests; wait a minute and try again.' },
  BEACON_UNAVAILABLE: { statusCode: 503, message: 'The site cannot record this right now; try again in a moment.' },
} satisfies Record<string, { statusCode: number; message: string }>);

/** A code of {@link beaconErrorCodes}. */
export type BeaconErrorCode = keyof typeof beaconErrorCodes;

/** The JSON body of a beacon error. */
export function beaconError(
  code: BeaconErrorCode,
  message?: string,
): { statusCode: number; code: BeaconErrorCode; message: string } {
  const definition = beaconErrorCodes[code];
  return { statusCode: definition.statusCode, code, message: message ?? definition.message };
}
