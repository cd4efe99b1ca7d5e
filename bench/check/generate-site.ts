import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a synthetic docs repository of `pageCount` MDX pages in nested groups and
 * `documentCount` OpenAPI documents (default one) sharing `operationCount` operations, each spread
 * over 20 tags and generated into a tab of its own.
 */
export async function generateSite(
  dir: string,
  pageCount: number,
  operationCount: number,
  documentCount = 1,
): Promise<void> {
  const groups: Array<{ group: string; pages: unknown[] }> = [];
  const perGroup = 50;
  for (let g = 0; g * perGroup < pageCount; g++) {
    const pages: unknown[] = [];
    for (let i = g * perGroup; i < Math.min(pageCount, (g + 1) * perGroup); i++) {
      const path = `section-${g}/page-${i}`;
      pages.push(path);
      await mkdir(join(dir, `section-${g}`), { recursive: true });
      await writeFile(join(dir, `${path}.mdx`), pageSource(i));
    }
    // Nest every other group, as real sites do.
    groups.push(
      g % 2 === 1
        ? { group: `Section ${g}`, pages: [{ group: `Nested ${g}`, expanded: false, pages }] }
        : { group: `Section ${g}`, pages },
    );
  }
  // One document keeps its historical name and tab; more are `openapi-<n>.json` in tabs `API <n>`.
  const apiTabs = Array.from({ length: documentCount }, (_, index) =>
    documentCount === 1
      ? { tab: 'API', file: 'openapi.json' }
      : { tab: `API ${index + 1}`, file: `openapi-${index + 1}.json` },
  );
  const docs = {
    name: 'Generated',
    theme: 'mint',
    colors: { primary: '#16A34A' },
    navigation: {
      tabs: [
        { tab: 'Guides', groups },
        ...apiTabs.map(({ tab, file }) => ({
          tab,
          openapi: file,
          groups: [{ group: 'Overview', pages: ['section-0/page-0'] }],
        })),
      ],
    },
  };
  await writeFile(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  for (const [index, { file }] of apiTabs.entries()) {
    const first = Math.floor((operationCount * index) / documentCount);
    const last = Math.floor((operationCount * (index + 1)) / documentCount);
    await writeFile(join(dir, file), JSON.stringify(openapiDocument(last - first, first)));
  }
}

function pageSource(i: number): string {
  return `---
title: "Page ${i}"
description: "Generated page number ${i} for the benchmark."
---

## Overview

This is page ${i}. It has **bold**, \`code\` and a [link](/section-0/page-0).

<Note>
  A callout on page ${i}.
</Note>

\`\`\`bash
curl https://api.example.com/v1/items/${i}
\`\`\`
`;
}

function openapiDocument(operationCount: number, firstOperation = 0): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const methods = ['get', 'post', 'put', 'delete'];
  for (let i = firstOperation; i < firstOperation + operationCount; i++) {
    const path = `/resource-${Math.floor(i / methods.length)}/{id}`;
    paths[path] ??= {};
    paths[path][methods[i % methods.length] as string] = {
      tags: [`tag-${i % 20}`],
      summary: `Operation ${i}`,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Generated API', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths,
    components: {
      schemas: { Item: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
    },
  };
}
