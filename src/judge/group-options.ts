// How a judged program's process group is started, in a module of its own: the library's types
// name it, and they must not lean on Node's (process-group.ts speaks of child processes).
/** How a group is started: its folder, what its environment adds, and a memory limit. */
export interface GroupOptions {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Bytes of memory the program may take, set by the shell before the program starts (`ulimit`):
   * `address` limits its address space (RLIMIT_AS: a compiler, a C++ or Python driver), `data` its
   * data (RLIMIT_DATA: Node, which reserves far more address space than it uses). The limit is
   * inherited by everything the program starts.
   */
  readonly memory?: { readonly bytes: number; readonly kind: 'address' | 'data' };
}
