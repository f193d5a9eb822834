/**
 * A failure the command-line tool reports as one line on stderr with a non-zero exit code: bad
 * arguments (exit 2) or bad input files (exit 1). Never printed with a stack trace.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** A usage error: wrong or missing arguments (exit code 2). */
export function usageError(message: string): CliError {
  return new CliError(message, 2)
}
