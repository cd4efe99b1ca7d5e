const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration as a command line writes it (`90s`, `30m`, `12h`, `7d`, or seconds alone) in milliseconds; `undefined` when it is none. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([smhd]?)$/.exec(text.trim());
  if (match === null) return undefined;
  return Number(match[1]) * (UNITS[match[2] || 's'] as number);
}
