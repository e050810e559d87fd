/**
 * The follow-up motifs (generators/follow-up-motifs.ts) play what they say on the reference engine:
 * a marked permanent leaves and a new object comes back without the mark (400.7); a permanent is
 * copied and then the original changes (707.2b).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { copyThenSourceChangesArb, markLeaveReturnArb } from '../../generators/follow-up-motifs.js';
import { face } from '../../model/characteristics.js';
import type { GameSetup } from '../../model/setup.js';
import { runSteps } from '../../properties/harness/trace.js';

const human = face({ name: 'Hill Farmer', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 4 });
const wolf = face({ name: 'Moon Wolf', manaCost: null, colorIndicator: ['G'], types: ['Creature'], power: 4 });
const bear = face({ name: 'Bog Sentry', manaCost: '{1}{B}', types: ['Creature'], power: 2, toughness: 4 });
const setup: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'were' }, { card: 'bear' }] }, { id: 'P2' }],
  cards: {
    were: { layout: 'nonmodal-dfc', faces: [human, { ...wolf, toughness: 4 }] },
    bear: { layout: 'single', faces: [bear] },
  },
};

describe('follow-up motifs', () => {
  it('mark-leave-return: the card leaves the battlefield marked and comes back as a new object', async () => {
    let returned = 0;
    for (const steps of fc.sample(markLeaveReturnArb, { numRuns: 40, seed: 3 })) {
      expect(steps.length).toBeGreaterThanOrEqual(3);
      const t = await runSteps(referenceEngine, setup, steps);
      const [mark, leave, ...back] = t.records;
      if (!mark?.result.ok || !leave?.result.ok || !back.at(-1)?.result.ok) continue;
      const marked = (mark.action as { object: string }).object;
      const card = mark.after.referee.battlefield.find((o) => o.id === marked)?.cards?.[0];
      if (card === undefined) continue; // it died of the mark (704.5g): the history names another
      // The move names the permanent the mark named, through the history (just-named).
      expect(leave.action).toMatchObject({ kind: 'move', object: marked });
      const now = back.at(-1)?.after.referee.battlefield.find((o) => o.cards?.includes(card));
      if (now === undefined) continue;
      returned++;
      expect(now.id).not.toBe(marked);
      expect(now.damage).toBe(0);
      expect(now.counters).toEqual({});
    }
    expect(returned).toBeGreaterThan(5);
  });

  it('copy-then-source-changes: a copy is made, then the copied permanent is named again', async () => {
    let changed = 0;
    for (const steps of fc.sample(copyThenSourceChangesArb, { numRuns: 40, seed: 3 })) {
      const t = await runSteps(referenceEngine, setup, steps);
      const copy = t.records.find((r) => r.action.kind === 'become-copy' || r.action.kind === 'create-token-copy');
      if (!copy?.result.ok) continue;
      const source = (copy.action as { of: string }).of;
      const next = t.records[t.records.indexOf(copy) + 1];
      if (next !== undefined && (next.action as { object?: string }).object === source) changed++;
    }
    expect(changed).toBeGreaterThan(5);
  });
});
