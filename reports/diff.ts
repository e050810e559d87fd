/**
 * Expected vs actual as a line diff of their pretty JSON (a longest-common-subsequence
 * over lines), so a reader sees at once which field differs. Long runs of equal lines
 * are cut to a little context.
 */

export type DiffLine = { readonly op: ' ' | '-' | '+'; readonly text: string };

function lines(value: unknown): string[] {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 2);
  return (text ?? 'undefined').split('\n');
}

/** Line diff of two values: `-` only in expected, `+` only in actual. */
export function diffValues(expected: unknown, actual: unknown): readonly DiffLine[] {
  const a = lines(expected);
  const b = lines(actual);
  // lcs[i][j]: length of the common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ op: ' ', text: a[i++]! });
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!))
      out.push({ op: '+', text: b[j++]! });
    else out.push({ op: '-', text: a[i++]! });
  }
  return out;
}

/** The diff as text lines (`- `, `+ `, `  `), equal stretches cut to `context` lines around changes. */
export function diffText(expected: unknown, actual: unknown, context = 3): readonly string[] {
  const diff = diffValues(expected, actual);
  const near = (k: number) => diff.slice(Math.max(0, k - context), k + context + 1).some((d) => d.op !== ' ');
  const out: string[] = [];
  let skipped = 0;
  diff.forEach((d, k) => {
    if (d.op === ' ' && !near(k)) {
      skipped++;
      return;
    }
    if (skipped > 0) out.push(`  ... (${skipped} equal line${skipped === 1 ? '' : 's'})`);
    skipped = 0;
    out.push(`${d.op} ${d.text}`);
  });
  if (skipped > 0) out.push(`  ... (${skipped} equal line${skipped === 1 ? '' : 's'})`);
  return out;
}
