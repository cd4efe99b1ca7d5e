import type { Root } from 'hast';
import { addUpdateFilter } from './add-update-filter.ts';
import { arrangeSidePanels } from './arrange-side-panels.ts';
import { arrangeViews } from './arrange-views.ts';

/**
 * What components need from the page as a whole, once it is rendered and sanitised: the right-hand
 * column for panels and examples, one switcher over the page's views, one tag filter over its
 * updates. The markup added here is Folio's own (text from props only), so it is not sanitised
 * again: it may use attributes the sanitiser keeps out of tenant markup (`aria-pressed`).
 */
export function arrangeComponents(root: Root): void {
  arrangeSidePanels(root);
  arrangeViews(root);
  addUpdateFilter(root);
}
