import { bundledThemesInfo } from 'shiki';
import { describe, expect, it } from 'vitest';
import { SHIKI_THEME_NAMES } from '../packages/docs-config/src/shiki-theme-names.ts';

describe('styling.codeblocks theme names', () => {
  it('are exactly the themes bundled with the Shiki that highlights code, and css-variables', () => {
    expect([...SHIKI_THEME_NAMES].sort()).toEqual(
      [...bundledThemesInfo.map((theme) => theme.id), 'css-variables'].sort(),
    );
  });
});
