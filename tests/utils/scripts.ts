import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `node <script> ...args` (an Admin SDK script on the emulators): its exit code and everything it printed. */
export async function runScript(script: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('node', [script, ...args]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
