import { isMigrationFailure, type MigrationPlan, type MigrationScope, type PlainRecord } from './Migration'
import { MIGRATIONS } from './registry'

/** The schema version this engine writes (document.fbs `schema_version`, harness-json `schemaVersion`). */
export const CURRENT_SCHEMA_VERSION = 4

/** The oldest schema version any file was ever written with. */
export const FIRST_SCHEMA_VERSION = 1

/** The plan the decoders follow unless a test passes another one. */
export const CURRENT_MIGRATION_PLAN: MigrationPlan = { currentVersion: CURRENT_SCHEMA_VERSION, migrations: MIGRATIONS }

/** Why records could not be brought to the current schema version. */
export interface MigrationError {
  readonly message: string
}

/** Records in the plan's current version and the names of the steps applied, or an error. */
export type MigrationResult =
  | { readonly ok: true; readonly records: readonly PlainRecord[]; readonly applied: readonly string[] }
  | { readonly ok: false; readonly error: MigrationError }

/**
 * Problems of a plan, as sentences (empty when sound): every step from {@link FIRST_SCHEMA_VERSION}
 * up to the current version exists exactly once, and no step goes beyond it.
 */
export function checkMigrationPlan(plan: MigrationPlan): string[] {
  const problems: string[] = []
  if (!Number.isInteger(plan.currentVersion) || plan.currentVersion < FIRST_SCHEMA_VERSION) {
    problems.push(`current version ${plan.currentVersion} is not an integer >= ${FIRST_SCHEMA_VERSION}`)
  }
  for (let from = FIRST_SCHEMA_VERSION; from < plan.currentVersion; from++) {
    const count = plan.migrations.filter((m) => m.from === from).length
    if (count !== 1) problems.push(`${count} migrations from version ${from} (expected 1)`)
  }
  for (const m of plan.migrations) {
    if (!Number.isInteger(m.from) || m.from < FIRST_SCHEMA_VERSION || m.from >= plan.currentVersion) {
      problems.push(`migration ${m.name} from version ${m.from} is outside ${FIRST_SCHEMA_VERSION}..${plan.currentVersion - 1}`)
    }
  }
  return problems
}

/**
 * Why a file of schema `version` cannot be read with `plan`, or null when it can: a version that is
 * not a whole number from {@link FIRST_SCHEMA_VERSION}, or one newer than the plan's current version
 * ("file was written by a newer version"). Decoders call it before reading any record.
 */
export function versionProblem(version: number, plan: MigrationPlan = CURRENT_MIGRATION_PLAN): string | null {
  if (!Number.isInteger(version) || version < FIRST_SCHEMA_VERSION) {
    return `invalid schema version ${version} (versions start at ${FIRST_SCHEMA_VERSION})`
  }
  if (version > plan.currentVersion) {
    return `file was written by a newer version of the harness editor (schema version ${version}; this version reads up to ${plan.currentVersion})`
  }
  return null
}

/**
 * Brings `records` written with schema `version` up to the plan's current version by running the
 * numbered steps in order; a newer file is an error ("file was written by a newer version"). To add
 * a step: bump {@link CURRENT_SCHEMA_VERSION}, write `NNN-name.ts` exporting a {@link Migration}
 * `from` the old version, list it in `registry.ts`, and test it beside its file.
 */
export function migrateRecords(
  records: readonly PlainRecord[],
  version: number,
  scope: MigrationScope,
  plan: MigrationPlan = CURRENT_MIGRATION_PLAN,
): MigrationResult {
  const problem = versionProblem(version, plan)
  if (problem !== null) return { ok: false, error: { message: problem } }
  const problems = checkMigrationPlan(plan)
  if (problems.length > 0) throw new RangeError(`migrateRecords: unsound migration plan: ${problems.join('; ')}`)

  let current = records
  const applied: string[] = []
  for (let from = version; from < plan.currentVersion; from++) {
    const step = plan.migrations.find((m) => m.from === from)!
    const result = step.migrate(current, scope)
    if (isMigrationFailure(result)) {
      return { ok: false, error: { message: `cannot migrate from schema version ${from} (${step.name}): ${result.message}` } }
    }
    current = result
    applied.push(step.name)
  }
  return { ok: true, records: current, applied }
}
