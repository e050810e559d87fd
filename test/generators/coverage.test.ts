/**
 * Coverage of situations that matter: fast-check reports statistics but never fails
 * on them, so this test runs the default generators (the mix the general properties
 * use: setups with the catalog, step sequences with motifs) through the reference
 * engine and fails when a situation is reached in fewer runs than its floor. The run
 * is seeded, so the measurement is reproducible.
 *
 * Floors: fraction of 300 runs (seed 1) reaching the situation at least once. "before"
 * is the rate measured before the setups held melded/copied/attached permanents and
 * spells on the stack and before motifs (generators/motifs.ts); "seed 1" is the rate
 * now; "seeds 1-5" the range over seeds 1..5. Each floor is about half the seed-1 rate
 * and under the lowest of seeds 1-5, so a harmless change of the random stream passes
 * and a generator change that starves a situation fails.
 *
 * "seed 1" and "seeds 1-5" were re-measured when the play-land, copy-spell and
 * resolve-transformed steps, their motifs and modal DFCs with land faces in hands came in
 * (the last three rows are theirs; their "before" is 0, as no step produced them). The
 * older rows' means over seeds 1-5 hardly moved; two seed values now sit at or under
 * their unchanged floors by chance of the stream: transform-into-instant-attempt (seed 1
 * 0.037, mean 0.061) and non-dfc-told-to-transform (seed 2 0.020, mean 0.059).
 *
 * | situation | before | seed 1 | seeds 1-5 | floor |
 * | --- | --- | --- | --- | --- |
 * | face-down-dfc-told-to-transform | 0.083 | 0.113 | 0.067-0.117 | 0.05 |
 * | face-down-leaves-battlefield | 0.120 | 0.170 | 0.113-0.170 | 0.07 |
 * | copy-of-back-face | 0.033 | 0.083 | 0.083-0.103 | 0.05 |
 * | copy-of-melded | 0.007 | 0.100 | 0.047-0.100 | 0.035 |
 * | copy-of-face-down | (new) | 0.110 | 0.093-0.110 | 0.045 |
 * | token-copy-of-dfc | 0.043 | 0.057 | 0.057-0.080 | 0.025 |
 * | turn-face-up-after-losing-abilities | 0.010 | 0.050 | 0.050-0.063 | 0.035 |
 * | manifested-instant-told-to-turn-face-up | 0.120 | 0.097 | 0.047-0.103 | 0.035 |
 * | megamorph-turned-face-up | 0.003 | 0.053 | 0.043-0.057 | 0.025 |
 * | melded-leaves-battlefield | 0.003 | 0.070 | 0.060-0.123 | 0.05 |
 * | meld | 0.283* | 0.050 | 0.037-0.070 | 0.025 |
 * | disturb-cast | 0.010 | 0.090 | 0.070-0.090 | 0.05 |
 * | cast-face-down | 0.010 | 0.103 | 0.087-0.113 | 0.055 |
 * | face-down-spell-countered | (new) | 0.057 | 0.037-0.077 | 0.03 |
 * | dfc-transforms | 0.150 | 0.107 | 0.107-0.133 | 0.055 |
 * | non-dfc-told-to-transform | 0.060 | 0.077 | 0.020-0.077 | 0.035 |
 * | transform-into-instant-attempt | 0.083 | 0.037 | 0.037-0.100 | 0.035 |
 * | dfc-told-to-turn-face-down | 0.090 | 0.080 | 0.063-0.110 | 0.035 |
 * | enters-transformed | 0.033 | 0.040 | 0.027-0.060 | 0.025 |
 * | copy-of-back-face-up-spell | 0 | 0.033 | 0.030-0.050 | 0.015 |
 * | modal-dfc-land-face-played | 0 | 0.053 | 0.030-0.060 | 0.025 |
 * | spell-resolves-transformed | 0 | 0.050 | 0.050-0.103 | 0.025 |
 * | stale-id-used | 0.037 | 0.067 | 0.053-0.073 | 0.03 |
 * | illegal-action | 0.657 | 0.603 | 0.523-0.607 | 0.25 |
 *
 * Issue 12 made games 20-30 steps long (were 1-12), added history targets and motifs and swarm
 * testing: every rate above rose (seed 1 now 0.07-0.47; the floors above stay as they were). The
 * history situations below are new ("before" 0 for all: no step named an object by its history);
 * each floor is about half the seed-1 rate, except turned-up-card-recast-face-down, a four-step
 * chain (a morph-like card turned face up, moved to a hand, cast face down, resolved) that the
 * general mix reaches about once in 300 runs: the floor says it is reachable at all; the
 * megamorph property's own generators reach it more often (npm run coverage:situations).
 *
 * | situation | seed 1 | floor | why it matters |
 * | --- | --- | --- | --- |
 * | face-changed-then-zone-change | 0.230 | 0.11 | 400.7, 712.8: a new object, front face up, no memory of its face |
 * | left-then-returned | 0.283 | 0.14 | 400.7: a card back on the battlefield is a new object |
 * | transformed-card-returns | 0.113 | 0.05 | 712.14: enters front face up unless told otherwise |
 * | face-down-card-moves-twice | 0.087 | 0.04 | 708.9, 406.3: revealed once it left; its next move shows nothing new |
 * | turned-up-card-recast-face-down | 0.003 | 0.003 | 702.37b, 708.4: a new face-down spell, no counters kept |
 * | copy-acted-on-later | 0.363 | 0.18 | 707.2: the copy's copiable values stay while it is acted on |
 * | face-down-spell-at-game-end | 0.053 | 0.015 | 708.9: face-down objects revealed when the game ends |
 * | rare-face-down-told-to-turn-face-up | 0.343 | 0.17 | 701.40b, 701.58b: a land or noncreature card manifested |
 * | three-step-history | 0.263 | 0.13 | any history of 3+ named steps with a face change and a zone change |
 *
 * face-down-spell-at-game-end was re-measured when triggered abilities went on the stack (issue 11): main
 * just before, seeds 1-3: 0.033, 0.027, 0.020 (seed 3 already under the old floor 0.025); with triggers,
 * seeds 1-5: 0.023-0.037. Its floor is now 0.015. The trigger situations are new (issue 11): seeds 1-5:
 *
 * | situation | seed 1 | seeds 1-5 | floor | why it matters |
 * | --- | --- | --- | --- | --- |
 * | trigger-put-on-stack | 0.140 | 0.100-0.140 | 0.05 | 603.3: a triggered ability goes on the stack as an object |
 * | face-down-with-hidden-trigger-changes | 0.390 | 0.360-0.433 | 0.18 | 708.3, 708.8, 603.10a: hidden abilities |
 *
 * Issue 40's situations are new: begin-turn, phase-out, choose-enchanted and gain-control got default weights, an
 * Aura spell is cast with a target, and the phase-bound-then-turns motif phases a bound permanent out across a
 * change of day or night and two turn beginnings. Seeds 1-5 (300 runs each):
 *
 * | situation | seed 1 | seeds 1-5 | floor | why it matters |
 * | --- | --- | --- | --- | --- |
 * | turn-begins-phasing-a-bound-permanent | 0.030 | 0.013-0.047 | 0.01 | 502.1, 502.2, 702.145c-g (untap step) |
 * | aura-enters-attached | 0.050 | 0.037-0.073 | 0.02 | 303.4f, 608.3c: attached to what was chosen or targeted |
 * | face-down-changes-control | 0.087 | 0.087-0.130 | 0.04 | 708.5: the new controller may look, the old one may not |
 *
 * Why each situation matters:
 * - face-down-dfc-told-to-transform: 712.15a: a face-down double-faced permanent can't transform
 * - face-down-leaves-battlefield: 708.9: revealed on leaving; core of hidden-information properties
 * - copy-of-back-face: 707.8, 712.8e: a copy takes only the face that is up
 * - copy-of-melded: 712.8g, 202.3c: the melded face is copied, mana value rules
 * - copy-of-face-down: 707.2, 708.2: a copy of a face-down permanent is a nameless 2/2
 * - token-copy-of-dfc: 707.8a: a token copy of a DFC is double-faced
 * - turn-face-up-after-losing-abilities: 708.8, 613.1f: turning up works by the card, not by its abilities
 * - manifested-instant-told-to-turn-face-up: 701.40g, 701.58g: an instant or sorcery stays face down
 * - megamorph-turned-face-up: 702.37b: a +1/+1 counter as it turns face up
 * - melded-leaves-battlefield: 712.21: both cards leave; the melded object goes as two cards
 * - meld: 701.42a; *before counted no-op melds; now only a melded object made
 * - disturb-cast: 702.146a, 712.8c: cast back face up from the graveyard
 * - cast-face-down: 708.4, 702.37c, 702.168b: a face-down 2/2 spell
 * - face-down-spell-countered: 708.9: a face-down spell is revealed as it leaves the stack
 * - dfc-transforms: 701.27a: the common case every 712 property relies on
 * - non-dfc-told-to-transform: 701.27c: nothing happens
 * - transform-into-instant-attempt: 701.27d, 712.10: never transforms into an instant or sorcery
 * - dfc-told-to-turn-face-down: 712.16, 708.2b: can't be turned face down
 * - enters-transformed: 712.14a: a DFC put onto the battlefield transformed
 * - copy-of-back-face-up-spell: 707.10g, 202.3b: the copy is back face up too, mana value 0 if nonmodal
 * - modal-dfc-land-face-played: 712.12, 305.1: played, not cast, with its land face up
 * - spell-resolves-transformed: 712.13a: enters back face up, or to the graveyard if that face is an instant or sorcery
 * - stale-id-used: 400.7: an object that changed zones is a new object; old ids reject
 * - illegal-action: adapter contract: rejections leave the game unchanged
 * - day-night-changes: 731.1, 731.2: the game becomes day or night (a check, an effect, a daybound permanent)
 * - bound-permanent-follows-day-night: 702.145c, 702.145f: a daybound or nightbound permanent turns over with it
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { coverage, SITUATIONS, type Situation } from '../../generators/coverage.js';
import { defaultCatalog, setupArb, stepsArb } from '../../generators/index.js';
import { runSteps } from '../../properties/harness/trace.js';

const FLOORS: Readonly<Record<Situation, number>> = {
  'face-down-dfc-told-to-transform': 0.05,
  'face-down-leaves-battlefield': 0.07,
  'copy-of-back-face': 0.05,
  'copy-of-melded': 0.035,
  'copy-of-face-down': 0.045,
  'token-copy-of-dfc': 0.025,
  'turn-face-up-after-losing-abilities': 0.035,
  'manifested-instant-told-to-turn-face-up': 0.035,
  'megamorph-turned-face-up': 0.025,
  'melded-leaves-battlefield': 0.05,
  meld: 0.025,
  'disturb-cast': 0.05,
  'cast-face-down': 0.055,
  'face-down-spell-countered': 0.03,
  'dfc-transforms': 0.055,
  'non-dfc-told-to-transform': 0.035,
  'transform-into-instant-attempt': 0.035,
  'dfc-told-to-turn-face-down': 0.035,
  'enters-transformed': 0.025,
  'copy-of-back-face-up-spell': 0.015,
  'modal-dfc-land-face-played': 0.025,
  'spell-resolves-transformed': 0.025,
  'stale-id-used': 0.03,
  // Day and night (issue 11): measured 0.300 and 0.027 at seed 1 (300 runs); floors about half.
  'day-night-changes': 0.15,
  'bound-permanent-follows-day-night': 0.013,
  'illegal-action': 0.25,
  // Histories of several steps on one card (issue 12): history targets and motifs (history-motifs.ts).
  'face-changed-then-zone-change': 0.11,
  'left-then-returned': 0.14,
  'transformed-card-returns': 0.05,
  'face-down-card-moves-twice': 0.04,
  'turned-up-card-recast-face-down': 0.003,
  'copy-acted-on-later': 0.18,
  'face-down-spell-at-game-end': 0.015,
  'rare-face-down-told-to-turn-face-up': 0.17,
  'three-step-history': 0.13,
  // Triggered abilities (issue 11).
  'trigger-put-on-stack': 0.05,
  'face-down-with-hidden-trigger-changes': 0.18,
  // Issue 40 (generators/rules-depth-situations.ts).
  'turn-begins-phasing-a-bound-permanent': 0.01,
  'aura-enters-attached': 0.02,
  'face-down-changes-control': 0.04,
};

describe('generator coverage of the situations that matter', () => {
  it('reaches every situation at least as often as its floor', async () => {
    const cases = fc.sample(fc.tuple(setupArb({ cards: { catalog: defaultCatalog() } }), stepsArb()), {
      numRuns: 300,
      seed: 1,
    });
    const runs = [];
    for (const [setup, steps] of cases) runs.push((await runSteps(referenceEngine, setup, steps)).records);
    const measured = coverage(runs);
    const under = SITUATIONS.filter((s) => measured[s] < FLOORS[s]).map(
      (s) => `${s}: ${measured[s].toFixed(3)} < ${FLOORS[s]}`,
    );
    expect(under).toEqual([]);
  });

  it('a floor fails when a situation is starved (no motifs, no themed cards, no melded setups)', async () => {
    const cases = fc.sample(
      fc.tuple(
        setupArb({
          cards: { catalog: defaultCatalog() },
          themedPercent: 0,
          meldedPercent: 0,
          copyPercent: 0,
          stackPercent: 0,
        }),
        stepsArb({ motifPercent: 0 }),
      ),
      { numRuns: 100, seed: 1 },
    );
    const runs = [];
    for (const [setup, steps] of cases) runs.push((await runSteps(referenceEngine, setup, steps)).records);
    const measured = coverage(runs);
    expect(SITUATIONS.filter((s) => measured[s] < FLOORS[s]).length).toBeGreaterThan(0);
  });
});
