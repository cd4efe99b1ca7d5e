// One `folio check` of one repository, alone in its own process as the command runs it:
// `node --import tsx bench/check/check-repository.ts <dir>` prints one JSON line (a
// `RepositoryCheck`). The check is `checkSite` as `folio check --offline` calls it: the analysis,
// every page read on its own threads (started cold) and the link graph, without printing, in a
// process tuned as the installed command tunes its own (bin/tune-one-shot-process.cjs).
import { availableParallelism } from 'node:os';
import { checkSite, createDirectoryReader } from '@folio/builder';
import { tuneOneShotProcess } from '../build/one-shot-tuning.ts';

/** What one check of one repository measured. */
export interface RepositoryCheck {
  /** The MDX pages the check read (repository-relative), for the raw-parse baseline. */
  pageFiles: string[];
  seconds: number;
  /** CPU seconds of the check, every thread of the process included. */
  cpuSeconds: number;
  links: number;
  brokenLinks: number;
  cores: number;
}

tuneOneShotProcess();

const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

const [dir] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: check-repository.ts <repository folder>');
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await checkSite(createDirectoryReader(dir), { fetchUrl: offline });
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const pageFiles = [
  ...new Set(
    result.analysis.pages
      .filter((page) => page.source === 'mdx' && page.file !== undefined)
      .map((page) => page.file as string),
  ),
];
const check: RepositoryCheck = {
  pageFiles,
  seconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  links: result.links.checked,
  brokenLinks: result.links.broken.length,
  cores: availableParallelism(),
};
console.log(JSON.stringify(check));
