import { defineConfig } from 'vitest/config';

// The example's own vitest configuration: only the conformance file, generous timeouts.
export default defineConfig({
  test: {
    include: ['examples/vitest/*.test.ts'],
    testTimeout: 600_000,
  },
});
