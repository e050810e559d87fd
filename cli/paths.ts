/** Paths inside the installed package; they live in suite/ so the library finds them too. */
export { packageRoot, packageVersion, shippedScenarios } from '../suite/package-files.js';
