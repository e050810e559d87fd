/**
 * A scenario's mechanics, derived from what its setup and steps use
 * (`adapter/mechanic-needs.ts`) rather than trusted from the file: the loaded scenario
 * needs the mechanics its file lists plus every one its setup and actions need, so an
 * engine lacking any sees it `not-supported`.
 */
import type { Action } from '../adapter/action.js';
import { actionNeeds, mechanicsMeeting, type MechanicNeed, setupNeeds } from '../adapter/mechanic-needs.js';
import { MECHANICS, type Mechanic } from '../adapter/mechanics.js';
import type { Expectation, Scenario, ViewExpectation } from './format.js';

/** A view expectation of a player's `life` or `poison` needs the `life` mechanic: others do not report them. */
function lifeExpectationNeeds(views: Expectation['views']): readonly MechanicNeed[] {
  const players = Object.values(views ?? {}).flatMap((v) =>
    Array.isArray(v) ? [] : Object.values((v as ViewExpectation).players ?? {}),
  );
  const named = players.some((p) => 'life' in p || 'poison' in p);
  return named ? [{ anyOf: ['life'], what: "a player's life total or poison counters in a view" }] : [];
}

/** Every need of the scenario's setup and steps (an action template's literal fields decide them). */
export function scenarioNeeds(scenario: Scenario): readonly MechanicNeed[] {
  return [
    ...setupNeeds(scenario.setup),
    ...scenario.steps.flatMap((s) => actionNeeds(s.do as unknown as Action)),
    ...lifeExpectationNeeds(scenario.initial?.views),
    ...scenario.steps.flatMap((s) => lifeExpectationNeeds(s.expect?.views)),
  ];
}

/** The file's mechanics plus those its setup and steps need, in MECHANICS order. */
export function derivedMechanics(scenario: Scenario): readonly Mechanic[] {
  const meeting = new Set<string>([
    ...scenario.mechanics,
    ...mechanicsMeeting(scenarioNeeds(scenario), scenario.mechanics),
  ]);
  return MECHANICS.filter((m) => meeting.has(m));
}

/** The scenario with its derived mechanics. */
export function withDerivedMechanics(scenario: Scenario): Scenario {
  return { ...scenario, mechanics: derivedMechanics(scenario) };
}
