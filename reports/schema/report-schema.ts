/**
 * JSON Schemas (draft 2020-12) of the report files, kept as data here so the product
 * can validate with them at run time; `npm run schemas` writes them to docs/ and a test
 * checks the copies are fresh. Shapes only: nested game data (setups, views, actions)
 * is described in model/ and adapter/ and checked as objects here.
 */

const STATUS = {
  enum: ['passed', 'failed', 'error', 'not-supported', 'expected-failure', 'unexpected-pass', 'not-reached'],
} as const;

/** The statuses every report's summary counts (`not-reached`, issue 39, is absent from older reports). */
const SUMMARY_REQUIRED = ['passed', 'failed', 'error', 'not-supported', 'expected-failure', 'unexpected-pass'];

const FAILURE_KIND = {
  type: 'object',
  required: ['key', 'label'],
  description: 'What the failure is about: a view path, an event, the clauses it cites (results/divergence.ts).',
  properties: {
    key: { type: 'string', description: 'Two failures of one check with the same key are the same failure.' },
    label: { type: 'string' },
    path: { type: 'string', description: 'The view path, viewer left out, list elements as [*].' },
    where: { enum: ['face-down', 'face-up'], description: 'Whether the object holding the path is face down.' },
    clauses: { type: 'array', items: { type: 'string' }, description: 'Absent for the differential.' },
    event: { type: 'string' },
  },
} as const;

const ENGINE = {
  type: 'object',
  required: ['name', 'version'],
  properties: {
    name: { type: 'string' },
    version: { type: 'string' },
    module: { type: 'string', description: 'The --engine module, as an absolute path.' },
    command: { type: 'string', description: 'The --engine-cmd shell command, run again by obverse replay.' },
    cwd: { type: 'string', description: 'The absolute folder the --engine-cmd command ran in.' },
    protocol: { type: 'string', description: 'The protocol the --engine-cmd engine spoke (obverse-protocol/1).' },
    timeoutMs: { type: 'integer', minimum: 1, description: 'The per-call engine timeout given with --timeout, in ms.' },
  },
} as const;

