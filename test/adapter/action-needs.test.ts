/** actionNeeds dispatches on the action's kind through a record (issue 24): own entries only. */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../adapter/action.js';
import { actionNeeds } from '../../adapter/mechanic-needs.js';

describe('actionNeeds', () => {
  it('names what casting face down needs', () => {
    const needs = actionNeeds({
      kind: 'cast',
      player: 'P1',
      object: 'o1',
      mode: { kind: 'face-down', by: 'morph' },
    } as Action);
    expect(needs.length).toBeGreaterThan(0);
    expect(needs.flatMap((n) => n.anyOf)).toContain('morph');
  });

  it('refuses a kind that is only an inherited name, naming it', () => {
    for (const kind of ['constructor', 'toString', 'no-such-action'])
      expect(() => actionNeeds({ kind } as unknown as Action)).toThrow(`no action kind "${kind}"`);
  });
});
