// The renderer and the checker of @folio/content, each imported once per process (or thread) and
// only when first needed: a build that renders on threads never loads the renderer on its main
// thread, and a thread that only checks pages never loads the highlighter, the sanitiser or the
// HTML writer. Every later call gets the same promise, so a page costs no module resolution (under
// a loader such as tsx, each `import()` call goes through the loader's hooks again).

let renderer: Promise<typeof import('@folio/content')> | undefined;
let checker: Promise<typeof import('@folio/content/check')> | undefined;

/** `@folio/content` (`renderPage`), imported on the first call. */
export function loadRenderer(): Promise<typeof import('@folio/content')> {
  renderer ??= import('@folio/content');
  return renderer;
}

/** `@folio/content/check` (`checkPage`), imported on the first call. */
export function loadChecker(): Promise<typeof import('@folio/content/check')> {
  checker ??= import('@folio/content/check');
  return checker;
}
