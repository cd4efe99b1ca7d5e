import { readSiteAsset } from '../../../frame/read-site-asset.ts';
import { hashContent } from '../../../lib/hash-content.ts';
import type { SiteFile } from '../../../types.ts';

let asset: SiteFile | undefined;

/**
 * The request-samples bundle the playground loads when the reader first edits a request
 * (`assets/generated/request-samples.generated.js`, made by scripts/write-request-samples-bundle.ts
 * from httpsnippet and this folder), one content-hashed file under `/_folio/`. Read once per process.
 */
export function requestSamplesAsset(): SiteFile {
  if (asset !== undefined) return asset;
  const body = readSiteAsset('generated/request-samples.generated.js');
  const urlPath = `/_folio/request-samples.${hashContent(body).slice(0, 12)}.js`;
  asset = { path: urlPath.slice(1), urlPath, contentType: 'text/javascript; charset=utf-8', body };
  return asset;
}
