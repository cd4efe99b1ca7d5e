/** "12 s", "3 min", "2 h", "5 days" ago, for lists. */
export function timeAgo(date: Date | string | null, now = Date.now()): string {
  if (date === null) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(date).getTime()) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3_600) return `${Math.round(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3_600)}h ago`;
  return `${Math.round(seconds / 86_400)}d ago`;
}

/** A duration in milliseconds as "850 ms", "4.2 s" or "2m 05s". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m ${String(Math.round((ms % 60_000) / 1_000)).padStart(2, '0')}s`;
}

/** The first 7 characters of a commit id. */
export function shortSha(sha: string | null): string {
  return sha ? sha.slice(0, 7) : 'branch head';
}
