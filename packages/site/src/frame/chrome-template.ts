import { html, SafeHtml } from '@folio/html';

/**
 * Marks a place in layout HTML that differs on the pages listed in `pages`: `active` there,
 * `neutral` everywhere else. Returns what to put into the HTML being built.
 */
export type ChromeSlot = (pages: Iterable<string>, neutral: SafeHtml, active: SafeHtml) => SafeHtml;

interface Edit {
  offset: number;
  neutralLength: number;
  active: string;
}

// A private-use character: never produced by the renderers themselves, so every occurrence in the
// marked HTML is a slot marker unless user text carries one (detected, see `compile`).
const MARK = '\uE000';

/**
 * Layout HTML (sidebar, navigation chrome) rendered once for a whole section and specialised per
 * page by a few cheap string edits: `aria-current` on the page's links, the open state of the
 * groups holding it. Rendering the chrome per page instead costs O(pages × navigation size).
 *
 * The HTML is the same as calling the renderer with a slot that picks `active` when the page is
 * listed and `neutral` otherwise; a renderer whose text happens to contain the marker character
 * falls back to exactly that, per page. The edits work on the markup's text, every piece of which
 * is `SafeHtml` (the render's and the slots'), so the pages' markup is `SafeHtml` again.
 */
export class ChromeTemplate {
  private constructor(
    private readonly neutral: string,
    private readonly edits: Map<string, Edit[]>,
    private readonly fallback?: (activePath: string | undefined) => SafeHtml,
  ) {}

  /** Renders `render` once with marker slots and records where each page's edits go. */
  static compile(render: (slot: ChromeSlot) => SafeHtml): ChromeTemplate {
    const slots: { pages: Iterable<string>; neutral: string; active: string }[] = [];
    const marked = render((pages, neutral, active) => {
      slots.push({ pages, neutral: neutral.value, active: active.value });
      return html`${MARK}${slots.length - 1}${MARK}`;
    });
    const parts = marked.value.split(MARK);
    const offsets = new Array<number>(slots.length).fill(-1);
    let neutral = '';
    let isValid = parts.length === 2 * slots.length + 1;
    for (let i = 0; isValid && i < parts.length; i++) {
      if (i % 2 === 0) {
        neutral += parts[i]!;
        continue;
      }
      const id = Number(parts[i]);
      const slot = slots[id];
      if (!Number.isInteger(id) || slot === undefined || offsets[id] !== -1) isValid = false;
      else {
        offsets[id] = neutral.length;
        neutral += slot.neutral;
      }
    }
    if (!isValid) {
      const direct = (activePath: string | undefined) => render(directSlot(activePath));
      return new ChromeTemplate(direct(undefined).value, new Map(), direct);
    }
    const edits = new Map<string, Edit[]>();
    slots.forEach((slot, id) => {
      const edit: Edit = { offset: offsets[id]!, neutralLength: slot.neutral.length, active: slot.active };
      for (const page of new Set(slot.pages)) {
        const list = edits.get(page);
        if (list === undefined) edits.set(page, [edit]);
        else list.push(edit);
      }
    });
    for (const list of edits.values()) list.sort((a, b) => a.offset - b.offset);
    return new ChromeTemplate(neutral, edits);
  }

  /** The HTML as seen on `activePath` (no page: the 404 page, or a page the navigation does not list). */
  render(activePath: string | undefined): SafeHtml {
    if (this.fallback !== undefined) return this.fallback(activePath);
    const edits = activePath === undefined ? undefined : this.edits.get(activePath);
    if (edits === undefined) return new SafeHtml(this.neutral);
    let markup = '';
    let at = 0;
    for (const edit of edits) {
      markup += this.neutral.slice(at, edit.offset) + edit.active;
      at = edit.offset + edit.neutralLength;
    }
    return new SafeHtml(markup + this.neutral.slice(at));
  }
}

/** The slot that renders directly for one page: what a template specialises to. */
export function directSlot(activePath: string | undefined): ChromeSlot {
  return (pages, neutral, active) => {
    if (activePath === undefined) return neutral;
    for (const page of pages) if (page === activePath) return active;
    return neutral;
  };
}
