import type { ComponentRenderer } from './component-renderer.ts';
import { calloutComponents } from './components/callouts.ts';
import { codeComponents } from './components/code-components.ts';
import { diagramComponents } from './components/diagram-components.ts';
import { fieldComponents } from './components/field-components.ts';
import { inlineComponents } from './components/inline-components.ts';
import { layoutComponents } from './components/layout-components.ts';
import { tabComponents } from './components/tab-components.ts';
import { moreComponents } from './components/more-components.ts';

/** The component maps, one per kind; each name is defined in exactly one of them. */
export const componentMaps: Readonly<Record<string, Readonly<Record<string, ComponentRenderer>>>> = Object.freeze({
  calloutComponents,
  tabComponents,
  layoutComponents,
  fieldComponents,
  inlineComponents,
  diagramComponents,
  moreComponents,
  codeComponents,
});

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
  ...diagramComponents,
  ...moreComponents,
  ...codeComponents,
});
