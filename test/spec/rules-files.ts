import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file in ../shared/rules, resolved from this file rather than the cwd. */
export function rulesPath(name: string): string {
  return fileURLToPath(new URL(`../../../shared/rules/${name}`, import.meta.url));
}

/** Raw contents of a rules file in ../shared/rules (tests only; the product never reads it). */
export function readRules(name: string): string {
  return readFileSync(rulesPath(name), 'utf8');
}

export const CURRENT = 'MagicCompRules-20260417.txt';
export const EDITION_2020 = 'MagicCompRules-20201120.txt';
