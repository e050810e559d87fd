/** Every property names its precondition, so `npm run coverage:situations` measures its reach (issue 12). */
import { describe, expect, it } from 'vitest';
import { SITUATIONS } from '../../generators/coverage.js';
import { loadProperties } from '../../properties/registry.js';
import { PLAIN, PRECONDITIONS } from './preconditions.js';

describe('property preconditions', () => {
  it('list every property, by situations that exist', async () => {
    const ids = (await loadProperties()).map((p) => p.id);
    expect(ids.filter((id) => PRECONDITIONS[id] === undefined)).toEqual([]);
    expect(Object.keys(PRECONDITIONS).filter((id) => !ids.includes(id))).toEqual([]);
    const known: readonly string[] = [...SITUATIONS, ...Object.keys(PLAIN)];
    expect(
      Object.values(PRECONDITIONS)
        .flat()
        .filter((s) => !known.includes(s)),
    ).toEqual([]);
  });
});
