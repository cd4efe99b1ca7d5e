// `npm run bench`: runs every bench/<name>/run.ts in its own process, collects the JSON line each
// prints, writes bench/results/report.json and shows a short table.
import { spawn } from 'node:child_process';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const benchDir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const names: string[] = [];
for (const name of (await readdir(benchDir)).sort()) {
  const runFile = join(benchDir, name, 'run.ts');
  if (only.length > 0 && !only.includes(name)) continue;
  if (await stat(runFile).then((s) => s.isFile(), () => false)) names.push(name);
}

const results: Record<string, unknown> = {};
for (const name of names) {
  process.stderr.write(`bench ${name} …\n`);
  const output = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, name, 'run.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(stdout) : reject(new Error(`bench ${name} exited ${code}`))));
  }).catch((error: Error) => JSON.stringify({ bench: name, error: error.message }));
  const line = output.trim().split('\n').filter((l) => l.startsWith('{')).pop() ?? '{}';
  results[name] = JSON.parse(line);
}

await mkdir(join(benchDir, 'results'), { recursive: true });
const reportFile = join(benchDir, 'results', 'report.json');
await writeFile(reportFile, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
for (const [name, result] of Object.entries(results)) console.log(`${name.padEnd(16)} ${JSON.stringify(result)}`);
console.log(`report: ${reportFile}`);
