/**
 * A checker for setups: the list of reasons a setup is not a legal game state
 * (empty when it is). Used by tests of the generators, and usable on scenario files.
 */
import type { CardDefinition } from '../model/card.js';
import type { GameSetup } from '../model/setup.js';
import { twoFaces } from './faces-of.js';
import { legalFaceDownWays, legalFaceUpSides } from './setup.js';

export function setupProblems(setup: GameSetup): readonly string[] {
  const problems: string[] = [];
  const used = new Map<string, number>();
  const use = (key: string): void => void used.set(key, (used.get(key) ?? 0) + 1);
  const playerIds = new Set(setup.players.map((p) => p.id));
  if (playerIds.size !== setup.players.length) problems.push('duplicate player ids');
  if (setup.players.length < 2) problems.push('fewer than two players');
  const legends = new Set<string>();
  for (const p of setup.players) {
    for (const k of [...(p.library ?? []), ...(p.hand ?? []), ...(p.graveyard ?? [])]) use(k);
    for (const e of p.exile ?? []) use(e.card);
    for (const perm of p.battlefield ?? []) {
      const where = `${p.id} battlefield`;
      if ((perm.card === undefined) === (perm.token === undefined)) {
        problems.push(`${where}: a permanent needs exactly one of card and token`);
        continue;
      }
      if (perm.controller !== undefined && !playerIds.has(perm.controller)) problems.push(`${where}: unknown controller ${perm.controller}`);
      const def: CardDefinition | undefined = perm.card === undefined ? undefined : setup.cards[perm.card];
      if (perm.card !== undefined) {
        use(perm.card);
        if (!def) continue;
      }
      const printed = def ?? perm.token;
      if (!printed) continue;
      if (perm.faceDown !== undefined) {
        if (perm.face === 'back') problems.push(`${where}: ${perm.card ?? 'token'} is face down with its back face up`);
        if (def && !legalFaceDownWays(def).includes(perm.faceDown)) problems.push(`${where}: ${perm.card} cannot be face down by ${perm.faceDown} (712.15, 712.16, 702.37)`);
        if (!def && perm.token && twoFaces(perm.token)) problems.push(`${where}: a double-faced token cannot be face down (712.16)`);
      } else {
        const side = perm.face ?? 'front';
        if (!legalFaceUpSides(printed).includes(side)) problems.push(`${where}: ${perm.card ?? 'token'} cannot be on the battlefield with its ${side} face up`);
        const f = side === 'back' ? twoFaces(printed)?.[1] : printed.faces[0];
        if (f?.supertypes.includes('Legendary')) {
          const tag = `${perm.controller ?? p.id}|${f.name}`;
          if (legends.has(tag)) problems.push(`${where}: two legendary permanents named ${f.name} (704.5j)`);
          legends.add(tag);
        }
      }
    }
  }
  for (const key of Object.keys(setup.cards)) {
    const n = used.get(key) ?? 0;
    if (n !== 1) problems.push(`card ${key} is used ${n} times`);
  }
  for (const key of used.keys()) if (!(key in setup.cards)) problems.push(`card ${key} is not defined`);
  for (const [key, def] of Object.entries(setup.cards)) {
    if (def.layout === 'meld' && !Object.values(setup.cards).some((d) => d.layout === 'meld' && d.faces[0].name === def.partner)) {
      problems.push(`meld card ${key} has no partner ${def.partner} in the setup`);
    }
  }
  return problems;
}
