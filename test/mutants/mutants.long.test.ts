/**
 * The long sweep (`npm run test:long`): every mutant of examples/mutants/ against the whole suite, every
 * property at 15 runs and every scenario, printing what caught it; a declared property the sweep missed is
 * re-run at 150 runs. The face-down group runs in mutants-face-down.long.test.ts, in parallel. The fast form,
 * in `npm test`, is targets.test.ts (each mutant against what it names); freshness.test.ts checks the catalog.
 */
import { describeMutants } from './group.js';

describeMutants('dfc');
