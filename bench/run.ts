import { fileURLToPath } from 'node:url';
import { benchEnvelope } from './envelope/bench.ts';

// Runs every benchmark in turn; each rewrites its own section of RESULTS.md. BENCH_CPU_PROF=<dir> profiles the server children.
const resultsFile = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const passed = [await benchEnvelope(resultsFile)];
console.log(`results in ${resultsFile}: ${passed.every(Boolean) ? 'PASS' : 'FAIL'}`);
if (!passed.every(Boolean)) process.exitCode = 1;
