import type { ApiSettings } from '@folio/docs-config';
import { describe, expect, it } from 'vitest';
import { readPageMeta } from '../../frame/page-meta.ts';
import { renderSite } from '../../render-site.ts';
import { sampleSite } from '../../testing/sample-site.ts';
import type { RenderSiteInput } from '../../types.ts';

function page(path: string, api: ApiSettings | undefined, patch: (input: RenderSiteInput) => void = () => {}): string {
  const input = sampleSite();
  if (api !== undefined) input.config.api = api;
  patch(input);
  const html = String(renderSite(input).find((f) => f.urlPath === path)?.body);
  return html.slice(html.indexOf('<body'), html.indexOf('</main>'));
}

/** The labels of the request-sample picker, in order. */
const samples = (html: string) => {
  const picker = html.slice(
    html.indexOf('<select data-sample-select'),
    html.indexOf('</select>', html.indexOf('<select data-sample-select')),
  );
  return [...picker.matchAll(/<option value="\d+">([^<]+)<\/option>/g)].map((m) => m[1]);
};

describe('docs.json api settings on API pages', () => {
  it('playground.display: the form for "interactive" (the default), none for "simple", "none" and "auth"', () => {
    expect(page('/en/v2/api/get-a-pet', undefined)).toContain('<form class="playground-form"');
    for (const display of ['simple', 'none', 'auth'] as const) {
      const html = page('/en/v2/api/get-a-pet', { playground: { display } });
      expect(html).not.toContain('<form class="playground-form"');
      expect(html).toContain('Request samples');
    }
  });

  it('params.expanded: "all" opens child attributes', () => {
    expect(page('/en/v2/api/create-a-pet', undefined)).toContain(
      '<details class="expandable"><summary>Show child attributes',
    );
    const html = page('/en/v2/api/create-a-pet', { params: { expanded: 'all' } });
    expect(html).toContain('<details class="expandable" open><summary>Show child attributes');
    expect(html).not.toContain('<details class="expandable"><summary>Show child attributes');
  });

  it('examples.languages picks and orders the generated samples after x-codeSamples; autogenerate: false keeps only x-codeSamples', () => {
    const all = samples(page('/en/v2/api/create-a-pet', undefined));
    expect(all.slice(0, 4)).toEqual(['Go SDK', 'cURL', 'Python', 'JavaScript']);
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(
      samples(page('/en/v2/api/create-a-pet', { examples: { languages: ['python', 'curl', 'go', 'csharp'] } })),
    ).toEqual(['Go SDK', 'Python', 'cURL', 'Go', 'C#']);
    expect(samples(page('/en/v2/api/create-a-pet', { examples: { autogenerate: false } }))).toEqual(['Go SDK']);
  });

  it('examples.prefill fills playground inputs; playground.credentials marks direct requests; url: "full" shows the server', () => {
    const plain = page('/en/v2/api/get-a-pet', undefined);
    const prefilled = page('/en/v2/api/get-a-pet', {
      examples: { prefill: true },
      playground: { proxy: false, credentials: true },
      url: 'full',
    });
    const input = (html: string) => /<input type="text" name="path:petId"[^>]*>/.exec(html)?.[0];
    expect(input(plain)).toContain('placeholder="');
    expect(input(prefilled)).toContain('value="');
    expect(prefilled).toContain('data-proxy="false" data-credentials="include"');
    expect(plain).toContain('<code class="api-path">/pets/{petId}</code>');
    expect(prefilled).toMatch(/<code class="api-path">https:\/\/[^<]+\/pets\/\{petId\}<\/code>/);
  });
});

