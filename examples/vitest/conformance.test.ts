/**
 * Obverse inside a vitest run, as an engine author would write it: one vitest test per
 * property, the differential check and each scenario, named by id.
 *
 *   npx vitest run --config examples/vitest/vitest.config.ts
 *
 * (from a project that installed obverse: `--config node_modules/obverse/examples/vitest/vitest.config.ts`).
 *
 * It checks the reference engine; set OBVERSE_ENGINE to an adapter module (for example a
 * mutant, `examples/mutants/non-dfc-transforms.ts`) to check that one instead, and
 * OBVERSE_PROPERTIES to a comma-separated list of ids or globs to run only those.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type EngineAdapter, referenceEngine } from 'obverse';
import { defineConformanceSuite } from 'obverse/vitest';

const module = process.env.OBVERSE_ENGINE;
// In your project: `import adapter from './my-engine-adapter.js'`.
const adapter: EngineAdapter =
  module === undefined
    ? referenceEngine
    : ((await import(pathToFileURL(resolve(module)).href)) as { default: EngineAdapter }).default;

defineConformanceSuite(adapter, {
  runs: 10,
  seed: 1,
  ...(process.env.OBVERSE_PROPERTIES === undefined ? {} : { properties: process.env.OBVERSE_PROPERTIES.split(',') }),
  ...(module === undefined ? {} : { engine: module }),
});
