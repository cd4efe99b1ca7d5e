import { parseArgs } from 'node:util';
import { TOOL_NAMES, type ToolName } from './peer-tools.ts';

/** What a run of the peer bench does. */
export interface PeerOptions {
  pages: number[];
  rounds: number;
  tools: ToolName[];
  seed: number;
  /** Install missing peers (npm run bench:peers); without it they are skipped (npm run bench). */
  install: boolean;
}

const USAGE =
  'usage: npm run bench:peers -- [--pages 100,1000] [--rounds 3] [--tools folio,starlight,docusaurus] [--seed 27]';

/** The command line, checked: a bad value throws with the usage line. */
export function parsePeerOptions(argv: string[]): PeerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: 'string', default: '100,1000' },
      rounds: { type: 'string', default: '3' },
      tools: { type: 'string', default: TOOL_NAMES.join(',') },
      seed: { type: 'string', default: '27' },
      install: { type: 'boolean', default: false },
    },
  });
  const pages = values.pages.split(',').map(Number);
  const rounds = Number(values.rounds);
  const seed = Number(values.seed);
  const tools = values.tools.split(',') as ToolName[];
  const bad = [
    pages.some((n) => !Number.isInteger(n) || n < 2) ? `--pages ${values.pages}: whole numbers ≥ 2` : '',
    !Number.isInteger(rounds) || rounds < 1 ? `--rounds ${values.rounds}: a whole number ≥ 1` : '',
    !Number.isInteger(seed) ? `--seed ${values.seed}: a whole number` : '',
    tools.some((t) => !TOOL_NAMES.includes(t)) ? `--tools ${values.tools}: among ${TOOL_NAMES.join(', ')}` : '',
  ].filter(Boolean);
  if (bad.length > 0) throw new Error(`${bad.join('; ')}\n${USAGE}`);
  return { pages, rounds, tools, seed, install: values.install };
}