describe('front matter on MDX pages', () => {
  it('api: "METHOD path" shows the endpoint joined to api.mdx.server', () => {
    const html = page('/en/v2/intro', { mdx: { server: ['https://api.acme.test/v1/'] } }, (input) => {
      input.content.get('en/v2/intro')!.meta = readPageMeta({ api: 'post /users' })!;
    });
    expect(html).toContain(
      '<div class="api-endpoint api-endpoint-mdx"><span class="method method-post">POST</span><code class="api-path">https://api.acme.test/v1/users</code></div>',
    );
  });

  it("api: pages get the playground with api.mdx.server, api.mdx.auth and the page's ParamFields", () => {
    const fields =
      '<div class="field param-field" data-location="path" data-name="orgId" data-required="true" id="param-orgId"></div>' +
      '<div class="field param-field" data-location="query" data-name="dry_run" id="param-dry_run"></div>' +
      '<div class="field param-field" data-location="header" data-name="Idempotency-Key" data-required="true" id="param-idem"></div>' +
      '<div class="field param-field" data-location="body" data-name="email" id="param-email"></div>';
    const mdxPage = (api: ApiSettings) =>
      page('/en/v2/intro', api, (input) => {
        const content = input.content.get('en/v2/intro')!;
        content.meta = readPageMeta({ api: 'POST /orgs/{orgId}/users/{userId}' })!;
        content.html = fields;
      });
    const html = mdxPage({
      mdx: {
        server: ['https://api.acme.test/v1', 'https://eu.acme.test/v1'],
        auth: { method: 'key', name: 'X-Acme-Key' },
      },
    });
    const form = /<form class="playground-form"[^>]*>/.exec(html)?.[0];
    expect(form).toContain(
      'data-method="POST" data-path="/orgs/{orgId}/users/{userId}" data-operation="POST /orgs/{orgId}/users/{userId}" data-proxy="true"',
    );
    expect(html).toContain(
      '<select name="server" data-server><option value="https://api.acme.test/v1">https://api.acme.test/v1</option><option value="https://eu.acme.test/v1">',
    );
    expect(html).toContain(
      '<div class="pg-scheme" data-scheme="mdx" data-scheme-type="apiKey" data-in="header" data-name="X-Acme-Key">',
    );
    expect(html).toContain('name="path:orgId" data-param data-in="path" data-name="orgId" required');
    // A path parameter the page does not document is still asked for.
    expect(html).toContain('name="path:userId" data-param data-in="path" data-name="userId" required');
    expect(html).toContain('name="query:dry_run" data-param data-in="query" data-name="dry_run">');
    expect(html).toContain(
      'name="header:Idempotency-Key" data-param data-in="header" data-name="Idempotency-Key" required',
    );
    expect(html).toContain(
      'data-content-type="application/json" rows="8" spellcheck="false">{\n  &quot;email&quot;: &quot;&quot;\n}</textarea>',
    );

    const bearer = mdxPage({
      mdx: { server: ['https://api.acme.test'], auth: { method: 'bearer' } },
      playground: { proxy: false },
    });
    expect(bearer).toContain('data-scheme="mdx" data-scheme-type="bearer"');
    expect(bearer).toContain('<input type="hidden" name="server" data-server value="https://api.acme.test">');
    expect(bearer).toContain('data-proxy="false"');
    expect(mdxPage({ mdx: { auth: { method: 'cobo' } } })).not.toContain('data-scheme=');
    expect(mdxPage({ mdx: { server: ['https://api.acme.test'] }, playground: { display: 'simple' } })).not.toContain(
      '<form class="playground-form"',
    );
  });

  it('url makes the sidebar entry an external link; hidden keeps the page out of the sidebar', () => {
    const html = page('/en/v2/intro', undefined, (input) => {
      input.pages = input.pages.map((p) =>
        p.path === 'en/v2/quickstart'
          ? { ...p, url: 'https://status.acme.test' }
          : p.path === 'en/v2/advanced/config'
            ? { ...p, hidden: true }
            : p,
      );
    });
    const full = String(renderSite(sampleSite()).find((f) => f.urlPath === '/en/v2/intro')?.body);
    expect(full).toContain('<a href="/en/v2/quickstart"');
    expect(html).not.toContain('<a href="/en/v2/quickstart"');
    expect(html).toContain('<a href="https://status.acme.test" target="_blank" rel="noopener"><span');
    expect(html).not.toContain('href="/en/v2/advanced/config"');
  });
});

describe('api.params.post', () => {
  it('shows the values of the listed keys as pills on parameters and fields', () => {
    const html = page('/en/v2/api/get-a-pet', { params: { post: ['x-since', 'readOnly', 'format'] } }, (input) => {
      const doc = input.specs[0]!.document as {
        paths: Record<string, Record<string, { parameters?: Record<string, unknown>[] }>>;
      };
      for (const item of Object.values(doc.paths))
        for (const operation of Object.values(item)) for (const p of operation.parameters ?? []) p['x-since'] = '2.1';
    });
    expect(html).toMatch(/data-param="fields"[\s\S]*?<span class="field-pill">2\.1<\/span>/);
    expect(page('/en/v2/api/get-a-pet', undefined)).not.toContain('field-pill');
  });
});
