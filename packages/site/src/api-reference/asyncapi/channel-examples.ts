import type { AsyncApiMessage } from '@folio/openapi';
import type { ApiContext } from '../api-context.ts';
import { exampleFromSchema } from '../openapi/example-from-schema.ts';

/** The document gives no `$ref`s to follow: the loader inlined every one. */
export const INLINED_CONTEXT: ApiContext = { document: {}, reportRef: () => {} };

/** A message's example payload: the document's first example, else one built from the payload schema. */
export function messageExample(message: AsyncApiMessage): unknown {
  if (message.examples.length > 0) return message.examples[0];
  return message.payload === undefined ? undefined : exampleFromSchema(message.payload, INLINED_CONTEXT);
}

/** An example as the code panel shows it: strings as written, anything else as indented JSON. */
export function formatExample(example: unknown): string {
  return typeof example === 'string' ? example : JSON.stringify(example, null, 2);
}
