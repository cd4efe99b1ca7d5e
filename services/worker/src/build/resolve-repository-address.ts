import { classifyAddress, type AddressPolicy, type HostLookup, type ResolvedAddress } from '@folio/playground-proxy';
import { BuildFailure } from './build-failure.ts';

/** The setting an operator uses to let the worker clone from non-public addresses. */
const ALLOW_PRIVATE_REPOSITORIES_SETTING = 'WORKER_ALLOW_PRIVATE_REPOSITORIES';

/**
 * Decides which address a clone of `hostname` may connect to. An IP literal is classified as is; a
 * name is resolved once and refused when ANY of its addresses is not allowed (a host that mixes a
 * public and a private answer could otherwise win on a retry), else its first address is returned
 * and is the only one the connection uses, so a second, different DNS answer (DNS rebinding) can
 * never reach an internal service. By default only public unicast addresses are allowed: a
 * repository URL is chosen by a customer, and the worker must not become a way into the
 * platform's own network (Postgres, Redis, cloud metadata at 169.254.169.254, …).
 */
export async function resolveRepositoryAddress(
  hostname: string,
  lookup: HostLookup,
  policy: AddressPolicy,
): Promise<ResolvedAddress> {
  const literal = classifyAddress(hostname);
  if (literal.range !== 'notAnAddress') {
    if (literal.address === undefined || !policy.allows(hostname, literal))
      throw refused(hostname, 'is', literal.range);
    return { address: literal.address, family: literal.address.includes(':') ? 6 : 4 };
  }
  // Errors of the lookup itself (ENOTFOUND, EAI_AGAIN) reach the clone's error handling unchanged.
  const answers = await lookup(hostname);
  let pinned: ResolvedAddress | undefined;
  for (const answer of answers) {
    const verdict = classifyAddress(answer.address);
    // The address itself is left out of the message: the site's owner should not learn internal ones.
    if (verdict.address === undefined || !policy.allows(hostname, verdict))
      throw refused(hostname, 'resolves to', verdict.range);
    pinned ??= { address: verdict.address, family: verdict.address.includes(':') ? 6 : 4 };
  }
  if (pinned === undefined)
    throw new BuildFailure('transient', `the git host ${hostname} has no address (no A or AAAA record)`);
  return pinned;
}

function refused(hostname: string, verb: string, range: string): BuildFailure {
  return new BuildFailure(
    'content',
    `the repository host ${hostname} ${verb} a non-public (${range}) address, and builds clone only from public addresses; use the repository's public HTTPS URL (a self-hosted platform can allow it with ${ALLOW_PRIVATE_REPOSITORIES_SETTING})`,
  );
}
