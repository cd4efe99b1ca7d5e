import { describe, expect, it } from 'vitest';
import { isSubstitutionOf, substituteVariables } from './substitute-variables.ts';

describe('isSubstitutionOf', () => {
  const page = 'Welcome to {{product}}. See {{ docs.url }} and {{undefined}}.\n';

  it('recognises the page with its variables substituted, whatever the values', () => {
    expect(isSubstitutionOf(substituteVariables(page, { product: 'Acme', 'docs.url': 'https://acme.dev' }), page)).toBe(
      true,
    );
    expect(isSubstitutionOf(substituteVariables(page, { product: '' }), page)).toBe(true);
    expect(isSubstitutionOf(page, page)).toBe(true);
  });

  it('says no once the text around the variables changed', () => {
    const substituted = substituteVariables(page, { product: 'Acme' });
    expect(isSubstitutionOf(substituted, page.replace('Welcome', 'Hello'))).toBe(false);
    expect(isSubstitutionOf(substituted, page.replace('See', 'Read'))).toBe(false);
    expect(isSubstitutionOf(substituted, `${page}More.\n`)).toBe(false);
    expect(isSubstitutionOf('No variables.', 'No variables!')).toBe(false);
  });
});
