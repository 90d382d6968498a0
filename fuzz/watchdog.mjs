// One case of the hostile battery run as its own `boardpath` process under a watchdog: its peak
// resident memory read 50 times a second, its time, its exit, and the raw bytes of both streams.
import { spawn } from 'node:child_process';
import { closeSync, constants, existsSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { freemem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/boardpath.js', import.meta.url));
const MB = 2 ** 20;

/** What Node itself takes beyond `--max-memory`: its heap, code and buffers. */
export const RUNTIME = 100 * MB;

/** The most of each stream kept to look at: a flood is read to its end, and dropped. */
const KEPT = 1 << 20;

/**
 * What must never reach a terminal raw: C0 controls but the newline and the tab, DEL, C1, the
 * bidirectional controls and the line and paragraph separators (the command shows them escaped).
 */
export const RAW =
  // eslint-disable-next-line no-control-regex -- control characters from the input are what is looked for
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

const UNITS = { B: 1, KB: 2 ** 10, K: 2 ** 10, MB, M: MB, GB: 2 ** 30, G: 2 ** 30 };

/** The memory limit a case runs with, in bytes: the one it gives, or the CLI's default. */
export function limitOf(testCase) {
  const at = testCase.args.lastIndexOf('--max-memory');
  const match = at >= 0 ? /^(\d+(?:\.\d+)?)\s*([KMG]?B?)$/i.exec(String(testCase.args[at + 1])) : null;
  const given = match ? Number(match[1]) * (UNITS[match[2].toUpperCase() || 'B'] ?? NaN) : NaN;
  return Number.isFinite(given) && given > 0 ? given : Math.floor(freemem() * 0.75);
}

function peakKilobytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0; // the process has ended
  }
}

