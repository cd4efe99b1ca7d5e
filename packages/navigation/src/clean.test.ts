import { describe, expect, it } from 'vitest';
import { clean } from './clean.ts';

describe('clean', () => {
  it('COMPAT page paths: every example of clean', () => {
    expect(clean("Get user's item, v2.0 (beta)")).toBe('get-users-item-v20-beta');
    expect(clean('get-/{id}')).toBe('get-');
    expect(clean('  Leading and trailing  ')).toBe('-leading-and-trailing-');
    expect(clean('patch-/users/{userId}/items/{itemId}')).toBe('patch-users-items');
  });

  it('COMPAT page paths: clean keeps Unicode letters, & and —, and removes newlines', () => {
    expect(clean('Café & Crème — Über')).toBe('café-&-crème-—-über');
    expect(clean('two\nlines')).toBe('twolines');
  });

  it('COMPAT page paths: clean replaces -- once, as written', () => {
    expect(clean('a -- b')).toBe('a--b');
    expect(clean('List pets')).toBe('list-pets');
  });
});
