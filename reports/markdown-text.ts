/**
 * Text put into Markdown (report.md, which is also the GitHub step summary, and `obverse diff --format md`) so that it
 * reads as the text it is. Much of what a report says came from the engine (its name and version, its error and
 * rejection messages, the names and ids in its views, its own reproduction) or from a user's file (a scenario's id
 * and description): none of it may become a heading, a table cell, a link, emphasis, a code block's end or raw HTML
 * (`<script>`). report.html, junit.xml and the dashboard escape for their own formats.
 */

/**
 * Characters with a meaning inside a Markdown line (GFM: emphasis, code, tables, strikethrough, entities, a heading's
 * closing `#`s), and the openers of links and HTML (`[` and `<`: a lone `]` or `>` means nothing there).
 */
const INLINE = /[\\`*_[<|~&#]/g;

/** Line ends (CommonMark's: LF, CR, CRLF): text put on one line is joined with a space. */
const LINE_END = /\r\n|\r|\n/g;

/** A line start that would open a block (`#` is escaped anywhere): a quote, a list item, a setext underline. */
const BLOCK_START = /^([>+=-]|\d+(?=[.)]))/;

/**
 * `text` as Markdown text on one line, within a line (a list item's, a heading's or a table cell's text after its
 * start): every character with a meaning escaped with a backslash, line ends joined with a space.
 */
export function mdText(text: string): string {
  return text.replace(LINE_END, ' ').replace(INLINE, (c) => `\\${c}`);
}

/**
 * `text` as a line of its own (a paragraph, a quote's text), as `mdText` and with what would open a block at its
 * start escaped; leading blanks are left out (four of them would start a code block).
 */
export function mdLine(text: string): string {
  const line = mdText(text.replace(LINE_END, ' ').trimStart());
  const start = BLOCK_START.exec(line);
  if (start === null) return line;
  // `- x` -> `\- x`; `1. x` -> `1\. x`.
  return /^\d/.test(start[0]) ? `${start[0]}\\${line.slice(start[0].length)}` : `\\${line}`;
}

/**
 * `text` as an inline code span on one line: delimited by more backticks than any run of them inside, padded with a
 * space where it starts or ends with a backtick or a blank. In a table cell (`inTable`), pipes are escaped too: GFM
 * splits the row at them before it reads code spans. Empty text is no span at all.
 */
export function mdCode(text: string, inTable = false): string {
  const line = text.replace(LINE_END, ' ');
  if (line === '') return '';
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
  const bar = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
  return `${bar}${pad}${inTable ? line.replace(/\|/g, '\\|') : line}${pad}${bar}`;
}

/**
 * A fenced code block of `lines` (which may hold line ends of their own), then a blank line: fenced by more backticks
 * than any run of them inside, so no line can end it; `language` keeps only the characters a language name has.
 */
export function mdFence(language: string, lines: readonly string[]): string[] {
  const body = lines.join('\n').split(LINE_END);
  const longest = Math.max(2, ...body.flatMap((l) => [...l.matchAll(/`+/g)].map((m) => m[0].length)));
  const bar = '`'.repeat(longest + 1);
  return [`${bar}${language.replace(/[^\w+#.-]/g, '')}`, ...body, bar, ''];
}
