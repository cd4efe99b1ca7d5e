/**
 * Bounds on the work one page may cause. The MDX parser is recursive and, on some shapes,
 * super-linear (measured: 400 nested list levels take 10 s, 10,000 nested tags overflow the
 * stack), so pages are checked against these before and after parsing.
 */
export const contentLimits = Object.freeze({
  /**
   * Largest page source rendered, in characters. Most real pages are under 200 kB, but some inline
   * their icons as SVG in JSX: a real 1.6 MB page of such cards renders in about 0.5 s.
   */
  maxSourceLength: 4_000_000,
  /** Deepest nesting of tags, quotes, brackets or indentation accepted before parsing. */
  maxSourceNesting: 100,
  /** Longest run of `*`/`_` inside a line (emphasis parsing is quadratic in it). */
  maxDelimiterRun: 200,
  /** Deepest syntax tree accepted after parsing; the renderers below recurse on it. */
  maxTreeDepth: 200,
  /** Snippets inside snippets inside a page. */
  maxSnippetDepth: 6,
  /** Repairs tried on one page before falling back to plain Markdown. */
  maxRepairs: 50,
});
