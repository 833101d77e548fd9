// `npm test`: typecheck, lint, format, the workflows' lint (actionlint), unit + component tests, the bundle test, the auth service against the
// Auth emulator (no Java needed), and, wherever the Firestore emulator can start
// (scripts/lib/emulatorRuntime.mjs), the rules and Firebase contract suites on the emulators.
// No browser. Ends with one line of counts.
// `npm test -- emulators` (npm run test:emulators) runs only the last step.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { emulatorProjectId } from './lib/emulators.mjs';
import { countResults, formatCounts, resultsDir } from './lib/results.mjs';
import { bin, run } from './lib/run.mjs';

for (const report of ['unit.json', 'build.json', 'auth-integration.json', 'emulators.json'])
  rmSync(join(resultsDir, report), { force: true });
mkdirSync(resultsDir, { recursive: true });

const runtime = emulatorRuntime();

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
  { name: 'workflows', command: process.execPath, args: ['scripts/lint-workflows.mjs'] },
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
  {
    name: 'emulators',
    // The Firestore rules and the Firebase services' contract, through the real rules; Storage's
    // rules tests skip themselves (with the reason) where its emulator cannot start.
    skip: runtime.missing.firestore && `the Firestore emulator cannot start here: ${runtime.missing.firestore}`,
    command: bin('firebase'),
    args: [
      'emulators:exec',
      '--only',
      runtime.emulators.join(','),
      '--project',
      emulatorProjectId,
      `vitest ${vitestArgs(['emulators'], 'test-results/emulators.json').join(' ')}`,
    ],
    options: { env: runtime.env },
    report: 'emulators.json',
  },
];

const only = process.argv[2];
const chosen = only ? steps.filter((step) => step.name === only) : steps;
if (chosen.length === 0) {
  console.error(`No step named ${only}; the steps are ${steps.map((step) => step.name).join(', ')}.`);
  process.exit(2);
}

console.log(`Emulators on this machine:\n  ${runtime.report.join('\n  ')}`);

const outcomes = [];
for (const step of chosen) {
  if (step.skip) {
    console.log(`\n── ${step.name}: SKIPPED, ${step.skip} ──`);
    outcomes.push({ ...step, code: 0, counts: null });
    continue;
  }
  console.log(`\n── ${step.name} ──`);
  const code = await run(step.command, step.args, step.options);
  const counts = step.report ? countResults(join(resultsDir, step.report)) : null;
  outcomes.push({ ...step, code, counts });
}

console.log('\n── summary ──');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name, code, counts, skip } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1; // a step that failed outside its tests
  console.log(`${name.padEnd(17)} ${skip ? 'SKIPPED' : code === 0 ? 'ok    ' : 'FAILED'} ${counts ? formatCounts(counts) : (skip ?? '')}`);
}
console.log(`tests: ${formatCounts({ passed, failed, skipped })}`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