const COUNTEREXAMPLE = {
  type: 'object',
  required: ['seed', 'path', 'setup', 'actions', 'steps', 'failingStep', 'message', 'replay'],
  properties: {
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    path: { type: 'string', description: 'fast-check path; empty for scenarios.' },
    setup: { type: 'object', required: ['players', 'cards'], description: 'GameSetup (model/setup.ts).' },
    actions: { type: 'array', items: { type: 'object', required: ['kind'] }, description: 'Actions with engine ids.' },
    steps: { type: 'array', items: { type: 'string' } },
    failingStep: { type: 'integer', minimum: -1, description: '-1: right after setup.' },
    expected: {},
    actual: {},
    message: { type: 'string' },
    replay: { type: 'string', description: 'Shell command replaying it on the same engine.' },
    board: {
      type: 'object',
      required: ['referee', 'players'],
      properties: {
        referee: { type: 'object' },
        players: { type: 'object', additionalProperties: { type: 'object' } },
      },
    },
    files: {
      type: 'object',
      required: ['counterexample'],
      properties: {
        counterexample: { type: 'string' },
        scenario: { type: 'string' },
        noScenario: { type: 'string' },
        engineState: { type: 'string' },
        engineScript: { type: 'string' },
      },
      additionalProperties: false,
    },
    scenarioReproduces: { type: 'boolean' },
    shrinkCutShort: {
      type: 'integer',
      minimum: 0,
      description: 'Shrink attempts made before the budget stopped shrinking; a smaller counterexample may exist.',
    },
    size: {
      type: 'object',
      required: ['cards', 'actions'],
      properties: {
        cards: { type: 'integer', minimum: 0, description: 'Cards and tokens in the setup.' },
        actions: { type: 'integer', minimum: 0, description: 'Actions up to the failing one.' },
      },
    },
    locallyMinimal: {
      type: 'boolean',
      description: 'True when no single removal of an action or setup part still fails the same way.',
    },
    shrinking: {
      type: 'object',
      required: ['attempts', 'ms', 'budgetMs'],
      properties: {
        attempts: { type: 'integer', minimum: 0, description: "Games the minimiser played after fast-check's shrink." },
        ms: { type: 'number', minimum: 0, description: 'Wall time of both shrinking stages, in ms.' },
        budgetMs: { type: 'number', minimum: 0, description: 'The shrink time allowed, in ms.' },
        stoppedBy: { enum: ['attempts', 'time'], description: 'Why shrinking stopped before a local minimum.' },
      },
    },
    failureKind: FAILURE_KIND,
    judgedPast: {
      type: 'object',
      description:
        "What the check judged past when it found this failure: the expectations file's divergences and the keys " +
        'of the failure kinds it had found already (replay judges past them too).',
      properties: {
        divergences: { type: 'object', additionalProperties: { type: 'object' } },
        kinds: { type: 'array', items: { type: 'string' } },
      },
    },
    engineReproduction: {
      type: 'object',
      required: ['language', 'state', 'actions', 'script'],
      description:
        'The game as the engine plays it alone from a new game: what its script reads, its actions, the script.',
      properties: {
        language: { type: 'string' },
        state: {},
        actions: { type: 'array' },
        script: { type: 'string' },
        howToRun: { type: 'string' },
        run: { type: 'array', items: { type: 'string' }, description: 'The command the suite ran it with.' },
      },
    },
    engineReproductionRun: {
      type: 'object',
      required: ['reproduces', 'exitCode', 'output'],
      description: 'The suite running the engine-side reproduction: exit 1 confirms the verdict, else unconfirmed.',
      properties: {
        reproduces: { type: 'boolean' },
        exitCode: { type: ['integer', 'null'] },
        reason: { type: 'string' },
        output: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

const RESULT = {
  type: 'object',
  required: ['id', 'kind', 'description', 'rules', 'mechanics', 'status', 'runs', 'durationMs'],
  properties: {
    id: { type: 'string', minLength: 1 },
    kind: { enum: ['property', 'scenario', 'differential'] },
    description: { type: 'string' },
    rules: { type: 'array', items: { type: 'string' } },
    mechanics: { type: 'array', items: { type: 'string' } },
    status: STATUS,
    runs: { type: 'integer', minimum: 0 },
    durationMs: { type: 'number', minimum: 0 },
    counterexample: { $ref: '#/$defs/counterexample' },
    message: { type: 'string' },
    engineFault: {
      const: true,
      description: 'For an error: the engine faulted (timeout, crash, exit, malformed answer) and was stopped.',
    },
    otherFailures: {
      type: 'array',
      description: "Failures of other kinds than counterexample's, found after it, each shrunk on its own.",
      items: {
        type: 'object',
        required: ['status', 'counterexample'],
        properties: {
          status: { enum: ['failed', 'error', 'expected-failure'] },
          counterexample: { $ref: '#/$defs/counterexample' },
          message: { type: 'string' },
          engineFault: { const: true },
        },
      },
    },
    divergences: {
      type: 'object',
      description: "The expectations file's known divergences this check judged past: name to games.",
      additionalProperties: { type: 'integer', minimum: 1 },
    },
    subject: { type: 'string', description: 'What the check judges, in words.' },
    reached: { type: 'integer', minimum: 0, description: 'Judged games that reached the subject.' },
  },
} as const;

/** `report.json`, format `obverse-report/1`. */
export const REPORT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'obverse-report/1',
  title: 'Obverse report (report.json)',
  type: 'object',
  $defs: { counterexample: COUNTEREXAMPLE },
  required: ['format', 'engine', 'edition', 'seed', 'runs', 'startedAt', 'durationMs', 'summary', 'properties'],
  properties: {
    format: { const: 'obverse-report/1' },
    engine: ENGINE,
    edition: { type: 'string' },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    runs: { type: 'integer', minimum: 1 },
    startedAt: { type: 'string' },
    durationMs: { type: 'number', minimum: 0 },
    summary: {
      type: 'object',
      required: SUMMARY_REQUIRED,
      properties: Object.fromEntries(STATUS.enum.map((s) => [s, { type: 'integer', minimum: 0 }])),
      additionalProperties: false,
    },
    properties: { type: 'array', items: RESULT },
    clauses: { type: 'object', additionalProperties: { type: 'string' } },
    interrupted: { type: 'boolean' },
    engineBroken: {
      type: 'object',
      required: ['reason', 'faulted', 'notRun'],
      description: 'The engine faulted on several checks in a row; the checks after them were not run.',
      properties: {
        reason: { type: 'string' },
        faulted: { type: 'array', items: { type: 'string' } },
        notRun: { type: 'array', items: { type: 'string' } },
      },
    },
    shard: {
      type: 'object',
      required: ['index', 'total', 'plan'],
      properties: {
        index: { type: 'integer', minimum: 1 },
        total: { type: 'integer', minimum: 1 },
        plan: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

/** `counterexamples/<id>.json`, format `obverse-counterexample/1`: what `obverse replay` takes. */
export const COUNTEREXAMPLE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'obverse-counterexample/1',
  title: 'Obverse counterexample file (what obverse replay takes)',
  type: 'object',
  required: ['format', 'id', 'kind', 'description', 'rules', 'status', 'engine', 'edition', 'runs', 'counterexample'],
  properties: {
    format: { const: 'obverse-counterexample/1' },
    id: { type: 'string', minLength: 1 },
    kind: { enum: ['property', 'scenario', 'differential'] },
    description: { type: 'string' },
    rules: { type: 'array', items: { type: 'string' } },
    status: STATUS,
    engine: ENGINE,
    edition: { type: 'string' },
    runs: { type: 'integer', minimum: 1 },
    counterexample: COUNTEREXAMPLE,
    scenario: { type: 'object', required: ['format', 'id', 'setup', 'steps'], description: 'For a scenario failure.' },
  },
} as const;
