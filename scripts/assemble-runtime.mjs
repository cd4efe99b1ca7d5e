// `node scripts/assemble-runtime.mjs <target>`: the file set of the production image's runtime stage,
// from a built repository (`npm ci` ran the build through `prepare`; then `npm prune --omit=dev`).
// Only compiled JavaScript and what it reads at run time: the root and every workspace's
// package.json, dist/ and assets/ (if any), node_modules (production dependencies after the prune;
// workspace links are relative, so they keep pointing inside the target), migrations/ and bin/ (the
// image's command). No
// TypeScript sources, tsconfig files, tests, examples or benches. The Dockerfile runs this, and
// scripts/verify-runtime-image.ts runs it to start the platform from such a tree outside Docker.
// Plain JavaScript: it runs after the prune, when tsx is gone.
import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const target = process.argv[2];
if (target === undefined) {
  process.stderr.write('usage: node scripts/assemble-runtime.mjs <target folder>\n');
  process.exit(2);
}
const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  );
/** Copies `path` (relative to the repository) into the target when it exists; symbolic links stay links. */
async function copy(path) {
  if (!(await exists(join(root, path)))) return;
  await mkdir(join(target, path, '..'), { recursive: true });
  await cp(join(root, path), join(target, path), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => !from.endsWith('.tsbuildinfo'),
  });
}

await mkdir(target, { recursive: true });
for (const path of ['package.json', 'package-lock.json', 'node_modules', 'migrations', 'bin']) await copy(path);
for (const group of ['packages', 'services']) {
  for (const name of await readdir(join(root, group))) {
    const workspace = join(group, name);
    if (!(await exists(join(root, workspace, 'package.json')))) continue;
    if (!(await exists(join(root, workspace, 'dist'))))
      throw new Error(`${workspace}/dist is missing: run npm run build first`);
    for (const part of ['package.json', 'dist', 'assets', 'node_modules']) await copy(join(workspace, part));
  }
}
process.stdout.write(`runtime file set written to ${target}\n`);
