import { describe, expect, it } from 'vitest';
import { parseAnalyticsBatch, serializeAnalyticsBatch, type AnalyticsBatch } from './analytics-batch.ts';

const SITE = '6c0d3c8a-0d2b-4c55-9a4e-0a4f0f0f0f0f';
const batch: AnalyticsBatch = {
  id: '7d1e4d9b-1e3c-4d66-8b5f-1b5a1a1a1a1a',
  counts: [[SITE, 491_234, 'view', '/guides/setup', '', 3]],
  visitors: [{ siteId: SITE, day: '2026-01-02', hashes: ['0123456789abcdef'] }],
  feedback: [
    {
      id: '8e2f5eac-2f4d-4e77-9c60-2c6b2b2b2b2b',
      siteId: SITE,
      deploymentId: '9f3a6fbd-3a5e-4f88-8d71-3d7c3c3c3c3c',
      path: '/guides/setup',
      rating: 'down',
      comment: 'The port is wrong.',
      at: '2026-01-02T10:00:00.000Z',
    },
  ],
};

describe('analytics batches', () => {
  it('read back what was written', () => {
    expect(parseAnalyticsBatch(serializeAnalyticsBatch(batch))).toEqual(batch);
  });

  it('refuse anything a column would not take', () => {
    type Raw = {
      v: number;
      id: string;
      c: unknown[][];
      u: { day: string; hashes: string[] }[];
      f: { rating: string; comment: string | null; at: string }[];
    };
    const broken = (patch: (raw: Raw) => void) => {
      const raw = JSON.parse(serializeAnalyticsBatch(batch)) as Raw;
      patch(raw);
      return parseAnalyticsBatch(JSON.stringify(raw));
    };
    expect(parseAnalyticsBatch('not json')).toBeNull();
    expect(broken((raw) => (raw.v = 2))).toBeNull();
    expect(broken((raw) => (raw.id = 'x'))).toBeNull();
    expect(broken((raw) => (raw.c[0]![0] = "'; DROP TABLE sites; --"))).toBeNull();
    expect(broken((raw) => (raw.c[0]![2] = 'views'))).toBeNull();
    expect(broken((raw) => (raw.c[0]![3] = 'x'.repeat(513)))).toBeNull();
    expect(broken((raw) => (raw.c[0]![5] = 0))).toBeNull();
    expect(broken((raw) => (raw.c[0]![5] = 1.5))).toBeNull();
    expect(broken((raw) => (raw.c[0]![1] = -1))).toBeNull();
    expect(broken((raw) => (raw.u[0]!.hashes = ['127.0.0.1']))).toBeNull();
    expect(broken((raw) => (raw.u[0]!.day = 'today'))).toBeNull();
    expect(broken((raw) => (raw.f[0]!.rating = 'meh'))).toBeNull();
    expect(broken((raw) => (raw.f[0]!.comment = 'x'.repeat(1001)))).toBeNull();
    expect(broken((raw) => (raw.f[0]!.at = 'yesterday'))).toBeNull();
    expect(broken((raw) => (raw.f[0]!.comment = null))).toMatchObject({ feedback: [{ comment: null }] });
  });
});
