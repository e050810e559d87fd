/** Where the CLI writes: injected so commands can be tested in process. */
export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
  /** The environment (`CI`, `GITHUB_ACTIONS`, `GITHUB_STEP_SUMMARY`); default: none set. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** One line redrawn in place for progress: only on a terminal, and never when `CI` is set. */
  readonly status?: StatusLine;
  /** Whether `out` goes to a terminal that shows colours. */
  readonly color?: boolean;
}

/** A progress line on a terminal. */
export interface StatusLine {
  /** Replace the line with `text` (cut to the terminal's width). */
  readonly show: (text: string) => void;
  /** Erase it, before ordinary output. */
  readonly clear: () => void;
}

function terminalStatus(stream: NodeJS.WriteStream): StatusLine {
  let shown = false;
  return {
    show: (text) => {
      const width = Math.max(20, (stream.columns ?? 80) - 1);
      stream.cursorTo(0);
      stream.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
      stream.clearLine(1);
      shown = true;
    },
    clear: () => {
      if (!shown) return;
      stream.cursorTo(0);
      stream.clearLine(0);
      shown = false;
    },
  };
}

const interactive = process.stderr.isTTY === true && !process.env['CI'];

/**
 * Whether the reader of `stream` went away (`obverse check | head`): the run then carries on without printing,
 * so the report is still written and the exit code still says how it went, instead of dying on EPIPE.
 */
function closedWhenReaderLeaves(stream: NodeJS.WriteStream): () => boolean {
  let closed = false;
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    closed = true;
  });
  return () => closed;
}
const stdoutClosed = closedWhenReaderLeaves(process.stdout);
const stderrClosed = closedWhenReaderLeaves(process.stderr);

export const processIo: Io = {
  out: (line) => void (stdoutClosed() || process.stdout.write(`${line}\n`)),
  err: (line) => void (stderrClosed() || process.stderr.write(`${line}\n`)),
  cwd: process.cwd(),
  env: process.env,
  ...(interactive ? { status: terminalStatus(process.stderr) } : {}),
  color: process.stdout.isTTY === true && !process.env['NO_COLOR'] && !process.env['CI'],
};
