/** A process environment, as services receive it (`process.env` in `main.ts`, objects in tests). */
export type Env = Record<string, string | undefined>;

/** pino's log levels, the values `LOG_LEVEL` accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown by a service's `loadConfig` with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Typed readers over an environment that collect every problem instead of stopping at the first,
 * so a service's `loadConfig` reports all bad variables at once (STYLE.md "Config and logs").
 * Messages name the variable and what is expected, never a secret's value.
 */
export interface EnvReader {
  /** Every problem found so far. */
  readonly problems: string[];
  /** A required string, or `fallback` when unset. */
  text(name: string, fallback?: string): string;
  /** An optional string: `null` when unset or blank. */
  optional(name: string): string | null;
  integer(name: string, fallback: number, min: number, max: number): number;
  flag(name: string, fallback: boolean): boolean;
  /** Checks that `value` (already read) is a URL with one of `protocols`; returns it unchanged. */
  url(name: string, value: string, protocols: readonly string[]): string;
  /** `LOG_LEVEL`, default `info`. */
  logLevel(): LogLevel;
  /** Throws a `ConfigError` listing every problem, if there is any. */
  assertValid(): void;
}

/** Creates an {@link EnvReader} over `env`. */
export function createEnvReader(env: Env): EnvReader {
  const problems: string[] = [];
  const reader: EnvReader = {
    problems,
    text(name, fallback) {
      const value = env[name]?.trim();
      if (value) return value;
      if (fallback !== undefined) return fallback;
      problems.push(`${name} is required`);
      return '';
    },
    optional: (name) => env[name]?.trim() || null,
    integer(name, fallback, min, max) {
      const raw = env[name]?.trim();
      if (!raw) return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
        return fallback;
      }
      return value;
    },
    flag(name, fallback) {
      const raw = env[name]?.trim().toLowerCase();
      if (!raw) return fallback;
      if (['1', 'true', 'yes'].includes(raw)) return true;
      if (['0', 'false', 'no'].includes(raw)) return false;
      problems.push(`${name} must be true or false, got "${raw}"`);
      return fallback;
    },
    url(name, value, protocols) {
      if (!value) return value;
      try {
        if (!protocols.includes(new URL(value).protocol)) problems.push(`${name} must use ${protocols.join(' or ')}`);
      } catch {
        problems.push(`${name} must be a URL`);
      }
      return value;
    },
    logLevel() {
      const level = reader.text('LOG_LEVEL', 'info');
      if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
      problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
      return 'info';
    },
    assertValid() {
      if (problems.length > 0) throw new ConfigError(problems);
    },
  };
  return reader;
}
