/**
 * Sagas (714): what a permanent's characteristics say about its chapter abilities. Only a
 * Saga has chapter abilities in practice; the rules about lore counters look at the abilities
 * it has now, so a face-down Saga card (708.2a) or a Saga's back face, which have none, are
 * left alone by them (714.3c, 714.4).
 */
import type { TriggeredAbility } from '../../model/ability.js';
import type { Characteristics } from '../../model/characteristics.js';

/** A chapter ability (714.2). */
export type ChapterAbility = TriggeredAbility & { readonly trigger: { readonly kind: 'chapter' } };

/** The chapter abilities among `c`'s abilities (714.2); none for no characteristics. */
export function chapterAbilities(c: Characteristics | null): readonly ChapterAbility[] {
  return (c?.abilities ?? []).filter(
    (a): a is ChapterAbility => a.kind === 'triggered' && a.trigger.kind === 'chapter',
  );
}

/** 714.2d: the greatest chapter number among its chapter abilities; 0 when it has none. */
export function finalChapterNumber(c: Characteristics | null): number {
  return Math.max(0, ...chapterAbilities(c).flatMap((a) => a.trigger.chapters));
}

/** A Saga (714.1): an enchantment with the subtype Saga, whose chapter symbols are its chapter abilities. */
export function isSaga(c: Characteristics | null): boolean {
  return c?.subtypes.includes('Saga') === true;
}
