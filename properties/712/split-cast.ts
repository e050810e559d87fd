/**
 * 709.3, 709.3b, 202.3d: a split card cast as one half is, on the stack, only that half: its name,
 * its colors (from its own cost, 709.4b) and its mana value (X counted as announced, 202.3e).
 */
import {
  colorsOfCost,
  definitionOf,
  manaSymbols,
  manaValueOfCost,
  newObjects,
  objectById,
  type StepRecord,
  violation,
  type Violation,
} from '../harness/index.js';

/** The spell a split-half cast put on the stack shows the chosen half, and only it. */
export function splitHalfCast(record: StepRecord): Violation | null {
  const a = record.action;
  if (a.kind !== 'cast' || a.mode.kind !== 'split-half' || !record.result.ok) return null;
  const card = objectById(record.before.referee, a.object);
  const def = card ? definitionOf(card) : null;
  if (def?.layout !== 'split') return null;
  const half = a.mode.half === 'left' ? def.halves[0] : def.halves[1];
  const spell = newObjects(record).find((o) => o.zone === 'stack' && o.characteristics !== null);
  if (spell?.characteristics == null) return null; // no spell to judge: other properties say where it went
  const xs = manaSymbols(half.manaCost).filter((s) => s === 'X').length;
  const expected = {
    name: half.name,
    manaValue: manaValueOfCost(half.manaCost) + xs * (a.x ?? 0),
    colors: half.colorIndicator ?? colorsOfCost(half.manaCost),
  };
  const c = spell.characteristics;
  const actual = { name: c.name, manaValue: c.manaValue, colors: c.colors };
  const same =
    actual.name === expected.name &&
    actual.manaValue === expected.manaValue &&
    actual.colors.length === expected.colors.length &&
    expected.colors.every((x) => actual.colors.includes(x));
  return same
    ? null
    : violation(
        `${record.text}: the spell ${spell.id} is the ${a.mode.half} half only, with that half's name, colors and ` +
          'mana value (709.3b, 709.4b, 202.3d)',
        expected,
        actual,
      );
}
