import type { PageGroups } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import type { DeployedGroups } from '../../lib/groups-preview/read-deployed-groups.ts';
import { type PreviewEntry, previewGroups } from '../../lib/groups-preview/preview-groups.ts';

/** The preview's anchor on the access page: its form and its group links return to it. */
const GROUPS_PREVIEW_ID = 'groups-preview';

/**
 * "What does a reader in group X see?": a GET form (a group typed, or one of the groups the live
 * deployment restricts pages to, offered as a list and as links), then the live deployment's
 * navigation entry by entry, each marked shown or hidden for a signed-in reader in that group, and
 * the pages without an entry. `group` is the previewed group (`''`: a reader in no group), absent
 * before one is asked for. Works without script.
 */
export function groupsPreviewCard(options: {
  siteId: string;
  deployed: DeployedGroups;
  group: string | undefined;
  /** Whether the site's mode gives readers groups (OIDC, JWT): else the preview says they have none. */
  modeHasGroups: boolean;
}): SafeHtml {
  const { deployed, group, siteId } = options;
  const action = `/sites/${siteId}/settings/access#${GROUPS_PREVIEW_ID}`;
  const head = html`<div class="card-head"><h2 id="${GROUPS_PREVIEW_ID}-title">What does a reader in a group see?</h2></div>`;
  const modeNote = options.modeHasGroups
    ? ''
    : html`<p class="help">Readers get groups from their sign-in claims, so groups apply once readers sign in with single sign-on or your own login.</p>`;
  let body: SafeHtml;
  if (deployed.kind === 'unpublished')
    body = html`<p class="muted">Publish the site once: the preview reads the live deployment.</p>`;
  else if (deployed.kind === 'unreadable')
    body = html`<p class="muted">The live deployment could not be read just now. Reload the page to try again.</p>`;
  else {
    const offered = deployed.groups;
    const form = html`<form method="get" action="${action}" class="groups-preview-form">
      <div class="field"><label for="preview-group">Group</label>
        <div class="copy-row"><input id="preview-group" name="group" class="mono" list="preview-group-list" value="${group ?? ''}" autocomplete="off" spellcheck="false" aria-describedby="preview-group-help"><button class="button" type="submit">Preview</button></div>
        <datalist id="preview-group-list">${offered.map((name) => html`<option value="${name}"></option>`)}</datalist>
        <p class="help" id="preview-group-help">${
          offered.length === 0
            ? 'No page of the live deployment is restricted to a group: every signed-in reader sees every page.'
            : 'Type any group, or pick one your pages name. Leave it empty for a signed-in reader in no group.'
        }</p>
      </div>
    </form>`;
    const picks =
      offered.length === 0
        ? ''
        : html`<nav class="groups-preview-picks" aria-label="Groups your pages name"><ul>${offered.map(
            (name) =>
              html`<li><a class="chip${name === group ? ' is-current' : ''}" href="/sites/${siteId}/settings/access?group=${encodeURIComponent(name)}#${GROUPS_PREVIEW_ID}"${name === group ? html` aria-current="true"` : ''}>${name}</a></li>`,
          )}</ul></nav>`;
    body = html`${modeNote}${form}${picks}${group === undefined ? '' : result(deployed, group)}`;
  }
  return html`<section class="card groups-preview" id="${GROUPS_PREVIEW_ID}" aria-labelledby="${GROUPS_PREVIEW_ID}-title">${head}<div class="card-body stack">${body}</div></section>`;
}

function result(deployed: Extract<DeployedGroups, { kind: 'ready' }>, group: string): SafeHtml {
  const readerGroups = group === '' ? [] : [group];
  const preview = previewGroups(deployed.navigation, readerGroups);
  const who = group === '' ? html`A signed-in reader in no group` : html`A reader in <code>${group}</code>`;
  const hidden = preview.total - preview.readable;
  const commit = deployed.commitSha === null ? '' : html` (commit <code>${deployed.commitSha.slice(0, 7)}</code>)`;
  return html`<div class="groups-preview-result">
    <h3>${who} sees ${preview.readable} of ${preview.total} ${preview.total === 1 ? 'page' : 'pages'}</h3>
    <p class="muted">${hidden === 0 ? 'Nothing is hidden from them' : `${hidden} ${hidden === 1 ? 'page is' : 'pages are'} hidden from them: left out of navigation, search, llms.txt and MCP, and answered as not found`}, in the live deployment${commit}.</p>
    <h4>Navigation</h4>
    ${preview.entries.length === 0 ? html`<p class="muted">The site has no navigation entries.</p>` : tree(preview.entries)}
    ${preview.unlisted.length === 0 ? '' : html`<h4>Pages without a navigation entry</h4>${tree(preview.unlisted)}`}
  </div>`;
}

function tree(entries: readonly PreviewEntry[]): SafeHtml {
  return html`<ul class="preview-tree">${entries.map(
    (entry) =>
      html`<li class="preview-entry ${entry.shown ? 'is-shown' : 'is-hidden'}"><div class="preview-line"><span class="preview-state">${entry.shown ? 'Shown' : 'Hidden'}</span><span class="preview-label">${entry.label}</span>${entry.kind === 'page' || entry.kind === 'group' || entry.kind === 'link' ? '' : html`<span class="preview-kind">${entry.kind}</span>`}${entry.url === undefined ? '' : html`<code class="preview-url">${entry.url}</code>`}${entry.groups === undefined ? '' : html`<span class="preview-groups">${groupsText(entry.groups)}</span>`}</div>${entry.items.length === 0 ? '' : tree(entry.items)}</li>`,
  )}</ul>`;
}

/** A page's front matter `groups` in words: `only admin or beta`, `not staff`, `nobody`. */
function groupsText(groups: PageGroups): string {
  if (groups.length === 0) return 'Restricted to nobody';
  const rules = groups.map((rule) => {
    const includes =
      rule.includes === undefined || rule.includes.includes('*') ? 'any signed-in reader' : rule.includes.join(' or ');
    return rule.excludes === undefined || rule.excludes.length === 0
      ? includes
      : `${includes}, not ${rule.excludes.join(' or ')}`;
  });
  return `For ${rules.join('; or ')}`;
}
