/**
 * The example's vitest configuration (examples/vitest/vitest.config.ts) as an installed package runs it: there
 * `obverse` resolves under node_modules, which vitest loads as it is; in the clone it resolves to our own dist/,
 * which vitest would transform file by file as project source (about 2 CPU-s per run). Everything else is the
 * example's.
 */
import { mergeConfig } from 'vitest/config';
import example from '../../examples/vitest/vitest.config.js';

export default mergeConfig(example, { test: { server: { deps: { external: [/\/dist\//] } } } });
