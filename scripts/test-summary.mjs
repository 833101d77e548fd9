// Prints the counts of every test report in test-results/ and their total (used by .ci/run).
import { allResults, formatCounts } from './lib/results.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const { name, counts } of allResults()) {
  if (!counts) continue;
  console.log(`${name.padEnd(17)} ${formatCounts(counts)}`);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}
console.log(`total: ${formatCounts(totals)}`);
