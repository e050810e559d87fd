/** Arbitrary printed mana costs (202.1): a generic part and up to two colored symbols. */
import fc from 'fast-check';
import { COLORS } from '../model/mana.js';

/** A cost such as `{2}{U}`, `{X}{R}`, `{0}`; never null (use `fc.constant(null)` for that). */
export function manaCostArb(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: 5 }), fc.array(fc.constantFrom(...COLORS), { maxLength: 2 }), fc.boolean(), fc.nat({ max: 9 }))
    .map(([generic, colored, withX, hybridRoll]) => {
      const x = withX && hybridRoll === 0 ? '{X}' : '';
      // One cost in ten gets a hybrid symbol, to exercise 202.3f.
      const hybrid = hybridRoll === 1 ? '{2/W}' : '';
      const genericPart = generic > 0 || (colored.length === 0 && x === '' && hybrid === '') ? `{${generic}}` : '';
      return `${x}${genericPart}${hybrid}${colored.map((c) => `{${c}}`).join('')}`;
    });
}
