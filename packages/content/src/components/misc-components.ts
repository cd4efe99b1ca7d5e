import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { booleanProp, stringProp } from './prop-readers.ts';

const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-z]+)$/i;

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

/**
 * Other components real pages use without importing them: `Update` (`label`, `description`; a
 * changelog section anchored by its label), `Tree`/`Tree.Folder`/`Tree.File` (nested lists with
 * `<details>` folders), `Color`/`Color.Row`/`Color.Item` (swatches), `View` and `Visibility`
 * (content variants), `Prompt`, and `CodeBlock` (a titled wrapper).
 */
export const miscComponents: Record<string, ComponentRenderer> = {
  Update: ({ props, children, context }) => {
    const label = stringProp(props, 'label') ?? '';
    const description = stringProp(props, 'description');
    return [
      element('section', { className: ['update'], id: label === '' ? undefined : context.uniqueId(slugLike(label)) }, [
        element('div', { className: ['update-label'] }, [text(label)]),
        ...(description === undefined ? [] : [element('p', { className: ['update-description'] }, [text(description)])]),
        element('div', { className: ['update-content'] }, children),
      ]),
    ];
  },
  Tree: ({ children }) => [element('ul', { className: ['tree'] }, children.filter((child) => !isBlank(child)))],
  'Tree.Folder': ({ props, children }) => [
    element('li', { className: ['tree-folder'] }, [
      element('details', { open: booleanProp(props, 'defaultOpen') }, [
        element('summary', {}, [text(stringProp(props, 'name') ?? '')]),
        element('ul', {}, children.filter((child) => !isBlank(child))),
      ]),
    ]),
  ],
  'Tree.File': ({ props }) => [element('li', { className: ['tree-file'] }, [text(stringProp(props, 'name') ?? '')])],
  Color: ({ children }) => [element('div', { className: ['color-palette'] }, children.filter((child) => !isBlank(child)))],
  'Color.Row': ({ props, children }) => {
    const title = stringProp(props, 'title');
    return [element('div', { className: ['color-row'] }, [...(title === undefined ? [] : [element('p', { className: ['color-row-title'] }, [text(title)])]), ...children])];
  },
  'Color.Item': ({ props, context }) => {
    const value = stringProp(props, 'value') ?? '';
    const name = stringProp(props, 'name');
    const safe = SAFE_COLOR.test(value);
    if (!safe && value !== '') context.warn('CONTENT_ATTRIBUTE_INVALID', `Color.Item value "${value}" is not a colour`, 'Use a hex, rgb() or hsl() colour.');
    return [
      element('div', { className: ['color-item'] }, [
        element('span', { className: ['color-swatch'], style: safe ? `background-color: ${value}` : undefined, ariaHidden: 'true' }),
        ...(name === undefined ? [] : [element('span', { className: ['color-name'] }, [text(name)])]),
        element('code', {}, [text(value)]),
      ]),
    ];
  },
  View: ({ props, children }) => [element('section', { className: ['view'], dataViewTitle: stringProp(props, 'title'), dataIcon: stringProp(props, 'icon') }, children)],
  Visibility: ({ props, children }) => {
    const audience = stringProp(props, 'for') ?? 'humans';
    // Content "for agents" is meant for the Markdown/LLM export, not for readers of the page.
    return [element('div', { className: ['visibility'], dataFor: audience, hidden: audience === 'agents' }, children)];
  },
  Prompt: ({ props, children }) => {
    const description = stringProp(props, 'description');
    return [
      element('div', { className: ['prompt'] }, [
        ...(description === undefined ? [] : [element('p', { className: ['prompt-description'] }, [text(description)])]),
        element('div', { className: ['prompt-text'] }, children),
      ]),
    ];
  },
  CodeBlock: ({ props, children }) => {
    const title = stringProp(props, 'filename') ?? stringProp(props, 'title');
    return [element('div', { className: ['code-block-wrapper'] }, [...(title === undefined ? [] : [element('p', { className: ['code-block-title'] }, [text(title)])]), ...children])];
  },
};

function slugLike(label: string): string {
  return label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'update';
}
