/** Usage texts for `obverse --help` and `obverse <command> --help`. */

export const MAIN_USAGE = `obverse: conformance suite for the face-changing rules of Magic: The Gathering

Usage:
  obverse check [options]     run the properties and scenarios against an engine
  obverse replay <file>       replay one counterexample file step by step
  obverse rules [--json]      print which rule clauses are implemented and checked
  obverse --help | --version

Run 'obverse <command> --help' for a command's options.
Exit codes: 0 all as expected, 1 unexpected failures, 2 bad usage or input,
3 the engine could not be loaded.`;

export const CHECK_USAGE = `Usage: obverse check [options]

Runs every property and every scenario against the reference engine or the
engine you give, and the differential check (differential/views-match-reference:
the same games on your engine and the reference engine must give the same views
after every step); prints one line per result and a summary, and writes
<out>/report.json and, rendered from it, report.md, report.html and junit.xml;
each counterexample also goes to <out>/counterexamples/<id>.json (what
'obverse replay' takes) and, when it can be written as one, to a regression
scenario <out>/scenarios/<id>.json. With GITHUB_ACTIONS=true it prints error
annotations and appends report.md to GITHUB_STEP_SUMMARY. On a terminal a
progress line shows the running check, games done, failures and time left.
Ctrl-C or SIGTERM stops within a second and writes what finished (exit 130/143).

Options:
  --engine <module>       .js/.mjs/.ts/.mts module whose default export implements
                          EngineAdapter
                          (default: the reference engine)
  --runs <N>              generated games per property (default 100)
  --seed <N>              seed for generated games, 0..4294967295 (default 1)
  --properties <list>     comma-separated property/scenario ids or globs
                          (e.g. "712/*,foundation/transform-keeps-identity")
  --path <path>           replay one counterexample: the fast-check path printed in
                          its report entry; needs --properties naming one property
                          and the same --seed (scenarios are not run)
  --scenarios <path>      run the scenarios in this folder (or this one file)
                          instead of the shipped ones
  --out <dir>             report folder (default obverse-report); checked to be
                          writable before anything runs
  --expectations <file>   known failures, flaky and skipped checks (JSON,
                          docs/expectations.schema.json): exit 0 when every result
                          is as expected, 1 on any unexpected one
  --update-expectations   rewrite the --expectations file from this run
  -h, --help              this text

Exit codes: 0 all as expected, 1 any failed/error/unexpected-pass result,
2 bad usage or input, 3 the engine could not be loaded.`;

export const RULES_USAGE = `Usage: obverse rules [--json] [--scenarios <dir>]

Prints the clause matrix of rules edition 2026-04-17: for each catalogued clause,
the reference-engine functions that implement it and the properties and
scenarios that check it.

Options:
  --json                  print a JSON array of { id, summary, implementedBy, checkedBy }
  --scenarios <dir>       count the scenarios in this folder instead of the shipped ones
  -h, --help              this text`;

export const REPLAY_USAGE = `Usage: obverse replay <counterexample.json> [--engine <module>]

Plays one counterexample again (a file from a report's counterexamples/ folder) on
the engine recorded in it, or on --engine: prints the setup and every step with
what the referee and each player see, marks the step where it breaks with the rule
clauses and expected vs actual. Writes no files.

Options:
  --engine <module>       replay on this engine module instead of the recorded one
  -h, --help              this text

Exit codes: 0 it no longer fails, 1 it still fails, 2 bad usage or file,
3 the engine could not be loaded.`;
