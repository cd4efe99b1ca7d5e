import { html, type SafeHtml } from '@folio/html';
import type { ServerTemplate, ServerVariable } from './read-server-templates.ts';

/**
 * The playground's server choice: a select when the operation has several servers (a hidden
 * input for one, a URL box for none), and for a server with variables an input per variable (a
 * select of its `enum`), shown for the chosen server only. The option's value is the server with
 * its defaults; `data-template` carries the `{name}` form the script fills from the variables.
 */
export function renderPlaygroundServers(
  servers: readonly string[],
  templates: readonly ServerTemplate[] = [],
): SafeHtml {
  const templateOf = (url: string) => templates.find((template) => template.url === url);
  const templateAttr = (url: string) => {
    const template = templateOf(url);
    return template === undefined ? html`` : html` data-template="${template.template}"`;
  };
  const picker =
    servers.length > 1
      ? html`<label class="pg-field"><span>Server</span><select name="server" data-server>${servers.map((url) => html`<option value="${url}"${templateAttr(url)}>${url}</option>`)}</select></label>`
      : servers.length === 1
        ? html`<input type="hidden" name="server" data-server value="${servers[0]!}"${templateAttr(servers[0]!)}>`
        : html`<label class="pg-field"><span>Server URL</span><input type="url" name="server" data-server required placeholder="https://api.example.com"></label>`;
  const variables = servers.flatMap((url, index) => {
    const template = templateOf(url);
    if (template === undefined) return [];
    return [
      html`<fieldset class="pg-server-vars" data-server-vars-for="${url}"${index === 0 ? '' : html` hidden`}><legend>Server variables</legend>${template.variables.map(renderVariable)}</fieldset>`,
    ];
  });
  return html`<div class="pg-server">${picker}${variables}</div>`;
}

function renderVariable(variable: ServerVariable): SafeHtml {
  const input =
    variable.enum === undefined
      ? html`<input type="text" spellcheck="false" data-server-var="${variable.name}" value="${variable.default}">`
      : html`<select data-server-var="${variable.name}">${variable.enum.map((value) => html`<option value="${value}"${value === variable.default ? html` selected` : ''}>${value}</option>`)}</select>`;
  return html`<label class="pg-field"><span>${variable.name}</span>${input}</label>${variable.description === undefined ? '' : html`<p class="pg-note">${variable.description}</p>`}`;
}
