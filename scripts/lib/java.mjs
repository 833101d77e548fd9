import { spawnSync } from 'node:child_process';

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8.0_…".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** The Firestore and Storage emulators of firebase-tools need Java 21 or newer. */
export const REQUIRED_JAVA = 21;
