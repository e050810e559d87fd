/**
 * Shape checks of a counterexample file with ajv against the published schema
 * (docs/counterexample.schema.json); the meaning (known property, loadable engine) is
 * checked by `obverse replay` itself.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { COUNTEREXAMPLE_SCHEMA } from '../../reports/schema/report-schema.js';

const ajv = new Ajv2020({ allErrors: false, strict: false });
const validate = ajv.compile(COUNTEREXAMPLE_SCHEMA);

/** The first problem as one line (`/counterexample/seed: must be integer`), or null. */
export function validateCounterexampleFile(data: unknown): string | null {
  if (validate(data)) return null;
  const e = validate.errors?.[0];
  if (e === undefined) return 'does not match the counterexample schema';
  const where = e.instancePath === '' ? 'the file' : e.instancePath;
  return `${where}: ${e.message ?? 'is invalid'} (docs/counterexample.schema.json)`;
}
