import type { Diagnostic } from '@folio/diagnostics';

/** One server of an AsyncAPI document (2.x `url`, 3.x `host` + `pathname`). */
export interface AsyncApiServer {
  name: string;
  /** `ws`, `wss`, `kafka`, `mqtt`, `amqp`, … as written. */
  protocol: string;
  /** Host with its port (`api.acme.com`, `broker.acme.com:9092`); for 2.x the URL as written. */
  host: string;
  pathname?: string;
  description?: string;
}

/** A named message a channel carries, `$ref`s resolved. */
export interface AsyncApiMessage {
  /** Message id (3.x key, 2.x `name`/`messageId`, else its position). */
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  /** The payload schema, `$ref`s inlined (a recursive one becomes a placeholder object). */
  payload?: unknown;
  /** Headers schema, `$ref`s inlined. */
  headers?: unknown;
  /** Example payloads written in the document (`examples[].payload`, 2.x also bare values). */
  examples: unknown[];
}

/** What readers do with a channel: 3.x `send`/`receive`; 2.x `publish` reads as `send`, `subscribe` as `receive` (the application's view). */
export type AsyncApiAction = 'send' | 'receive';

/** One operation on a channel. */
export interface AsyncApiOperation {
  /** Operation id (3.x key, 2.x `operationId`, else the 2.x verb). */
  id: string;
  action: AsyncApiAction;
  /** The 2.x verb as written (`publish` / `subscribe`), for 2.x documents. */
  verb?: 'publish' | 'subscribe';
  title?: string;
  summary?: string;
  description?: string;
  messages: AsyncApiMessage[];
}

/** A channel parameter (`{userId}` in the address). */
export interface AsyncApiParameter {
  name: string;
  description?: string;
  schema?: unknown;
  /** 3.x parameters are strings with `enum` / `default` / `examples` of their own. */
  enum?: unknown[];
  default?: unknown;
}

/** One channel of a document: what its generated page shows. */
export interface AsyncApiChannel {
  /** Channel id: the 3.x key, or the 2.x channel name (its address). */
  id: string;
  /** Address as written (`user/{userId}/signedup`); `null` in 3.x means unknown / dynamic. */
  address?: string;
  title?: string;
  summary?: string;
  description?: string;
  /** First tag name, the group generated pages go in. */
  tags: string[];
  parameters: AsyncApiParameter[];
  /** Protocols with bindings on the channel (`ws`, `kafka`, …) and the binding's keys as a summary. */
  bindings: { protocol: string; summary: string }[];
  operations: AsyncApiOperation[];
  /** Messages of the channel itself (3.x `channel.messages`) not used by any operation. */
  messages: AsyncApiMessage[];
  /** Names of the servers the channel is available on; empty means all. */
  servers: string[];
  /** JSON pointer of the channel in the document (`/channels/userSignedup`). */
  pointer: string;
}

/**
 * An AsyncAPI document as Folio uses it. `ok` is false when it could not be read or is not
 * AsyncAPI 2.x/3.x; `diagnostics` say why (file, JSON path, line:column).
 */
export interface LoadedAsyncApi {
  /** Repo-relative path (no leading slash) or the `https://` URL, as referenced. */
  source: string;
  ok: boolean;
  /** `asyncapi` version field (`2.6.0`, `3.0.0`). */
  version?: string;
  title?: string;
  apiVersion?: string;
  description?: string;
  /** `defaultContentType` of the document. */
  defaultContentType?: string;
  servers: AsyncApiServer[];
  channels: AsyncApiChannel[];
  diagnostics: Diagnostic[];
}
