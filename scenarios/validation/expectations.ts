/**
 * What scenarios/schema.json cannot say about expectations (a step's `expect`, a scenario's
 * `initial`): views are keyed by "referee" or a setup player, a view's `players` by setup players,
 * and every reference inside an expected value names a defined object. Their shape (outcome and
 * code, event kinds, view and object fields, operators) is the schema's.
 */
import { isObject, type Checker } from './checker.js';
import { checkReferencesIn, type RefScope } from './references.js';

/** Check `views`: its viewers and players, and the references inside. */
function checkViews(c: Checker, views: unknown, at: string, scope: RefScope): void {
  if (!isObject(views)) return;
  const players = [...scope.players];
  for (const [viewer, spec] of Object.entries(views)) {
    const vat = `${at}.${viewer}`;
    if (viewer !== 'referee' && !scope.players.has(viewer))
      c.add(vat, `unknown viewer "${viewer}"`, `use "referee" or a setup player: ${players.join(', ')}`);
    if (isObject(spec) && isObject(spec.players)) {
      for (const id of Object.keys(spec.players)) {
        if (!scope.players.has(id))
          c.add(
            `${vat}.players.${id}`,
            `unknown key "${id}" in "players"`,
            `remove it, or use one of: ${players.join(', ')}`,
          );
      }
    }
    checkReferencesIn(c, spec, vat, scope);
  }
}

/** Check a step's `expect`: references in its event matchers and views. */
export function checkExpect(c: Checker, expect: unknown, at: string, scope: RefScope): void {
  if (!isObject(expect)) return;
  for (const key of ['events', 'noEvents'] as const) checkReferencesIn(c, expect[key], `${at}.${key}`, scope);
  checkViews(c, expect.views, `${at}.views`, scope);
}

/** Check a scenario's `initial`: what every viewer sees right after setup (views only). */
export function checkInitial(c: Checker, initial: unknown, at: string, scope: RefScope): void {
  if (isObject(initial)) checkViews(c, initial.views, `${at}.views`, scope);
}
