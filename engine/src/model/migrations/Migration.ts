/**
 * The vocabulary of document migrations: plain records as a decoder reads them, one numbered step
 * from schema version N to N + 1, and the plan (current version plus steps) the decoders follow.
 */

/**
 * A record as read from a file before it is checked against the current record types: a plain
 * object with a `typeName`, an `id` and any fields. Migrations read and return these.
 */
export interface PlainRecord {
  readonly typeName: string
  readonly id: string
  readonly [field: string]: unknown
}

/**
 * What a migration step rewrites: the records of a whole document, or one record set of a change
 * event (added, updated from/to, removed). A step that needs the whole document (for example to add
 * a record every document must have) acts only on 'document' and passes 'diff' sets through.
 */
export type MigrationScope = 'document' | 'diff'

/** A migration step that cannot convert its input: the reason, shown to the user. */
export interface MigrationFailure {
  readonly ok: false
  readonly message: string
}

/**
 * One numbered step from schema version `from` to `from + 1`, over plain records. It must be pure
 * and deterministic: the same records give the same output, and the input is never mutated.
 */
export interface Migration {
  /** The schema version this step reads; it produces `from + 1`. */
  readonly from: number
  /** A short name for logs and messages, e.g. "add-covering". */
  readonly name: string
  /** The records in version `from + 1`, or a failure. */
  readonly migrate: (records: readonly PlainRecord[], scope: MigrationScope) => readonly PlainRecord[] | MigrationFailure
}

/**
 * The schema version the engine writes and the steps that bring older files up to it: the step
 * `from` N exists for every N from the oldest readable version up to `currentVersion - 1`.
 */
export interface MigrationPlan {
  readonly currentVersion: number
  readonly migrations: readonly Migration[]
}

/** True when a migration step's result is a failure rather than records. */
export function isMigrationFailure(result: readonly PlainRecord[] | MigrationFailure): result is MigrationFailure {
  return !Array.isArray(result)
}
