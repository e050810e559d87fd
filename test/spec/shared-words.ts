/** Lower-cased words of a text, apostrophes dropped, for comparing wording. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9{}]+/)
    .filter((word) => word !== '');
}

/** Longest run of consecutive words that `summary` shares with `paragraph`. */
export function longestSharedRun(summary: string, paragraph: string): number {
  const a = words(summary);
  const b = words(paragraph);
  let best = 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      const run = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      diagonal = above;
      previous[j] = run;
      if (run > best) best = run;
    }
  }
  return best;
}
