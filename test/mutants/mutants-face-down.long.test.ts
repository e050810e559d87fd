/** The face-down mutants (chapter 708, morph, manifest), split off to run in parallel with mutants.long.test.ts. */
import { describeMutants } from './group.js';

describeMutants('face-down');
