/**
 * 603/last-known-information (issue 23): its games reach what it judges (a permanent leaving face down, back face up,
 * with leaves-the-battlefield abilities, and a token copy made of it afterwards by its old id), the reference engine
 * passes it, and it fails on an engine remembering a transformed permanent front face up (the mutant
 * last-known-front-face; test/mutants/ checks it too, at the measured seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { defaultCatalog, setupArb } from '../../generators/index.js';
import { stepsArb, withGameLength } from '../../generators/steps.js';
import { copiedAfterLeaving, lastExisted, property } from '../../properties/603/last-known-information.js';
import { gamesOf } from '../../properties/harness/define.js';
import { cardDefinition, isFaceDownSpellOrPermanent } from '../../properties/harness/face-down.js';
import type { Ability } from '../../model/ability.js';
import { runSteps } from '../../properties/harness/trace.js';
import mutant from '../../examples/mutants/last-known-front-face.js';

const RUNS = 100;
const isLeaves = (a: Ability): boolean => a.kind === 'triggered' && a.trigger.kind === 'leaves';

describe('603/last-known-information', () => {
  it(`its games reach permanents leaving face down or transformed, then copied (${RUNS} runs)`, async () => {
    const g = gamesOf(property.id);
    if (g === undefined) throw new Error('the property defines no games');
    const setups = setupArb({ ...g.setup, cards: { catalog: defaultCatalog(), ...g.setup.cards } });
    const games = fc.sample(fc.tuple(setups, stepsArb(withGameLength(g.steps, {}))), { numRuns: RUNS, seed: 23 });
    const reach = {
      faceDownLeft: 0,
      hiddenLeavesAbility: 0,
      backFaceLeft: 0,
      leavesAbilities: 0,
      copyOfFaceDown: 0,
      copyOfBackFace: 0,
    };
    for (const [setup, steps] of games) {
      const trace = await runSteps(referenceEngine, setup, steps, { reads: 'referee' });
      const seen = new Set<keyof typeof reach>();
      for (const r of trace.records) {
        for (const p of r.before.referee.battlefield) {
          const last = lastExisted(r, p.id);
          if (last === null) continue;
          if (isFaceDownSpellOrPermanent(last)) seen.add('faceDownLeft');
          const hidden = cardDefinition(last)?.faces.some((f) => f.abilities.some(isLeaves)) === true;
          if (isFaceDownSpellOrPermanent(last) && hidden) seen.add('hiddenLeavesAbility');
          else if (last.face === 'back') seen.add('backFaceLeft');
          if (last.characteristics?.abilities?.some(isLeaves)) seen.add('leavesAbilities');
        }
        const copied = copiedAfterLeaving(r, trace);
        if (copied && isFaceDownSpellOrPermanent(copied.last)) seen.add('copyOfFaceDown');
        else if (copied?.last.face === 'back') seen.add('copyOfBackFace');
      }
      for (const k of seen) reach[k]++;
    }
    console.log(`603/last-known-information reach in ${RUNS} games (runs with each): ${JSON.stringify(reach)}`);
    for (const [k, n] of Object.entries(reach)) expect(n, k).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it('the reference engine passes it', async () => {
    const r = await property.check(referenceEngine, { runs: 40, seed: 23 });
    expect(r.status, r.message).toBe('passed');
  }, 300_000);

  it('it fails on an engine that remembers a transformed permanent front face up', async () => {
    // Whether it is caught, and says why, not how small the counterexample gets: nothing is shrunk.
    const r = await property.check(mutant, { runs: 100, seed: 23, maxShrinks: 0 });
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/last existed/);
  }, 300_000);
});
