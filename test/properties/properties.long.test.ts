/**
 * The long form of properties.test.ts's reference pass (`npm run test:long`): every property at 60 runs
 * on the reference engine, in the quick tests' short games.
 */
import { loadProperties } from '../../properties/registry.js';
import { describeReferencePass } from '../support/reference-pass.js';

describeReferencePass('every property passes on the reference engine (60 runs)', await loadProperties(), 60);
