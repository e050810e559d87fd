/**
 * Looking and reveals (708.5, 708.9, 406.3, 701.20), differentiation (708.6), and views that leak nothing about the
 * hidden card.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { CardDefinition } from '../../../model/card.js';
import { cards, expectRevealedToAll, Game, kinds } from './helpers.js';

describe('who may look (708.5, 406.3)', () => {
  test('the controller sees its face-down cards; the opponent does not until an effect lets them look', () => {
    const g = new Game({ library: ['bear'], hand: ['walker'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'disguise' } });
    for (const key of ['bear', 'walker']) {
      const id = g.id(key);
      expect(g.see('P1', id).printed).toEqual({ kind: 'card', definition: cards[key as 'bear'] });
      expect(g.see('P2', id).printed).toBeNull();
      expect(g.see('P2', id).cards).toBeUndefined();
    }
    const events = g.do({ kind: 'look', player: 'P2', object: g.id('bear') });
    expect(events).toEqual([expect.objectContaining({ kind: 'looked', player: 'P2' })]);
    expect(g.see('P2', g.id('bear')).printed).not.toBeNull();
    expect(g.see('P2', g.id('walker')).printed).toBeNull();
  });

  test('control decides: a face-down permanent given to the opponent is theirs to look at (708.5)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'manifest', player: 'P2', object: g.id('bear') });
    expect(g.see('P2', g.id('bear')).printed).not.toBeNull();
    expect(g.see('P1', g.id('bear')).printed).toBeNull();
  });

  test('a player cannot reveal what they may not see (701.20a)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'manifest', player: 'P1' });
    expect(g.reject({ kind: 'reveal', player: 'P2', object: g.id('bear') })).toBe('reveal/cannot-see');
    expect(g.do({ kind: 'reveal', player: 'P1', object: g.id('bear') })).toEqual([
      expect.objectContaining({ kind: 'revealed', to: ['P1', 'P2'] }),
    ]);
  });

  test('exiled face down stays hidden, even to the owner; a face-down permanent leaving is revealed (708.9)', () => {
    const g = new Game({ library: ['bear'], hand: ['land'] });
    g.do({ kind: 'manifest', player: 'P1' });
    const events = g.do({ kind: 'move', object: g.id('bear'), to: 'exile', faceDown: true });
    expectRevealedToAll(events, events[0]?.kind === 'revealed' ? events[0].object : '');
    g.do({ kind: 'move', object: g.id('land'), to: 'exile', faceDown: true });
    for (const viewer of ['P1', 'P2'] as const) {
      for (const o of g.view(viewer).exile)
        expect(o).toMatchObject({ faceDown: { by: 'exile' }, characteristics: null, printed: null });
    }
  });
});

describe('reveals (708.9)', () => {
  test.each(['graveyard', 'hand', 'library', 'exile'] as const)(
    'a face-down permanent leaving the battlefield for the %s is revealed to all',
    (to) => {
      const g = new Game({ library: ['bear', 'land'] });
      g.do({ kind: 'manifest', player: 'P1' });
      const id = g.id('bear');
      expectRevealedToAll(g.do({ kind: 'move', object: id, to }), id);
    },
  );

  test("a player leaving reveals every face-down permanent and spell they own, not the others'", () => {
    const g = new Game({ library: ['bear'], hand: ['aven'] }, { library: ['land'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cast', player: 'P1', object: g.id('aven'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'manifest', player: 'P2' });
    const [bear, aven, land] = [g.id('bear'), g.id('aven'), g.id('land')];
    const events = g.do({ kind: 'player-leaves', player: 'P1' });
    expectRevealedToAll(events, bear);
    expectRevealedToAll(events, aven);
    expect(events.filter((e) => e.kind === 'revealed').map((e) => (e as { object: string }).object)).not.toContain(
      land,
    );
  });

  test('the end of the game reveals every face-down permanent and spell, but not cards exiled face down', () => {
    const g = new Game({ library: ['bear'], hand: ['walker', 'land'] }, { library: ['shock'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cloak', player: 'P2' });
    g.do({ kind: 'move', object: g.id('land'), to: 'exile', faceDown: true });
    g.do({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'disguise' } });
    const events = g.do({ kind: 'end-game' });
    const revealed = events
      .filter((e) => e.kind === 'revealed')
      .map((e) => (e as { object: string }).object)
      .sort();
    expect(revealed).toEqual([g.id('bear'), g.id('shock'), g.id('walker')].sort());
    expect(kinds(events).at(-1)).toBe('game-ended');
  });
});

describe('differentiation (708.6)', () => {
  test('each face-down object keeps its handle and entry order in every view, with the way it went face down', () => {
    const g = new Game({ library: ['bear', 'bear2', 'land'], hand: ['aven'], battlefield: [{ card: 'morphling' }] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cast', player: 'P1', object: g.id('aven'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'resolve' });
    g.do({ kind: 'cloak', player: 'P1' });
    g.do({ kind: 'turn-face-down', object: g.id('morphling') });
    g.do({ kind: 'manifest-dread', player: 'P1', choose: 0 });
    const handles = g.view('P2').battlefield.map((o) => [o.id, o.faceDown?.by]);
    expect(handles.map((h) => h[1])).toEqual(['effect', 'manifest', 'morph', 'cloak', 'manifest-dread']);
    expect(new Set(handles.map((h) => h[0])).size).toBe(5);
    for (const viewer of ['P1', 'referee'] as const)
      expect(g.view(viewer).battlefield.map((o) => [o.id, o.faceDown?.by])).toEqual(handles);
    g.do({ kind: 'tap', object: handles[1]![0] as string });
    g.do({ kind: 'turn-face-up', object: handles[2]![0] as string, route: 'morph' });
    expect(g.view('P2').battlefield.map((o) => o.id)).toEqual(handles.map((h) => h[0]));
  });
});

describe('views leak nothing about the hidden card', () => {
  type Step = (g: Game) => Action;
  /**
   * Play `steps` (each reads ids off the first game) in games that differ only in one hidden card; P2's views must be
   * identical throughout.
   */
  function sameForOpponent(
    setup: (under: CardDefinition) => Game,
    steps: readonly Step[],
    unders: readonly CardDefinition[],
  ): void {
    const games = unders.map(setup);
    expect(JSON.stringify(games[0]!.view('P2'))).toBe(JSON.stringify(games[1]!.view('P2')));
    for (const next of steps) {
      const action = next(games[0]!);
      for (const g of games) g.do(action);
      const [a, b] = games.map((g) => JSON.stringify(g.view('P2')));
      expect(a).toBe(b);
      // The controller's view does differ: the check is not vacuous.
      expect(JSON.stringify(games[0]!.view('P1'))).not.toBe(JSON.stringify(games[1]!.view('P1')));
    }
  }

  const hiddenChoices: readonly CardDefinition[] = [cards.morphling, cards.shock];
  const hiddenDisguise: readonly CardDefinition[] = [
    cards.walker,
    { layout: 'single', faces: [{ ...cards.walker.faces[0], name: 'Other Walker', manaCost: '{5}{G}{G}', power: 9 }] },
  ];
  const first = (g: Game) => g.view('P2').battlefield[1]!.id; // the first face-down permanent, by position only

  test('manifest, cloak, counters, effects, copy, tap, transform attempt, turn face down again', () => {
    sameForOpponent(
      (under) => new Game({ library: ['x', 'bear'], battlefield: [{ card: 'aven' }] }, {}, { x: under }),
      [
        () => ({ kind: 'manifest', player: 'P1' }),
        () => ({ kind: 'cloak', player: 'P1' }),
        (g) => ({ kind: 'add-counters', object: first(g), counter: '+1/+1', amount: 1 }),
        (g) => ({
          kind: 'apply-effect',
          object: first(g),
          effect: { kind: 'modify-power-toughness', power: 1, toughness: 0 },
        }),
        (g) => ({ kind: 'become-copy', object: first(g), of: g.id('aven') }),
        (g) => ({ kind: 'create-token-copy', player: 'P2', of: first(g) }),
        (g) => ({ kind: 'tap', object: first(g) }),
        (g) => ({ kind: 'transform', object: first(g) }),
        (g) => ({ kind: 'turn-face-down', object: first(g) }),
      ],
      hiddenChoices,
    );
  });

  test('a disguised spell on the stack and the permanent it becomes', () => {
    sameForOpponent(
      (under) => new Game({ hand: ['x'] }, {}, { x: under }),
      [
        (g) => ({ kind: 'cast', player: 'P1', object: g.id('x'), mode: { kind: 'face-down', by: 'disguise' } }),
        () => ({ kind: 'resolve' }),
      ],
      hiddenDisguise,
    );
  });

  test('manifest dread: which of the two cards was chosen is hidden, the other is public', () => {
    sameForOpponent(
      (under) => new Game({ library: ['x', 'land'] }, {}, { x: under }),
      [() => ({ kind: 'manifest-dread', player: 'P1', choose: 0 })],
      hiddenChoices,
    );
  });

  test('the hidden card in a different library position: ids do not follow the card', () => {
    const a = new Game({ library: ['bear', 'shock'] });
    const b = new Game({ library: ['shock', 'bear'] });
    for (const g of [a, b]) g.do({ kind: 'manifest', player: 'P1' });
    expect(a.view('P2')).toEqual(b.view('P2'));
    expect(a.view('P1')).not.toEqual(b.view('P1'));
  });
});
