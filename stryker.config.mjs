// Mutation testing of the reference engine (issue 25): `npm run mutate [-- <file or folder>...]`, never `npm test`.
// The tests are the suite judging the reference engine (vitest.mutate.config.ts: every property at fixed seeds and
// runs, every scenario); docs/mutation.md is written from the JSON report by `npm run mutate:doc`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // engine/characteristics/names.ts is left out: the engine never calls it (it is the name comparison of 201.2a for
  // tests and properties), so no game could reach it and its mutants would all count as no coverage.
  mutate: [
    'engine/**/*.ts',
    '!engine/scripts/**',
    '!engine/implemented-clauses.ts',
    '!engine/characteristics/names.ts',
  ],
  // Each mutant runs only the tests that reached it, and a rerun after a small change reuses every verdict whose
  // code and tests did not change. A full run writes the incremental file (about 15 MB, so kept out of git).
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  // Type checking each mutant is left out: TypeScript 7's native compiler has no API Stryker can drive, and a
  // mutant that would not compile is still judged by behaviour.
  disableTypeChecks: 'engine/**/*.ts',
  // Static mutants (module-level constants) would rerun every test with no coverage to narrow them: too slow here.
  ignoreStatic: true,
  // Stryker rewrites tsconfig.json's extends and references with the TypeScript API, which TypeScript 7 (native)
  // no longer has; ours points at nothing outside the sandbox, so the rewrite is skipped by naming no file.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  ignorePatterns: ['dist', 'obverse-report', 'mutation-report', 'test-artifacts', 'bench/results.json'],
  // The properties' games allocate short-lived states at a high rate; a larger young generation (as `obverse check`
  // sets, cli/check/v8-tuning.ts) took the initial test run from 23-33 s to 14 s on phasing.ts (loaded machine).
  testRunnerNodeArgs: ['--max-semi-space-size=64'],
  concurrency: 2,
  timeoutMS: 60_000,
  timeoutFactor: 3,
  reporters: ['progress', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'mutation-report/mutation.json' },
  htmlReporter: { fileName: 'mutation-report/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
