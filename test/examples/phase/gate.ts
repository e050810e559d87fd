/**
 * The expectations gate, applied to reports of runs made without the file (or with an older one): for each report,
 * what `obverse check --expectations <file>` would have said of the same results, by the suite's own classify
 * (suite/expectations/classify.ts). Used to measure the phase.rs gate at seeds 1 to 10 from one round of runs:
 *
 *   npx tsx test/examples/phase/gate.ts examples/engines/phase/expectations.json <report dir>...
 *
 * Prints one line per report (seed, exit code, the unexpected results) and exits 1 when any would exit 1.
 * (The differential check's `match` pass-over happens inside a run and cannot be replayed here: its entry is used as
 * it is classified, on the first divergence the run reported.)
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../../../reports/report.js';
import { classify } from '../../../suite/expectations/classify.js';
import { parseExpectations } from '../../../suite/expectations/parse.js';

const [file, ...dirs] = process.argv.slice(2);
if (file === undefined || dirs.length === 0) {
  process.stderr.write('usage: npx tsx test/examples/phase/gate.ts <expectations.json> <report dir>...\n');
  process.exit(2);
}
const expectations = parseExpectations(readFileSync(file, 'utf8'), file).expectations;
let worst = 0;
for (const dir of dirs) {
  const path = statSync(dir).isDirectory() ? join(dir, 'report.json') : dir;
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const unexpected = report.properties
    .map((r) => classify(r, expectations[r.id]))
    .filter((r) => r.status === 'failed' || r.status === 'error' || r.status === 'unexpected-pass');
  const exit = unexpected.length > 0 || report.interrupted === true || report.engineBroken !== undefined ? 1 : 0;
  worst = Math.max(worst, exit);
  process.stdout.write(
    `seed ${report.seed}: exit ${exit}${unexpected.map((r) => `\n  ${r.status} ${r.id}`).join('')}\n`,
  );
}
process.exit(worst);
