// Which Firebase emulators can start on this machine, and the environment that starts them,
// without downloading anything:
//   - Auth (and Hosting) need nothing but Node.
//   - Firestore needs a JDK 21+ (lib/java.mjs) and the emulator's jar: firebase-tools' own cache
//     (~/.cache/firebase/emulators, filled by a download where one is allowed), else the Cloud SDK
//     component of Debian's package google-cloud-cli-firestore-emulator. That jar has no
//     Main-Class, so firebase-tools (which runs `java -jar`) gets a small launcher jar through its
//     FIRESTORE_EMULATOR_BINARY_PATH override: a manifest naming the main class, with the
//     component's jar on its Class-Path.
//   - Storage needs firebase-tools' rules runtime jar, which only its download provides.
// `ALLOW_EMULATOR_DOWNLOAD=1` (the GitHub workflow) lets firebase-tools download what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { findJava, REQUIRED_JAVA } from './java.mjs';
import { bin, repoRoot } from './run.mjs';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CLOUD_SDK_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

const downloadAllowed = () => process.env.ALLOW_EMULATOR_DOWNLOAD === '1';
const cacheDir = () => process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');

/** Where firebase-tools keeps each emulator it downloads, relative to its cache. */
const downloadInfo = JSON.parse(
  readFileSync(join(repoRoot, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
);

/** firebase-tools' cached jar of one emulator ('firestore', 'storage'), when it is there. */
function cachedJar(emulator) {
  const path = join(cacheDir(), downloadInfo[emulator].downloadPathRelativeToCacheDir);
  return existsSync(path) ? path : null;
}

/** Whether the Emulator UI (a download of its own) can start without downloading. */
const uiAvailable = () => downloadAllowed() || existsSync(join(cacheDir(), downloadInfo.ui.main.binaryPathRelativeToCacheDir));

/** The Cloud SDK component's Firestore emulator jar: where dpkg installed it, else the usual SDK roots. */
function cloudSdkFirestoreJar() {
  const listed = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const fromDpkg = listed.status === 0 ? listed.stdout.split('\n').find((line) => line.endsWith(CLOUD_SDK_JAR)) : undefined;
  const roots = [process.env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
  const candidates = [fromDpkg, ...roots.filter(Boolean).map((root) => join(root, CLOUD_SDK_JAR))];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

// A manifest line is at most 72 bytes; longer ones continue on lines that start with a space.
function manifestLine(text) {
  const lines = [text.slice(0, 72)];
  for (let i = 72; i < text.length; i += 71) lines.push(` ${text.slice(i, i + 71)}`);
  return lines.join('\r\n');
}

const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;

/** A jar (a zip, stored, one entry) whose only content is a manifest. */
function jarWithManifest(manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Writes (once per content) the launcher jar for the Cloud SDK's Firestore emulator jar. */
function firestoreLauncher(componentJar) {
  const manifest = [
    'Manifest-Version: 1.0',
    manifestLine(`Main-Class: ${FIRESTORE_MAIN_CLASS}`),
    manifestLine(`Class-Path: ${new URL(`file://${componentJar}`).href}`),
    '',
    '',
  ].join('\r\n');
  const dir = join(repoRoot, 'node_modules', '.cache', 'clinic-emulators');
  const path = join(dir, 'cloud-firestore-emulator-launcher.jar');
  const jar = jarWithManifest(manifest);
  if (!existsSync(path) || !readFileSync(path).equals(jar)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, jar);
  }
  return path;
}

/**
 * What can run here: `emulators` (for `--only`), `env` (PATH with the JDK and the project's
 * node_modules/.bin first, so the command that emulators:exec runs finds vitest, playwright and
 * vite wherever the script was started from; the Firestore override), a line per emulator for the
 * console, why Firestore or Storage cannot start, and whether the Emulator UI can.
 */
export function emulatorRuntime() {
  const java = findJava();
  // firebase-admin's auth library may look for a cloud metadata server; on the emulators it has
  // nothing to find, and this machine talks to nothing beyond loopback.
  const env = { METADATA_SERVER_DETECTION: 'none', ...process.env };
  const emulators = ['auth'];
  const report = ['auth: Node only'];
  const missing = {};

  env.PATH = [...(java.path ? [java.binDir] : []), dirname(bin('vitest')), process.env.PATH ?? ''].join(delimiter);
  const javaNote = java.path ? `Java ${java.major} at ${java.path}` : null;
  const noJava = `no Java ${REQUIRED_JAVA}+ was found (${java.seen.length ? `seen: ${java.seen.join(', ')}` : 'no Java at all'})`;

  // Firestore
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const cachedFirestore = cachedJar('firestore');
  const sdkJar = override || cachedFirestore ? null : cloudSdkFirestoreJar();
  if (!java.path) missing.firestore = noJava;
  else if (override) report.push(`firestore: ${override} (FIRESTORE_EMULATOR_BINARY_PATH), ${javaNote}`);
  else if (cachedFirestore) report.push(`firestore: ${cachedFirestore} (firebase-tools cache), ${javaNote}`);
  else if (sdkJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncher(sdkJar);
    report.push(`firestore: ${sdkJar} (Cloud SDK component, through a launcher jar), ${javaNote}`);
  } else if (downloadAllowed()) report.push(`firestore: downloaded by firebase-tools (ALLOW_EMULATOR_DOWNLOAD=1), ${javaNote}`);
  else
    missing.firestore =
      'its jar is neither in the firebase-tools cache nor installed with the Cloud SDK (google-cloud-cli-firestore-emulator)';
  if (!missing.firestore) emulators.push('firestore');

  // Storage
  const storageJar = process.env.STORAGE_EMULATOR_BINARY_PATH || cachedJar('storage');
  if (!java.path) missing.storage = noJava;
  else if (storageJar) report.push(`storage: ${storageJar}, ${javaNote}`);
  else if (downloadAllowed()) report.push(`storage: downloaded by firebase-tools (ALLOW_EMULATOR_DOWNLOAD=1), ${javaNote}`);
  else
    missing.storage =
      "its rules runtime (cloud-storage-rules-runtime) is only had by firebase-tools' download, which this machine cannot make";
  if (!missing.storage) emulators.push('storage');

  for (const [name, why] of Object.entries(missing)) report.push(`${name}: cannot start: ${why}`);
  return { emulators, env, report, missing, ui: uiAvailable() };
}
