/** One font: a family, its weight, and a file to load it from (`source`, woff or woff2). */
export interface FontSetting {
  family: string;
  weight?: number;
  /** An https URL or a repository path, through the URL policy. */
  source?: string;
  format?: 'woff' | 'woff2';
}

/** `fonts`: one font for the whole site, with optional `heading` and `body` overrides. */
export interface Fonts {
  /** The site-wide font (absent when only `heading`/`body` are set). */
  all?: FontSetting;
  heading?: FontSetting;
  body?: FontSetting;
}
