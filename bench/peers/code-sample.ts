// Code blocks for the peer corpus: plausible programs in nine languages, of an exact line count,
// with names drawn from the seed so no two blocks are the same text (a highlighter that caches by
// content must still do the work, as on a real site).
import type { SeededRandom } from './seeded-random.ts';

/** The fence languages the corpus uses; each tool highlights all of them (Docusaurus after adding bash and sql to Prism). */
export const CODE_LANGUAGES = ['ts', 'js', 'python', 'bash', 'json', 'go', 'yaml', 'rust', 'sql'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** A fenced code block: its language and its lines. */
export interface CodeSample {
  language: CodeLanguage;
  lines: string[];
}

const NAMES = ['page', 'build', 'route', 'token', 'queue', 'asset', 'event', 'index', 'entry', 'site', 'slug', 'hook'];

interface Shape {
  head: (n: string) => string[];
  /** The i-th line of the body; `a` and `b` vary the names and numbers. */
  line: (i: number, a: string, b: number) => string;
  tail: string[];
}

const SHAPES: Record<CodeLanguage, Shape> = {
  ts: {
    head: (n) => [
      `export async function load${cap(n)}(id: string): Promise<Record<string, number>> {`,
      '  const out: Record<string, number> = {};',
    ],
    line: (i, a, b) => `  out['${a}${i}'] = await fetchCount('${a}', ${b}); // ${a} ${i}`,
    tail: ['  return out;', '}'],
  },
  js: {
    head: (n) => [`export function ${n}Handler(request, reply) {`, '  const items = [];'],
    line: (i, a, b) => `  items.push({ name: '${a}-${i}', size: ${b} * ${i}, ok: ${b % 2 === 0} });`,
    tail: ['  reply.send(items);', '}'],
  },
  python: {
    head: (n) => [`def summarize_${n}(rows):`, '    """Totals per name."""', '    totals = {}'],
    line: (i, a, b) => `    totals["${a}_${i}"] = sum(r.get("${a}", ${b}) for r in rows)`,
    tail: ['    return totals'],
  },
  bash: {
    head: (n) => ['#!/usr/bin/env bash', 'set -euo pipefail', `DIR="./${n}"`],
    line: (i, a, b) => `curl -fsS "https://api.example.com/v1/${a}/${i}?limit=${b}" -o "$DIR/${a}-${i}.json"`,
    tail: ['echo "done"'],
  },
  json: {
    head: (n) => ['{', `  "name": "${n}",`],
    line: (i, a, b) => `  "${a}${i}": { "enabled": ${b % 2 === 0}, "limit": ${b} },`,
    tail: ['  "version": 1', '}'],
  },
  go: {
    head: (n) => ['package main', '', `func ${cap(n)}Totals() map[string]int {`, '\ttotals := map[string]int{}'],
    line: (i, a, b) => `\ttotals["${a}${i}"] = ${b} * ${i + 1}`,
    tail: ['\treturn totals', '}'],
  },
  yaml: {
    head: (n) => [`name: ${n}`, 'jobs:'],
    line: (i, a, b) => `  - { id: ${a}-${i}, retries: ${b % 5}, timeout: ${b}s }`,
    tail: ['enabled: true'],
  },
  rust: {
    head: (n) => [`pub fn ${n}_totals() -> Vec<(String, u32)> {`, '    let mut out = Vec::new();'],
    line: (i, a, b) => `    out.push((String::from("${a}${i}"), ${b}u32 * ${i + 1}));`,
    tail: ['    out', '}'],
  },
  sql: {
    head: (n) => [`CREATE TABLE ${n}_stats (`, '  id BIGSERIAL PRIMARY KEY,'],
    line: (i, a, b) => `  ${a}_${i} INTEGER NOT NULL DEFAULT ${b},`,
    tail: ['  created_at TIMESTAMPTZ NOT NULL DEFAULT now()', ');'],
  },
};

/** A block of exactly `lineCount` lines (at least the language's head and tail) in `language`. */
export function codeSample(random: SeededRandom, language: CodeLanguage, lineCount: number): CodeSample {
  const shape = SHAPES[language];
  const head = shape.head(random.pick(NAMES));
  const bodyCount = lineCount - head.length - shape.tail.length;
  const body = Array.from({ length: Math.max(0, bodyCount) }, (_, i) =>
    shape.line(i, random.pick(NAMES), random.int(1, 999)),
  );
  return { language, lines: [...head, ...body, ...shape.tail] };
}

function cap(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
