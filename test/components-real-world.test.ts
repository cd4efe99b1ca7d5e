import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';

/**
 * Every component the format defines (the reference's own list of the names pages may use
 * without importing them). A page naming one of these must never get CONTENT_UNKNOWN_COMPONENT.
 */
const FORMAT_COMPONENTS = [
  'Accordion',
  'AccordionGroup',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeBlock',
  'CodeGroup',
  'Color',
  'Color.Item',
  'Color.Row',
  'Column',
  'Columns',
  'Danger',
  'Expandable',
  'FileTree',
  'Frame',
  'GitHub.Repo',
  'Github.Repo',
  'Heading',
  'Icon',
  'Info',
  'Latex',
  'Link',
  'Mermaid',
  'Note',
  'Panel',
  'Param',
  'ParamField',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'Snippet',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tile',
  'Tip',
  'Tooltip',
  'Tree',
  'Tree.File',
  'Tree.Folder',
  'Update',
  'View',
  'Visibility',
  'Warning',
];

const offline = () => Promise.reject(new Error('offline test'));

// The four component-heavy public repositories (issue 15).
describe.each(['Chainlit__docs', 'lmnr-ai__docs', 'openlit__openlit', 'unkeyed__unkey-product'])('%s', (name) => {
  const root = join(REAL_WORLD_FIXTURES, name);

  it.skipIf(!existsSync(root))(
    'builds with no component the format defines reported as unknown, and no card icon dropped',
    async () => {
      const result = await buildSite(createDirectoryReader(root), {
        manifest: false,
        renderPool: false,
        fetchUrl: offline,
      });
      const unknown = result.diagnostics
        .filter((d) => d.code === 'CONTENT_UNKNOWN_COMPONENT')
        .map((d) => `${d.file}:${d.line} ${/<([^>]+)>/.exec(d.message)?.[1]}`)
        .filter((entry) => FORMAT_COMPONENTS.includes(entry.split(' ')[1]!));
      expect(unknown).toEqual([]);
      // Static SVG markup as a card's icon is drawn, not dropped as "JSX would have to run".
      expect(
        result.diagnostics
          .filter((d) => d.code === 'CONTENT_ATTRIBUTE_DROPPED' && /^the attribute icon=\{<(svg|img)/.test(d.message))
          .map((d) => `${d.file}:${d.line}`),
      ).toEqual([]);
      expect(result.ok).toBe(true);
    },
    240_000,
  );
});
