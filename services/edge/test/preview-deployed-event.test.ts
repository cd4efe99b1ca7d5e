import { PUBLIC_ACCESS } from '@folio/platform';
import { describe, expect, it } from 'vitest';
import { applySiteEvent } from '../src/events/subscribe-site-events.ts';
import { createDeploymentLookup } from '../src/routing/create-deployment-lookup.ts';
import type { LiveDeployment } from '../src/routing/live-deployment.ts';

describe('preview-deployed site event', () => {
  it('serves a new preview at once on a host that was cached with nothing deployed', async () => {
    const host = 'feature-login--acme.folio.test';
    let answer: LiveDeployment = {
      siteId: 's1',
      slug: 'acme',
      isPreview: true,
      deploymentId: null,
      manifestKey: null,
      deploymentOrigins: [],
      siteOrigins: [],
      access: PUBLIC_ACCESS,
    };
    const lookup = createDeploymentLookup({
      find: async () => answer,
      ttlMs: 600_000,
      negativeTtlMs: 600_000,
      retryMs: 1_000,
      maxHosts: 10,
      onStale: () => {},
    });
    expect((await lookup.lookup(host))?.deploymentId).toBeNull();
    answer = { ...answer, deploymentId: 'd-preview', manifestKey: 'sites/s1/deployments/d-preview/manifest.json' };
    // Cached for ten minutes: without the event the preview would stay invisible that long.
    expect((await lookup.lookup(host))?.deploymentId).toBeNull();
    applySiteEvent(lookup, {
      type: 'preview-deployed',
      siteId: 's1',
      branch: 'feature/login',
      deploymentId: 'd-preview',
    });
    expect((await lookup.lookup(host))?.deploymentId).toBe('d-preview');
  });
});
