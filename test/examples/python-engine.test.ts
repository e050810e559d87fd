/** The Python example engine at seed 1 (see python-engine.ts; seeds 2 and 3 are in python-engine.e2e.test.ts). */
import { describePythonEngine } from './python-engine.js';

describePythonEngine([1]);
