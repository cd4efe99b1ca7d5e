// Entry of a checkout process (see run-checkout-child.ts), bundled with what it imports into one file
// that plain node runs (see bundle-checkout-child.ts): says it is ready, clones and checks out
// the one request it is then sent over IPC, in its working folder, answers and ends. It also ends
// as soon as its parent goes away (the channel closes), so a stopped build leaves no process.
import { dirname, join } from 'node:path';
import { BuildFailure } from './build-failure.ts';
import type { CheckoutChildAnswer, CheckoutChildRequest } from './run-checkout-child.ts';
import { checkoutDocs } from './checkout-docs.ts';
import { cloneCommit } from './clone-commit.ts';
import { createGitHttpClient } from './git-http-client.ts';

process.on('disconnect', () => process.exit(1));
process.once('message', (request: CheckoutChildRequest) => {
  void cloneAndCheckout(request).then((answer) => process.send?.(answer, () => process.exit(0)));
});
process.send?.({ type: 'ready' });

async function cloneAndCheckout(request: CheckoutChildRequest): Promise<CheckoutChildAnswer> {
  const permission = (process as { permission?: { has(scope: string, reference?: string): boolean } }).permission;
  const sandbox = {
    pid: process.pid,
    envNames: Object.keys(process.env).sort(),
    writesConfined:
      permission?.has('fs.write', process.cwd()) === true && !permission.has('fs.write', dirname(process.cwd())),
    execArgv: [...process.execArgv],
  };
  let commitSha = request.commitSha;
  try {
    const cache = {};
    const gitDir = join(process.cwd(), 'repo');
    const http = createGitHttpClient({
      timeoutMs: request.limits.gitTimeoutMs,
      maxBytes: request.limits.maxRepoBytes,
      allowPrivate: request.allowPrivate,
    });
    const cloned = await cloneCommit({
      dir: gitDir,
      url: request.repoUrl,
      token: request.token,
      branch: request.branch,
      commitSha: request.commitSha,
      http,
      cache,
    });
    commitSha = cloned.commitSha;
    const report = await checkoutDocs({
      gitDir,
      commitSha,
      docsRoot: request.docsRoot,
      target: join(process.cwd(), 'docs'),
      maxFiles: request.limits.maxFiles,
      maxFileBytes: request.limits.maxFileBytes,
      maxTotalBytes: request.limits.maxCheckoutBytes,
      cache,
    });
    return { type: 'checked-out', commitSha, branchHead: cloned.branchHead, report, sandbox };
  } catch (error) {
    const failure =
      error instanceof BuildFailure
        ? error
        : new BuildFailure('transient', `the checkout stopped unexpectedly: ${(error as Error).message}`);
    return { type: 'failed', kind: failure.kind, message: failure.message, commitSha, sandbox };
  }
}
