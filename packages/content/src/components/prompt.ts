import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { builtinIcon } from './builtin-icon.ts';
import { stringProp } from './prop-readers.ts';
import { plainTextOf } from './text-of.ts';

/** Where a prompt can be opened, with the address that takes its text. */
const OPEN_IN: Record<string, { label: string; url: (prompt: string) => string }> = {
  cursor: {
    label: 'Open in Cursor',
    url: (prompt) => `https://cursor.com/link/prompt?text=${encodeURIComponent(prompt)}`,
  },
  chatgpt: { label: 'Open in ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  claude: { label: 'Open in Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
};

/**
 * `Prompt`: an AI prompt readers copy or open in a tool. `description` (the heading line),
 * `icon`/`iconType`, `actions` (`copy` — the default —, `cursor`, `chatgpt`, `claude`; `[]` for
 * none). The prompt's text is its children's markdown as written, kept at build time as data
 * (`data-prompt`, escaped, never evaluated), so "open in" links work without script and the copy
 * button copies exactly that text; the rendered text stands in where the source is unknown.
 */
export const promptComponents: Record<string, ComponentRenderer> = {
  Prompt: ({ props, children, context }) => {
    const description = stringProp(props, 'description');
    const iconName = stringProp(props, 'icon');
    const style = stringProp(props, 'iconType');
    const written = Array.isArray(props.actions)
      ? props.actions.filter((action): action is string => typeof action === 'string')
      : ['copy'];
    const unknown = written.filter((action) => action !== 'copy' && OPEN_IN[action] === undefined);
    if (unknown.length > 0)
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `the Prompt action ${unknown.map((a) => `"${a}"`).join(', ')} is not known and is left out`,
        'Use "copy", "cursor", "chatgpt" or "claude".',
      );
    // What the author wrote (markdown, not the rendered text): what a reader pastes into a tool.
    const prompt = context.childrenSource() ?? plainTextOf(children);
    const actions: ElementContent[] = [];
    for (const action of written) {
      if (action === 'copy') {
        actions.push(
          element('button', { type: 'button', className: ['prompt-action', 'prompt-copy'], dataPromptCopy: '' }, [
            builtinIcon('copy', 'prompt-action-icon'),
            element('span', { className: ['prompt-copy-label'] }, [text('Copy prompt')]),
          ]),
        );
      } else if (OPEN_IN[action] !== undefined) {
        const target = OPEN_IN[action];
        actions.push(
          element(
            'a',
            { className: ['prompt-action'], href: target.url(prompt), target: '_blank', rel: 'noopener noreferrer' },
            [builtinIcon('external-link', 'prompt-action-icon'), text(target.label)],
          ),
        );
      }
    }
    return [
      element('div', { className: ['prompt'], dataPrompt: prompt }, [
        element('div', { className: ['prompt-header'] }, [
          element('span', { className: ['prompt-icon'], ariaHidden: 'true' }, [
            iconName === undefined
              ? builtinIcon('sparkles', 'folio-icon')
              : context.icon({ name: iconName, ...(style === undefined ? {} : { style }) }, 'icon'),
          ]),
          element('p', { className: ['prompt-description'] }, [text(description ?? 'Prompt')]),
          ...(actions.length === 0 ? [] : [element('div', { className: ['prompt-actions'] }, actions)]),
        ]),
        element('div', { className: ['prompt-text'] }, children),
      ]),
    ];
  },
};
