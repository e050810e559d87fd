/**
 * Generating the protocol's JSON Schemas from the TypeScript types of
 * `protocol/messages.ts` (and the model types they use), so they are never written twice.
 * ts-json-schema-generator needs the TypeScript JS API, which typescript 7 lacks: it gets
 * its own nested typescript 5 through package.json `overrides`.
 */
import { resolve } from 'node:path';
import { createGenerator, type Config } from 'ts-json-schema-generator';

const root = resolve(import.meta.dirname, '..', '..');

/** The messages with a schema file of their own (each is self-contained). */
export const MESSAGE_TYPES = ['Request', 'Response'] as const;

function config(type: string): Config {
  return {
    path: resolve(root, 'protocol/messages.ts'),
    tsconfig: resolve(root, 'tsconfig.json'),
    type,
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    additionalProperties: false,
    sortProps: true,
  };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Every generated file: path relative to the repository root -> content. */
export function generateSchemaFiles(): Record<string, string> {
  const generator = createGenerator(config('*'));
  const all = generator.createSchema('*');
  const files: Record<string, string> = {
    'protocol/schema/obverse-protocol-1.schema.json': json({
      ...all,
      $id: 'https://obverse.dev/schema/obverse-protocol-1.schema.json',
      title: 'obverse-protocol/1: every message',
    }),
  };
  for (const type of MESSAGE_TYPES) {
    const schema = generator.createSchema(type);
    files[`protocol/schema/${type.toLowerCase()}.schema.json`] = json({
      ...schema,
      $id: `https://obverse.dev/schema/${type.toLowerCase()}.schema.json`,
      title: `obverse-protocol/1: ${type === 'Request' ? 'a request from the suite' : "an engine's response"}`,
    });
  }
  return files;
}
