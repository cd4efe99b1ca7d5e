import type { DeployedSite } from '../deployed-site.ts';

/** What a tool call works with: the deployment and how the client reached it. */
export interface McpToolContext {
  site: DeployedSite;
  /** The site's origin as the client reached it (`https://docs.acme.com`): URLs in results are absolute. */
  origin: string;
  /** Told of failures that are not the caller's (the deployment's files could not be read). */
  onError(error: unknown): void;
  /** The signed-in reader's groups (pages restricted by front matter `groups`); absent: not signed in. */
  readerGroups?: readonly string[];
}
