import { parseArgs } from 'node:util'
import { usageError } from './CliError'

/** The options one command accepts: each a string option, or a boolean flag. */
export type OptionSpec = Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly short?: string }>>

/** Parsed arguments: the positional values and the options given. */
export interface ParsedArgs {
  readonly positionals: readonly string[]
  readonly values: Readonly<Record<string, string | boolean | undefined>>
}

/**
 * Parses the arguments of one command strictly: an unknown option, a missing option value or a
 * wrong number of positional arguments is a usage error naming the problem (exit code 2). Messages
 * carry no command name: the tool prefixes every error line with `harness <command>: ` once.
 */
export function parseCommandArgs(argv: readonly string[], options: OptionSpec, positionals: { min: number; max: number; names: string }): ParsedArgs {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (error) {
    throw usageError(`${(error as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, '')}`)
  }
  const count = parsed.positionals.length
  if (count < positionals.min || count > positionals.max) {
    throw usageError(`expected ${positionals.names}, got ${count === 0 ? 'nothing' : parsed.positionals.join(' ')}`)
  }
  return { positionals: parsed.positionals, values: parsed.values as ParsedArgs['values'] }
}

/** A string option's value constrained to `allowed`, or `fallback` when absent. */
export function choice<T extends string>(name: string, value: string | boolean | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw usageError(`--${name} must be one of ${allowed.join(', ')}, not "${String(value)}"`)
  }
  return value as T
}

/** A required string option. */
export function required(name: string, value: string | boolean | undefined): string {
  if (typeof value !== 'string' || value === '') throw usageError(`--${name} is required`)
  return value
}
