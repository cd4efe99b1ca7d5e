import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from './prefers-markdown.ts';

describe('prefersMarkdown', () => {
  it('gives browsers, curl and generic clients HTML', () => {
    for (const accept of [
      undefined,
      '',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      '*/*',
      'text/*',
      'application/json, text/plain, */*',
      'text/html, text/plain',
      'text/markdown;q=0, */*',
      'text/markdown;q=0.5, text/html',
      'application/json',
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });

  it('gives Markdown to clients that ask for it, by q-values', () => {
    for (const accept of [
      'text/markdown',
      'text/plain',
      'TEXT/Markdown; charset=utf-8',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown, text/html, */*',
      'text/plain, text/html;q=0.5',
      'text/html;q=0.1, text/plain;q=0.2',
      'text/*;q=0.5, text/markdown',
      'text/html;q=0, */*',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true);
  });

  it('reads the most specific range for each type', () => {
    // text/html is refused by its own range although text/* would accept it.
    expect(prefersMarkdown('text/*, text/html;q=0')).toBe(true);
    expect(prefersMarkdown('text/*;q=0.9, text/html')).toBe(false);
  });
});
