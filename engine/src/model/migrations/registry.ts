import type { Migration } from './Migration'

/**
 * Every document migration step, in version order: entry `from` N turns schema version N into N + 1.
 * Empty while the schema is at its first version; `migrateRecords.test.ts` exercises the machinery
 * with a test-only step.
 */
export const MIGRATIONS: readonly Migration[] = []
