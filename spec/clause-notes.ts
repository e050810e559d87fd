/**
 * Catalogued clauses that no engine function implements, and why: the clause matrix (`obverse rules`) shows
 * each reason instead of a gap. Data only; every id is a catalogued clause (test/spec/clause-notes.test.ts).
 */

/** Why a clause has no implementation: it does not apply to the model, or it is outside the model. */
export interface ClauseNote {
  readonly kind: 'not applicable' | 'outside the model';
  /** In the project's own words, what the engine does instead and what checks it. */
  readonly why: string;
}

const meldPair = (pair: string): ClauseNote => ({
  kind: 'not applicable',
  why:
    `it names the ${pair} meld pair, which is card data (the catalog's meld abilities), not a rule to carry ` +
    'out: the engine melds whatever pair the cards name (701.42a, 712.4a), and the scenario melds this one',
});

const reminder = (what: string): ClauseNote => ({
  kind: 'not applicable',
  why:
    `${what} is reminder print that gives no characteristics: card data has no field for it, so there is ` +
    'nothing to carry out; the scenario checks that no characteristic comes from it',
});

/** Clause id -> why it is not implemented. */
export const CLAUSE_NOTES: Readonly<Record<string, ClauseNote>> = {
  '310.11b': {
    kind: 'outside the model',
    why:
      "a Siege's intrinsic ability (exile it when its last defense counter is removed, then its controller may " +
      'cast it transformed) is not given: the generators make no battles, and the scenarios whose battles lose ' +
      'their last defense counter use battles of no battle type, so that 704.5v puts them into the graveyard',
  },
  '707.10d': {
    kind: 'outside the model',
    why:
      'no action copies a spell or ability once for each object or player it could target: copy-spell keeps ' +
      "the original's targets (707.10) and copy-ability lets the copy's controller choose new ones (707.10c)",
  },
  '707.10e': {
    kind: 'outside the model',
    why:
      'no action copies a spell or ability with a new target the effect names: copy-ability takes new targets ' +
      "chosen by the copy's controller, which must be legal (707.10c)",
  },
  '712.2c': reminder("The gray power and toughness on a nonmodal double-faced card's front face"),
  '712.3c': reminder("A modal double-faced card's hint about its other face"),
  '712.5a': meldPair('Chittering Host'),
  '712.5b': meldPair('Hanweir, the Writhing Township'),
  '712.5c': meldPair('Brisela, Voice of Nightmares'),
  '712.5d': meldPair('Mishra, Lost to Phyrexia'),
  '712.5e': meldPair('Urza, Planeswalker'),
  '712.5f': meldPair('Titania, Gaea Incarnate'),
  '712.5g': meldPair('Ragnarok, Divine Deliverance'),
};
