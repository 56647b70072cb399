/**
 * `npm run fuzz`: the API fuzz at length. FUZZ_RUNS requests (20,000 by default) from FUZZ_SEED
 * (random by default, always printed); exits 1 when any answer was a 5xx or an error was logged.
 * The same seed and run count replay the same requests, so a printed failure can be reproduced.
 */
import { describeFailure, runFuzz, startFuzzTarget } from './harness.js';

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('FUZZ_RUNS must be a positive whole number and FUZZ_SEED a whole number');
  process.exit(2);
}

console.log(`API fuzz: ${runs} requests, seed ${seed} (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs})`);
const target = await startFuzzTarget();
console.log(`${target.routes.length} API routes, ${target.pages.routes.length} public pages and the web app's routes`);
const result = await runFuzz(target, { runs, seed, onProgress: (done) => console.log(`  ${done} requests…`) });
await target.close();
console.log(`answers by status: ${JSON.stringify(result.statuses)}`);
for (const failure of result.failures) console.log(describeFailure(failure));
const fiveHundreds = result.failures.filter((f) => f.status >= 500).length;
const logged = result.failures.length - fiveHundreds;
console.log(
  `requests: ${result.requests}, seed: ${result.seed}, 5xx answers: ${fiveHundreds}, other logged errors: ${logged}, time: ${(result.ms / 1000).toFixed(1)} s`,
);
process.exit(result.failures.length > 0 ? 1 : 0);
