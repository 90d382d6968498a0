// The exit statuses every command shares, after its own 0, 1 and 2 (docs/rules.md#exit-statuses).

/** The statuses every command's help ends with: the environment failed (sysexits' EX_IOERR), Ctrl-C. */
export const SHARED_STATUSES = '74 the input could not be read or the output written, 130 interrupted';
