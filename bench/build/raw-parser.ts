import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

/**
 * The parse `@mdx-js/mdx` runs before anything else (its remark-parse with the MDX syntax, plus
 * GFM and front matter): the floor under any MDX build, and the baseline build rates are judged
 * by. A page the strict parser rejects still counts (it threw after doing the work).
 */
export function createRawParser(): { parse(source: string): void } {
  const processor = createProcessor({ remarkPlugins: [remarkGfm, [remarkFrontmatter, ['yaml']]] });
  return {
    parse(source) {
      try {
        processor.parse(source);
      } catch {
        // Counted as parsed: the baseline is the parser's speed, not its leniency.
      }
    },
  };
}
