import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mapWithConcurrency, type BuildResult } from '@folio/builder';
import { isLlmsTxtPath } from '@folio/deployment';
import { absoluteLlmsTxt } from '@folio/site';

/**
 * Files written at once. Writing one file after another left the build's last seconds on one
 * thread waiting for the disk (1,000 pages are 4,000 files with their .br and .gz): about 4 s of
 * a 23 s build of the 1,000-page corpus; libuv's four threads write in parallel.
 */
const WRITES_IN_FLIGHT = 32;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * llms.txt and llms-full.txt with the site's URL are compressed here; llms-full.txt holds every
 * page (6 MB for 1,000 pages), which brotli's default quality 11 takes seconds for; quality 4 is
 * what the manifest gives every large text file.
 */
const LLMS_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * Writes a build's files into `out` (which must not exist or be empty), each text file beside its
 * pre-compressed `.br` and `.gz` variants from the manifest, for static hosts that serve them.
 */
export async function writeSiteOutput(
  out: string,
  result: Pick<BuildResult, 'files' | 'manifest' | 'blobs'>,
  siteUrl: string | undefined,
): Promise<void> {
  const { files, manifest, blobs } = result;
  const folders = new Set(files.map((file) => dirname(join(out, file.path))));
  // Parents first, one call per folder (`recursive` makes the missing ancestors).
  await mapWithConcurrency([...folders].sort(), WRITES_IN_FLIGHT, (folder) => mkdir(folder, { recursive: true }));
  await mapWithConcurrency(files, WRITES_IN_FLIGHT, async (file) => {
    const target = join(out, file.path);
    // llms.txt names pages root-relative (the edge and `folio dev` make them absolute for the
    // origin they answer); a static host serves it as written, so it gets the site's URL here.
    if (siteUrl !== undefined && isLlmsTxtPath(file.urlPath)) {
      const body = absoluteLlmsTxt(String(file.body), siteUrl);
      await Promise.all([
        writeFile(target, body),
        brotliAsync(body, LLMS_BROTLI).then((bytes) => writeFile(`${target}.br`, bytes)),
        gzipAsync(body).then((bytes) => writeFile(`${target}.gz`, bytes)),
      ]);
      return;
    }
    const entry = manifest?.files[file.urlPath];
    const variants = (
      [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const
    ).flatMap(([encoding, extension]) => {
      const blob = entry?.variants[encoding];
      const bytes = blob === undefined ? undefined : blobs.get(blob);
      return bytes === undefined ? [] : [writeFile(target + extension, bytes)];
    });
    await Promise.all([writeFile(target, file.body), ...variants]);
  });
}
