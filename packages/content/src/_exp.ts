import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
const p = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const N = 10000;
const cases: Record<string, string> = {
  jsx: '<div>'.repeat(N) + 'x' + '</div>'.repeat(N),
  jsxLines: Array.from({length: N}, () => '<Note>').join('\n') + '\nx\n' + Array.from({length: N}, () => '</Note>').join('\n'),
  quote: '>'.repeat(N) + ' x',
  list: Array.from({length: 2000}, (_, i) => ' '.repeat(i*2) + '- a').join('\n'),
  expr: '{' + '('.repeat(N) + '1' + ')'.repeat(N) + '}',
  emph: '*'.repeat(N) + 'x' + '*'.repeat(N),
  links: '['.repeat(N) + 'x' + '](u)'.repeat(N),
};
function depth(n: any): number { let max = 0; const stack: [any, number][] = [[n, 1]]; while (stack.length) { const [x, d] = stack.pop()!; if (d > max) max = d; for (const c of x.children ?? []) stack.push([c, d + 1]); } return max; }
for (const [name, src] of Object.entries(cases)) {
  const t = Date.now();
  try { const tree = p.parse(src); console.log(name, 'OK depth', depth(tree), Date.now() - t, 'ms'); }
  catch (e: any) { console.log(name, e.constructor.name, String(e.message).slice(0, 100), Date.now() - t, 'ms'); }
}
