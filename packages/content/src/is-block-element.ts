import type { RenderState, TreeScope } from './render-state.ts';

/** Components that sit inside a sentence; every other component of the map is a block. */
const INLINE_COMPONENTS = new Set(['Icon', 'Badge', 'Tooltip', 'Link', 'Latex']);
const BLOCK_TAGS = new Set([
  'div',
  'table',
  'iframe',
  'video',
  'audio',
  'figure',
  'section',
  'details',
  'ul',
  'ol',
  'pre',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'p',
  'center',
  'aside',
  'article',
  'header',
  'footer',
  'nav',
  'dl',
  'picture',
]);

/**
 * Whether a JSX name stands for block content: a block HTML tag, a snippet, or one of the map's
 * block components. `<Note>Text</Note>` alone on a line parses as a paragraph holding it, which
 * is rendered as the block itself.
 */
export function isBlockElement(name: string | null, scope: TreeScope, state: Pick<RenderState, 'components'>): boolean {
  if (name === null) return false;
  if (/^[a-z]/.test(name)) return BLOCK_TAGS.has(name);
  const binding = scope.bindings.get(name.split('.')[0] ?? name);
  if (binding !== undefined) return binding.kind === 'snippet';
  return state.components[name] !== undefined && !INLINE_COMPONENTS.has(name);
}
