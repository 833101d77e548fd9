// `npm test`: typecheck, lint, unit + component tests, the bundle test, and the auth service against the
// Auth emulator (no Java needed). No browser, no Java. Ends with one line of counts.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorProjectId } from './lib/emulators.mjs';
import { countResults, formatCounts, resultsDir } from './lib/results.mjs';
import { bin, run } from './lib/run.mjs';

for (const report of ['unit.json', 'build.json', 'auth-integration.json']) rmSync(join(resultsDir, report), { force: true });
mkdirSync(resultsDir, { recursive: true });

const vitestArgs = (project, file) => [
  'run',
  ...project.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { name: 'unit', command: bin('vitest'), args: vitestArgs(['unit'], 'test-results/unit.json'), report: 'unit.json' },
  // Its own step: two production builds would otherwise compete with the jsdom tests for the CPU.
  { name: 'build', command: bin('vitest'), args: vitestArgs(['build'], 'test-results/build.json'), report: 'build.json' },
  {
    name: 'auth-integration',
    command: bin('firebase'),
    args: [
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      emulatorProjectId,
      `vitest ${vitestArgs(['auth-integration'], 'test-results/auth-integration.json').join(' ')}`,
    ],
    report: 'auth-integration.json',
  },
];

const outcomes = [];
for (const step of steps) {
  console.log(`\n── ${step.name} ──`);
  const code = await run(step.command, step.args);
  const counts = step.report ? countResults(join(resultsDir, step.report)) : null;
  outcomes.push({ ...step, code, counts });
}

console.log('\n── summary ──');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name, code, counts } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1; // a step that failed outside its tests
  console.log(`${name.padEnd(17)} ${code === 0 ? 'ok    ' : 'FAILED'} ${counts ? formatCounts(counts) : ''}`);
}
console.log(`tests: ${formatCounts({ passed, failed, skipped })}`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
