/**
 * `npm run mutants:catalog`: regenerate test/mutants/catalog.ts and the catalog table of
 * docs/mutants.md from the `mutant` export of each file of examples/mutants/ and the
 * catches recorded in test/mutants/measured.json (dropping records of deleted mutants).
 * Measures nothing: that is `npm run mutants:measure`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { CATALOG_FILE, DOC_FILE, MEASURED_FILE, readMutants } from '../facts.js';
import { renderCatalog } from '../render-catalog.js';
import { readMeasured, renderDocCatalog, replaceGenerated, writeMeasured } from '../render-doc.js';

export async function writeCatalog(): Promise<void> {
  const entries = await readMutants();
  writeFileSync(CATALOG_FILE, renderCatalog(entries));
  const doc = readFileSync(DOC_FILE, 'utf8');
  const measured = readMeasured();
  writeFileSync(DOC_FILE, replaceGenerated(doc, renderDocCatalog(entries, measured)));
  // A deleted mutant's measurement goes with it.
  const names = new Set(entries.map((e) => e.name));
  const kept = Object.fromEntries(Object.entries(measured.mutants).filter(([n]) => names.has(n)));
  if (existsSync(MEASURED_FILE) && Object.keys(kept).length !== Object.keys(measured.mutants).length)
    writeMeasured({ mutants: kept });
  console.log(`test/mutants/catalog.ts and docs/mutants.md: ${entries.length} mutants`);
}

if (import.meta.filename === process.argv[1]) await writeCatalog();
