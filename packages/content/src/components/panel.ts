import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';

/**
 * `Panel`: content for the page's right-hand column (`arrangeSidePanels` moves it there with the
 * request and response examples), stacked above the content on narrow screens.
 */
export const panelComponents: Record<string, ComponentRenderer> = {
  Panel: ({ children }) => [
    element('div', { className: ['panel'], role: 'complementary', ariaLabel: 'Panel' }, children),
  ],
};
