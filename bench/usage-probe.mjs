/**
 * Loaded with `node --import` into each `obverse check` the benchmark starts: at exit, writes
 * process.resourceUsage() (CPU of every thread of the process, peak resident memory) to the
 * file named by OBVERSE_BENCH_USAGE.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.OBVERSE_BENCH_USAGE;
if (file !== undefined) process.on('exit', () => writeFileSync(file, JSON.stringify(process.resourceUsage())));
