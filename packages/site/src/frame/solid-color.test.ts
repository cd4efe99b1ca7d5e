import { describe, expect, it } from 'vitest';
import { readableShade, solidShadeForWhiteText, tint } from './solid-color.ts';

describe('solidShadeForWhiteText', () => {
  it('keeps a colour white text already reads on, and darkens a bright one just enough', () => {
    expect(solidShadeForWhiteText('#155e75')).toBe('#155e75');
    // White on #f80061 is 4.07:1; on the shade, 4.5:1 or more.
    expect(solidShadeForWhiteText('#f80061')).toBe('#e9005b');
    expect(solidShadeForWhiteText('#FFF')).toBe('#757575');
  });

  it('finds the shade of an accent that reads as text on a light or a dark page', () => {
    // #0e7c66 on its own 10% tint is 4.48:1 (axe-core found it in the starter's sidebar): darker.
    const onTint = tint('#0e7c66', '#ffffff', 0.14);
    expect(onTint).toBe('#ddedea');
    expect(readableShade('#0e7c66', onTint, 4.6)).toBe('#0d7560');
    expect(readableShade('#155e75', '#ffffff', 5.1)).toBe('#155e75');
    // A dark accent on a dark page is lightened instead.
    expect(readableShade('#6d28d9', '#0d1014', 5.1)).toMatch(/^#[0-9a-f]{6}$/);
    expect(readableShade('#6d28d9', '#0d1014', 5.1)).not.toBe('#6d28d9');
  });
});
