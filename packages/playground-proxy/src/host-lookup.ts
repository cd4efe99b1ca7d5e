import { lookup } from 'node:dns/promises';

/** One DNS answer. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (A and AAAA). Injected so tests never use DNS. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** The default {@link HostLookup}: the system resolver, all answers, in the order it gives them. */
export const systemHostLookup: HostLookup = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};
