/**
 * 704.5j, 704.3: which legendary permanents the legend rule must have put into the graveyard in one step, where the
 * views say for sure which legends the rule saw: an action that makes one permanent share the name of a legend
 * already there (a copy of it) or brings a new one in (a single-faced legendary card put onto the battlefield or
 * resolving). The rule keeps the one its controller chose (`choose-legend`), else the newest, the one that entered
 * last (docs/adapter.md); all the others go, even when the kept one leaves in the same check for another reason,
 * since all state-based actions are one event (704.3). Before Magic 2014 none is kept (spec RULE_DIFFERENCES).
 */
import { type GameView, objectById, type ObjectView, type StepRecord, type Trace } from '../harness/index.js';

/** The legends the rule saw together: those on the battlefield before the step, and whether a new one joined. */
interface Group {
  readonly name: string;
  readonly controller: string;
  /** Legends on the battlefield before the step, in battlefield order (oldest first). */
  readonly old: readonly ObjectView[];
  /** A permanent that entered during the step joined them, and is the newest. */
  readonly newcomer: boolean;
}

const legendName = (o: ObjectView | undefined): string | null =>
  o !== undefined && !o.phasedOut && o.faceDown === null && o.characteristics?.supertypes.includes('Legendary')
    ? o.characteristics.name
    : null;

const onBattlefield = (view: GameView, id: string): ObjectView | undefined => view.battlefield.find((o) => o.id === id);

/** A single-faced, face-up legendary non-Aura card or spell: it enters with the name it shows now. */
function plainLegend(o: ObjectView | undefined): string | null {
  const single = o?.printed?.kind === 'card' && o.printed.definition.layout === 'single';
  return single && o?.characteristics?.subtypes.includes('Aura') === false ? legendName(o) : null;
}

/** The legends under `controller` named `name` on the battlefield before the step. */
function legendsNamed(view: GameView, name: string, controller: string): readonly ObjectView[] {
  return view.battlefield.filter((o) => o.controller === controller && legendName(o) === name);
}

/** A card put onto the battlefield, or the permanent spell resolving, and who would control it; null for others. */
function entering(record: StepRecord): { readonly card: ObjectView; readonly controller: string } | null {
  const a = record.action;
  const before = record.before.referee;
  const top = before.stack.at(-1);
  if (a.kind === 'resolve' && a.transformed !== true && top !== undefined)
    return { card: top, controller: top.controller };
  if (a.kind !== 'put-onto-battlefield' || a.transformed === true || a.asCopyOf !== undefined || a.faceDown === true)
    return null;
  const card = objectById(before, a.object);
  return card === undefined ? null : { card, controller: a.controller ?? card.owner };
}

/** The group the step's action formed, when the views say for sure; null otherwise. */
function groupOf(record: StepRecord): Group | null {
  const before = record.before.referee;
  const a = record.action;
  if (a.kind === 'become-copy') {
    const x = onBattlefield(before, a.object);
    const y = onBattlefield(before, a.of);
    const name = legendName(y);
    if (x === undefined || y === undefined || x.id === y.id || name === null || x.faceDown !== null || x.phasedOut)
      return null;
    if (x.controller !== y.controller) return null;
    const old = before.battlefield.filter((o) => o.id === x.id || o.id === y.id);
    return { name, controller: y.controller, old, newcomer: false };
  }
  if (a.kind === 'create-token-copy') {
    const y = onBattlefield(before, a.of);
    const name = legendName(y);
    if (y === undefined || name === null || y.controller !== a.player || y.characteristics?.subtypes.includes('Aura'))
      return null;
    return { name, controller: a.player, old: [y], newcomer: true };
  }
  const e = entering(record);
  const name = plainLegend(e?.card);
  // It did not enter when it is still where it was (an effect kept it out, 101.2).
  if (e === null || name === null || objectById(record.after.referee, e.card.id) !== undefined) return null;
  return { name, controller: e.controller, old: legendsNamed(before, name, e.controller), newcomer: true };
}

/** The member of the group its controller chose last with an accepted `choose-legend`, if any. */
function chosen(trace: Trace, upTo: number, group: Group): string | undefined {
  let kept: string | undefined;
  for (const r of trace.records.slice(0, upTo)) {
    const a = r.action;
    if (
      r.result.ok &&
      a.kind === 'choose-legend' &&
      a.player === group.controller &&
      group.old.some((o) => o.id === a.keep)
    )
      kept = a.keep;
  }
  return kept;
}

/**
 * What the legend rule (one legend kept per controller and name, 704.5j) left wrongly on the battlefield after
 * `record`, as a message, or null: a legend of the group other than the one kept (chosen, else the newest) that is
 * still there, whether or not the kept one is (704.3).
 */
export function legendRuleOutcome(record: StepRecord, trace: Trace): string | null {
  if (!record.result.ok) return null;
  const group = groupOf(record);
  if (group === null || group.old.length + (group.newcomer ? 1 : 0) < 2) return null;
  const after = record.after.referee;
  const choice = chosen(trace, trace.records.indexOf(record), group);
  const kept = choice ?? (group.newcomer ? null : (group.old.at(-1)?.id as string));
  const which =
    kept === null ? 'the one that entered, the newest' : `${kept}${choice === undefined ? ', the newest' : ', chosen'}`;
  const why = `though the legend rule kept ${which} of the legends named ${group.name}`;
  for (const o of group.old)
    if (o.id !== kept && onBattlefield(after, o.id) !== undefined) return `${o.id} is still on the battlefield, ${why}`;
  if (!group.newcomer || kept === null) return null;
  const stayed = after.battlefield.find(
    (o) => o.controller === group.controller && legendName(o) === group.name && !group.old.some((x) => x.id === o.id),
  );
  return stayed === undefined ? null : `${stayed.id} entered and is still on the battlefield, ${why}`;
}
