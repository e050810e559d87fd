/**
 * A property is its file: the registry finds every `properties/<chapter>/<name>` file that
 * exports `property`, in id order, and refuses a file whose property's id is not its path.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverProperties, loadProperties, PropertyRegistryError } from '../../properties/registry.js';

const PROPERTIES = join(import.meta.dirname, '../../properties');

/** A minimal property module with the given id. */
const propertyFile = (id: string) =>
  `export const property = { id: '${id}', description: 'd', rules: [], mechanics: [], check: async () => ({}) };\n`;

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-registry-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('the property registry', () => {
  it('holds every property file, the differential check included, sorted by id, each id its path', async () => {
    const ids = (await loadProperties()).map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('712/transform-keeps-identity');
    expect(ids).toContain('differential/views-match-reference');
    for (const id of ids) expect(existsSync(join(PROPERTIES, `${id}.ts`)), id).toBe(true);
    // Helpers in a chapter folder are not properties.
    expect(ids).not.toContain('712/expected-face');
  });

  it('finds files that export `property` in chapter folders, skipping helpers, declarations and harness/', async () => {
    const dir = await tree({
      'b/second.ts': propertyFile('b/second'),
      'a/first.ts': propertyFile('a/first'),
      'a/helper.ts': 'export const notAProperty = 1;\n',
      'a/first.d.ts': 'export {};\n',
      'harness/tool.ts': propertyFile('harness/tool'),
      'top-level.ts': propertyFile('top-level'),
    });
    expect((await discoverProperties(dir)).map((p) => p.id)).toEqual(['a/first', 'b/second']);
  });

  it('refuses a property whose id is not its path, naming the file and the id to use', async () => {
    const dir = await tree({ '712/copy.ts': propertyFile('712/transform-keeps-identity') });
    const error = await discoverProperties(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PropertyRegistryError);
    expect((error as Error).message).toMatch(
      /712\/copy\.ts exports a property with id "712\/transform-keeps-identity"/,
    );
    expect((error as Error).message).toMatch(/make it "712\/copy" or rename the file/);
  });

  it('refuses an export named `property` that is not a property definition', async () => {
    const dir = await tree({ 'x/broken.ts': "export const property = { id: 'x/broken' };\n" });
    await expect(discoverProperties(dir)).rejects.toThrow(/x\/broken\.ts exports `property` that is not a property/);
  });
});
