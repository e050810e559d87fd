/**
 * The engine-side reproduction of a failure (adapter/engine-reproduction.ts) as Markdown and HTML:
 * the engine's own actions and the script replaying them with the engine alone. The engine's state
 * is in report.json and in the file named, since it is the engine's whole serialisation.
 */
import { mdCode, mdFence, mdText } from './markdown-text.js';
import type { Counterexample } from './report.js';

/** One action a line: the engine's own actions, in order. */
function actionsText(actions: readonly unknown[]): string {
  return actions.map((a) => JSON.stringify(a)).join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** How the intro's text and code are written: Markdown or HTML, each escaped for its format. */
interface Style {
  readonly text: (text: string) => string;
  readonly code: (text: string) => string;
}

const MARKDOWN: Style = { text: mdText, code: (text) => mdCode(text) };
const HTML: Style = { text: escapeHtml, code: (text) => `<code>${escapeHtml(text)}</code>` };

function intro(ce: Counterexample, style: Style): string {
  const r = ce.engineReproduction;
  if (r === undefined) return '';
  const { text, code } = style;
  const state = ce.files?.engineState === undefined ? 'in report.json' : `in ${code(ce.files.engineState)}`;
  const script = ce.files?.engineScript === undefined ? '' : ` The script is ${code(ce.files.engineScript)}.`;
  const run = r.howToRun === undefined ? '' : ` Run: ${code(r.howToRun)}.`;
  return (
    `The game as the engine plays it alone from a new game (${text(r.language)}, without Obverse): what the ` +
    `script reads ${state}; the failing step's own engine actions below.${script}${run}`
  );
}

/** Whether the suite saw the reproduction show the deviation: the verdict confirmed, or unconfirmed and why. */
export function confirmationText(ce: Counterexample): string | null {
  const run = ce.engineReproductionRun;
  if (run === undefined) return null;
  return run.reproduces
    ? 'Confirmed: run by the suite, the engine-side reproduction shows the deviation (exit 1).'
    : `Unconfirmed: ${run.reason ?? 'the engine-side reproduction does not show the deviation'}.`;
}

/** Markdown lines, none when the engine gave no reproduction. */
export function engineReproductionLines(ce: Counterexample): string[] {
  const r = ce.engineReproduction;
  const confirmation = confirmationText(ce);
  const said = confirmation === null ? [] : [`**${mdText(confirmation)}**`, ''];
  const output = ce.engineReproductionRun?.output ?? [];
  const shown = output.length === 0 ? [] : ['Its output:', '', ...mdFence('text', output)];
  if (r === undefined) return said;
  return [
    '**Engine-side reproduction:**',
    '',
    ...said,
    ...shown,
    intro(ce, MARKDOWN),
    '',
    ...mdFence('json', [actionsText(r.actions)]),
    ...mdFence(r.language, [r.script.replace(/\n$/, '')]),
  ];
}

/** An HTML fragment, empty when the engine gave no reproduction. */
export function engineReproductionHtml(ce: Counterexample): string {
  const r = ce.engineReproduction;
  const confirmation = confirmationText(ce);
  const said = confirmation === null ? '' : `<p><strong>${escapeHtml(confirmation)}</strong></p>`;
  const code = (text: string) => `<pre>${escapeHtml(text)}</pre>`;
  const output = ce.engineReproductionRun?.output ?? [];
  const shown = output.length === 0 ? '' : code(output.join('\n'));
  if (r === undefined) return said;
  const rest = `<p>${intro(ce, HTML)}</p>${code(actionsText(r.actions))}${code(r.script)}`;
  return `<h4>Engine-side reproduction</h4>${said}${shown}${rest}`;
}
