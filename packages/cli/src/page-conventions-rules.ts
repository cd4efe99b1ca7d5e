/** Where `folio rules` writes, relative to the repository: Cursor's project rules, committed and shared with the team. */
export const RULES_FILE = '.cursor/rules/folio-docs.mdc';

/**
 * SPEC.md's page content conventions (the four rules and the component table) as a Cursor
 * project rules file: front matter that attaches it to every page file, then guidance written
 * for an AI editor.
 */
export const PAGE_CONVENTIONS_RULES = `---
description: Folio documentation page conventions (front matter, headings, images, secrets, components) for MDX and Markdown pages
globs: ["**/*.mdx","**/*.md"]
alwaysApply: false
---

# Documentation page conventions

These pages are built into a documentation site from MDX files and \`docs.json\`. When you write or
edit a page, follow every rule below.

1. Every page begins with front matter holding \`title\` and \`description\`:

   \`\`\`mdx
   ---
   title: Create a pet
   description: Add a pet to the store with a name and a species.
   ---
   \`\`\`

2. Heading hierarchy starts at level 2: use \`##\`, then \`###\`. Never write a \`#\` heading in the
   body (the page title comes from the front matter) and never skip a level.
3. Every image is wrapped in a \`Frame\` component and carries alt text:
   \`<Frame caption="The dashboard"><img src="/images/dashboard.png" alt="The dashboard with two projects" /></Frame>\`.
4. Code examples never contain real keys or secrets: use placeholders such as \`YOUR_API_KEY\` or
   \`<token>\`.

An API reference page may instead name an operation in its front matter: \`openapi: "GET /pets"\`
(or \`openapi: "<spec file> GET /pets"\` when there are several documents). Write the method in upper
case and the path exactly as in the OpenAPI document, trailing slash included or not.

## Components

Use these components; do not invent others. Attributes not listed here are not supported.

| Component | Purpose | Attributes |
|---|---|---|
| \`Note\`, \`Tip\`, \`Warning\`, \`Info\`, \`Check\` | callouts: supplementary info, best practice, caution, neutral context, success | none |
| \`CodeGroup\` | the same code in several languages | none |
| \`RequestExample\`, \`ResponseExample\` | API endpoint request and response samples | none |
| \`Steps\`, \`Step\` | sequential procedures | \`title\` (on Step) |
| \`Tabs\`, \`Tab\` | alternative content | \`title\` (on Tab) |
| \`AccordionGroup\`, \`Accordion\` | collapsible content | \`title\` (on Accordion) |
| \`Card\`, \`CardGroup\` | emphasized information | \`title\`, \`icon\`, \`href\` (Card); \`cols\` (CardGroup) |
| \`ParamField\` | an API parameter | one of \`path\`, \`body\`, \`query\`, \`header\`; \`type\`; \`required\`; \`default\` |
| \`ResponseField\` | an API response field | \`name\`, \`type\`, \`required\` |
| \`Expandable\` | nested object properties | \`title\` |
| \`Frame\` | image wrapper | \`caption\` (optional) |
| \`Tooltip\` | inline hint | \`tip\` |
| \`Update\` | changelog entry | \`label\`, \`description\` |

Videos use the HTML \`<video>\` element (self-hosted) or an \`<iframe>\` (embedded).
`;
