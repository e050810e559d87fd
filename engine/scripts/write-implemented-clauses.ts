/** Regenerates engine/implemented-clauses.ts from the engine's source. */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRegistry, scanEngine } from './clause-scan.js';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const registry = scanEngine(engineDir);
writeFileSync(join(engineDir, 'implemented-clauses.ts'), renderRegistry(registry));
console.log(`engine/implemented-clauses.ts: ${Object.keys(registry).length} functions`);
