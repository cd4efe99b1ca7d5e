// The shape of a hostile-repository case, shared by the areas that define cases
// (hostile-repositories.ts, image-bombs.ts) and the runner in hostile-repositories.ts.
import type { LiteralEntry } from '../../services/worker/test/helpers/literal-tree.ts';
import type { RepoFile } from './git-repo.ts';
import type { Answer } from './start-platform.ts';

/** Where a hostile tree aims: a folder beside the worker's build folders, holding a canary file. */
export interface OutsideTarget {
  /** The folder, absolute. */
  folder: string;
  /** `path` relative to a build's docs folder (`<tmpdir>/folio-build-XXXXXX/docs`). */
  fromDocsFolder(path: string): string;
  /** Stores a blob in the repository; returns its id. */
  writeBlob(content: string | Uint8Array): Promise<string>;
}

/** One hostile repository: files committed by git, or a tree written byte by byte. */
export interface HostileRepoCase {
  name: string;
  files?: (canaryPort: number) => Record<string, RepoFile> | Promise<Record<string, RepoFile>>;
  tree?: (outside: OutsideTarget) => LiteralEntry[] | Promise<LiteralEntry[]>;
  /** What the finished build must show (status, message or diagnostics); `null` when fine. */
  verdict: (build: EndedBuild) => string | null;
  /** What the published site must show, read from S3 and through the edge; `null` when fine. */
  inspect?: (published: PublishedSite) => Promise<string | null>;
}

/** A succeeded build's site as readers get it, for {@link HostileRepoCase.inspect}. */
export interface PublishedSite {
  /** Every file of the live deployment (URL path → bytes). */
  files: Map<string, Buffer>;
  /** GET on the edge at the site's host. */
  get(path: string): Promise<Answer>;
  /** The worker's `report <outcome>` lines for the build: one per attempt. */
  attempts: string[];
}

/** The build row a verdict reads. */
export interface EndedBuild {
  status: string;
  error_message: string | null;
  diagnostics: Array<{ code: string; message: string; file?: string }>;
}
