/**
 * Importing modules of the package that may be absent (another part still being
 * built, or left out of a slim install): absent means `undefined`, any other failure
 * (a bug in the module) is rethrown.
 */
import { fileURLToPath } from 'node:url';

/**
 * Import `relative` (to this file, e.g. `../properties/registry.js`). Returns undefined
 * only when that very file does not exist.
 */
export async function importOptional(relative: string): Promise<Record<string, unknown> | undefined> {
  const url = new URL(relative, import.meta.url);
  try {
    return (await import(url.href)) as Record<string, unknown>;
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const missing = code === 'ERR_MODULE_NOT_FOUND' && e instanceof Error && mentions(e.message, url);
    if (missing) return undefined;
    throw e;
  }
}

function mentions(message: string, url: URL): boolean {
  const path = fileURLToPath(url);
  // From source, tsx resolves `.js` to `.ts`; either spelling counts as the file.
  return message.includes(path) || message.includes(path.replace(/\.js$/, '')) || message.includes(url.href);
}
