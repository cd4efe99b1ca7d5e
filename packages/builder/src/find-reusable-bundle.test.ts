import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleRecordFile, findReusableBundle, sha256, type BundleRecord } from './find-reusable-bundle.ts';

let root: string;
let input: string;
let recordFile: string;
let bundleDir: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-bundle-record-'));
  input = join(root, 'input.ts');
  bundleDir = join(root, 'bundle');
  recordFile = join(root, 'latest.json');
  await mkdir(bundleDir);
  await writeFile(join(bundleDir, 'entry.mjs'), 'export {};');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function record(contents: string): Promise<void> {
  await writeFile(input, contents);
  const info = await stat(input);
  const value: BundleRecord = {
    dir: bundleDir,
    entry: 'entry.mjs',
    inputs: { [input]: { sha256: sha256(Buffer.from(contents)), size: info.size, mtimeMs: info.mtimeMs } },
  };
  await writeFile(recordFile, JSON.stringify(value));
}

describe('findReusableBundle', () => {
  it('reuses the bundle while its inputs are unchanged, also when only their modification time moved', async () => {
    await record('export const a = 1;');
    expect(String(await findReusableBundle(recordFile, input))).toBe(`file://${join(bundleDir, 'entry.mjs')}`);
    await utimes(input, new Date(), new Date(Date.now() + 5_000));
    expect(await findReusableBundle(recordFile, input)).toBeDefined();
  });

  it('makes it again when an input changed or is gone', async () => {
    await record('export const a = 1;');
    await writeFile(input, 'export const a = 2;'); // same size, new modification time: hashed, differs
    await utimes(input, new Date(), new Date(Date.now() + 10_000));
    expect(await findReusableBundle(recordFile, input)).toBeUndefined();
    await rm(input);
    expect(await findReusableBundle(recordFile, input)).toBeUndefined();
  });

  it('does not reuse a bundle another checkout made, though the record and its inputs are intact', async () => {
    // A clean clone in /tmp (CI, a second version on the host) writes the same record file; its
    // inputs are its own files, unchanged, but the bundle holds its code, not this checkout's.
    await record('export const a = 1;');
    expect(await findReusableBundle(recordFile, join(root, 'other-checkout', 'render-worker.ts'))).toBeUndefined();
    expect(await findReusableBundle(recordFile, input)).toBeDefined();
  });

  it('keeps one record per checkout, so checkouts side by side do not make each other bundle again', () => {
    const here = bundleRecordFile(root, '/work/a/packages/builder/src/render-worker.ts');
    expect(bundleRecordFile(root, '/work/a/packages/builder/src/render-worker.ts')).toBe(here);
    expect(bundleRecordFile(root, '/tmp/clone/packages/builder/src/render-worker.ts')).not.toBe(here);
    expect(here.startsWith(join(root, 'latest-'))).toBe(true);
  });

  it('does not trust a record of an older version or a missing bundle', async () => {
    await writeFile(input, 'x');
    await writeFile(recordFile, JSON.stringify({ dir: bundleDir, inputs: { [input]: sha256(Buffer.from('x')) } }));
    expect(await findReusableBundle(recordFile, input)).toBeUndefined();
    await writeFile(recordFile, JSON.stringify({ dir: join(root, 'gone'), entry: 'entry.mjs', inputs: {} }));
    expect(await findReusableBundle(recordFile, input)).toBeUndefined();
    expect(await findReusableBundle(join(root, 'no-record.json'), input)).toBeUndefined();
  });
});
