import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** An s3rver running in a child process. */
export interface S3Process {
  endpoint: string;
  close(): Promise<void>;
}

const script = `
const { startEmbeddedS3 } = await import(${JSON.stringify(new URL('../../services/local/src/start-embedded-s3.ts', import.meta.url).href)});
const s3 = await startEmbeddedS3(process.argv[1], process.argv[2]);
process.stdout.write(JSON.stringify({ endpoint: s3.endpoint }) + '\\n');
process.on('SIGTERM', () => s3.close().then(() => process.exit(0)));
`;

/**
 * Starts s3rver over `directory` with `bucket` in its own Node process, so that its request
 * handling does not share an event loop with the worker it serves: S3 is another service in
 * production, and `npm start` runs it beside the worker's process too.
 */
export async function startS3Process(directory: string, bucket: string): Promise<S3Process> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', '--input-type=module', '-e', script, directory, bucket],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited ${code}`))),
  ])) as [string];
  const { endpoint } = JSON.parse(line) as { endpoint: string };
  return {
    endpoint,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
