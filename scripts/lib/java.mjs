import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** The Firestore and Storage emulators of firebase-tools need Java 21 or newer. */
export const REQUIRED_JAVA = 21;

/** Major version of one `java` executable, or null when it does not run. */
export function javaMajorVersionOf(javaPath) {
  const result = spawnSync(javaPath, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8.0_…".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

// Where a JDK may be: the `java` on PATH, JAVA_HOME, then every JDK in Debian's JVM directory
// (a machine may carry a JDK 21+ there while the one on PATH is older).
function javaCandidates() {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'java'));
  const fromHome = process.env.JAVA_HOME ? [join(process.env.JAVA_HOME, 'bin', 'java')] : [];
  const jvmDir = '/usr/lib/jvm';
  const debian = existsSync(jvmDir)
    ? readdirSync(jvmDir)
        .sort()
        .reverse()
        .map((name) => join(jvmDir, name, 'bin', 'java'))
    : [];
  return [...onPath, ...fromHome, ...debian].filter((path, i, all) => existsSync(path) && all.indexOf(path) === i);
}

/**
 * The first `java` of at least REQUIRED_JAVA, with the directory to put first on PATH so that
 * firebase-tools (which runs the plain `java`) starts that one; null when none is found. `seen`
 * lists every Java looked at, for the message that says why the emulators cannot start.
 */
export function findJava() {
  const seen = [];
  for (const path of javaCandidates()) {
    const major = javaMajorVersionOf(path);
    if (major === null) continue;
    seen.push(`${path} (Java ${major})`);
    if (major >= REQUIRED_JAVA) return { path, major, binDir: dirname(path), seen };
  }
  return { path: null, major: null, binDir: null, seen };
}
