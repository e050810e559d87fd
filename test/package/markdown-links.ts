/**
 * The relative links of the package's Markdown files and whether each resolves inside the package
 * (issue 22: the README's links must work from an installed package, not only in a clone). Shared
 * by the fast test (the file list `npm pack --dry-run` would ship) and the e2e test (the files of
 * the installed tarball).
 */
import { dirname, join, normalize } from 'node:path';

export interface MarkdownLink {
  /** The Markdown file, relative to the package root. */
  readonly file: string;
  /** The link target as written. */
  readonly target: string;
}

/** What the package holds: its files (relative to its root, `/`-separated) and a reader of its Markdown. */
export interface PackageFiles {
  readonly files: ReadonlySet<string>;
  readonly read: (file: string) => string;
}

/** Fenced code is not prose: a `[x](y)` there is code, not a link. */
function withoutCode(text: string): string {
  return text.replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '').replace(/`[^`\n]*`/g, (m) => (m.includes('](') ? '' : m));
}

/** Every inline link `[text](target)` and image of a Markdown text that is not absolute (http:, mailto:). */
export function relativeLinks(file: string, text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const m of withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1] ?? '';
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ file, target });
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text: string): Set<string> {
  return new Set([...withoutCode(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => headingAnchor(m[1] ?? '')));
}

/** Why a link does not resolve inside the package, or null when it does. */
export function brokenLink(link: MarkdownLink, pkg: PackageFiles): string | null {
  const [path = '', anchor] = link.target.split('#');
  const resolved =
    path === ''
      ? link.file
      : normalize(join(dirname(link.file), path))
          .split('\\')
          .join('/');
  const target = resolved.replace(/\/$/, '');
  if (target.startsWith('..')) return `${link.file}: ${link.target} points outside the package`;
  const isDir = [...pkg.files].some((f) => f.startsWith(`${target}/`));
  if (!pkg.files.has(target) && !isDir) return `${link.file}: ${link.target} (${target}) is not in the package`;
  if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(pkg.read(target)).has(anchor)) {
    return `${link.file}: ${link.target} names no heading of ${target}`;
  }
  return null;
}

/** Every broken relative link of every Markdown file the package holds. */
export function brokenLinks(pkg: PackageFiles): string[] {
  return [...pkg.files]
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) => relativeLinks(f, pkg.read(f)))
    .map((link) => brokenLink(link, pkg))
    .filter((b): b is string => b !== null);
}

/**
 * The paths into the installed package (`node_modules/obverse/...`) that a Markdown text's shell
 * blocks name: each must exist once the package is installed.
 */
export function installedPathsInCommands(text: string): string[] {
  const blocks = [...text.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```/gm)].map((m) => m[1] ?? '');
  const inline = [...text.matchAll(/`(npx [^`]+)`/g)].map((m) => m[1] ?? '');
  const paths = [...blocks, ...inline].flatMap((t) => [...t.matchAll(/node_modules\/obverse\/([\w./-]+)/g)]);
  return [...new Set(paths.map((m) => m[1] ?? ''))].sort();
}
