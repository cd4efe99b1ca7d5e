import { describe, expect, it } from 'vitest';
import { mayServe } from './may-serve.ts';

describe('mayServe', () => {
  it('serves the first layout, however old', () => {
    expect(
      mayServe({ generation: 0, isComplete: false }, { generation: 3, shownGeneration: undefined, isComplete: false }),
    ).toBe(true);
  });

  it('does not let the background build, started before a save, replace the layout of that save', () => {
    // The background build began at generation 0; a save (1) was laid out and served meanwhile.
    expect(
      mayServe({ generation: 0, isComplete: true }, { generation: 1, shownGeneration: 1, isComplete: false }),
    ).toBe(false);
    // Nor may it end the background work while the save's own layout is still being built.
    expect(
      mayServe({ generation: 0, isComplete: true }, { generation: 1, shownGeneration: 0, isComplete: false }),
    ).toBe(false);
    expect(
      mayServe({ generation: 1, isComplete: true }, { generation: 1, shownGeneration: 1, isComplete: false }),
    ).toBe(true);
  });

  it('serves a partial build only over an older or equal partial one', () => {
    expect(
      mayServe({ generation: 2, isComplete: false }, { generation: 2, shownGeneration: 1, isComplete: false }),
    ).toBe(true);
    expect(
      mayServe({ generation: 1, isComplete: false }, { generation: 2, shownGeneration: 2, isComplete: false }),
    ).toBe(false);
    expect(
      mayServe({ generation: 2, isComplete: false }, { generation: 2, shownGeneration: 2, isComplete: true }),
    ).toBe(false);
  });
});
