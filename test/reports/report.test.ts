import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allExpected, buildReport, summarise } from '../../reports/build.js';
import { renderHtml } from '../../reports/html.js';
import { renderMarkdown } from '../../reports/markdown.js';
import type { PropertyResult } from '../../reports/report.js';
import { writeReport } from '../../reports/render.js';

const passed: PropertyResult = {
  id: '712/transform-keeps-identity',
  kind: 'property',
  description: 'Transforming keeps the object.',
  rules: ['712.18'],
  mechanics: ['transform'],
  status: 'passed',
  runs: 100,
  durationMs: 12,
};
const failed: PropertyResult = {
  id: 'foundation/x|y',
  kind: 'scenario',
  description: 'A scenario',
  rules: ['701.27a'],
  mechanics: ['transform'],
  status: 'failed',
  runs: 1,
  durationMs: 3,
  message: 'step 1: expect.events[0]: no event of the step matches',
  counterexample: {
    seed: 0,
    path: '',
    setup: { players: [{ id: 'P1' }], cards: {} },
    actions: [{ kind: 'transform', object: 'o2' }],
    steps: ['transform object=o2'],
    failingStep: 0,
    expected: { kind: 'transformed' },
    actual: [],
    message: 'no event',
    replay: 'npx obverse check --properties "foundation/x|y"',
  },
};
const unsupported: PropertyResult = {
  ...passed,
  id: 'meld/x',
  status: 'not-supported',
  message: 'the engine does not declare: meld',
};

function report(results: readonly PropertyResult[]) {
  return buildReport({
    engine: { name: 'obverse-reference', version: '0.1.0' },
    edition: '2026-04-17',
    seed: 7,
    runs: 100,
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 40,
    results,
  });
}

describe('report building', () => {
  it('counts every status, zero when unused', () => {
    expect(summarise([passed, failed, unsupported])).toEqual({
      passed: 1,
      failed: 1,
      error: 0,
      'not-supported': 1,
      'expected-failure': 0,
      'unexpected-pass': 0,
      'not-reached': 0,
    });
  });

  it('treats failed, error and unexpected-pass as unexpected, not-supported as expected', () => {
    expect(allExpected([passed, unsupported, { ...passed, status: 'expected-failure' }])).toBe(true);
    expect(allExpected([passed, failed])).toBe(false);
    expect(allExpected([{ ...passed, status: 'unexpected-pass' }])).toBe(false);
  });

  it('writes report.json following the report contract, and report.md', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'obverse-report-')), 'nested');
    const written = await writeReport(dir, report([passed, failed]));
    const json = JSON.parse(await readFile(written.json, 'utf8'));
    expect(json).toMatchObject({
      format: 'obverse-report/1',
      engine: { name: 'obverse-reference' },
      seed: 7,
      summary: { passed: 1, failed: 1 },
    });
    expect(json.properties).toEqual([passed, failed]);
    expect(json.clauses['712.18']).toMatch(/\S/);
    expect(await readFile(written.markdown, 'utf8')).toBe(renderMarkdown(report([passed, failed])));
  });
});

