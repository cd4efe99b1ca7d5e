/** What kind of mechanical repair a fix is. */
export type FixKind = 'method-case' | 'leading-slash' | 'trailing-slash' | 'link' | 'navigation' | 'redirect';

/** One repair `folio check --fix` makes: a span of one file's text replaced, and how to report it. */
export interface TextFix {
  kind: FixKind;
  /** Repository-relative file the edit is in (docs.json, a `$ref`'d navigation file, or a page). */
  file: string;
  /** 1-based place of the edited value, for the report. */
  line: number;
  column: number;
  /** JSON path of the value (`navigation.tabs[0].pages[2]`, or `openapi` in a page's front matter). */
  path: string;
  /** The value before and after, as the user reads it (`get /pets` → `GET /pets`). */
  before: string;
  after: string;
  /** The exact text spans to replace, as UTF-16 offsets into the file's current text. */
  edits: TextEdit[];
}

/** Replace `text.slice(start, end)` with `replacement`. */
export interface TextEdit {
  start: number;
  end: number;
  replacement: string;
}
