import { shortSha, timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { STATUS_LABELS, statusBadge } from './components.ts';

/** What the overview's Status and Production cards show: the newest build and the live deployment. */
export interface SiteLiveState {
  latest: { id: string; status: string } | null;
  live: { id: string; build_id: string; commit_sha: string | null; branch: string; created_at: Date } | null;
}

/**
 * The state's identity: the page renders it, the builds stream sends it, and the browser only
 * re-renders (and announces) when the two differ, so a reconnect says nothing new.
 */
export function siteStateKey(state: SiteLiveState): string {
  return `${state.latest ? `${state.latest.id}:${state.latest.status}` : 'none'}/${state.live?.id ?? 'none'}`;
}

/** The Status card's content: the newest build's badge. */
export function siteStatusCell(state: SiteLiveState): SafeHtml {
  return state.latest ? statusBadge(state.latest.status) : html`<span class="muted">Waiting for the first push</span>`;
}

/** The Production card's content: the live deployment's commit, linked to its build. */
export function siteProductionCell(siteId: string, state: SiteLiveState): SafeHtml {
  const { live } = state;
  return live
    ? html`<a class="mono" href="/sites/${siteId}/builds/${live.build_id}">${shortSha(live.commit_sha)}</a> <span class="muted">on ${live.branch} · ${timeAgo(live.created_at)}</span>`
    : html`<span class="muted">Nothing deployed yet</span>`;
}

/** What a screen reader hears when the state changes: plain text (the browser sets it as text). */
export function siteStateSummary(state: SiteLiveState): string {
  const status = state.latest
    ? `Status: ${STATUS_LABELS[state.latest.status] ?? state.latest.status}`
    : 'Status: waiting for the first push';
  const live = state.live
    ? `Production: ${shortSha(state.live.commit_sha)} on ${state.live.branch}`
    : 'Production: nothing deployed yet';
  return `${status}. ${live}.`;
}
