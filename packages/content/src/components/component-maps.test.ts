import { describe, expect, it } from 'vitest';
import { componentMaps, defaultComponents } from '../default-components.ts';

describe('the component maps', () => {
  it('define each component once: no renderer is left overridden (and dead) by a later map', () => {
    const definedIn = new Map<string, string[]>();
    for (const [map, components] of Object.entries(componentMaps)) {
      for (const name of Object.keys(components)) definedIn.set(name, [...(definedIn.get(name) ?? []), map]);
    }
    expect([...definedIn].filter(([, maps]) => maps.length > 1)).toEqual([]);
    expect(Object.keys(defaultComponents).sort()).toEqual([...definedIn.keys()].sort());
  });
});
