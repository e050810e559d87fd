/** Writes the report JSON Schemas to docs/ from reports/schema (run: `npm run schemas`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTEREXAMPLE_SCHEMA, REPORT_SCHEMA } from '../schema/report-schema.js';

export const SCHEMA_FILES = {
  'docs/report.schema.json': REPORT_SCHEMA,
  'docs/counterexample.schema.json': COUNTEREXAMPLE_SCHEMA,
} as const;

/** The text of a schema file as written. */
export function schemaText(schema: unknown): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1]?.endsWith('write-schemas.ts')) {
  const root = join(import.meta.dirname, '../..');
  for (const [path, schema] of Object.entries(SCHEMA_FILES)) writeFileSync(join(root, path), schemaText(schema));
}
