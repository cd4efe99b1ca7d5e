// Reproduces the Docker image's runtime stage outside Docker (this machine has no Docker engine) and
// runs the platform from it: `npm run build`, then
//   node --conditions=@folio/source --import tsx scripts/verify-runtime-image.ts
// as root. It assembles the runtime file set (scripts/assemble-runtime.mjs, as the Dockerfile does)
// in a temporary folder, prunes development dependencies, checks that no TypeScript source and no
// compiler is in it, leaves it owned by root and read-only to the user that runs it (`nobody`
// here, `node` in the image), and starts the compiled supervisor from it (which starts the api,
// worker and edge compiled, and builds the demo through push → webhook → worker → edge). Prints one
// JSON line; exits 1 if anything failed. Only examples/starter (the demo the supervisor builds) is
// added beside the image's files.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedS3 } from '@folio/local';
import pg from 'pg';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const RUNTIME_USER = 'nobody';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Every file under `dir` whose path matches `pattern`, relative to `dir`. */
async function findFiles(
  dir: string,
  pattern: RegExp,
  skip: (path: string) => boolean = () => false,
): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && pattern.test(entry.name) && !skip(path)) found.push(relative(dir, path));
  }
  return found;
}

function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${host}${path} within 15 s`)));
    req.on('error', reject).end();
  });
}

const work = await mkdtemp(join(tmpdir(), 'folio-runtime-'));
const app = join(work, 'app');
const database = `folio_runtime_${randomBytes(5).toString('hex')}`;
const problems: string[] = [];
const figures: Record<string, unknown> = { bench: 'runtime-image', folder: app };
const started = performance.now();
let s3: Awaited<ReturnType<typeof startEmbeddedS3>> | undefined;
const say = (line: string) => process.stderr.write(`verify-runtime-image: ${line}\n`);
try {
  say(`assembling the runtime file set in ${app}`);
  await run(process.execPath, [join(root, 'scripts/assemble-runtime.mjs'), app]);
  say('pruning development dependencies');
  await run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  });
  await cp(join(root, 'examples/starter'), join(app, 'examples/starter'), { recursive: true });

  const workspaceDirs = (await readdir(join(app, 'packages')))
    .map((p) => `packages/${p}`)
    .concat((await readdir(join(app, 'services'))).map((s) => `services/${s}`));
  const typescript = (
    await Promise.all(
      workspaceDirs.map((dir) =>
        findFiles(join(app, dir), /\.ts$/, (path) => path.endsWith('.d.ts') || path.includes('/node_modules/')),
      ),
    )
  ).flat();
  if (typescript.length > 0) problems.push(`TypeScript sources in the image: ${typescript.slice(0, 5).join(', ')}`);
  const compilers: string[] = [];
  for (const name of ['tsx', 'esbuild', 'typescript', '@esbuild', '@typescript']) {
    // npm prune may leave a scope's folder behind, empty.
    const entries = await readdir(join(app, 'node_modules', name)).catch(() => undefined);
    if (entries !== undefined && entries.length > 0) compilers.push(name);
  }
  if (compilers.length > 0) problems.push(`compilers in node_modules: ${compilers.join(', ')}`);
  figures.files = (await findFiles(app, /./)).length;

  // Root owns the tree; the runtime user may read it and nothing else. Its writable folders: HOME and TMPDIR.
  await run('chmod', ['-R', 'go-w', app]);
  await chmod(work, 0o755);
  const home = join(work, 'home');
  const temp = join(work, 'tmp');
  const { stdout: ids } = await run('id', ['-u', RUNTIME_USER]);
  const { stdout: gids } = await run('id', ['-g', RUNTIME_USER]);
  for (const dir of [home, temp]) {
    await mkdir(dir, { recursive: true });
    await chown(dir, Number(ids), Number(gids));
  }
  const user = { uid: Number(ids), gid: Number(gids) };
  const writable = await run('touch', [join(app, 'services/worker/dist/build/written-at-run-time.js')], user).then(
    () => true,
    () => false,
  );
  if (writable) problems.push(`${RUNTIME_USER} could write into the image's files`);

  s3 = await startEmbeddedS3(join(work, 's3'), 'folio');
  say(`starting the platform from ${app} as ${RUNTIME_USER}`);
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(app, 'services/local/dist/main.js')], {
    ...user,
    cwd: app,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      FOLIO_HOME: home,
      TMPDIR: temp,
      PORT: '0',
      DATABASE_URL: new URL(`/${database}`, ADMIN_URL).toString(),
      BUILD_QUEUE_PREFIX: `folio-runtime-${randomBytes(4).toString('hex')}`,
      FOLIO_DEMO_ONLY: 'true',
      LOG_LEVEL: 'warn',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const demo = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no demo URL within 180 s:\n${output}`)), 180_000);
    const check = () => {
      const match = /Demo site\s+http:\/\/([^/:\s]+):(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}):\n${output}`)));
  }).catch((error: Error) => {
    problems.push(error.message);
    return undefined;
  });
  if (demo !== undefined) {
    say(`the demo is live at ${demo[0]}`);
    figures.readySeconds = Math.round((performance.now() - started) / 100) / 10;
    const port = Number(demo[2]);
    const page = await get(port, demo[1]!, '/');
    figures.demoStatus = page.status;
    if (page.status !== 200 || !page.body.includes('Acme Pets'))
      problems.push(`the demo answered ${page.status}: ${page.body.slice(0, 200)}`);
    // The supervisor saw the api's and the edge's own /healthz answer before it printed the demo;
    // through the front door, the api's answers by its host (the edge's is for operators only).
    const health = await get(port, 'api.localhost', '/healthz');
    figures.apiHealthz = health.status;
    if (health.status !== 200) problems.push(`api.localhost/healthz answered ${health.status}`);
    const leftovers = await findFiles(temp, /./).catch(() => []);
    figures.tempFilesLeft = leftovers.length;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  figures.exit = await exited;
  clearTimeout(killer);
} catch (error) {
  problems.push((error as Error).message);
} finally {
  await s3?.close();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  if (problems.length === 0) await rm(work, { recursive: true, force: true });
}
console.log(JSON.stringify({ ...figures, ok: problems.length === 0, problems }));
process.exitCode = problems.length === 0 ? 0 : 1;
