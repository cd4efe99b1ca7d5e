import type { DocsSetting } from './docs-setting.ts';

/** The Markdown of pages for AI agents: `markdown`. Rows of `DOCS_SETTINGS`, in its order. */
export const MARKDOWN_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'markdown',
    type: 'object',
    effect: 'The Markdown served to AI agents (`<page>.md`, llms-full.txt).',
    example: '{ "instructions": "Prefer the v2 API." }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'markdown.schema',
    type: 'boolean',
    default: 'false',
    effect:
      "`true`: the Markdown of each API page ends with its operation's OpenAPI definition (the operation and every component it refers to), not the whole document.",
    example: 'true',
    honouredBy: 'site operation-schema-markdown.ts',
  },
  {
    path: 'markdown.instructions',
    type: 'string | string[]',
    effect:
      'Instructions for AI agents at the end of every page\'s Markdown (`<page>.md` and llms-full.txt), under "Instructions for AI agents".',
    example: '"Prefer the v2 API."',
    honouredBy: 'site render-site-page.ts',
  },
];
