import { describe, expect, it } from 'vitest';
import { parseSiteEvent } from './site-events.ts';

const SITE = '0b9c4a52-6d0e-4d43-9d1e-1f6b3b1f2a11';
const DEPLOYMENT = '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

describe('preview-deployed site events', () => {
  it('reads a new preview back with its branch and deployment, and refuses one missing either', () => {
    const event = { type: 'preview-deployed', siteId: SITE, branch: 'feature/login', deploymentId: DEPLOYMENT };
    expect(parseSiteEvent(JSON.stringify(event))).toEqual(event);
    expect(parseSiteEvent(JSON.stringify({ ...event, branch: undefined }))).toBeNull();
    expect(parseSiteEvent(JSON.stringify({ ...event, deploymentId: 7 }))).toBeNull();
  });
});
