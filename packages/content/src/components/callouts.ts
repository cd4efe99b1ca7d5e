import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';

function callout(kind: string, label: string): ComponentRenderer {
  return ({ props, children, isInline }) => {
    const icon = stringProp(props, 'icon');
    const color = stringProp(props, 'color');
    return [
      element(
        isInline ? 'span' : 'div',
        { className: ['callout', `callout-${kind}`], role: 'note', ariaLabel: stringProp(props, 'title') ?? label, dataIcon: icon, dataColor: color },
        [element(isInline ? 'span' : 'div', { className: ['callout-content'] }, children)],
      ),
    ];
  };
}

/**
 * Callouts: `<div class="callout callout-note" role="note" aria-label="Note">`. `Callout` takes an
 * optional `icon`, `color` and `title` (its accessible label).
 */
export const calloutComponents: Record<string, ComponentRenderer> = {
  Note: callout('note', 'Note'),
  Tip: callout('tip', 'Tip'),
  Warning: callout('warning', 'Warning'),
  Info: callout('info', 'Info'),
  Check: callout('check', 'Check'),
  Danger: callout('danger', 'Danger'),
  Callout: callout('custom', 'Callout'),
};