describe('renderMarkdown', () => {
  const text = renderMarkdown(report([passed, failed, unsupported]));

  it('has the counts and one escaped row per result', () => {
    expect(text).toContain('passed: 1 · failed: 1 · error: 0 · not-supported: 1');
    expect(text).toContain('| pass | `712/transform-keeps-identity` | property | 712.18 | 100 | 12 |');
    expect(text).toContain('| FAIL | `foundation/x\\|y` | scenario | 701.27a | 1 | 3 |');
  });

  it('tells each failure as a story: message, replay, setup, numbered actions, clauses, diff', () => {
    const failures = text.slice(text.indexOf('## Failures and errors'), text.indexOf('## Summary by rule chapter'));
    expect(failures).toContain('> step 1: expect.events\\[0]: no event of the step matches');
    expect(failures).toContain('```sh\nnpx obverse check --properties "foundation/x|y"\n```');
    expect(failures).toContain('**Setup** (seed 0):\n\n```\nP1: nothing\n```');
    expect(failures).toContain('1. transform object=o2   <-- fails here');
    expect(failures).toContain('**Fails at step 1: transform object=o2**');
    expect(failures).toMatch(/- \[701\.27a\]\(#clause-701-27a\): \S.+/);
    expect(failures).toContain('```diff\n- {\n-   "kind": "transformed"\n- }\n+ []\n```');
    expect(failures).not.toContain('712/transform-keeps-identity');
  });

  it('says when shrinking was cut short, in report.md and report.html, and nothing when it was not', () => {
    const ce = failed.counterexample;
    if (ce === undefined) throw new Error('the fixture has a counterexample');
    const cut = report([{ ...failed, counterexample: { ...ce, shrinkCutShort: 1000 } }]);
    const note = 'Shrinking was cut short after 1000 attempts (the shrink budget)';
    expect(renderMarkdown(cut)).toContain(`**Not fully shrunk:** ${note}`);
    expect(renderHtml(cut)).toContain(`<p class="shrink-cut-short"><strong>Not fully shrunk:</strong> ${note}`);
    expect(text).not.toContain('Not fully shrunk');
    expect(renderHtml(report([failed]))).not.toContain('Not fully shrunk');
  });

  it('lists unsupported results separately and omits empty sections', () => {
    expect(text).toContain('## Not supported by this engine\n\n- `meld/x`: the engine does not declare: meld');
    const clean = renderMarkdown(report([passed]));
    expect(clean).not.toContain('## Failures');
    expect(clean).not.toContain('## Not supported');
  });

  it('puts failures first, then the summary by rule chapter, every row folded away, then the rules matrix', () => {
    const at = (s: string) => text.indexOf(s);
    expect(at('## Failures and errors')).toBeGreaterThan(0);
    expect(at('## Failures and errors')).toBeLessThan(at('## Summary by rule chapter'));
    expect(at('## Summary by rule chapter')).toBeLessThan(at('<details><summary>Every result</summary>'));
    expect(at('</details>')).toBeLessThan(at('## Rules matrix'));
    // The scenario's chapter comes from its first clause; the property's from its folder.
    expect(text).toContain('| 701 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | `foundation/x\\|y` |');
    expect(text).toContain('| 712 | 1 | 0 | 0 | 1 | 0 | 0 | 0 |  |');
    // Each clause id of a failure links to its row of the matrix.
    expect(text).toContain('- <a id="clause-701-27a"></a>**701.27a**: ');
  });
});

describe('renderMarkdown: the board', () => {
  const ce = failed.counterexample;
  if (ce === undefined) throw new Error('the fixture has a counterexample');
  const view = (viewer: string, colors: string[]) => ({
    viewer,
    players: [
      {
        id: 'P1',
        hand: null,
        handCount: 2,
        library: null,
        libraryCount: 0,
        graveyard: [object('o3', false, { name: 'Elk' })],
      },
    ],
    battlefield: [object('o1', true, { colors }), object('o2', false, { name: 'Bear' })],
    stack: [],
    exile: [],
  });

  it('marks the objects a failure is about, in bold and pointed at, with the differing fields', () => {
    const board = { referee: view('referee', ['G']), players: { P1: view('P1', ['G']) } } as unknown as NonNullable<
      typeof ce.board
    >;
    const text = renderMarkdown(
      report([
        {
          ...failed,
          counterexample: {
            ...ce,
            message: 'after setup: face-down (cloak) [o1] has the wrong characteristics',
            failingStep: -1,
            expected: { colors: [] },
            actual: { colors: ['G'] },
            board,
          },
        },
      ]),
    );
    expect(text).toContain('**The board right after setup** (what the failure is about in bold, marked ◀):');
    expect(text).toContain('*Referee (everything):*');
    expect(text).toContain('*P1 sees:*');
    const marked = '**face-down \\[o1] (face down by cloak, mv 0)** ◀ differs: **`colors`**';
    expect(text).toContain(`- battlefield: ${marked}; Bear \\[o2] (mv 0)`);
    // Both viewers' boards mark it; the other objects stay plain.
    expect(text.split(marked)).toHaveLength(3);
    expect(text).not.toContain('**Bear');
    expect(text).toContain('- P1 hand: 2 hidden');
    expect(text).toContain('- P1 graveyard: Elk \\[o3] (mv 0)');
  });

  it('says why there is no board when the engine was not played again', () => {
    const text = renderMarkdown(
      report([
        { ...failed, counterexample: { ...ce, files: { counterexample: 'c.json', noScenario: 'an engine error' } } },
      ]),
    );
    expect(text).toContain('No board: the engine was not played again (an engine error).');
  });

  it("shows the differential check's two views side by side, what differs in bold", () => {
    const v = (name: string) => ({
      viewer: 'P1',
      players: [{ id: 'P1', hand: [], handCount: 0, library: null, libraryCount: 3, graveyard: [] }],
      battlefield: [object('o1', false, { name }), object('o2', false, { name: 'Bear' })],
      stack: [],
      exile: [],
    });
    const text = renderMarkdown(
      report([{ ...failed, kind: 'differential', counterexample: { ...ce, expected: v('A'), actual: v('B') } }]),
    );
    expect(text).toContain('**The two views side by side** (what differs in bold, marked ◀):');
    expect(text).toContain('| Zone | Reference engine | This engine |');
    expect(text).toContain(
      '| battlefield | **A \\[o1] (mv 0)** ◀ differs: **`battlefield`**; Bear \\[o2] (mv 0) | ' +
        '**B \\[o1] (mv 0)** ◀ differs: **`battlefield`**; Bear \\[o2] (mv 0) |',
    );
    expect(text).toContain('| P1 library | 3 card(s), hidden | 3 card(s), hidden |');
  });

  it('escapes what Markdown would read as emphasis or a table cell in names', () => {
    const board = {
      referee: { ...view('referee', []), battlefield: [object('o9', false, { name: 'A|B *C*' })] },
      players: {},
    } as unknown as NonNullable<typeof ce.board>;
    const text = renderMarkdown(report([{ ...failed, counterexample: { ...ce, board } }]));
    expect(text).toContain('- battlefield: A\\|B \\*C\\* \\[o9] (mv 0)');
  });
});

/** An object of a view with what the board draws. */
function object(id: string, faceDown: boolean, characteristics: Record<string, unknown>) {
  return {
    id,
    faceDown: faceDown ? { by: 'cloak' } : null,
    face: 'front',
    transformed: false,
    melded: false,
    token: false,
    tapped: false,
    phasedOut: false,
    damage: 0,
    counters: {},
    attachedTo: null,
    printed: null,
    characteristics: { name: null, manaValue: 0, types: [], colors: [], ...characteristics },
  };
}

describe('renderHtml', () => {
  const html = renderHtml(report([passed, failed, unsupported]));
  it('puts failures first and folds every result away, linking clause ids to the rules matrix', () => {
    expect(html.indexOf('<h2>Failures and errors</h2>')).toBeLessThan(html.indexOf('<h2>Summary by rule chapter</h2>'));
    expect(html).toContain('<details><summary>Every result (3)</summary>');
    expect(html).toContain('<a href="#clause-701-27a">701.27a</a>');
    expect(html).toContain('<li id="clause-701-27a"><strong>701.27a</strong>');
  });

  it('marks the objects a failure is about on the board, with the differing fields', () => {
    const view = (colors: string[]) => ({
      viewer: 'referee',
      players: [],
      battlefield: [object('o1', true, { colors }), object('o2', false, { name: 'Bear' })],
      stack: [],
      exile: [],
    });
    const ce = failed.counterexample;
    if (ce === undefined) throw new Error('the fixture has a counterexample');
    const board = { referee: view(['G']), players: {} } as unknown as NonNullable<typeof ce.board>;
    const focused = renderHtml(
      report([
        {
          ...failed,
          counterexample: {
            ...ce,
            message: 'after setup: face-down (cloak) [o1] has the wrong characteristics',
            failingStep: -1,
            expected: { colors: [] },
            actual: { colors: ['G'] },
            board,
          },
        },
      ]),
    );
    expect(focused).toMatch(/class="card down focus" data-object="o1"[^>]*data-focus="true"/);
    expect(focused).toContain('differs: <mark>colors</mark>');
    expect(focused).not.toMatch(/data-object="o2"[^>]*data-focus/);
  });

  it("shows the differential check's two views side by side, the differing object marked", () => {
    const ce = failed.counterexample;
    if (ce === undefined) throw new Error('the fixture has a counterexample');
    const view = (name: string) => ({
      viewer: 'P1',
      players: [],
      battlefield: [object('o1', false, { name })],
      stack: [],
      exile: [],
    });
    const differential = renderHtml(
      report([{ ...failed, kind: 'differential', counterexample: { ...ce, expected: view('A'), actual: view('B') } }]),
    );
    expect(differential).toContain('<h4>The two views side by side</h4><div class="board versus">');
    expect(differential).toContain('data-viewer="reference"');
    expect(differential).toContain('data-viewer="engine"');
    expect(differential).toMatch(/data-object="o1"[^>]*data-focus="true"/);
  });
});
