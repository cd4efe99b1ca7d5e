import { isSiteManifest, type PageGroups } from '@folio/deployment';
import { blobKey, readStoredText } from '@folio/platform';
import type { AppContext } from '../../app-context.ts';
import { findLiveDeployment } from '../../db/deployments.ts';
import { type DeployedNavigation, parseDeployedNavigation } from './deployed-navigation.ts';
import { declaredGroups } from './preview-groups.ts';

/** What the groups preview knows of the site's live deployment. */
export type DeployedGroups =
  /** The site has served nothing yet. */
  | { kind: 'unpublished' }
  /** Its files could not be read (no storage configured, or S3 failed). */
  | { kind: 'unreadable' }
  | {
      kind: 'ready';
      deploymentId: string;
      commitSha: string | null;
      navigation: DeployedNavigation;
      /** The groups its manifest restricts files to, sorted. */
      groups: string[];
    };

const NAVIGATION = '/_folio/navigation.json';
/** Deployments never change: each one's navigation is read once (the newest few kept). */
const MAX_CACHED = 64;
const cache = new Map<string, Extract<DeployedGroups, { kind: 'ready' }>>();

/**
 * The live deployment's navigation and declared groups, from its manifest (each file's `groups`)
 * and `/_folio/navigation.json` in the sites' bucket.
 */
export async function readDeployedGroups(ctx: AppContext, siteId: string): Promise<DeployedGroups> {
  const live = await findLiveDeployment(ctx.db, siteId);
  if (live === null) return { kind: 'unpublished' };
  const known = cache.get(live.id);
  if (known !== undefined) return known;
  if (ctx.storage === null) return { kind: 'unreadable' };
  const { s3, bucket } = ctx.storage;
  try {
    const manifest: unknown = JSON.parse(await readStoredText(s3, { bucket, key: live.manifest_key }));
    if (!isSiteManifest(manifest)) return { kind: 'unreadable' };
    const entry = manifest.files[NAVIGATION];
    if (entry === undefined) return { kind: 'unreadable' };
    const navigation = parseDeployedNavigation(await readStoredText(s3, { bucket, key: blobKey(siteId, entry.blob) }));
    if (navigation === null) return { kind: 'unreadable' };
    const rules: PageGroups[] = [
      ...Object.values(manifest.files).flatMap((file) => (file.groups === undefined ? [] : [file.groups])),
      ...Object.values(navigation.pages).flatMap((page) => (page.groups === undefined ? [] : [page.groups])),
    ];
    const ready = {
      kind: 'ready' as const,
      deploymentId: live.id,
      commitSha: live.commit_sha,
      navigation,
      groups: declaredGroups(rules),
    };
    cache.set(live.id, ready);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return ready;
  } catch (error) {
    ctx.log.warn({ err: error, siteId, deploymentId: live.id }, 'groups preview: could not read the live deployment');
    return { kind: 'unreadable' };
  }
}
