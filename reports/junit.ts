/**
 * `junit.xml` in the JUnit format CI systems read (Jenkins, GitLab, GitHub test
 * reporters): per property or scenario a testsuite with one testcase, both named by its
 * id (never a seed), with the seed and replay command as the suite's properties. Written by hand: the format
 * is small, the one risk is escaping, and a test validates the output against the schema.
 */
import { eachFailure, failurePart } from './failures.js';
import type { Counterexample, PropertyResult, Report } from './report.js';

/** Escape text for XML content and attribute values; drop characters XML 1.0 cannot hold. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function verdict(r: PropertyResult, message: string, body: string): string {
  if (r.status === 'failed' || r.status === 'unexpected-pass')
    return `\n      <failure message="${xml(message)}" type="${r.status}">${xml(body)}</failure>`;
  if (r.status === 'error') return `\n      <error message="${xml(message)}" type="error">${xml(body)}</error>`;
  if (r.status === 'not-supported' || r.status === 'expected-failure' || r.status === 'not-reached')
    return `\n      <skipped message="${xml(`${r.status}: ${message}`)}"/>`;
  return '';
}

/**
 * One result as a testsuite holding one testcase, both named by the id: the schema CI
 * systems validate against (Jenkins' junit-10) has properties on suites only, so the seed
 * and replay command of each result sit on its own suite.
 */
function suite(r: PropertyResult, report: Report): string {
  const ce = r.counterexample;
  const props = [
    ['seed', String(ce?.seed ?? report.seed)],
    ['runs', String(r.runs)],
    ['kind', r.kind],
    ['rules', r.rules.join(' ')],
    ...(ce === undefined ? [] : [['replay', ce.replay]]),
    ...(ce?.files?.scenario === undefined ? [] : [['regression-scenario', ce.files.scenario]]),
  ]
    .map(([name, value]) => `      <property name="${xml(name ?? '')}" value="${xml(value ?? '')}"/>`)
    .join('\n');
  const message = r.message ?? ce?.message ?? r.status;
  const story = (ce: Counterexample, text: string) =>
    `${text}\nReplay: ${ce.replay}\nSteps:\n${ce.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`;
  // Every failure the check found, each with its kind, replay and steps (issue 39), in the one element JUnit has.
  const failures = eachFailure(r);
  const body =
    ce === undefined
      ? message
      : failures.length === 1
        ? story(ce, message)
        : failures
            .map((f) => {
              const c = f.result.counterexample;
              const text = `[${f.result.status}, ${failurePart(f)}] ${f.result.message ?? c?.message ?? ''}`;
              return c === undefined ? text : story(c, text);
            })
            .join('\n\n');
  const failed = r.status === 'failed' || r.status === 'unexpected-pass' ? 1 : 0;
  const attrs = [
    `name="${xml(r.id)}"`,
    'tests="1"',
    `failures="${failed}"`,
    `errors="${r.status === 'error' ? 1 : 0}"`,
    `skipped="${['not-supported', 'expected-failure', 'not-reached'].includes(r.status) ? 1 : 0}"`,
    `time="${seconds(r.durationMs)}"`,
    `timestamp="${xml(report.startedAt.replace(/(\.\d+)?Z$/, ''))}"`,
    'hostname="obverse"',
  ];
  return `  <testsuite ${attrs.join(' ')}>
    <properties>
${props}
    </properties>
    <testcase name="${xml(r.id)}" classname="obverse.${r.kind}" time="${seconds(r.durationMs)}">${verdict(
      r,
      message,
      body,
    )}
    </testcase>
  </testsuite>`;
}

/** Render a report as JUnit XML. Deterministic: same report, same text. */
export function renderJunit(report: Report): string {
  const total = report.properties.length;
  const failures = report.properties.filter((r) => r.status === 'failed' || r.status === 'unexpected-pass').length;
  const errors = report.properties.filter((r) => r.status === 'error').length;
  const head =
    `<testsuites name="obverse ${xml(report.engine.name)}" tests="${total}" failures="${failures}" ` +
    `errors="${errors}" time="${seconds(report.durationMs)}">`;
  const suites = report.properties.map((r) => suite(r, report)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${suites}\n</testsuites>\n`;
}
