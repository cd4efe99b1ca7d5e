import { describe, expect, it } from 'vitest';
import { BUILD_QUEUE_NAME, parseBuildJob } from './build-job.ts';
import { parseSiteEvent, SITE_EVENTS_CHANNEL } from './site-events.ts';
import { blobKey, manifestKey } from './storage-keys.ts';

const SITE = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';
const DEPLOYMENT = '9a8b7c6d-1b2c-4d5e-8f90-abcdefabcdef';

describe('storage keys', () => {
  it('lays out blobs and manifests per site', () => {
    expect(blobKey(SITE, 'a'.repeat(64))).toBe(`sites/${SITE}/blobs/${'a'.repeat(64)}`);
    expect(manifestKey(SITE, DEPLOYMENT)).toBe(`sites/${SITE}/deployments/${DEPLOYMENT}/manifest.json`);
  });

  it('refuses anything that could steer the key elsewhere', () => {
    expect(() => blobKey(SITE, '../../etc')).toThrow('sha256 must be 64 lowercase hex characters');
    expect(() => manifestKey('../other', DEPLOYMENT)).toThrow('siteId must be a lowercase UUID');
  });
});

describe('queue and channel contracts', () => {
  it('reads build jobs and site events back, refusing anything else', () => {
    expect(BUILD_QUEUE_NAME).not.toContain(':');
    expect(parseBuildJob({ buildId: SITE })).toEqual({ buildId: SITE });
    expect(parseBuildJob({ buildId: 'x:y' })).toBeNull();
    expect(SITE_EVENTS_CHANNEL).toBe('folio:site-events');
    expect(
      parseSiteEvent(JSON.stringify({ type: 'deployment-activated', siteId: SITE, deploymentId: DEPLOYMENT })),
    ).toEqual({
      type: 'deployment-activated',
      siteId: SITE,
      deploymentId: DEPLOYMENT,
    });
    expect(parseSiteEvent('{"type":"deployment-activated","siteId":"x"}')).toBeNull();
    expect(parseSiteEvent('not json')).toBeNull();
  });
});
