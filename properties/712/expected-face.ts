/**
 * The printed face an object should show by zone and face (712.8a-g), for objects
 * under no copy effect, and the mana value it should have (202.3a-c).
 */
import {
  DEFAULT_EDITION,
  definitionOf,
  type EditionRules,
  editionRules,
  type Face,
  manaValueOfCost,
  type ObjectView,
} from '../harness/index.js';

export interface ExpectedFace {
  /** The name it shows (null: face down, 708.2a). */
  readonly name: string | null;
  readonly manaValue: number;
  /** Which clause says so. */
  readonly clause: string;
}

/** What a face-up or face-down object should show, or null when these clauses don't decide it. */
export function expectedFace(o: ObjectView, rules: EditionRules = editionRules(DEFAULT_EDITION)): ExpectedFace | null {
  if (o.faceDown !== null) return o.faceDown.by === 'exile' ? null : { name: null, manaValue: 0, clause: '708.2a' };
  const p = o.printed;
  if (p === null || p.kind === 'ability') return null;
  if (p.kind === 'melded') {
    const [a, b] = p.definitions;
    if (a.layout !== 'meld') return null;
    return {
      name: a.melded.name,
      manaValue: manaValueOfCost(a.faces[0].manaCost) + manaValueOfCost(b.faces[0].manaCost),
      clause: '712.8g',
    };
  }
  const def = definitionOf(o);
  if (!def) return null;
  const mv = (f: Face) => manaValueOfCost(f.manaCost);
  if (def.layout === 'split') return splitExpected(o, def.halves);
  const front = def.faces[0];
  if (def.layout === 'single' || def.layout === 'meld')
    return { name: front.name, manaValue: mv(front), clause: def.layout === 'meld' ? '712.8b' : '202.3' };
  const back = def.faces[1];
  const onBoard = o.zone === 'battlefield' || o.zone === 'stack';
  if (!onBoard) return { name: front.name, manaValue: mv(front), clause: '712.8a' };
  if (o.face === 'front')
    return { name: front.name, manaValue: mv(front), clause: o.zone === 'stack' ? '712.8c' : '712.8d' };
  // Back face up: a nonmodal DFC takes its mana value from the front face (712.8c, 712.8e); a modal one from the back
  // (712.8f). Before 2016-04-08 a back face had no mana cost, so mana value 0 (spec/editions.ts back-face-mana-value).
  const backValue = rules.backFaceManaValue === 'front-face' ? mv(front) : 0;
  return def.layout === 'nonmodal-dfc'
    ? { name: back.name, manaValue: backValue, clause: o.zone === 'stack' ? '712.8c' : '712.8e' }
    : { name: back.name, manaValue: mv(back), clause: '712.8f' };
}

/**
 * A split card: both halves together everywhere but the stack, their two costs added (709.4, 709.4b,
 * 202.3d); a split spell on the stack only the half cast (709.3b, 202.3d), known here by the name it
 * shows (a name of neither half is judged against the left half; the cast step checks which half).
 */
function splitExpected(o: ObjectView, [left, right]: readonly [Face, Face]): ExpectedFace {
  const mv = (f: Face) => manaValueOfCost(f.manaCost);
  if (o.zone !== 'stack')
    return { name: `${left.name} // ${right.name}`, manaValue: mv(left) + mv(right), clause: '202.3d' };
  const half = o.characteristics?.name === right.name && right.name !== left.name ? right : left;
  return { name: half.name, manaValue: mv(half), clause: '202.3d' };
}

/** Mana costs with X are left out on the stack: X there is the chosen number (202.3e). */
export function hasX(o: ObjectView): boolean {
  const def = definitionOf(o);
  return def?.faces.some((f) => (f.manaCost ?? '').includes('{X}')) ?? false;
}
