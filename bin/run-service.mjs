// The one command of the Docker image and of `npm start`'s children: `run-service api|worker|edge`
// runs that service's own main module, `@folio/<service>/main` (its package's export: dist/main.js,
// or src/main.ts under the `@folio/source` condition with tsx, as tests run it), which reads its
// environment, listens and drains on SIGTERM.
// Anything else prints the usage: exit 0 for --help, 2 for a wrong word.
// Plain JavaScript outside every workspace: `services/` holds only the deployables and the local
// supervisor, and the image runs this file without a compiler.

/** The deployable services; each has `services/<name>/src/main.ts`. */
const SERVICE_NAMES = ['api', 'worker', 'edge'];

const name = process.argv[2];
if (name === undefined || name === '--help' || name === '-h' || !SERVICE_NAMES.includes(name)) {
  const usage = [
    'usage: run-service <service>',
    '',
    `  <service>  one of ${SERVICE_NAMES.join(', ')}; each reads its variables from the environment`,
    '             (services/<service>/.env.example lists them)',
    '',
    'examples:',
    '  docker run folio api',
    '  node bin/run-service.mjs worker',
  ].join('\n');
  const wrong = name !== undefined && name !== '--help' && name !== '-h';
  (wrong ? process.stderr : process.stdout).write(`${wrong ? `unknown service "${name}"\n\n` : ''}${usage}\n`);
  process.exit(wrong ? 2 : 0);
}
await import(`@folio/${name}/main`);
