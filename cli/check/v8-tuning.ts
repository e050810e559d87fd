/**
 * V8 settings for `obverse check`. Measured on the default check (issue 24): about a third of its CPU
 * went to V8's background threads, nearly all of it optimising compilation (TurboFan recompiling the
 * engine's and the harness's large, shape-polymorphic functions after deoptimisations). With
 * `--jobs 1` that work rides on the otherwise idle second core; with `--jobs 2` each worker compiles
 * the same code again and competes with the other worker for the cores, which is what kept `--jobs 2`
 * short of 1.7x. Smaller inlining budgets and a later tier-up cut that compilation by more than half
 * and make the check itself no slower.
 *
 * The young generation: a game allocates many short-lived states and views, and with V8's default
 * semi-space (16 MiB) a fifth of the main thread's time went to scavenges. At 64 MiB most of them
 * die before a scavenge: the default check at `--jobs 1` took 20.1 s of wall time instead of 28.7 s
 * (idle machine, issue 24), for at most about 130 MiB more per thread. Set at run time, the flag
 * sizes the heap of every `--jobs` worker started after it (V8 sizes an isolate's young generation when
 * it makes the isolate), but not this thread's, sized when node started: `node --max-semi-space-size=64`
 * on the command line gives this thread the same (measured on a busy machine, issue 24: 4 times fewer
 * scavenges, about 9% less CPU for a `--jobs 1` check).
 *
 * Results do not depend on these settings (they change only how V8 compiles and collects the same
 * JavaScript).
 */
import { setFlagsFromString } from 'node:v8';

/** The flags, as `node` takes them; a flag the user gave `node` on its command line is left as given. */
export const CHECK_V8_FLAGS: readonly string[] = [
  '--max-inlined-bytecode-size-cumulative=300',
  '--interrupt-budget=150000',
  '--max-semi-space-size=64',
];

/** Apply CHECK_V8_FLAGS to this process (its worker threads share them); before the check's code gets hot. */
export function tuneV8ForCheck(execArgv: readonly string[] = process.execArgv): void {
  for (const flag of CHECK_V8_FLAGS) {
    const name = flag.slice(0, flag.indexOf('='));
    if (execArgv.some((a) => a === name || a.startsWith(`${name}=`))) continue;
    setFlagsFromString(flag);
  }
}
