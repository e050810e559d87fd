/**
 * Choosing scenarios inside an engine's declaration (adapter/declaration.ts), beside its mechanics
 * (scenarios/mechanics.ts): a scenario is `not-supported` when its setup uses a setup feature the engine does not
 * build, holds a card with an ability of a kind it does not represent, when a step grants or creates one, or when a
 * step expects (or expects no) event of a kind it does not report, or when a step is an action of a kind or with a
 * feature it does not take (adapter/action-features.ts). Events the contract lets any engine leave out
 * (`state-based-action`, judged by the board: optional-events.ts) do not count.
 */
import { actionAbilityKinds, abilityKindPlayable, unplayableKinds } from '../adapter/ability-needs.js';
import type { Action } from '../adapter/action.js';
import { buildsFeature, type Declaration, reportsEvent, setupFeatures, untakenParts } from '../adapter/declaration.js';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { isEventKind } from '../model/kinds.js';
import type { Scenario } from './format.js';
import { OPTIONAL_EVENT_KINDS } from './optional-events.js';

function facesOf(card: CardDefinition): readonly Face[] {
  if (card.layout === 'meld') return [...card.faces, card.melded];
  if (card.layout === 'split') return card.halves;
  return card.faces;
}

/** The event kinds a scenario's steps expect, or expect not to happen, by a literal `kind`. */
function expectedEventKinds(scenario: Scenario): ReadonlySet<string> {
  const kinds = new Set<string>();
  for (const step of scenario.steps)
    for (const m of [...(step.expect?.events ?? []), ...(step.expect?.noEvents ?? [])])
      if (typeof m.kind === 'string' && isEventKind(m.kind) && !OPTIONAL_EVENT_KINDS.has(m.kind)) kinds.add(m.kind);
  return kinds;
}

/** Why the scenario lies outside `declared` beyond its mechanics, or null when it does not. */
export function beyondDeclaration(scenario: Scenario, declared: Declaration): string | null {
  const features = [...setupFeatures(scenario.setup)].filter(([f]) => !buildsFeature(declared, f));
  if (features.length > 0)
    return `the engine does not build ${features.map(([f, what]) => `${f} (${what})`).join(', ')}`;
  const tokens = scenario.setup.players.flatMap((p) => (p.battlefield ?? []).flatMap((b) => b.token ?? []));
  const kinds = new Set([
    ...Object.values(scenario.setup.cards).flatMap((c) => unplayableKinds(facesOf(c), declared)),
    ...tokens.flatMap((t) => unplayableKinds(t.faces, declared)),
    ...scenario.steps
      .flatMap((s) => actionAbilityKinds(s.do as unknown as Action))
      .filter((k) => !abilityKindPlayable(k, declared)),
  ]);
  if (kinds.size > 0) return `the engine does not declare the ability kinds ${[...kinds].join(', ')}`;
  // Features that depend on where an object is are left to the engine's own answer as the scenario runs.
  const untaken = new Set(
    scenario.steps.flatMap((s) => untakenParts(s.do as unknown as Action, () => undefined, declared)),
  );
  if (untaken.size > 0) return `the engine does not take ${[...untaken].join(', ')}, which the scenario does`;
  const events = [...expectedEventKinds(scenario)].filter((k) => isEventKind(k) && !reportsEvent(declared, k));
  if (events.length > 0) return `the engine does not report ${events.join(', ')} events, which the scenario expects`;
  return null;
}
