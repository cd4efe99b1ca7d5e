import { describe, expect, it } from 'vitest';
import { checkPage } from './check-page.ts';
import { renderPage, type RenderedPage } from './render-page.ts';

const FRONT = '---\ntitle: T\n---\n\n';

async function render(body: string, readerClaims = true): Promise<RenderedPage> {
  return renderPage({ file: 'welcome.mdx', source: FRONT + body, lint: false, readerClaims });
}

describe('{user.*} values', () => {
  it('renders the format’s shapes as escaped placeholders with their fallback', async () => {
    const page = await render(
      'Welcome back, {user.firstName}! Your {user.org?.plan} plan, {user?.company ?? "your company"}, {userContext.role || `reader`}.\n',
    );
    expect(page.html).toContain(
      '<p>Welcome back, <span data-folio-user="firstName"></span>! Your <span data-folio-user="org.plan"></span> plan, <span data-folio-user="company">your company</span>, <span data-folio-user="role">reader</span>.</p>',
    );
    expect(page.diagnostics).toEqual([]);
  });

  it('escapes a fallback that looks like markup', async () => {
    const page = await render('Hi {user.name ?? "<img src=x onerror=alert(1)>"}\n');
    expect(page.html).toContain('<span data-folio-user="name">&#x3C;img src=x onerror=alert(1)></span>');
    expect(page.html).not.toContain('<img');
  });

  it('leaves every other shape an unevaluated expression, as before', async () => {
    for (const written of [
      'user.constructor',
      'user.__proto__',
      'user["firstName"]',
      'user.firstName()',
      'user.a.b.c.d.e',
      'user',
      'user.name + "x"',
      'user.name ?? other',
      'user.toString',
    ]) {
      const page = await render(`Hi {${written}}.\n`);
      expect(page.html, written).toBe('<p>Hi .</p>');
      expect(page.html, written).not.toContain('data-folio-user');
      expect(
        page.diagnostics.map((d) => d.code),
        written,
      ).toEqual(['CONTENT_EXPRESSION_DROPPED']);
    }
  });

  it('keeps a page’s own `user` export as a literal value', async () => {
    const page = await render('export const user = { firstName: "Ada" };\n\nHi {user.firstName}.\n');
    expect(page.html).toContain('<p>Hi Ada.</p>');
  });

  it('writes the fallback into the Markdown twin and the search text, never the expression', async () => {
    const page = await render('Welcome back, {user.firstName ?? "friend"}! {user.plan}\n');
    expect(page.markdown).toContain('Welcome back, friend!');
    expect(page.markdown).not.toContain('user.');
    expect(page.searchMarkdown).toContain('Welcome back, friend!');
    expect(page.searchMarkdown).not.toContain('{user');
  });

  it('warns with place and fix when the site’s readers do not sign in with claims', async () => {
    const source = `${FRONT}Welcome back, {user.firstName}!\n`;
    const rendered = await renderPage({ file: 'welcome.mdx', source, lint: false });
    const checked = await checkPage({ file: 'welcome.mdx', source, lint: false });
    for (const diagnostics of [rendered.diagnostics, checked.diagnostics]) {
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: 'CONTENT_USER_VALUE_WITHOUT_SIGN_IN',
          severity: 'warning',
          file: 'welcome.mdx',
          line: 5,
          column: 15,
          message: expect.stringContaining('every reader sees nothing there'),
        }),
      ]);
    }
    expect(rendered.html).toContain('<span data-folio-user="firstName"></span>');
  });
});
