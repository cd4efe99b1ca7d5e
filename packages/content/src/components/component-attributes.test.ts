import { describe, expect, it } from 'vitest';
import { renderPage, type RenderedPage } from '../render-page.ts';

async function render(body: string): Promise<RenderedPage> {
  return renderPage({ file: 'page.mdx', source: body, lint: false });
}

/** Markup without the built-in SVGs, which other tests pin: `<svg class="x">…</svg>` → `<svg:x/>`. */
function withoutSvg(html: string): string {
  return html.replace(/<svg class="([^"]+)"[^>]*>[\s\S]*?<\/svg>/g, '<svg:$1/>');
}

describe('component attributes the design uses', () => {
  it('gives each callout type its own icon, and a Callout its colour as a custom property', async () => {
    const page = await render(
      '<Note>n</Note>\n\n<Danger>d</Danger>\n\n<Callout color="rgb(1, 2, 3)">c</Callout>\n\n<Callout color="red;background:url(x)">bad</Callout>\n',
    );
    const icons = [
      ...page.html.matchAll(/<span class="callout-icon" aria-hidden="true">(<svg[\s\S]*?<\/svg>)<\/span>/g),
    ].map((match) => match[1]);
    expect(icons).toHaveLength(4);
    expect(icons[0]).not.toBe(icons[1]);
    expect(page.html).toContain('style="--callout-color: rgb(1, 2, 3)"');
    expect(page.html).not.toContain('url(x)');
    expect(page.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['CONTENT_ATTRIBUTE_INVALID', 'the color "red;background:url(x)" on <Callout> is not a colour and is ignored'],
    ]);
  });

  it('numbers steps, honouring stepNumber, and sets the title size', async () => {
    const page = await render(
      '<Steps>\n  <Step title="A" stepNumber={3}>a</Step>\n  <Step title="B" titleSize="h3">b</Step>\n</Steps>\n',
    );
    expect(page.html).toBe(
      '<ol class="steps"><li class="step"><span class="step-number" aria-hidden="true">3</span><p class="step-title">A</p><div class="step-content">a</div></li>' +
        '<li class="step"><span class="step-number" aria-hidden="true">4</span><h3 class="step-title">B</h3><div class="step-content">b</div></li></ol>',
    );
  });

  it('renders a Card with image, horizontal layout, cta, colour and arrow', async () => {
    const page = await render(
      '<Card title="T" icon="rocket" img="/i.png" href="/x" horizontal arrow cta="Go" color="#0ea5e9">Body</Card>\n\n<Card title="Out" href="https://example.com">o</Card>\n\n<Card title="No arrow" href="https://example.com" arrow={false}>n</Card>\n',
    );
    expect(withoutSvg(page.html)).toBe(
      '<a class="card card-horizontal card-with-image" style="--card-color: #0ea5e9" href="/x"><img class="card-image" src="/i.png" alt=""><div class="card-main">' +
        '<span class="card-icon"><svg:icon icon-svg/></span>' +
        '<div class="card-body"><p class="card-title">T</p><div class="card-content">Body</div><span class="card-cta">Go<svg:folio-icon/></span></div><svg:card-arrow/></div></a>\n' +
        '<a class="card" href="https://example.com"><div class="card-body"><p class="card-title">Out</p><div class="card-content">o</div></div><svg:card-arrow/></a>\n' +
        '<a class="card" href="https://example.com"><div class="card-body"><p class="card-title">No arrow</p><div class="card-content">n</div></div></a>',
    );
  });

  it('draws a tab icon before its title', async () => {
    const page = await render('<Tabs>\n  <Tab title="npm" icon="npm">a</Tab>\n</Tabs>\n');
    expect(page.html).toMatch(
      /data-folio-tab-title="npm"><svg class="icon icon-svg" viewBox="0 0 576 512" fill="currentColor" aria-hidden="true" data-icon="npm" data-icon-library="fontawesome"><path d="[^"]+"><\/path><\/svg>npm<\/button>/,
    );
  });

  it('renders Badge colour, shape, size and disabled, and Tooltip headline and call to action', async () => {
    const page = await render(
      '<Badge color="green" shape="pill" size="sm" disabled>ok</Badge> <Badge color="#123456">hex</Badge>\n\n<Tooltip tip="Tip" headline="Head" cta="More" href="/more">term</Tooltip>\n',
    );
    expect(page.html).toContain(
      '<span class="badge badge-pill badge-sm" data-color="green" data-disabled="true">ok</span> <span class="badge" data-color="#123456" style="--badge-color: #123456">hex</span>',
    );
    expect(page.html).toContain(
      '<span class="tooltip"><span class="tooltip-trigger" tabindex="0" aria-describedby="tooltip">term</span><span class="tooltip-content" role="tooltip" id="tooltip">' +
        '<strong class="tooltip-headline">Head</strong><span class="tooltip-text">Tip</span><a class="tooltip-cta" href="/more">More</a></span></span>',
    );
  });

  it('marks a deprecated field, and gives a Frame its hint', async () => {
    const page = await render(
      '<ParamField query="old" deprecated>x</ParamField>\n\n<ResponseField name="gone" deprecated>y</ResponseField>\n\n<Frame hint="Zoom in" caption="C">![a](/a.png)</Frame>\n',
    );
    expect(page.html).toContain(
      '<code class="field-name">old</code><span class="field-location">query</span><span class="field-deprecated">deprecated</span>',
    );
    expect(page.html).toContain('<code class="field-name">gone</code><span class="field-deprecated">deprecated</span>');
    expect(withoutSvg(page.html)).toContain(
      '<figure class="frame"><p class="frame-hint"><svg:folio-icon/>Zoom in</p><div class="frame-body"><img src="/a.png" alt="a"></div><figcaption>C</figcaption></figure>',
    );
  });
});
