/**
 * Arbitrary Sagas (714): an enchantment with the subtype Saga and chapter abilities (714.2),
 * single-faced or the front of a double-faced card whose last chapter exiles it and returns it
 * transformed, as Kamigawa's double-faced Sagas do. Chapters are numbered 1 to the final one
 * (714.2d), one of them sometimes sharing a symbol with the next (714.2c: "I, II").
 */
import fc from 'fast-check';
import type { Ability, TriggeredEffect } from '../model/ability.js';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { faceArb } from './faces.js';

const chapter = (chapters: readonly number[], resolves?: TriggeredEffect): Ability => ({
  kind: 'triggered',
  trigger: { kind: 'chapter', chapters },
  effect: `chapter ${chapters.join(', ')}: draw a card`,
  ...(resolves === undefined ? {} : { resolves }),
});

/**
 * The chapter abilities of a Saga with final chapter `final`: one per number, or with 1 and 2
 * under one symbol when `joined`; the last one's effect is `last`.
 */
function chapters(final: number, joined: boolean, last: TriggeredEffect | undefined): readonly Ability[] {
  const groups: number[][] = [];
  for (let n = 1; n <= final; n++) {
    if (joined && n === 2 && final >= 3) (groups[0] as number[]).push(2);
    else groups.push([n]);
  }
  return groups.map((g, i) => chapter(g, i === groups.length - 1 ? last : undefined));
}

const sagaFace = (face: Face, abilities: readonly Ability[]): Face => ({
  ...face,
  types: ['Enchantment'],
  subtypes: ['Saga'],
  abilities,
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
});

/** One Saga card: single-faced, or double-faced with a creature or other permanent back face. */
export function sagaArb(): fc.Arbitrary<readonly CardDefinition[]> {
  const shape = fc.record({
    final: fc.constantFrom(1, 2, 3, 3),
    joined: fc.nat({ max: 3 }).map((n) => n === 0),
    doubleFaced: fc.boolean(),
  });
  return shape.chain(({ final, joined, doubleFaced }) => {
    if (!doubleFaced)
      return faceArb({ role: 'permanent', abilities: [] }).map((f): readonly CardDefinition[] => [
        { layout: 'single', faces: [sagaFace(f, chapters(final, joined, undefined))] },
      ]);
    return fc
      .tuple(
        faceArb({ role: 'permanent', abilities: [] }),
        faceArb({ role: 'creature', side: 'back', abilities: ['keyword'] }),
      )
      .map(([front, back]): readonly CardDefinition[] => [
        {
          layout: 'nonmodal-dfc',
          faces: [sagaFace(front, chapters(final, joined, { kind: 'exile-return-transformed' })), back],
        },
      ]);
  });
}
