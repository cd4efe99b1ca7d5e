import type { CodeMeta } from './parse-code-meta.ts';

/** A code block waiting to be highlighted once the page is sanitised. */
export interface CodeBlockRequest {
  language?: string;
  /** `meta.title`, where the code group's tabs read it. */
  title?: string;
  value: string;
  /** The fence's options (or the `CodeBlock` component's props). */
  meta: CodeMeta;
}
