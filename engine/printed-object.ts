/** What an object physically is, as shown to a player who may look at it (712.6: both faces). */
import type { CardDefinition } from '../model/card.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { PrintedObject } from '../model/view.js';
import type { ActivatedAbility } from '../model/ability.js';

/** The words of an activated ability with a target (its cost is not part of the ability on the stack, 602.2). */
function targetedText(a: ActivatedAbility): string {
  const e = a.effect;
  return `put ${e.amount} ${e.counter} counter${e.amount === 1 ? '' : 's'} on target ${e.target}`;
}

/**
 * The card as printed, shown to whoever may look at it or sees it revealed: both faces of
 * a double-faced card (712.6), and never the effects applying to it (708.12).
 */
export function printedObject(state: GameState, object: GameObject): PrintedObject {
  const r = object.represents;
  switch (r.kind) {
    case 'card':
      return { kind: 'card', definition: state.cards[r.card] as CardDefinition };
    case 'token':
      return { kind: 'token', definition: r.token };
    case 'melded':
      return {
        kind: 'melded',
        definitions: [state.cards[r.cards[0]] as CardDefinition, state.cards[r.cards[1]] as CardDefinition],
      };
    case 'transform-ability':
      return { kind: 'ability', source: r.source, description: 'transform this permanent' };
    case 'triggered-ability': // 603.3: the text of the ability that triggered
      return { kind: 'ability', source: r.source, description: r.ability.effect, trigger: r.ability.trigger.kind };
    case 'activated-ability': // 602.2: the ability's text and its targets (115.1, 707.10c)
      return { kind: 'ability', source: r.source, description: targetedText(r.ability), targets: r.targets };
  }
}
