import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun.ts';

describe('countNoun', () => {
  it('keeps the noun singular for exactly one', () => {
    expect(countNoun(1, 'error')).toBe('1 error');
    expect(countNoun(0, 'error')).toBe('0 errors');
    expect(countNoun(2, 'warning')).toBe('2 warnings');
    expect(countNoun(2, 'entry', 'entries')).toBe('2 entries');
  });
});
