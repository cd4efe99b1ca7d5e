import type { ApiKeyRow } from '../db/api-keys.ts';
import { API_SCOPES } from '../lib/api-scopes.ts';

/** JSON schema of an API key; the key itself appears only in the creation answer. */
export const apiKeySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    prefix: { type: 'string', description: 'The first characters of the key, to recognise it.' },
    scopes: { type: 'array', items: { type: 'string', enum: API_SCOPES } },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** An API key with its secret value, answered once when it is created. */
export const createdApiKeySchema = {
  type: 'object',
  properties: { ...apiKeySchema.properties, key: { type: 'string', description: 'Shown once; store it now.' } },
} as const;

/** The public view of an API key row. */
export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}
