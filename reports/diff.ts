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
  // lcs[i * w + j]: length of the common subsequence of a[i..] and b[j..] (a flat table, zero-filled).
  const w = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * w);
  const at = (i: number, j: number): number => lcs[i * w + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * w + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x !== undefined && y !== undefined && x === y) {
      out.push({ op: ' ', text: x });
      i++;
      j++;
    } else if (y !== undefined && (x === undefined || at(i, j + 1) > at(i + 1, j))) {
      out.push({ op: '+', text: y });
      j++;
    } else {
      out.push({ op: '-', text: x ?? '' });
      i++;
    }
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
