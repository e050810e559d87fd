/**
 * Extraction of rule paragraphs from a Comprehensive Rules text file.
 *
 * Pure functions only: the caller reads the file. The product never needs the rules text at run
 * time; this module exists so the hash script and the tests share one definition of "a clause's
 * own text".
 */

/** Strips a leading BOM and turns CRLF and lone CR line terminators into LF. */
export function normaliseRulesText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .replace(/\r/g, '\n');
}

/** A numbered rule line: `712.1. ...`, `712.15a ...` (a few subrules are written `119.1d. ...`). */
const RULE_LINE = /^(\d{3}\.\d+[a-z]?)\.? /;
/** A section heading (`712. Double-Faced Cards`) or a part heading (`7. Additional Rules`). */
const HEADING_LINE = /^\d{1,3}\. /;

/**
 * The rules body: from the second "1. Game Concepts" heading (the first is in the table of
 * contents) up to the second "Glossary" heading. Expects normalised text.
 * @throws Error if either heading does not occur twice.
 */
export function rulesBody(text: string): string {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (line.trim() === '1. Game Concepts' ? [index] : []));
  const ends = lines.flatMap((line, index) => (line.trim() === 'Glossary' ? [index] : []));
  const start = starts[1];
  const end = ends[1];
  if (start === undefined || end === undefined || end <= start) {
    throw new Error('rules body not found: expected two "1. Game Concepts" and two "Glossary" headings');
  }
  return lines.slice(start, end).join('\n');
}

/**
 * Every clause of a rules file, keyed by id (`712.15a`), in document order.
 *
 * A clause's text is its numbered line plus the non-blank lines that follow it (its "Example:"
 * lines and the rare indented continuation line) up to the next numbered rule or heading, each
 * line with trailing whitespace trimmed, joined by LF. Accepts raw file contents (BOM, CRLF and
 * bare CR are normalised here).
 */
export function extractClauses(raw: string): ReadonlyMap<string, string> {
  const body = rulesBody(normaliseRulesText(raw));
  const clauses = new Map<string, string>();
  let currentId: string | null = null;
  let currentLines: string[] = [];
  const flush = (): void => {
    if (currentId !== null && !clauses.has(currentId)) clauses.set(currentId, currentLines.join('\n'));
    currentId = null;
    currentLines = [];
  };
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trimEnd();
    const rule = RULE_LINE.exec(line);
    if (rule !== null) {
      flush();
      currentId = rule[1] ?? null;
      currentLines = [line];
    } else if (HEADING_LINE.test(line)) {
      flush();
    } else if (line.trim() !== '' && currentId !== null) {
      currentLines.push(line);
    }
  }
  flush();
  return clauses;
}

/** The section (`712`) or numbered rule (`712.15`) a clause id belongs to, for grouping. */
export function sectionOf(id: string): string {
  return id.split('.')[0] ?? id;
}

/** The numbered rule of a clause id: `712.15a` -> `712.15`, `712.15` -> `712.15`. */
export function ruleOf(id: string): string {
  return id.replace(/[a-z]$/, '');
}

/**
 * A clause's text as compared across rules files: curly quotes straightened, so a file that
 * differs only in quote style (some copies are "smart-quoted", some not) shows no change.
 * Expects a paragraph from `extractClauses` (BOM and line ends already normalised).
 */
export function comparableText(paragraph: string): string {
  return paragraph.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The effective date a rules file states ("effective as of April 17, 2026" -> `2026-04-17`), or null. */
export function effectiveDate(raw: string): string | null {
  const m = /effective as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(raw.slice(0, 5000));
  if (!m) return null;
  const month = MONTHS.indexOf(m[1] ?? '') + 1;
  if (month === 0) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(m[2]).padStart(2, '0')}`;
}
