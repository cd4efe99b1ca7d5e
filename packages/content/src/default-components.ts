import type { ComponentRenderer } from './component-renderer.ts';
import { calloutComponents } from './components/callouts.ts';
import { fieldComponents } from './components/field-components.ts';
import { inlineComponents } from './components/inline-components.ts';
import { layoutComponents } from './components/layout-components.ts';
import { miscComponents } from './components/misc-components.ts';
import { tabComponents } from './components/tab-components.ts';

/**
 * Folio's component map: every component SPEC.md names and those COMPAT.md measured real pages to
 * use without importing them. `renderPage({ components })` can add to or override it.
 */
export const defaultComponents: Readonly<Record<string, ComponentRenderer>> = Object.freeze({
  ...calloutComponents,
  ...tabComponents,
  ...layoutComponents,
  ...fieldComponents,
  ...inlineComponents,
  ...miscComponents,
});
