import { DeleteObjectsCommand, ListObjectsCommand, type S3Client } from '@aws-sdk/client-s3';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Deletes every object under `sites/{siteId}/` (blobs and manifests) and answers how many went.
 * Lists a page of up to 1,000 keys and deletes it in one request, until the listing is empty, so
 * objects written while it runs are caught by the next page or the next call. Each listing starts
 * from the beginning (what is left), so it needs no continuation token: the original ListObjects
 * is used, which every S3 implementation has (s3rver cannot make ListObjectsV2 tokens on
 * OpenSSL 3). Throws on the first
 * failure (a key S3 refused to delete included); calling it again carries on.
 */
export async function deleteSiteObjects(s3: S3Client, options: { bucket: string; siteId: string }): Promise<number> {
  // The prefix comes from an id we issued: anything else could reach another site's objects.
  if (!ID.test(options.siteId)) throw new Error(`siteId must be a lowercase UUID, got "${options.siteId}"`);
  const prefix = `sites/${options.siteId}/`;
  let deleted = 0;
  for (;;) {
    const page = await s3.send(new ListObjectsCommand({ Bucket: options.bucket, Prefix: prefix, MaxKeys: 1_000 }));
    const keys = (page.Contents ?? [])
      .map((object) => object.Key)
      .filter((key): key is string => key?.startsWith(prefix) === true);
    if (keys.length === 0) return deleted;
    const result = await s3.send(
      new DeleteObjectsCommand({
        Bucket: options.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `S3 did not delete ${failed.length} object(s) under ${prefix}, first ${failed[0]!.Key}: ${failed[0]!.Code} ${failed[0]!.Message}`,
      );
    deleted += keys.length;
  }
}
