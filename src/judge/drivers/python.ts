// The Python driver: `python3 -c DRIVER copy file function memory`. It runs the solution once (its
// text from `copy`, its name `file` in messages), with
// what LeetCode's Python puts in scope (typing, collections, heapq…), then answers one line of JSON
// arguments with one line of JSON: `{"ok": value}` or `{"error": "ValueError: … (line 12)"}`. A new
// `Solution()` is made for each case, as LeetCode makes one. What the solution prints goes to
// standard error, and its standard input is empty: the driver's own lines are kept apart.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BoardpathError } from '../../errors.js';
import type { Driver } from './driver.js';
import { ADDRESS_LIMIT, DRIVER_MEMORY, onPath } from './driver.js';

/**
 * What LeetCode's Python has in scope before a solution's first line: run before the file, in the
 * driver and in a saved unit test alike.
 */
export const PYTHON_PRELUDE = String.raw`from typing import *
from collections import *
from heapq import *
from bisect import *
from itertools import *
from functools import *
from math import inf, nan, pi, e, gcd, lcm, sqrt, isqrt, ceil, floor, log, log2, log10, exp, comb, perm, factorial, prod, hypot, dist, fsum, isinf, isnan, isclose, copysign, trunc
from operator import itemgetter, attrgetter, xor
from string import ascii_lowercase, ascii_uppercase, ascii_letters, digits
import collections, heapq, functools, bisect, itertools, math, operator, string, re, copy, random, sys, typing
try:
    from sortedcontainers import SortedList, SortedDict, SortedSet
except ImportError:
    pass
`;

/** The driver's source, given to `python3 -c`. */
const PYTHON_DRIVER = String.raw`
import sys, os, json, inspect, math

PRELUDE = '''
${PYTHON_PRELUDE}'''

def main():
    copy, path, name, memory = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    requests = os.fdopen(os.dup(0), 'r', encoding='utf-8')
    replies = os.fdopen(os.dup(1), 'w', encoding='utf-8')
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(2, 1)
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    except Exception:
        pass
    sys.setrecursionlimit(100000)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))

    def send(value):
        replies.write(json.dumps(value) + '\n')
        replies.flush()

    def plain(value):
        # A float JSON cannot hold is sent as Python prints it (inf, nan): a wrong answer, shown.
        if isinstance(value, float) and not math.isfinite(value):
            return str(value)
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        return value

    def said(error):
        line = getattr(error, 'lineno', None) if isinstance(error, SyntaxError) else None
        # The traceback walked by hand, reading no source: a RecursionError's has 100,000 frames.
        frame = error.__traceback__
        while frame is not None:
            if frame.tb_frame.f_code.co_filename == path:
                line = frame.tb_lineno
            frame = frame.tb_next
        text = (error.msg if isinstance(error, SyntaxError) else str(error)).split('\n')[0][:200]
        return type(error).__name__ + (': ' + text if text else '') + (' (line %d)' % line if line else '')

    space = {'__name__': 'solution', '__file__': path}
    exec(PRELUDE, space)
    try:
        with open(copy, encoding='utf-8') as file:
            source = file.read()
        exec(compile(source, path, 'exec'), space)
    except BaseException as error:
        send({'load': said(error)})
        return
    owner = space.get('Solution')
    if isinstance(owner, type) and callable(getattr(owner, name, None)):
        make = lambda: getattr(owner(), name)
        function = getattr(owner, name)
        skip = 1
    elif callable(space.get(name)):
        make = lambda: space[name]
        function = space[name]
        skip = 0
    else:
        send({'load': 'it defines no function %s, nor a class Solution with one' % name})
        return
    try:
        kinds = [p.kind for p in inspect.signature(function).parameters.values()]
        takes = -1 if inspect.Parameter.VAR_POSITIONAL in kinds else max(0, len(kinds) - skip)
    except (TypeError, ValueError):
        takes = -1
    send({'ready': takes, 'executable': sys.executable})
    for line in requests:
        given = json.loads(line)
        if takes >= 0:
            given = given[:takes]
        try:
            value = make()(*given)
        except BaseException as error:
            send({'error': said(error)})
            continue
        try:
            text = json.dumps({'ok': plain(value)}, allow_nan=False)
        except (TypeError, ValueError):
            text = json.dumps({'ok': repr(value)})
        replies.write(text + '\n')
        replies.flush()

main()
`;

/** Runs a Python solution file: `python3` (or `python`) from the PATH. */
export const pythonDriver: Driver = {
  language: 'Python',
  none: 'None',
  async prepare({ path, text, call }, workDir) {
    const python = onPath('python3') ?? onPath('python');
    if (python === undefined)
      throw new BoardpathError('E_USAGE', 'a Python solution needs python3, which is not on the PATH', {
        option: 'solution',
      });
    const copy = join(workDir, 'solution.py');
    writeFileSync(copy, text);
    return {
      argv: [python, '-c', PYTHON_DRIVER, copy, path, call, String(DRIVER_MEMORY)],
      memory: ADDRESS_LIMIT,
    };
  },
};
