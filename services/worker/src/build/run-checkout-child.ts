import { fork } from 'node:child_process';
import { mkdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { resourceLimits } from 'node:worker_threads';
import { BuildFailure } from './build-failure.ts';
import type { BuildLimits } from './build-task.ts';
import { bundleCheckoutChild } from './bundle-checkout-child.ts';
import type { CheckoutReport } from './checkout-docs.ts';
import { checkoutChildEnv } from './checkout-child-env.ts';
import { checkoutChildFlags } from './checkout-child-flags.ts';

/** What a checkout process is sent over IPC: the only way anything reaches it, the token included. */
export interface CheckoutChildRequest {
  repoUrl: string;
  token: string | null;
  branch: string;
  commitSha: string | null;
  docsRoot: string;
  limits: BuildLimits;
  allowPrivate: readonly string[];
}

/** Who ran a checkout: shown to tests, so they can check the process and its environment. */
export interface CheckoutSandbox {
  pid: number;
  /** Names (never values) of the process's environment variables. */
  envNames: string[];
  /** Whether Node's permission model let the process write only inside its folder. */
  writesConfined: boolean;
  /** The Node flags the process ran with (its permissions among them). */
  execArgv: string[];
}

/** What a checkout process answers. */
export type CheckoutChildAnswer =
  | { type: 'checked-out'; commitSha: string; branchHead: string; report: CheckoutReport; sandbox: CheckoutSandbox }
  | { type: 'failed'; kind: BuildFailure['kind']; message: string; commitSha: string | null; sandbox: CheckoutSandbox };

/** A finished checkout: the docs folder is `<workDir>/docs`. */
export interface CheckedOut {
  commitSha: string;
  /** The commit the branch pointed at when the clone listed the host's refs. */
  branchHead: string;
  report: CheckoutReport;
  sandbox: CheckoutSandbox;
}

const DEFAULT_MEMORY_MB = 1_024;

/**
 * Clones and checks out in a process of its own, so that what a hostile repository could make the
 * checkout do happens far from the worker: the process's environment holds no secret (see
 * `checkoutChildEnv`), its working folder, HOME and TMPDIR are `workDir`, it may write nowhere
 * else where Node can enforce it (see `checkoutChildFlags`), and the request, token included,
 * comes over IPC. The process runs plain `node` on the bundled program (`options.program`, else
 * {@link bundleCheckoutChild}'s), and may read only that file and its own folder. Resolves when
 * `<workDir>/docs` holds the docs folder; rejects with a {@link BuildFailure}. The process ends
 * with its answer, or when this thread or process ends.
 */
export async function runCheckoutChild(
  workDir: string,
  request: CheckoutChildRequest,
  options: { maxMemoryMb?: number; program?: string } = {},
): Promise<CheckedOut> {
  let program: string;
  try {
    program = options.program ?? (await bundleCheckoutChild());
  } catch (error) {
    throw new BuildFailure('transient', `the checkout program could not be prepared: ${(error as Error).message}`);
  }
  const folder = await realpath(workDir);
  const tempDir = join(folder, 'tmp');
  await mkdir(tempDir);
  const maxMemoryMb = options.maxMemoryMb ?? resourceLimits.maxOldGenerationSizeMb ?? DEFAULT_MEMORY_MB;
  const child = fork(program, [], {
    cwd: folder,
    env: checkoutChildEnv(folder, tempDir),
    execArgv: checkoutChildFlags({ readRoots: [program, folder], writeRoot: folder, maxMemoryMb }),
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_096);
  });
  return new Promise<CheckedOut>((resolve, reject) => {
    let answered = false;
    child.on('message', (message: { type: 'ready' } | CheckoutChildAnswer) => {
      if (message.type === 'ready') {
        child.send(request);
        return;
      }
      answered = true;
      if (message.type === 'checked-out')
        resolve({
          commitSha: message.commitSha,
          branchHead: message.branchHead,
          report: message.report,
          sandbox: message.sandbox,
        });
      else reject(Object.assign(new BuildFailure(message.kind, message.message), { commitSha: message.commitSha }));
    });
    child.on('error', (error) =>
      reject(new BuildFailure('transient', `the checkout process could not run: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (answered) return;
      if (/heap out of memory|Allocation failed/i.test(stderr)) {
        reject(
          new BuildFailure(
            'content',
            `the checkout used more than its ${maxMemoryMb} MB of memory and was stopped; use a smaller docs repository`,
          ),
        );
        return;
      }
      const last =
        stderr
          .trim()
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(-1)[0] ?? '';
      reject(
        new BuildFailure(
          'transient',
          `the checkout process ended (${signal ?? `code ${code}`}) before answering${last === '' ? '' : `: ${last.slice(0, 300)}`}`,
        ),
      );
    });
  });
}
