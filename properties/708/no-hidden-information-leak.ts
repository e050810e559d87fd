/**
 * 708.5, 406.3, 712.7, 701.20, 402.3, 401.2: noninterference. Two games differ only in
 * the card hiding at one place a player P may not see (a face-down spell or permanent
 * under another player, a card exiled face down, another player's hand, a library);
 * the same steps are played in both. P's views must be identical after setup and after
 * every step, until a rule or effect lets P see that card (a reveal or look, the card
 * reaching a zone or a controller where P sees it, the end of the game) or an action
 * whose legality rightly depends on the card acts on it (casting it, turning it face up).
 */
import {
  subjects,
  type CardDefinition,
  defineProperty,
  face,
  firstLeak,
  learns,
  type GameSetup,
  type GeneratedStep,
  type HiddenCard,
  hiddenCards,
  maskCard,
  runStepsOn,
  setupProblems,
  type Snapshot,
  swapCard,
  games,
  sameJson,
} from '../harness/index.js';

/** Cards that differ from most others in what a leak would show: type, faces, morph-like abilities. */
const CONTRASTS: readonly CardDefinition[] = [
  { layout: 'single', faces: [face({ name: 'Swapped Insight', manaCost: '{1}{U}', types: ['Instant'] })] },
  {
    layout: 'single',
    faces: [
      face({
        name: 'Swapped Colossus',
        manaCost: '{5}{G}{G}',
        types: ['Creature'],
        subtypes: ['Giant'],
        power: 7,
        toughness: 7,
        abilities: [{ kind: 'morph', cost: '{4}{G}' }],
      }),
    ],
  },
  {
    layout: 'single',
    faces: [
      face({
        name: 'Swapped Schemer',
        manaCost: '{B}',
        types: ['Creature'],
        power: 1,
        toughness: 1,
        abilities: [
          { kind: 'megamorph', cost: '{1}{B}' },
          { kind: 'triggered', trigger: { kind: 'turned-face-up' }, effect: 'each opponent loses 1 life' },
        ],
      }),
    ],
  },
  {
    layout: 'single',
    faces: [
      face({
        name: 'Swapped Envoy',
        manaCost: '{2}{W}',
        types: ['Creature'],
        power: 2,
        toughness: 3,
        abilities: [{ kind: 'disguise', cost: '{W}' }],
      }),
    ],
  },
  {
    layout: 'nonmodal-dfc',
    faces: [
      face({ name: 'Swapped Watcher', manaCost: '{1}{R}', types: ['Creature'], power: 2, toughness: 1 }),
      face({ name: 'Swapped Howler', colorIndicator: ['R'], types: ['Creature'], power: 4, toughness: 3 }),
    ],
  },
];

/** A number from a seed and a name (FNV-1a): what `choose` ranks candidates by. */
function rank(seed: number, name: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The candidate ranked first for this seed: the same one whichever other candidates are taken away. */
function first<T>(seed: number, candidates: readonly T[], name: (t: T) => string): T | undefined {
  let best: T | undefined;
  let bestRank = Infinity;
  for (const c of candidates) {
    const r = rank(seed, name(c));
    if (r < bestRank) [best, bestRank] = [c, r];
  }
  return best;
}

/**
 * The hidden card, its replacement and the player, chosen from the setup's seed. Each is the candidate the seed
 * ranks first, so a smaller setup that still holds them chooses them again (the failure shrinks with the setup).
 */
function choose(
  setup: GameSetup,
  initial: Snapshot,
): { readonly hidden: HiddenCard; readonly swapped: GameSetup; readonly replacement: CardDefinition } | null {
  const seed = setup.seed ?? 0;
  const player = setup.players[seed % setup.players.length]?.id;
  if (player === undefined) return null;
  const card = first(seed, hiddenCards(initial, player), (k) => k);
  if (card === undefined) return null;
  const original = setup.cards[card];
  const options = [...CONTRASTS, ...Object.values(setup.cards)]
    .filter((d) => !sameJson(d, original))
    .filter((d) => setupProblems(swapCard(setup, card, d)).length === 0);
  const replacement = first(seed, options, (d) => JSON.stringify(d.faces));
  if (replacement === undefined) return null;
  return { hidden: { player, card }, swapped: swapCard(setup, card, replacement), replacement };
}

export const property = defineProperty({
  id: '708/no-hidden-information-leak',
  description:
    "Swapping the card hidden from a player for another leaves that player's views unchanged until the rules let " +
    'them see it.',
  rules: ['708.5', '406.3', '712.7', '701.20a', '701.20e', '402.3', '401.2'],
  mechanics: ['hidden-information', 'morph', 'manifest'],
  subject: subjects.HIDDEN_CARD,
  core: [],
  // A card a player was shown (a reveal, a look) is known to them: only the events say so.
  events: ['revealed', 'looked'],
  // Each run plays its game three times: as generated, then the two games that differ in the hidden card.
  cost: 3.5,
  games: games.faceDown({
    setup: { faceDownPercent: 50, minBattlefield: 1, maxExile: 2 },
    weights: {
      manifest: 3,
      cloak: 3,
      'manifest-dread': 2,
      cast: 3,
      resolve: 3,
      'turn-face-up': 3,
      'turn-face-down': 2,
      transform: 2,
      convert: 1,
      'become-copy': 2,
      'create-token-copy': 2,
      move: 2,
      draw: 2,
      'apply-effect': 2,
      'add-counters': 1,
      tap: 1,
      attach: 1,
      look: 2,
      reveal: 1,
      'player-leaves': 1,
    },
  }),
  async checkTrace(trace, adapter, options) {
    if (trace.initial === null || trace.failure !== null) return null;
    if (setupProblems(trace.setup).length > 0) return null;
    const chosen = choose(trace.setup, trace.initial);
    if (chosen === null) return null;
    const steps = trace.records.map((r) => r.step).filter((s): s is GeneratedStep => s !== null);
    const mask = (v: Parameters<typeof maskCard>[0]) => maskCard(v, chosen.hidden.card);
    // Nothing after the first step that lets the player know the card is compared (firstLeak): each game stops
    // there, the second one also where the first stopped, so a case with no leak costs only its steps up to it.
    const known = (r: Parameters<typeof learns>[0]) => learns(r, chosen.hidden) !== null;
    const a = await runStepsOn(adapter, trace.setup, steps, mask, options, known);
    const b = await runStepsOn(
      adapter,
      chosen.swapped,
      steps,
      mask,
      options,
      (r, n) => known(r) || n >= a.records.length,
    );
    if (a.failure !== null || b.failure !== null) return null;
    const found = firstLeak(a, b, chosen.hidden);
    if (found === null) return null;
    const upTo = found.failingStep + 1;
    const played = a.records
      .slice(0, upTo)
      .map((r) => r.text)
      .join('; ');
    return {
      failingStep: Math.min(found.failingStep, trace.records.length - 1),
      violation: {
        ...found.violation,
        message:
          `${found.violation.message} [card ${chosen.hidden.card} replaced by ` +
          `"${chosen.replacement.faces[0].name}"; steps: ${played || 'none'}]`,
      },
    };
  },
});
