// Runs npm scripts that build (`build`, `build:web`) only when what they read has changed since
// they last ran through this script, so that `npm test` after `npm install` builds nothing again.
// Usage: node scripts/build-once.mjs SCRIPT… [--force]
//
// It knows nothing of what a build does. Its inputs are the files git would keep (tracked, or new
// and not ignored) in the folders and root files below, tests aside, with Node's version; its
// outputs are the files the build wrote, found afterwards by their modification times. A script is
// up to date when the inputs hash as they did after its last run and every output is still there,
// with the size and time it was written with. Without git (a copy that is not a clone) it always
// builds. The stamps live in node_modules/.cache/boardpath-build/, so a fresh `npm ci` builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampDir = join(root, 'node_modules', '.cache', 'boardpath-build');

/** Where a build's inputs are: these folders and every file at the root but the Markdown (package.json, configs). */
const INPUT_FOLDERS = ['src', 'assembly', 'web', 'scripts', 'bin'];
/** Tests are never built: changing one must not make the next run build again. */
const NOT_INPUT = /\.test\.[cm]?[jt]sx?$|\.test-util\.[cm]?[jt]sx?$/;
/** Never outputs: what the package manager, git and the tests themselves write. */
const NOT_OUTPUT = new Set(['node_modules', '.git', 'test-results', 'coverage', '.bench']);

/** Every file git would keep (tracked, or new and not ignored), or null when git cannot list them. */
function keptFiles() {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) return null;
  return [...new Set(listed.stdout.split('\0'))].filter((file) => file !== '');
}

/** The files of the build's inputs among those git keeps. */
function inputFiles(kept) {
  return kept
    .filter((file) =>
      file.includes('/') ? INPUT_FOLDERS.includes(file.slice(0, file.indexOf('/'))) : !/\.md$/.test(file),
    )
    .filter((file) => !NOT_INPUT.test(file))
    .sort();
}

/** One hash of the inputs' names and contents (a file listed but deleted counts as missing). */
function hashOf(files) {
  const hash = createHash('sha256').update(process.version);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('\0missing');
    }
  }
  return hash.digest('hex');
}

/** Every file of the repository (outside NOT_OUTPUT) modified at or after `since`, with its size and time. */
function writtenSince(since, folder = root, found = {}) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (NOT_OUTPUT.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) writtenSince(since, path, found);
    else if (entry.isFile()) {
      const stat = statSync(path);
      if (stat.mtimeMs >= since) found[relative(root, path)] = [stat.size, stat.mtimeMs];
    }
  }
  return found;
}

/** Whether every output recorded is still there as the build left it. */
function outputsIntact(outputs) {
  return Object.entries(outputs).every(([file, [size, mtime]]) => {
    try {
      const stat = statSync(join(root, file));
      return stat.size === size && stat.mtimeMs === mtime;
    } catch {
      return false;
    }
  });
}

function stampPath(script) {
  return join(stampDir, `${script.replace(/[^\w-]/g, '_')}.json`);
}

function readStamp(script) {
  try {
    return JSON.parse(readFileSync(stampPath(script), 'utf8'));
  } catch {
    return null;
  }
}

function writeStamp(script, stamp) {
  mkdirSync(stampDir, { recursive: true });
  const temporary = `${stampPath(script)}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(stamp));
  renameSync(temporary, stampPath(script));
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const scripts = args.filter((arg) => arg !== '--force');
if (scripts.length === 0) {
  console.error('usage: node scripts/build-once.mjs SCRIPT… [--force]   (SCRIPT: an npm script, as build)');
  process.exit(2);
}

for (const script of scripts) {
  const kept = keptFiles();
  const files = kept && inputFiles(kept);
  const inputs = files && hashOf(files);
  const stamp = readStamp(script);
  if (!force && inputs && stamp?.inputs === inputs && outputsIntact(stamp.outputs)) {
    console.log(`npm run ${script}: up to date (no source changed since it last ran)`);
    continue;
  }
  // File times have a coarse grain on some file systems: back by two seconds, so nothing is missed.
  const started = Date.now() - 2000;
  const run = spawnSync('npm', ['run', script], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (!inputs) continue;
  // A file git keeps (a source or a test saved just before the build) is never an output: outputs
  // are what git ignores.
  const outputs = writtenSince(started);
  for (const file of kept) delete outputs[file];
  writeStamp(script, { inputs, outputs });
}
