import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../api-context.ts';
import { schemaFieldsMarkdown } from './schema-fields-markdown.ts';

const document = {
  components: {
    schemas: {
      Node: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
      Card: { type: 'object', properties: { last4: { type: 'string' } } },
      Bank: { type: 'object', properties: { iban: { type: 'string', deprecated: true } } },
    },
  },
};
const ctx: ApiContext = { document, reportRef: () => {} };

describe('schemaFieldsMarkdown', () => {
  it('lists fields with type, required, default, allowed values and description, nested objects below', () => {
    expect(
      schemaFieldsMarkdown(
        {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', description: 'The\n  name.' },
            size: { type: 'string', enum: ['s', 'm'], default: 's' },
            owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
          },
        },
        ctx,
      ),
    ).toEqual([
      '- `name` (string, required): The name.',
      '- `size` (enum<string>, default: `"s"`)',
      '  Allowed values: `"s"`, `"m"`',
      '- `owner` (object)',
      '  - `email` (string<email>)',
    ]);
  });

  it('names a recursive schema where it repeats, and lists each oneOf option', () => {
    expect(schemaFieldsMarkdown({ $ref: '#/components/schemas/Node' }, ctx)).toEqual([
      '- `id` (string, required)',
      '- `children` (Node[])',
      '  - Circular reference to `#/components/schemas/Node`',
    ]);
    expect(
      schemaFieldsMarkdown(
        {
          type: 'object',
          properties: {
            method: { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }] },
          },
        },
        ctx,
      ),
    ).toEqual([
      '- `method` (Card | Bank)',
      '  - One of, option 1: Card',
      '    - `last4` (string)',
      '  - One of, option 2: Bank',
      '    - `iban` (string, deprecated)',
    ]);
  });

  it('cuts a huge schema after 400 lines', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 1000 }, (_, index) => [`f${index}`, { type: 'string' }]),
    );
    const lines = schemaFieldsMarkdown({ type: 'object', properties }, ctx);
    expect(lines).toHaveLength(401);
    expect(lines.at(-1)).toBe('- …');
  });
});
