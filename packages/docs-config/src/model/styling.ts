/**
 * A TextMate grammar from `styling.codeblocks.languages.custom`, checked to have what Shiki needs:
 * a `name` (and optional `aliases`) that code fences use, a `scopeName` and top-level `patterns`.
 * Names and aliases are lower-case, as fences are matched.
 */
export interface CustomLanguageGrammar extends Record<string, unknown> {
  name: string;
  scopeName: string;
  patterns: unknown[];
  aliases?: string[];
}

/** docs.json `styling.codeblocks`, validated: a mode, or Shiki themes (one, or a light/dark pair). */
export type CodeblocksSetting =
  | 'system'
  | 'dark'
  | {
      theme?: string | { light: string; dark: string };
      languages?: {
        custom?: string[] /** The usable grammars of `custom`, set by `loadDocsConfig`. */;
        grammars?: CustomLanguageGrammar[];
      };
    };

/** docs.json `styling`, validated. */
export interface Styling {
  /** `breadcrumbs` or `section` (SPEC.md). */
  eyebrows?: string;
  codeblocks?: CodeblocksSetting;
  /** `true` typesets `$…$` as well as `$$…$$`; `false` typesets no math; unset: `$$…$$` only. */
  latex?: boolean;
}
