import { redactCredentials } from './redact-credentials.ts';

/** The log of one build as its owner reads it (`builds.log`): timestamped lines, no secrets. */
export interface BuildLog {
  add(line: string): void;
  text(): string;
}

/** Creates a {@link BuildLog} that masks `secrets` and credentials in URLs. */
export function createBuildLog(secrets: readonly string[] = []): BuildLog {
  const lines: string[] = [];
  return {
    add(line) {
      lines.push(`${new Date().toISOString()} ${redactCredentials(line, secrets)}`);
    },
    text: () => (lines.length === 0 ? '' : `${lines.join('\n')}\n`),
  };
}
