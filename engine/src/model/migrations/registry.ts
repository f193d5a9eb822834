import { addCustomPageSize } from './addCustomPageSize'
import { addMirrorAndManufacturing } from './addMirrorAndManufacturing'
import { addPinoutTables } from './addPinoutTables'
import type { Migration } from './Migration'

/**
 * Every document migration step, in version order: entry `from` N turns schema version N into N + 1.
 * `migrateRecords.test.ts` also exercises the machinery with test-only steps after these.
 */
export const MIGRATIONS: readonly Migration[] = [addMirrorAndManufacturing, addCustomPageSize, addPinoutTables]
