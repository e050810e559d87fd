/** Usage texts for `obverse --help` and `obverse <command> --help`. */

export const MAIN_USAGE = `obverse: conformance suite for the face-changing rules of Magic: The Gathering

Usage:
  obverse check [options]     run the properties and scenarios against an engine
  obverse replay <file>       replay one counterexample file step by step
  obverse rules [--json]      print which rule clauses are implemented and checked
  obverse engine --stdio      serve the reference engine over obverse-protocol/1
  obverse editions            list the supported rules editions and how they differ
  obverse editions diff <a> <b>
                              run the suite under two editions and show what differs
  obverse spec check --rules <file>
                              compare a rules text file with spec/ (CI gate)
  obverse merge <dirs...>     merge the reports of a run's shards (check --shard k/n)
  obverse diff <old> <new>    what regressed, was fixed or changed between two reports
  obverse dashboard <reports...> --out <dir>
                              a static site of many reports: checks by engine,
                              pass rates by chapter and mechanic, history, editions
  obverse --help | --version

Run 'obverse <command> --help' for a command's options.
Exit codes: 0 all as expected, 1 unexpected failures, 2 bad usage or input,
3 the engine could not be loaded or failed the handshake.`;

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
                          EngineAdapter, run isolated in a worker thread
                          (default: the reference engine, in process)
  --engine-cmd "<cmd>"    a command starting an engine in any language that speaks
                          obverse-protocol/1 on stdin/stdout (docs/protocol.md)
  --timeout <ms>          per-call timeout for --engine and --engine-cmd engines
                          (default 10000); a call that takes longer is an error
  --runs <N>              generated games per property (default 100)
  --seed <N>              seed for generated games, 0..4294967295 (default 1)
  --game-length <min-max> steps per generated game, e.g. 20-30 or 12 (default: 20-30,
                          or a property's own); shrinking may go shorter. A replay
                          needs the same value (the replay command carries it)
  --max-shrinks <N>       games fast-check may play to shrink a property's failure
                          (default 100), then the minimiser (default 1000); when
                          spent, the smallest failure so far is reported and marked
                          as not fully shrunk (0: the first failure as found)
  --shrink-time <s>       seconds to shrink one failing check (default 30): a third
                          for fast-check's shrink, the rest for the minimiser
  --max-failures <N>      distinct failures one check reports (default 5): after a
                          failure, the check judges past it for one of another kind
                          (another path, clause or event), each shrunk on its own
  --properties <list>     comma-separated property/scenario ids or globs
                          (e.g. "712/*,foundation/transform-keeps-identity")
  --path <path>           replay one counterexample: the fast-check path printed in
                          its report entry; needs --properties naming one property
                          and the same --seed (scenarios are not run)
  --scenarios <path>      run the scenarios in this folder (or this one file)
                          instead of the shipped ones
  --out <dir>             report folder (default obverse-report); checked to be
                          writable before anything runs
  --expectations <file>   known failures, flaky and skipped checks, and known
                          divergences every check judges past (JSON,
                          docs/expectations.schema.json): exit 0 when every result
                          is as expected, 1 on any unexpected one
  --update-expectations   rewrite the --expectations file from this run
  --edition <date>        rules edition to check against: 2026-04-17 (default, or
                          the edition the engine declares), 2020-11-20, 2011-09-30;
                          properties and scenarios whose mechanics or clauses did not
                          exist then are not-supported ('obverse editions' lists them)
  -j, --jobs <N>          run checks on N worker threads (1: this thread alone), each
                          with its own copy of the engine (default: one per core);
                          the report is the same as with --jobs 1
  --shard <k/n>           run only the k-th of n shares of the checks (by id,
                          dealt round-robin); 'obverse merge' joins the n reports
  --show-not-supported    one line per not-supported check (default: one line
                          counting them, by what the engine does not declare)
  -h, --help              this text

Exit codes: 0 all as expected, 1 any failed/error/unexpected-pass result,
2 bad usage or input, 3 the engine could not be loaded or failed the handshake.`;

export const RULES_USAGE = `Usage: obverse rules [--json] [--scenarios <dir>]

Prints the clause matrix of rules edition 2026-04-17: for each catalogued clause,
the reference-engine functions that implement it and the properties and
scenarios that check it.

Options:
  --json                  print a JSON array of { id, summary, implementedBy, checkedBy }
  --scenarios <dir>       count the scenarios in this folder instead of the shipped ones
  -h, --help              this text`;

export const REPLAY_USAGE = `Usage: obverse replay <counterexample.json> [--engine <module> | --engine-cmd "<cmd>"]

Plays one counterexample again (a file from a report's counterexamples/ folder) on
the engine recorded in it (its --engine module, or its --engine-cmd command run
again in the folder it ran in), or on the engine given: prints the setup and every
step with what the referee and each player see, marks the step where it breaks
with the rule clauses and expected vs actual. Writes no files.

Options:
  --engine <module>       replay on this engine module instead of the recorded one
  --engine-cmd "<cmd>"    replay on the engine this command starts (run here,
                          obverse-protocol/1) instead of the recorded one
  --timeout <ms>          per-call timeout for --engine and --engine-cmd engines
                          (default: the one recorded, else 10000)
  -h, --help              this text

Exit codes: 0 it no longer fails, 1 it still fails, 2 bad usage or file,
3 the engine could not be loaded.`;
export const ENGINE_USAGE = `Usage: obverse engine --stdio [--engine <module>]

Serves the reference engine (or the engine module given) over obverse-protocol/1:
one JSON request per line on stdin, one JSON response per line on stdout
(docs/protocol.md). Log output goes to stderr. It stops at 'shutdown' or when
stdin closes. 'obverse check --engine-cmd "npx obverse engine --stdio"' checks the
reference engine through the protocol.

Options:
  --stdio                 serve on stdin/stdout (required)
  --engine <module>       serve this engine module instead of the reference engine
  -h, --help              this text`;
export const EDITIONS_USAGE = `Usage: obverse editions
       obverse editions diff <a> <b> [--runs N] [--seed N] [--properties <list>]

Without arguments, lists the supported Comprehensive Rules editions (2026-04-17,
2020-11-20, 2011-09-30), the mechanics each lacks, and the rule differences in scope
with each edition's clause ids and the date each changed.

diff prints what changes from edition <a> to <b>:
  - the rules that differ, with both editions' clauses and a minimal example game
    played on the reference engine of each (a transformed Delver of Secrets has
    mana value 0 under 2011-09-30 and 1 under 2026-04-17);
  - the verdicts that differ: every property and scenario run on each edition's
    reference engine under its own rules (e.g. not-supported -> passed);
  - the outcomes that differ: each edition's engine checked under the other's rules,
    with the clauses that changed and the shrunk counterexample game.

Options (diff):
  --runs <N>              generated games per property and run (default 30)
  --seed <N>              seed for generated games (default 1)
  --properties <list>     only these property/scenario ids or globs
  -h, --help              this text

Exit code: 0 (the diff informs; it is not a verdict), 2 bad usage.`;

export const SPEC_USAGE = `Usage: obverse spec check --rules <MagicCompRules.txt> [--json]

Reads an official Comprehensive Rules text file of any edition (UTF-8 with or
without BOM, or UTF-16; CR, LF or CRLF line ends; curly or straight quotes) and
compares each clause of the rules the suite cites with spec/ (edition 2026-04-17):
lists the clauses that changed, appeared or disappeared, each with the engine
functions, properties and scenarios that cite it.

Options:
  --rules <file>          the rules text file to compare (required)
  --json                  print the comparison as JSON
  -h, --help              this text

Exit codes: 0 no cited clause changed, 1 a cited clause changed or disappeared
(review what cites it, then update spec/), 2 bad usage or not a rules file.`;

export const MERGE_USAGE = `Usage: obverse merge <dirs...> [--out <dir>]

Joins the report folders of the n shards of one run (each written by
'obverse check --shard k/n --out <dir>', same engine, edition, seed, runs and
selection) into the report the whole run would have written: report.json,
report.md, report.html, junit.xml, and every counterexample and regression
scenario file. With GITHUB_ACTIONS=true it prints annotations and the step summary.

Options:
  --out <dir>             merged report folder (default obverse-report)
  -h, --help              this text

Exit codes: 0 all as expected, 1 any failed/error/unexpected-pass result or an
interrupted shard, 2 a folder without a shard report, shards of different runs,
a shard given twice or missing.`;

export const DIFF_USAGE = `Usage: obverse diff <old report> <new report> [--format text|md|json]

Compares two reports of an engine check by check (each a report.json or the folder
holding it; any report format version Obverse has written) and lists what
regressed (passed or expected before, failed or error now), what was fixed, what
changed kind (a failure turned error, or back), other changes (to or from
not-supported), new checks and removed checks. Each regression comes with its
one-line reason and its counterexample file (or replay command). In CI, compare a
pull request's report with the main branch's (docs/ci.md).

Options:
  --format <f>            text (default), md (a pull-request comment), json
  -h, --help              this text

Exit codes: 0 nothing regressed, 1 something regressed, 2 bad usage, a missing
file, or a file that is not a report (or of an unknown format version).`;

export const DASHBOARD_USAGE = `Usage: obverse dashboard <report.json or folder>... [--out <dir>] [--title <text>]

Builds a static site (plain HTML and CSS, a little inline JavaScript; no server,
nothing fetched when viewed) from any number of reports: a folder is searched for
report.json files at any depth. The site has the matrix of checks by run (each
engine, version and rules edition a column; a failing cell links to its
counterexample story, a page of the site), filters by chapter, mechanic and
status, pass rates per rules chapter and per mechanic (not-supported counted
apart from failures), each engine's history over its runs, and each engine
version under different rules editions. Reads every report format version
Obverse has written.

Options:
  --out <dir>             site folder (default obverse-dashboard): index.html and
                          stories/; checked to be writable before anything is read
  --title <text>          the page title (default: Obverse conformance dashboard)
  -h, --help              this text

Exit codes: 0 the site was written, 2 bad usage, a missing file, an empty
folder, a file that is not a report (or of an unknown format version), or an
--out that cannot be written.`;