/** The processes still running whose command line holds `marker` (a program the judge ran). */
export function survivors(marker) {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (line.includes(marker)) found.push(Number(pid));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/**
 * Runs one case with its files in `folder`, made by `makers` the first time a case names them;
 * resolves to what happened and the problems found (none: the case holds).
 *
 * A case: `name`; `args` (a file name of `makers` is replaced by its path); `exits`, the statuses
 * allowed; `seconds` (30 unless given); `peakMB`, the most resident memory expected when the limit
 * bounds nothing; `stdin`/`stdout`/`stderr`, a device (`/dev/full`), a file of `makers`, or for
 * standard input `.` (the folder itself) opened with `stdinFlags`; `input`, text written to
 * standard input; `closed`, the streams closed before the command starts (`['stdout']`);
 * `signal: { name, after }`, sent after that many milliseconds, and `signals`, the signals it may
 * end by; `head`, the bytes of standard output read before the reader goes away (`| head -c`);
 * `answer` and `message`, what standard output and the error line must match; `partial`, output
 * allowed before a refusal; `leftover`, a word no process may still hold when the case ends; `env`;
 * `files`, files of `makers` to make though no argument names them (`./program.sh`); `fifo` and
 * `stdinFifo` (`{ name, text }`), a named pipe of `makers` the command opens, or reads as standard
 * input, and the text written into it; `wholeLines`, that output ends with a whole line;
 * `setup(folder)`, run first, which may give `{ cwd, env }` for the case (a folder of its own, a
 * link planted in it); `command`, the whole command line instead of `boardpath ARGS` (`BIN` in it is
 * replaced by the command's path: `['script', '-qc', …]`, or `node -e` calling the library);
 * `check({ folder, cwd, stdout, stderr, code })`, run once the process has ended, which gives the
 * problems it finds (a file written over, a temporary folder left, an answer not the reference's).
 */
export async function runCase(testCase, folder, makers = {}) {
  const made = (name) => {
    const path = join(folder, name);
    if (!existsSync(path)) makers[name](path);
    return path;
  };
  const args = testCase.args.map((arg) => (arg in makers ? made(arg) : arg));
  for (const name of testCase.files ?? []) made(name);
  const prepared = (await testCase.setup?.(folder)) ?? {};
  const limit = limitOf(testCase);
  const seconds = testCase.seconds ?? 30;
  const opened = (io, input) => {
    if (io === undefined)
      return input ? (testCase.input !== undefined || testCase.keepStdin ? 'pipe' : 'ignore') : 'pipe';
    const path = io.startsWith('/dev/') ? io : io === '.' ? folder : made(io);
    return openSync(path, input ? (testCase.stdinFlags ?? 'r') : 'w');
  };
  // A named pipe on standard input: its reading end opened without waiting, its writing end then,
  // so that the command never meets its end before the text is written.
  const pipe = testCase.stdinFifo ? openFifo(made(testCase.stdinFifo.name)) : null;
  const stdio = [
    pipe ? pipe.reader : opened(testCase.stdin, true),
    opened(testCase.stdout, false),
    opened(testCase.stderr, false),
  ];
  // Streams closed before the command starts: a shell closes them, then becomes the command.
  const closed = testCase.closed ?? [];
  const redirections = closed.map((stream) => `${['stdin', 'stdout', 'stderr'].indexOf(stream)}>&-`);
  const whole = testCase.command
    ? testCase.command.map((word) => word.replaceAll('BIN', BIN).replaceAll('NODE', process.execPath))
    : [process.execPath, BIN, ...args];
  const [command, commandArgs] =
    closed.length === 0
      ? [whole[0], whole.slice(1)]
      : ['/bin/sh', ['-c', `exec "$@" ${redirections.join(' ')}`, 'sh', ...whole]];
  const started = Date.now();
  const cwd = prepared.cwd ?? testCase.cwd ?? folder;
  const child = spawn(command, commandArgs, {
    stdio,
    env: { ...process.env, NO_COLOR: '1', ...testCase.env, ...prepared.env },
    cwd,
  });
  for (const fd of stdio) if (typeof fd === 'number') closeSync(fd);
  if (testCase.input !== undefined) {
    child.stdin.on('error', () => {}); // a command that stops reading early
    child.stdin.end(testCase.input);
  }
  if (pipe) pipe.write(testCase.stdinFifo.text);
  if (testCase.fifo) writeFifo(made(testCase.fifo.name), testCase.fifo.text);
  const streams = { stdout: [], stderr: [] };
  const sizes = { stdout: 0, stderr: 0 };
  for (const name of ['stdout', 'stderr']) {
    child[name]?.on('data', (chunk) => {
      if (sizes[name] < KEPT) streams[name].push(chunk);
      sizes[name] += chunk.length;
      if (name === 'stdout' && testCase.head !== undefined && sizes.stdout >= testCase.head)
        child.stdout.destroy();
    });
    child[name]?.on('error', () => {});
  }
  if (testCase.signal) setTimeout(() => child.kill(testCase.signal.name), testCase.signal.after);
  let peak = 0;
  let killed = null;
  const watchdog = setInterval(() => {
    peak = Math.max(peak, peakKilobytes(child.pid) * 1024);
    if (peak > limit + 2 * RUNTIME) killed = `killed at ${Math.round(peak / MB)} MB`;
    else if (Date.now() - started > seconds * 1000) killed = `killed after ${seconds} s`;
    if (killed) child.kill('SIGKILL');
  }, 20);
  const { code, signal } = await new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  clearInterval(watchdog);
  const ms = Date.now() - started;
  // The streams' last bytes, read after the process has gone.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const problems = [];
  if (killed) problems.push(killed);
  else if (signal && !(testCase.signals ?? []).includes(signal)) problems.push(`ended by ${signal}`);
  else if (!signal && !testCase.exits.includes(code))
    problems.push(`exit ${code}, expected ${testCase.exits.join(' or ')}`);
  if (peak > limit + RUNTIME)
    problems.push(`peak ${Math.round(peak / MB)} MB over ${Math.round((limit + RUNTIME) / MB)} MB`);
  else if (testCase.peakMB !== undefined && peak > testCase.peakMB * MB)
    problems.push(`peak ${Math.round(peak / MB)} MB over the ${testCase.peakMB} MB expected`);
  const text = {};
  for (const name of ['stdout', 'stderr']) {
    const bytes = Buffer.concat(streams[name]);
    try {
      // (A flood cut at KEPT may end inside a character: only what was kept whole is checked.)
      text[name] = new TextDecoder('utf-8', { fatal: true }).decode(
        sizes[name] > KEPT ? bytes.subarray(0, lastWhole(bytes)) : bytes,
      );
    } catch {
      problems.push(`invalid UTF-8 on ${name}`);
      text[name] = bytes.toString('utf8');
    }
  }
  const lines = text.stderr.split('\n').filter((line) => line !== '');
  if (lines.length > 1) problems.push(`${lines.length} lines on stderr`);
  if (/\n\s+at /.test(text.stderr) || /Error:|internal error/.test(text.stderr))
    problems.push('a stack trace or raw error on stderr');
  if (/\n\s+at .*\(.*:\d+:\d+\)/.test(text.stdout)) problems.push('a stack trace on stdout');
  if (lines.length === 1 && lines[0].length > 1000)
    problems.push(`a message of ${lines[0].length} characters`);
  if (lines.length === 1 && !lines[0].startsWith('boardpath: ') && !testCase.foreignMessage)
    problems.push('an error line not of boardpath');
  if (RAW.test(text.stderr) || RAW.test(text.stdout)) problems.push('a raw control or bidi character');
  if (code === 2 && sizes.stdout > 0 && !testCase.partial) problems.push('output before a refusal');
  if (testCase.wholeLines && text.stdout !== '' && !text.stdout.endsWith('\n'))
    problems.push('a line cut short at the end of the output');
  if (testCase.answer && !testCase.answer.test(text.stdout))
    problems.push(`the answer does not match ${testCase.answer}`);
  if (testCase.message && !testCase.message.test(lines[0] ?? ''))
    problems.push(`the message does not match ${testCase.message}`);
  if (testCase.check) {
    // The process's leftovers, if any, have had a moment to go.
    await new Promise((resolve) => setTimeout(resolve, 200));
    problems.push(
      ...(await testCase.check({
        folder,
        cwd,
        stdout: text.stdout,
        stderr: text.stderr,
        code: code ?? signal,
      })),
    );
  }
  if (testCase.leftover) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const left = survivors(testCase.leftover);
    if (left.length > 0) {
      problems.push(`${left.length} process(es) left running`);
      for (const pid of left) process.kill(pid, 'SIGKILL');
    }
  }
  return { name: testCase.name, code: code ?? signal, ms, peak, limit, message: lines[0] ?? '', problems };
}

// The length of `bytes` without a last character cut short.
function lastWhole(bytes) {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back];
    if (byte < 0x80) break;
    if (byte >= 0xc0) return end - back;
  }
  return end;
}

// Writes `text` into the named pipe at `path` once the command has opened it to read (until then
// an open to write without waiting fails): then closes it, so that the reader meets the end. The
// text must fit in the pipe (64 KB).
function writeFifo(path, text) {
  const trying = setInterval(() => {
    let fd;
    try {
      fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
    } catch {
      return; // no reader yet
    }
    clearInterval(trying);
    writeSync(fd, text);
    closeSync(fd);
  }, 10);
  setTimeout(() => clearInterval(trying), 30_000);
}

// The named pipe at `path` opened at both ends without waiting: `reader` for the command's standard
// input (it waits for text itself, the pipe being non-blocking), `write` to write the text and close.
function openFifo(path) {
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  return {
    reader,
    write: (text) => {
      setTimeout(() => {
        writeSync(writer, text);
        closeSync(writer);
      }, 200);
    },
  };
}
