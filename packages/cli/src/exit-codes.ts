/** Exit code: success, no errors (README "Exit codes"). */
export const EXIT_OK = 0;
/** Exit code: the input has problems (errors, or warnings under `--strict`). */
export const EXIT_PROBLEMS = 1;
/** Exit code: bad command-line usage, or the input could not be read at all. */
export const EXIT_USAGE = 2;
