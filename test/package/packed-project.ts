/**
 * A new project that installs Obverse from `npm pack`, as an engine author would, but
 * offline: the project's lockfile pins the tarball and, copied from this repository's
 * lockfile, the package's runtime dependencies, so `npm ci --offline` takes them from
 * npm's cache (filled when this repository was installed) and never asks the registry.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

interface LockEntry {
  readonly dev?: boolean;
  readonly [key: string]: unknown;
}

export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Run a command with generous limits; the environment keeps npm away from the network. */
export function run(command: string, args: readonly string[], cwd: string): Run {
  const r: SpawnSyncReturns<string> = spawnSync(command, [...args], {
    cwd,
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      NODE_OPTIONS: '',
    },
  });
  return { code: r.status, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

/** Pack the already-built repository (no scripts: `npm test` built dist/) into `dir`; the tarball's file name. */
export function pack(dir: string): string {
  const r = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], root);
  if (r.code !== 0) throw new Error(`npm pack failed:\n${r.err}`);
  const [info] = JSON.parse(r.out) as { filename: string }[];
  if (info === undefined) throw new Error(`npm pack printed no file: ${r.out}`);
  return info.filename;
}

/** Write package.json and a lockfile for a project depending only on the tarball `tgz` in `dir`. */
export function writeProject(dir: string, tgz: string): void {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const repoLock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(join(dir, tgz)))
    .digest('base64')}`;
  const project = { name: 'engine-author', version: '1.0.0', private: true, type: 'module' };
  const packages: Record<string, unknown> = {
    '': { ...project, dependencies: { obverse: `file:${tgz}` } },
    'node_modules/obverse': {
      version: manifest.version,
      resolved: `file:${tgz}`,
      integrity,
      license: manifest.license,
      dependencies: manifest.dependencies,
      peerDependencies: manifest.peerDependencies,
      peerDependenciesMeta: manifest.peerDependenciesMeta,
      bin: manifest.bin,
      engines: manifest.engines,
    },
  };
  // Runtime dependencies (and theirs) are exactly the repository's non-dev lock entries.
  for (const [path, entry] of Object.entries(repoLock.packages)) {
    if (path !== '' && entry.dev !== true && path.startsWith('node_modules/')) packages[path] = entry;
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ ...project, dependencies: { obverse: `file:${tgz}` } }, null, 2),
  );
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ ...project, lockfileVersion: 3, requires: true, packages }, null, 2),
  );
}
