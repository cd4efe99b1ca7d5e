import { html, type SafeHtml } from '@folio/html';

/** The word each state is shown as. */
export const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  running: 'Building',
  succeeded: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
  superseded: 'Superseded',
  pending: 'Pending',
  verified: 'Verified',
  live: 'Live',
};

/** A coloured dot and word for a build, deployment or domain state. */
export function statusBadge(status: string, attributes: SafeHtml | '' = ''): SafeHtml {
  return html`<span class="status status-${status}" ${attributes}><span class="dot" aria-hidden="true"></span><span class="status-label">${STATUS_LABELS[status] ?? status}</span></span>`;
}

/** The title row of a page: heading, a line under it, and actions on the right. */
export function pageHeader(title: string, lead: SafeHtml | string | null, actions: SafeHtml | '' = ''): SafeHtml {
  return html`<div class="page-header"><div><h1>${title}</h1>${lead ? html`<p class="muted">${lead}</p>` : ''}</div>${actions ? html`<div class="actions">${actions}</div>` : ''}</div>`;
}

/** A POST form made of one button (with the CSRF token). `confirm` asks first when scripts run. */
export function actionButton(options: {
  action: string;
  csrfToken: string;
  label: string;
  kind?: 'primary' | 'danger' | 'ghost' | '';
  confirm?: string;
  fields?: Record<string, string>;
}): SafeHtml {
  return html`<form method="post" action="${options.action}" class="inline-form" ${options.confirm ? html`data-confirm="${options.confirm}"` : ''}>
    <input type="hidden" name="_csrf" value="${options.csrfToken}">
    ${Object.entries(options.fields ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
    <button class="button ${options.kind ?? ''}" type="submit">${options.label}</button>
  </form>`;
}

/** A bordered panel with an optional title. */
export function card(title: string | null, body: SafeHtml | '', extra: SafeHtml | '' = ''): SafeHtml {
  return html`<section class="card">${title ? html`<div class="card-head"><h2>${title}</h2>${extra}</div>` : ''}<div class="card-body">${body}</div></section>`;
}

/** An error or success message at the top of a form or page. */
export function notice(
  message: string | null | undefined,
  kind: 'error' | 'success' | 'info' = 'error',
): SafeHtml | '' {
  return message
    ? html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`
    : '';
}

/** A value to copy (webhook URL, secret, key), with a copy button when scripts run. */
export function copyField(id: string, label: string, value: string, secret = false): SafeHtml {
  return html`<div class="field copy-field"><label for="${id}">${label}</label><div class="copy-row"><input id="${id}" class="mono${secret ? ' secret' : ''}" readonly value="${value}"><button class="button small" type="button" data-copy="${id}">Copy</button></div></div>`;
}
