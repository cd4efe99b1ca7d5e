import { html } from '@folio/html';
import { describe, expect, it } from 'vitest';
import { buildSiteLayout } from '../build-site-layout.ts';
import { chainOf } from './chain-of.ts';
import { ChromeTemplate, directSlot } from './chrome-template.ts';
import { renderSidebar } from './render-sidebar.ts';
import { sampleSite } from '../testing/sample-site.ts';

describe('ChromeTemplate', () => {
  it('specialises the neutral HTML to each page by its slots', () => {
    const render = (slot: Parameters<Parameters<typeof ChromeTemplate.compile>[0]>[0]) =>
      html`<a href="/a"${slot(['a'], html``, html` aria-current="page"`)}>A</a><li data-state="${slot(['a', 'b'], html`collapsed`, html`expanded`)}"><a href="/b"${slot(['b'], html``, html` aria-current="page"`)}>B</a></li>`;
    const template = ChromeTemplate.compile(render);
    expect(template.render('a').value).toBe(
      '<a href="/a" aria-current="page">A</a><li data-state="expanded"><a href="/b">B</a></li>',
    );
    expect(template.render('b').value).toBe(
      '<a href="/a">A</a><li data-state="expanded"><a href="/b" aria-current="page">B</a></li>',
    );
    for (const page of [undefined, 'c']) {
      expect(template.render(page).value).toBe('<a href="/a">A</a><li data-state="collapsed"><a href="/b">B</a></li>');
      expect(template.render(page).value).toBe(render(directSlot(page)).value);
    }
  });

  it('renders directly when the HTML itself contains the marker character', () => {
    const title = 'Odd \uE0000\uE000 title';
    const template = ChromeTemplate.compile(
      (slot) => html`<a${slot(['a'], html``, html` class="active"`)}>${title}</a>`,
    );
    expect(template.render('a').value).toBe(`<a class="active">${title}</a>`);
    expect(template.render(undefined).value).toBe(`<a>${title}</a>`);
  });

  it('gives every page of a site exactly the sidebar rendered for it alone', () => {
    for (const drilldown of [false, true]) {
      const input = sampleSite({ drilldown });
      const { tree, ctx } = buildSiteLayout(input, 'key');
      let compared = 0;
      for (const section of tree.sections) {
        const chain = chainOf(section);
        const template = ChromeTemplate.compile((slot) => renderSidebar(chain, slot, ctx));
        for (const path of [undefined, ...input.pages.map((page) => page.path)]) {
          expect(template.render(path).value).toBe(renderSidebar(chain, directSlot(path), ctx).value);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
      // The specialisation is visible: the current page is marked, its collapsed group opened.
      const queue = 'en/v2/internals/queue';
      const chain = chainOf(tree.sectionOf.get(queue)!);
      const sidebar = ChromeTemplate.compile((slot) => renderSidebar(chain, slot, ctx)).render(queue).value;
      expect(sidebar).toContain('<a href="/en/v2/internals/queue" aria-current="page" class="active">');
      expect(sidebar).toMatch(
        /data-state="expanded">(?:<button|<a) [^>]*aria-expanded="true"[^>]*><span class="nav-group-label">Internals/,
      );
      expect(ChromeTemplate.compile((slot) => renderSidebar(chain, slot, ctx)).render('en/v2/intro').value).toMatch(
        /data-state="collapsed">(?:<button|<a) [^>]*aria-expanded="false"[^>]*><span class="nav-group-label">Internals/,
      );
    }
  });
});
