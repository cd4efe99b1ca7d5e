// The one command of the Docker image and of `npm start`'s children: `run-service api|worker|edge`
// runs that service's own main module (dist/main.js compiled, src/main.ts from sources), which reads
// its environment, listens and drains on SIGTERM.
// Anything else prints the usage: exit 0 for --help, 2 for a wrong word.
import { SERVICE_NAMES, isServiceName, serviceMainUrl } from './service-main.ts';

const name = process.argv[2];
if (name === undefined || name === '--help' || name === '-h' || !isServiceName(name)) {
  const usage = [
    'usage: run-service <service>',
    '',
    `  <service>  one of ${SERVICE_NAMES.join(', ')}; each reads its variables from the environment`,
    '             (services/<service>/.env.example lists them)',
    '',
    'examples:',
    '  docker run folio api',
    '  node services/local/dist/run-service.js worker',
  ].join('\n');
  const wrong = name !== undefined && name !== '--help' && name !== '-h';
  (wrong ? process.stderr : process.stdout).write(`${wrong ? `unknown service "${name}"\n\n` : ''}${usage}\n`);
  process.exit(wrong ? 2 : 0);
}
await import(serviceMainUrl(name).href);
