// `npm run bench`: runs every bench/<name>/run.ts in its own process, collects the JSON line each
// prints, writes bench/results/report.json and shows a short table (bench, key figure, target, met?).
// Installs nothing: a bench whose tools are missing (wrk, nginx) reports `missing` and is shown as
// skipped with the reason. `npm run bench -- edge build` runs only those.
import { spawn } from 'node:child_process';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatTable, summarizeResult } from './summarize-result.ts';

const benchDir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const names: string[] = [];
for (const name of (await readdir(benchDir)).sort()) {
  const runFile = join(benchDir, name, 'run.ts');
  if (only.length > 0 && !only.includes(name)) continue;
  if (
    await stat(runFile).then(
      (s) => s.isFile(),
      () => false,
    )
  )
    names.push(name);
}

const results: Record<string, unknown> = {};
for (const name of names) {
  process.stderr.write(`bench ${name} …\n`);
  const output = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, name, 'run.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(stdout) : reject(new Error(`bench ${name} exited ${code}`)),
    );
  }).catch((error: Error) => JSON.stringify({ bench: name, error: error.message }));
  const line = output
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop();
  try {
    results[name] = line === undefined ? { bench: name, error: 'printed no JSON line' } : JSON.parse(line);
  } catch {
    results[name] = { bench: name, error: `printed a line that is not JSON: ${line!.slice(0, 120)}` };
  }
}

await mkdir(join(benchDir, 'results'), { recursive: true });
const reportFile = join(benchDir, 'results', 'report.json');
await writeFile(reportFile, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
const rows = Object.entries(results).flatMap(([name, result]) =>
  summarizeResult(name, result as Record<string, unknown>),
);
console.log(`\n${formatTable(rows)}\n`);
console.log(`full figures: ${reportFile}`);
