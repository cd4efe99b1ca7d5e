import { redactCredentials } from '@folio/platform';

/** The log of one build as its owner reads it (`builds.log`): timestamped lines, no secrets. */
export interface BuildLog {
  add(line: string): void;
  /** Masks these values too in lines added from now on (the site's token, once it is opened). */
  mask(secrets: readonly string[]): void;
  text(): string;
}

/** Creates a {@link BuildLog} that masks `secrets` and credentials in URLs and headers. */
export function createBuildLog(secrets: readonly string[] = []): BuildLog {
  const lines: string[] = [];
  const masked = [...secrets];
  return {
    add(line) {
      lines.push(`${new Date().toISOString()} ${redactCredentials(line, masked)}`);
    },
    mask(more) {
      masked.push(...more);
    },
    text: () => (lines.length === 0 ? '' : `${lines.join('\n')}\n`),
  };
}
