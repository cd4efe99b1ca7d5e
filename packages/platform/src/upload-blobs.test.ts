import { createHash, randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/helpers/s3-test-server.ts';
import { createS3Client } from './create-s3-client.ts';
import { blobKey } from './storage-keys.ts';
import { CHECK_FROM_BYTES, uploadBlobs } from './upload-blobs.ts';

const BUCKET = 'blobs';
let server: TestS3;
let s3: S3Client;
const sent: string[] = [];
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  server = await startTestS3(BUCKET, 'folio-upload-blobs-');
  s3 = createS3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
  s3.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName as string);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
});
afterAll(async () => {
  await server?.close();
});

async function stored(siteId: string, sha: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: blobKey(siteId, sha) }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('uploadBlobs', () => {
  it('writes small blobs without asking first and skips a large blob the site already has', async () => {
    const siteId = randomUUID();
    const small = new Uint8Array(Buffer.from('<p>small page</p>'));
    const large = new Uint8Array(CHECK_FROM_BYTES).fill(7);
    const otherLarge = new Uint8Array(CHECK_FROM_BYTES + 1).fill(9);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: blobKey(siteId, sha(large)), Body: large }));
    sent.length = 0;

    const report = await uploadBlobs(s3, {
      bucket: BUCKET,
      siteId,
      blobs: new Map([
        [sha(small), small],
        [sha(large), large],
        [sha(otherLarge), otherLarge],
      ]),
    });

    expect(report).toEqual({ uploaded: 2, skipped: 1, bytes: small.byteLength + otherLarge.byteLength });
    expect(sent.filter((name) => name === 'HeadObjectCommand')).toHaveLength(2);
    expect(sent.filter((name) => name === 'PutObjectCommand')).toHaveLength(2);
    expect(await stored(siteId, sha(small))).toEqual(Buffer.from(small));
    expect(await stored(siteId, sha(otherLarge))).toEqual(Buffer.from(otherLarge));
  });

  it('checks every blob when asked to (checkFromBytes 0), and writes the same bytes again harmlessly when not', async () => {
    const siteId = randomUUID();
    const page = new Uint8Array(Buffer.from('<h1>Same</h1>'));
    const blobs = new Map([[sha(page), page]]);
    expect((await uploadBlobs(s3, { bucket: BUCKET, siteId, blobs })).uploaded).toBe(1);
    expect(await uploadBlobs(s3, { bucket: BUCKET, siteId, blobs, checkFromBytes: 0 })).toEqual({
      uploaded: 0,
      skipped: 1,
      bytes: 0,
    });
    expect((await uploadBlobs(s3, { bucket: BUCKET, siteId, blobs })).uploaded).toBe(1);
    expect(await stored(siteId, sha(page))).toEqual(Buffer.from(page));
  });

  it('fails on a storage error other than "not found", so the caller retries the upload', async () => {
    await expect(
      uploadBlobs(s3, {
        bucket: 'no-such-bucket',
        siteId: randomUUID(),
        blobs: new Map([[sha(new Uint8Array([1])), new Uint8Array([1])]]),
      }),
    ).rejects.toThrow(/bucket/i);
  });
});
