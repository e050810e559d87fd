/**
 * Text that came from the engine (its name and version, its messages, the names in its views, its last words, its
 * reproduction, its `unsupported` reasons) or from a user's file (a scenario's description) is shown as the text it
 * is in every rendering: report.md (which is also the GitHub step summary), `obverse diff --format md`, the GitHub
 * annotations, report.html, junit.xml and the dashboard; on the console, it stays on its line. A real report
 * (test/fixtures/reports/current) is filled once with plain text and once with hostile text (pipes, backticks, a
 * fence, HTML, `<script>`, emphasis, a link, an entity, headings, list items, a quote and a workflow command on lines
 * of their own) in the same places: rendered by a CommonMark renderer with GFM tables (markdown-it, raw HTML allowed
 * as GitHub allows some), both Markdown reports have the very same elements, so the hostile text made none of its
 * own; and it reads as written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { consoleText, resultLine } from '../../cli/check/output.js';
import { renderDashboardSite } from '../../reports/dashboard/site.js';
import { diffReports } from '../../reports/diff/compare.js';
import { diffMarkdown, diffText } from '../../reports/diff/render.js';
import { githubAnnotations } from '../../reports/github.js';
import { renderHtml } from '../../reports/html.js';
import { renderJunit } from '../../reports/junit.js';
import { renderMarkdown } from '../../reports/markdown.js';
import type { PropertyResult, Report } from '../../reports/report.js';

const HOSTILE = [
  'Evil | engine `tick` ``` ```` <script>alert(1)</script> <b>bold</b> *em* _em_ __strong__ ~~gone~~',
  '[link](https://evil.test) ![img](x.png) &amp; &lt;x&gt; \\| #',
  '# a heading',
  '- a list item',
  '1. an ordered item',
  '> a quote',
  '    indented code',
  '===',
  '::error::pwned',
  '| a | table |',
].join('\n');
const PLAIN = 'plain text';

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/reports/current/report.json'), 'utf8'),
) as Report;

/** Every string under a `name` key (card and object names in views), with `text` added. */
function named(value: unknown, text: string): unknown {
  if (Array.isArray(value)) return value.map((v) => named(v, text));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'name' && typeof v === 'string' ? `${v} ${text}` : named(v, text)]),
  );
}

/** The fixture report with `text` in every place an engine or a user's file fills. */
function filled(text: string): Report {
  const properties = fixture.properties.map((r, i): PropertyResult => {
    const ce = r.counterexample;
    const passedExtra = r.status === 'passed' ? { discarded: { runs: 1, reasons: { [text]: 1 } } } : {};
    if (ce === undefined) return { ...r, ...passedExtra };
    return {
      ...r,
      description: i % 2 === 0 ? text : r.description,
      message: `${r.message ?? ''} ${text}`,
      counterexample: {
        ...ce,
        message: `${ce.message} ${text}`,
        steps: ce.steps.map((s) => `${s} ${text}`),
        expected: named(ce.expected, text),
        actual: named(ce.actual, text),
        ...(ce.board === undefined ? {} : { board: named(ce.board, text) as typeof ce.board }),
        engineStderr: text.split('\n'),
        engineReproduction: {
          language: `py ${text}`,
          state: { note: text },
          actions: [{ say: text }],
          script: `print(1)\n${text}`,
          howToRun: `python ${text}`,
        },
      },
    };
  });
  const notSupported: PropertyResult = {
    id: 'meld/x',
    kind: 'property',
    description: 'd',
    rules: [],
    mechanics: ['meld'],
    status: 'not-supported',
    runs: 0,
    durationMs: 0,
    message: text,
  };
  return {
    ...fixture,
    engine: { name: `Engine ${text}`, version: `1.0 ${text}` },
    engineBroken: { reason: text, faulted: [fixture.properties[3]?.id ?? ''], notRun: [] },
    properties: [...properties, notSupported],
  };
}

const markdown = new MarkdownIt({ html: true });

/** The elements of rendered HTML, in order: tag names and (with `targets`) where links and images point. */
function elements(html: string, targets = true): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b([^>]*)>/gi)].map(
    ([, tag, attributes]) => `${tag}${targets ? (/(?:href|src)="[^"]*"/.exec(attributes ?? '')?.[0] ?? '') : ''}`,
  );
}

/** The text of rendered HTML: tags left out, entities decoded, blanks joined. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const flat = HOSTILE.replace(/\s+/g, ' ');

describe('hostile engine text', () => {
  const plain = filled(PLAIN);
  const hostile = filled(HOSTILE);

  it('in report.md (the GitHub step summary) makes no element of its own, and reads as written', () => {
    const safe = markdown.render(renderMarkdown(plain));
    const html = markdown.render(renderMarkdown(hostile));
    expect(elements(html)).toEqual(elements(safe));
    expect(html).not.toMatch(/<script|<b>|href="https:\/\/evil|<img/i);
    const title = /<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(textOf(title)).toBe(`Obverse report: Engine ${flat} 1.0 ${flat}`);
    // Each piece reads as written: in the text of a paragraph, a quote, a list item or a table cell.
    const text = textOf(html);
    for (const piece of HOSTILE.split('\n')) expect(text).toContain(piece.trim());
    // In a code block, line by line as the engine wrote it.
    const blocks = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) =>
      (m[1] ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(blocks.some((b) => b.includes(`print(1)\n${HOSTILE}\n`))).toBe(true);
  });

  it('in `obverse diff --format md` makes no element of its own', () => {
    const render = (r: Report) =>
      markdown.render(diffMarkdown(diffReports({ ...fixture, properties: [] }, r), { newDir: 'new' }));
    const html = render(hostile);
    expect(elements(html)).toEqual(elements(render(plain)));
    expect(html).not.toMatch(/<script|<b>|href="https:\/\/evil|<img/i);
  });

  it('in GitHub annotations stays in its workflow command, one line each, and reads as written', () => {
    const lines = githubAnnotations(hostile);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/^::(error|notice) title=[^:\r\n]*::[^\r\n]*$/);
      const message = line
        .replace(/^::[^:]*::/, '')
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r');
      expect(message.replace(/%25/g, '%')).toContain(HOSTILE);
    }
  });

  it('in report.html, junit.xml and the dashboard is escaped: no element of its own', () => {
    const renders = (r: Report) => [
      renderHtml(r),
      renderJunit(r),
      ...renderDashboardSite([{ source: 'a', report: r }]).map((f) => f.content),
    ];
    const safe = renders(plain);
    renders(hostile).forEach((html, i) => {
      expect(html).not.toMatch(/<script>alert|<b>bold|<img|href="https:\/\/evil/);
      // Tag names only: the dashboard's story pages are named after the engine (a slug of its name, so links differ).
      expect(elements(html, false)).toEqual(elements(safe[i] ?? '', false));
    });
  });

  it('on the console stays on its line: no line of its own (GitHub Actions reads `::` lines as commands)', () => {
    const lines = [
      ...hostile.properties.map((r) => resultLine(r)),
      ...hostile.properties.flatMap((r) => r.counterexample?.engineStderr ?? []).map(consoleText),
      diffText(diffReports({ ...fixture, properties: [] }, hostile), { newDir: 'new' }).split('\n')[0] ?? '',
    ];
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    expect(lines.join('\n')).toContain(HOSTILE.replace(/\n/g, ' '));
  });
});
