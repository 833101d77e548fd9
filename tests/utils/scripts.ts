import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { emulatorProjectId } from '../../scripts/lib/emulators.mjs';
import { clearAuthEmulator } from '../integration/emulator';
import { withoutRules } from '../rules/setup';

/*
 * What the tests of the Admin SDK scripts and jobs (tests/rules/*.test.ts that run `node scripts/…`)
 * share: running a script, the Admin SDK app they make accounts with, and the documents a job
 * starts from. Everything is on this worker's project (emulatorProjectId), which the scripts
 * inherit through the environment.
 */

const run = promisify(execFile);

/** A script's exit code and what it printed (`output`: stdout, and stderr too when it failed). */
export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
  output: string;
}

export interface ScriptOptions {
  /** Variables set over this process's environment for the script; `undefined` unsets one. */
  env?: Record<string, string | undefined>;
  /** Reject, with the run's code and output, where the script does not exit 0: for runs a test expects to succeed. */
  check?: boolean;
}

/** Runs `node <script> ...args` (an Admin SDK script on the emulators); a failing run resolves with its code unless `check`. */
export async function runScript(
  script: string,
  args: readonly string[] = [],
  { env, check = false }: ScriptOptions = {},
): Promise<ScriptRun> {
  let result: ScriptRun;
  try {
    const { stdout, stderr } = await run('node', [script, ...args], env ? { env: { ...process.env, ...env } } : {});
    result = { code: 0, stdout, stderr, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    result = { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, output: failed.stdout + failed.stderr };
  }
  if (check && result.code !== 0)
    throw Object.assign(new Error(`node ${script} ${args.join(' ')} exited with ${result.code}:\n${result.output}`), result);
  return result;
}

/**
 * The Admin SDK's Auth on the emulators for a file's tests: its app is made before them (named
 * after the file) and deleted after. Call `auth()` inside tests.
 */
export function adminAuthForFile(name: string): () => Auth {
  let app: App | undefined;
  beforeAll(() => {
    app = initializeApp({ projectId: emulatorProjectId }, `${name}-${Date.now()}`);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });
  return () => {
    if (!app) throw new Error('The Admin SDK app is not made yet');
    return getAuth(app);
  };
}

/** Empties this worker's Firestore and stores `documents` (by path, each over `defaults`): what a job's test starts from. */
export async function storeOnly(
  env: () => RulesTestEnvironment,
  documents: Record<string, DocumentData>,
  defaults: DocumentData = {},
): Promise<void> {
  await env().clearFirestore();
  await withoutRules(env)(async (db) => {
    for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), { ...defaults, ...data });
  });
}

/** Empties this worker's Firestore and the Auth emulator's accounts of its project. */
export async function emptyEmulators(env: () => RulesTestEnvironment): Promise<void> {
  await env().clearFirestore();
  await clearAuthEmulator();
}
