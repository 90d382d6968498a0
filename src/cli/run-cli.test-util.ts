import { main } from './main.js';
import { PUZZLE_COMMANDS } from './puzzle-commands.js';
import { TOOL_COMMANDS } from './tool-commands.js';
import type { CliIO } from './types.js';

/** What a CLI run printed and returned. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Options for `runCli`: standard input, files that exist, terminal or not, environment. */
export interface FakeWorld {
  stdin?: string | Buffer;
  files?: Record<string, string | Buffer>;
  stdoutIsTTY?: boolean;
  env?: Record<string, string>;
  freeMemory?: number;
  /** Where the files the command writes land, by path (a folder made holds an empty string). */
  written?: Record<string, string>;
}

/**
 * Runs the boardpath CLI in-process with a fake outside world: files come from `files`, standard
 * input from `stdin`, and nothing touches the real disk or terminal.
 */
export async function runCli(argv: string[], world: FakeWorld = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const files = world.files ?? {};
  const io: CliIO = {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    readStdin: async (limit) => Buffer.from((world.stdin ?? '') as string).subarray(0, limit + 1),
    readFile: async (path, limit) => {
      if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return Buffer.from(files[path] as string).subarray(0, limit + 1);
    },
    isFile: (path) => path in files,
    fileSize: (path) => (path in files ? Buffer.byteLength(files[path]) : undefined),
    writeFile: (path, text) => {
      if (!world.written)
        throw Object.assign(new Error(`EROFS: read-only file system, open '${path}'`), { code: 'EROFS' });
      world.written[path] = text;
    },
    makeDirectory: (path) => {
      if (world.written) world.written[path] ??= '';
    },
    makeFolder: (path) => {
      if (world.written) world.written[path] ??= '';
    },
    stdoutIsTTY: world.stdoutIsTTY ?? false,
    stderrIsTTY: false,
    env: world.env ?? {},
    freeMemory: () => world.freeMemory ?? 16 * 2 ** 30,
  };
  const code = await main(argv, io, [...PUZZLE_COMMANDS, ...TOOL_COMMANDS]);
  return { code, stdout, stderr };
}
