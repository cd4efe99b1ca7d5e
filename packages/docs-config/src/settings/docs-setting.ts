/**
 * Every docs.json setting of the format, as the reference schema (`docsConfigSchema` of the
 * published `@mintlify/validation` 0.1.878) lists them, and what Folio does with each.
 *
 * One row per JSON path pattern: `.` between keys, `*` for any key of a map (`seo.metatags.*`),
 * `[]` for any item of an array (`footer.links[].items[].href`). A setting written in two shapes
 * (a string or an object) has one row for the value and rows for the object's keys.
 *
 * This table drives three things: the validators' lists of known keys (`knownSettingKeys`), the
 * `CONFIG_SETTING_IGNORED` info diagnostic for each setting Folio accepts but does not honour
 * (`honouredBy` unset), and `docs/configuration.md` (generated from it; a test keeps them in step).
 * `navigation` has its own rules (SPEC.md) and is one row here.
 */
export interface DocsSetting {
  /** JSON path pattern, e.g. `seo.metatags.*`. */
  path: string;
  /** The JSON type as an author writes it (`string`, `"light" | "dark"`, `object`). */
  type: string;
  /** What applies when the setting is absent. */
  default?: string;
  /** What the setting does in a Folio site, in one or two sentences. */
  effect: string;
  /** A JSON value for the setting, shown in docs/configuration.md. */
  example?: string;
  /**
   * A setting of Folio's own, not in the reference schema (docs/configuration.md marks it): a
   * repository also built by the reference implementation may have to leave it out.
   */
  folioOnly?: true;
  /**
   * Where Folio honours it (package and file). Unset: accepted but ignored, and `folio check`
   * says so with `CONFIG_SETTING_IGNORED`.
   */
  honouredBy?: string;
}

/** The type of a setting that names an icon. */
export const ICON = 'string | { name, style?, library? }';
