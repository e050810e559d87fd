/** The Python example engine at seeds 2 and 3 (see python-engine.ts; seed 1 is in python-engine.test.ts). */
import { describePythonEngine } from './python-engine.js';

describePythonEngine([2, 3]);
