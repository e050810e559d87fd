/**
 * Reproducibility (DESIGN.md "Views and hidden information"): the same setup and the
 * same actions give the same results, events and views, step by step.
 */
import { subjects, defineProperty, runActions, violation, games, sameJson } from '../harness/index.js';

export const property = defineProperty({
  id: 'general/determinism',
  description: 'Running the same setup and actions twice gives identical results and views.',
  rules: [],
  mechanics: [],
  subject: subjects.ANY_STEP,
  // Each run plays its game twice.
  cost: 2.5,
  games: games.mixed({ weights: { shuffle: 2, 'manifest-dread': 2 } }),
  async checkTrace(trace, adapter, options) {
    const again = await runActions(
      adapter,
      trace.setup,
      trace.records.map((r) => r.action),
      trace.records.map((r) => r.text),
      options,
    );
    if (!sameJson(trace.initial, again.initial))
      return {
        violation: violation('the views right after setup differ between two runs', trace.initial, again.initial),
        failingStep: -1,
      };
    for (const r of trace.records) {
      const s = again.records[r.index];
      if (!s)
        return {
          violation: violation(`${r.text}: the second run stopped early`, r.result, again.failure),
          failingStep: r.index,
        };
      if (!sameJson(r.result, s.result))
        return {
          violation: violation(`${r.text}: results differ between two runs`, r.result, s.result),
          failingStep: r.index,
        };
      if (!sameJson(r.after, s.after))
        return {
          violation: violation(`${r.text}: views differ between two runs`, r.after, s.after),
          failingStep: r.index,
        };
    }
    return null;
  },
});
