/**
 * HTML that is already safe to insert: produced by {@link html}, never by wrapping a string
 * yourself, so every `SafeHtml` in the program traces back to an escaped template.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
