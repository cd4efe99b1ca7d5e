/** One line of the `npm run bench` table. */
export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  /** `yes`, `NO`, `–` (no target), or `skipped: <reason>` / `error: <message>`. */
  met: string;
}

// `share`: a time as a share of another's (folio build ÷ a peer's, bench/peers), lower is better.
const LOWER_IS_BETTER = /(seconds|ms|bytes|slowdown|share)$/i;

/**
 * Turns one bench's JSON line into table rows without knowing its shape: every `target<Name>`
 * key is paired with the figure `<name>` beside it (`targetSeconds` ↔ `seconds`, `targetReloadMs`
 * ↔ `reloadMs`, `targetRatio` ↔ `ratio`; a figure that is `{ median, … }` is judged by its median);
 * times must be at most their target, other figures at
 * least. A bench that could not run (`missing` tools, `skipped`, `error`) is one row saying why.
 */
export function summarizeResult(name: string, result: Record<string, unknown>): BenchRow[] {
  if (Array.isArray(result.missing) || typeof result.skipped === 'string') {
    return [
      {
        name,
        figure: '',
        target: '',
        met: `skipped: ${String(result.skipped ?? result.error ?? `missing ${(result.missing as string[]).join(', ')}`)}`,
      },
    ];
  }
  if (typeof result.error === 'string') return [{ name, figure: '', target: '', met: `error: ${result.error}` }];
  const rows: BenchRow[] = [];
  const walk = (value: Record<string, unknown>, path: string) => {
    for (const [key, target] of Object.entries(value)) {
      const match = /^target([A-Z]\w*)$/.exec(key);
      if (match && typeof target === 'number') {
        const figureKey = match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1);
        const found = value[figureKey] ?? findNumber(value, figureKey);
        // A figure given as a distribution (`{ median, max, samples }`) is judged by its median.
        const figure =
          found !== null && typeof found === 'object' && typeof (found as { median?: unknown }).median === 'number'
            ? (found as { median: number }).median
            : found;
        const label = `${path}${figureKey}`;
        if (typeof figure !== 'number') {
          rows.push({ name, figure: `${label}: ?`, target: String(target), met: '–' });
          continue;
        }
        const lower = LOWER_IS_BETTER.test(figureKey);
        const met =
          typeof value.meetsTarget === 'boolean' ? value.meetsTarget : lower ? figure <= target : figure >= target;
        rows.push({
          name,
          figure: `${label} ${round(figure)}`,
          target: `${lower ? '≤' : '≥'} ${target}`,
          met: met ? 'yes' : 'NO',
        });
      } else if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        walk(target as Record<string, unknown>, `${path}${key}.`);
      }
    }
  };
  walk(result, '');
  if (rows.length === 0) {
    const figures = Object.entries(result)
      .filter(([, v]) => typeof v === 'number')
      .slice(0, 3);
    rows.push({ name, figure: figures.map(([k, v]) => `${k} ${round(v as number)}`).join(', '), target: '', met: '–' });
  }
  return rows;
}

/** A figure named like the target's suffix anywhere among the object's own keys (case-insensitive). */
function findNumber(value: Record<string, unknown>, key: string): number | undefined {
  const found = Object.entries(value).find(([k, v]) => k.toLowerCase() === key.toLowerCase() && typeof v === 'number');
  return found?.[1] as number | undefined;
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The rows as an aligned plain-text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header: BenchRow = { name: 'bench', figure: 'key figure', target: 'target', met: 'met?' };
  const all = [header, ...rows];
  const width = (key: keyof BenchRow) => Math.max(...all.map((row) => row[key].length));
  const [a, b, c] = [width('name'), width('figure'), width('target')];
  return all
    .map((row) => `${row.name.padEnd(a)}  ${row.figure.padEnd(b)}  ${row.target.padEnd(c)}  ${row.met}`.trimEnd())
    .join('\n');
}
