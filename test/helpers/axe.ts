// axe-core accessibility checks for browser tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's source, read when first needed. */
let axeSource: string | undefined;
const readAxe = (): string =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** An axe-core violation: the rule, how bad, and the selectors of the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string;
  nodes: string[];
}

/**
 * The serious and critical axe-core violations on `page`. axe is injected once per document by
 * evaluating its source through the DevTools protocol rather than as a `<script>`, so a page's own
 * CSP needs no `bypassCSP` and stays under test.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readAxe());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
