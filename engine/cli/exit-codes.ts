/**
 * The exit codes of `model-atlas`, documented in `model-atlas --help` and docs/cli.md.
 * Scripts branch on them, so they never change meaning.
 */
export const EXIT = {
  /** Everything worked. */
  ok: 0,
  /** `batch` finished, but at least one input line failed (each is reported on stderr). */
  someFailed: 1,
  /** The command line is wrong: unknown command or option, missing argument, unknown value. */
  usage: 2,
  /** The input is wrong: invalid JSON, a model record that does not validate, an unknown id. */
  input: 3,
  /** The model does not exist on the hub. */
  notFound: 4,
  /** The model is gated or private: HF_TOKEN is missing or has no access. */
  auth: 5,
  /** The hub could not be reached, timed out, or kept failing (429/5xx) after every retry. */
  network: 6,
  /**
   * `snippets`: the answer is "no code" (get_snippets' noCode), with the reason on stderr: the
   * model has no hosted call, or provider auto outside chat cannot give the code asked for and a
   * provider must be named. Neither the command line (2) nor the record (3) is wrong.
   */
  noCode: 7,
  /** An unexpected internal error (a bug: please report it). */
  internal: 70,
  /** An output file cannot be written: its folder is missing, not writable, or the disk is full (sysexits' EX_IOERR). */
  io: 74,
  /** Interrupted (Ctrl-C); nothing half-written is left behind. */
  interrupted: 130,
} as const;

export const EXIT_CODES_HELP = `Exit codes:
  0    success
  1    batch: some input lines failed (each reported on stderr with its line number)
  2    usage error: unknown command or option, missing argument, unknown provider/language/client
  3    invalid input: bad JSON (with line and column), a model record that does not validate,
       an unknown task or library id
  4    model not found on the hub
  5    model is gated or private: HF_TOKEN is missing or has no access
  6    network: the hub could not be reached, timed out, or kept failing after retries
  7    snippets: no code, and why ("No code: <reason>."): no hosted call, or name a provider
  70   internal error
  74   cannot write the output: its folder is missing or not writable, or the disk is full
  130  interrupted`;
