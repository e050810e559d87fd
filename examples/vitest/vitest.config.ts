import { defineConfig } from 'vitest/config';

// The example's own vitest configuration: only the conformance file, generous timeouts. Its tests are found
// from this file's folder, so it runs the same from a clone and from an installed package
// (`npx vitest run --config node_modules/obverse/examples/vitest/vitest.config.ts`).
export default defineConfig({
  test: {
    dir: import.meta.dirname,
    include: ['*.test.ts'],
    testTimeout: 600_000,
  },
});
