/**
 * Why a build stopped, in the two kinds the worker treats differently: `content` problems (bad
 * credentials, a missing branch, a repository over a limit, an unreadable docs.json) fail the build
 * at once and are never retried; `transient` ones (network, a git host or S3 outage) are retried
 * with backoff. Messages are shown to the site's owner: they name the value at fault and never
 * carry a credential.
 */
export class BuildFailure extends Error {
  constructor(
    readonly kind: 'content' | 'transient',
    message: string,
  ) {
    super(message);
    this.name = 'BuildFailure';
  }
}
