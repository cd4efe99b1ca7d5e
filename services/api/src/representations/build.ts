import type { BuildRow } from '@folio/platform';
import { BUILD_STATUSES } from '@folio/platform';

/** What the worker measured for a build's last attempt (`builds.timings`), in milliseconds. */
export interface BuildPhaseTimings {
  cloneMs: number;
  buildMs: number;
  uploadMs: number;
  totalMs: number;
}

/** A `builds` row with the worker's measurements (`null` until a worker attempt ended). */
export type BuildRowWithTimings = BuildRow & { timings?: BuildPhaseTimings | null };

const summaryProperties = {
  id: { type: 'string', format: 'uuid' },
  siteId: { type: 'string', format: 'uuid' },
  kind: { type: 'string', enum: ['production', 'preview'] },
  branch: { type: 'string' },
  commitSha: { type: ['string', 'null'] },
  trigger: { type: 'string', enum: ['push', 'manual'] },
  status: { type: 'string', enum: BUILD_STATUSES },
  supersededBy: { type: ['string', 'null'] },
  queuedAt: { type: 'string', format: 'date-time' },
  startedAt: { type: ['string', 'null'], format: 'date-time' },
  finishedAt: { type: ['string', 'null'], format: 'date-time' },
  timings: {
    type: 'object',
    description: 'Milliseconds waiting in the queue, building, and in total (null while unknown).',
    properties: {
      queuedMs: { type: ['integer', 'null'] },
      buildMs: { type: ['integer', 'null'] },
      totalMs: { type: ['integer', 'null'] },
      phases: {
        type: ['object', 'null'],
        description:
          "The worker's own measurements of its last attempt, in milliseconds: clone (and checkout), build, upload to storage, and its total; null until a worker attempt ends.",
        properties: {
          cloneMs: { type: 'integer' },
          buildMs: { type: 'integer' },
          uploadMs: { type: 'integer' },
          totalMs: { type: 'integer' },
        },
      },
    },
  },
  diagnosticCount: { type: 'integer' },
  errorMessage: { type: ['string', 'null'] },
} as const;

/** JSON schema of a build in lists: no log, no diagnostics. */
export const buildSummarySchema = { type: 'object', properties: summaryProperties } as const;

/** JSON schema of one build with its diagnostics and log. */
export const buildSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    diagnostics: {
      type: 'array',
      description:
        'Problems found in the docs (code, severity, message, file, path, line, column, hint, and suggestion: the value to write instead, such as the closest page to a broken link).',
      items: { type: 'object', additionalProperties: true },
    },
    log: { type: 'string' },
  },
} as const;

// Only the four known numbers are shown: the column is written by the worker, but it is jsonb.
function presentPhases(timings: BuildPhaseTimings | null | undefined): BuildPhaseTimings | null {
  if (timings === null || timings === undefined || typeof timings !== 'object') return null;
  const ms = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);
  return {
    cloneMs: ms(timings.cloneMs),
    buildMs: ms(timings.buildMs),
    uploadMs: ms(timings.uploadMs),
    totalMs: ms(timings.totalMs),
  };
}

function span(from: Date | null, to: Date | null): number | null {
  return from && to ? to.getTime() - from.getTime() : null;
}

/** The public view of a build row; `withDetails` adds its diagnostics and log. */
export function presentBuild(row: BuildRowWithTimings, withDetails: boolean) {
  const summary = {
    id: row.id,
    siteId: row.site_id,
    kind: row.kind,
    branch: row.branch,
    commitSha: row.commit_sha,
    trigger: row.trigger,
    status: row.status,
    supersededBy: row.superseded_by,
    queuedAt: row.queued_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    timings: {
      queuedMs: span(row.queued_at, row.started_at),
      buildMs: span(row.started_at, row.finished_at),
      totalMs: span(row.queued_at, row.finished_at),
      phases: presentPhases(row.timings),
    },
    diagnosticCount: row.diagnostics.length,
    errorMessage: row.error_message,
  };
  return withDetails ? { ...summary, diagnostics: row.diagnostics, log: row.log } : summary;
}
