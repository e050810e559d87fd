/**
 * Files shipped inside the installed package (scenario cases, schemas), found from this
 * file's location so they work from source (tsx) and from the build (dist/), in a clone
 * or under node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isPackageRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'obverse';
  } catch {
    return false;
  }
}

/** The package root: the nearest folder above this file whose package.json is `obverse`'s. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (isPackageRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the obverse package root above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** The scenario cases shipped with the package. */
export function shippedScenarios(): string {
  return join(packageRoot(), 'scenarios', 'cases');
}

/** The package version, for `--version` and reports. */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
