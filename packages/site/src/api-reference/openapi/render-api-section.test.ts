import { describe, expect, it } from 'vitest';
import { renderSite } from '../../render-site.ts';
import { sampleSite, type SampleSiteOptions } from '../../testing/sample-site.ts';

function apiPage(path: string, options: SampleSiteOptions = {}): string {
  const file = renderSite(sampleSite(options)).find((f) => f.urlPath === path);
  if (file === undefined) throw new Error(`no page ${path}`);
  const html = String(file.body);
  return html.slice(html.indexOf('<section class="api"'), html.indexOf('</main>'));
}

describe('API reference pages', () => {
  it('shows method, path, description, security and every parameter with type, required, default and description', () => {
    const html = apiPage('/en/v2/api/get-a-pet');
    expect(html).toContain(
      '<div class="api-endpoint"><span class="method method-get">GET</span><code class="api-path">/pets/{petId}</code></div>',
    );
    expect(html).toContain('<div class="api-description"><p>Returns one pet by its <strong>id</strong>.</p></div>');
    expect(html).toContain('<h2 id="authorizations">Authorizations</h2>');
    expect(html).toContain('Send <code>Authorization: Bearer &lt;token&gt;</code>.');
    // Path-level $ref parameter, query with enum + default, header required, cookie.
    expect(html).toContain(
      '<div class="field" data-param="petId"><div class="field-head"><code class="field-name">petId</code><span class="field-type">integer&lt;int64&gt;</span><span class="field-required">required</span></div><div class="field-description"><p>The pet id.</p></div>',
    );
    expect(html).toContain(
      '<code class="field-name">fields</code><span class="field-type">enum&lt;string&gt;</span><span class="field-default">default: <code>&quot;basic&quot;</code></span></div><div class="field-description"><p>Fields to include.</p></div><p class="field-enum">Allowed values: <code>&quot;all&quot;</code>, <code>&quot;basic&quot;</code></p>',
    );
    expect(html).toContain('<h2 id="header-parameters">Headers</h2>');
    expect(html).toContain(
      '<h2 id="cookie-parameters">Cookies</h2><div class="fields"><div class="field" data-param="session">',
    );
  });

  it('shows responses per status with schema fields, a recursive schema cut at the cycle, and examples', () => {
    const html = apiPage('/en/v2/api/get-a-pet');
    expect(html).toContain(
      '<details class="response" data-response-status="200" open><summary><span class="status status-2xx">200</span> <code>application/json</code> <span class="field-type">Pet</span></summary><div class="description"><p>The pet.</p></div>',
    );
    expect(html).toContain(
      '<code class="field-name">name</code><span class="field-type">string</span><span class="field-required">required</span>',
    );
    expect(html).toContain(
      '<code class="field-name">parent</code><span class="field-type">Pet</span></div><p class="schema-cycle">Circular reference to <code>#/components/schemas/Pet</code>.</p>',
    );
    expect(html).toContain('<code class="field-name">tags</code><span class="field-type">string[]</span>');
    expect(html).toContain('<details class="response" data-response-status="404">');
    // Response examples: generated for 200, the document's own for 404.
    expect(html).toContain(
      '<div role="tabpanel" id="response-examples-panel-0" aria-labelledby="response-examples-tab-0" data-label="200"><pre><code class="language-json">{\n  &quot;id&quot;: 7,\n  &quot;name&quot;: &quot;Rex&quot;,',
    );
    expect(html).toContain(
      '{\n  &quot;code&quot;: &quot;not_found&quot;,\n  &quot;message&quot;: &quot;No pet 7&quot;\n}',
    );
  });

  it('shows the request body with nested objects as expandable sections and oneOf variants', () => {
    const html = apiPage('/en/v2/api/create-a-pet');
    expect(html).toContain(
      '<h2 id="body">Body</h2><p class="api-media"><code>application/json</code> <span class="field-required">required</span></p>',
    );
    expect(html).toMatch(
      /<code class="field-name">owner<\/code><span class="field-type">object<\/span><\/div><div class="field-description"><p>Who owns the pet\.<\/p><\/div><details class="expandable"><summary>Show child attributes<\/summary><div class="fields">.*<code class="field-name">email<\/code><span class="field-type">string&lt;email&gt;<\/span>.*<code class="field-name">address<\/code>.*<details class="expandable"><summary>Show child attributes<\/summary><div class="fields"><div class="field"><div class="field-head"><code class="field-name">city<\/code>/s,
    );
    expect(html).toContain('<code class="field-name">kind</code><span class="field-type">Cat | Dog</span>');
    expect(html).toContain('<details class="expandable variant"><summary>Option 1: Cat</summary>');
    expect(html).toContain(
      '<span class="field-type">Pet</span></summary><div class="description"><p>Created.</p></div>',
    );
  });

  it('shows x-codeSamples first, then the samples httpsnippet generates in every default language', () => {
    const html = apiPage('/en/v2/api/create-a-pet');
    const start = html.indexOf('<select data-sample-select');
    const picker = html.slice(start, html.indexOf('</select>', start));
    const labels = [...picker.matchAll(/<option value="\d+">([^<]+)<\/option>/g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Go SDK',
      'cURL',
      'Python',
      'JavaScript',
      'Node.js',
      'TypeScript',
      'Go',
      'Ruby',
      'PHP',
      'Java',
      'Kotlin',
      'C#',
      'Swift',
      'Rust',
      'PowerShell',
    ]);
    expect(html).toContain(
      '<div class="sample" data-sample="0" data-label="Go SDK" data-selected><pre tabindex="0"><code class="language-go">client.Pets.Create(ctx, pet)</code></pre></div>',
    );
    expect(html).toContain(
      'curl --request POST \\\n  --url https://api.acme.test/pets \\\n  --header &#39;Authorization: Bearer &lt;token&gt;&#39; \\\n  --header &#39;Content-Type: application/json&#39; \\\n  --data &#39;\n{\n  &quot;name&quot;: &quot;Rex&quot;,',
    );
    expect(html).toContain('response = requests.post(url, json=payload, headers=headers)');
    expect(html).toContain(
      'payload := strings.NewReader(&quot;{\\&quot;name\\&quot;:\\&quot;Rex\\&quot;,\\&quot;owner\\&quot;:',
    );
    expect(html).toContain('const options: RequestInit = {');
  });

  it('puts the same samples in the page Markdown, and only x-codeSamples and cURL in llms-full.txt', () => {
    const files = renderSite(sampleSite());
    const markdown = String(files.find((f) => f.urlPath === '/en/v2/api/create-a-pet.md')?.body);
    const section = markdown.slice(markdown.indexOf('## Request samples'));
    expect([...section.matchAll(/^### (.+)$/gm)].map((m) => m[1]).slice(0, 4)).toEqual([
      'Go SDK',
      'cURL',
      'Python',
      'JavaScript',
    ]);
    expect(section).toContain(
      "```bash\ncurl --request POST \\\n  --url https://api.acme.test/pets \\\n  --header 'Authorization: Bearer <token>'",
    );
    const full = String(files.find((f) => f.urlPath === '/llms-full.txt')?.body);
    const inFull = full.slice(full.indexOf('# Create a pet'));
    const fullSection = inFull.slice(inFull.indexOf('## Request samples'), inFull.indexOf('Source:'));
    expect([...fullSection.matchAll(/^### (.+)$/gm)].map((m) => m[1])).toEqual(['Go SDK', 'cURL']);
  });

  it('points the playground at /_docs/api/request by default', () => {
    const html = apiPage('/en/v2/api/get-a-pet');
    expect(html).toContain(
      '<form class="playground-form" data-playground data-method="GET" data-path="/pets/{petId}" data-operation="GET /pets/{petId}" data-proxy="true" data-proxy-url="/_docs/api/request" action="/_docs/api/request" method="post">',
    );
    expect(html).not.toContain('playground-note');
    expect(html).toContain(
      '<select name="server" data-server><option value="https://api.acme.test">https://api.acme.test</option><option value="https://eu.acme.test/v1" data-template="https://{region}.acme.test/v1">https://eu.acme.test/v1</option></select>',
    );
    expect(html).toContain(
      '<fieldset class="pg-server-vars" data-server-vars-for="https://eu.acme.test/v1" hidden><legend>Server variables</legend><label class="pg-field"><span>region</span><input type="text" spellcheck="false" data-server-var="region" value="eu"></label></fieldset>',
    );
    expect(html).toContain(
      '<div class="pg-scheme" data-scheme="bearer" data-scheme-type="bearer"><p class="pg-scheme-title"><code>bearer</code> <span class="pg-scheme-kind">HTTP Bearer</span></p><div class="pg-field pg-secret"><label><span>Bearer token</span><input type="password" autocomplete="off" spellcheck="false" data-cred="token" data-secret></label>',
    );
    expect(html).toContain(
      '<input type="text" name="path:petId" data-param data-in="path" data-name="petId" required placeholder="7">',
    );
    expect(html).toContain('<input type="text" name="cookie:session" data-param data-in="cookie" data-name="session"');
    const body = apiPage('/en/v2/api/create-a-pet');
    expect(body).toMatch(
      /<textarea name="body" data-body data-content-type="application\/json" rows="8" spellcheck="false">\{\n {2}&quot;name&quot;: &quot;Rex&quot;,/,
    );
  });

  it('calls the API directly with a CORS note when api.playground.proxy is false', () => {
    const html = apiPage('/en/v2/api/get-a-pet', { proxy: false });
    expect(html).toContain('data-proxy="false" action="#">');
    expect(html).not.toContain('/_docs/api/request');
    expect(html).toContain(
      '<p class="playground-note">Requests go directly from your browser to the API. The API must allow this site\'s origin with CORS',
    );
  });
});
