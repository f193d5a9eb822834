import { partNumberIdentity } from '@harness/protocol'
import type { HarnessRecord } from '../model/records'
import { PART_RECORD_TYPES } from './catalogChecks'

/** How many records of a harness name each part number, by part-number identity. */
export type PartUses = Readonly<Record<string, number>>

const PART_TYPES: ReadonlySet<string> = new Set(PART_RECORD_TYPES)

/**
 * The part numbers a harness uses and how many records name each (a housing's connectors, a
 * terminal's wire ends, a wire type's wires), keyed by part-number identity: what the library's
 * "where used" reads of every saved harness. Records without a part number are left out.
 */
export function partUses(records: Iterable<HarnessRecord>): PartUses {
  const uses: Record<string, number> = {}
  for (const record of records) {
    if (!PART_TYPES.has(record.typeName)) continue
    const identity = partNumberIdentity((record as { partNumber: string }).partNumber)
    if (identity !== '') uses[identity] = (uses[identity] ?? 0) + 1
  }
  return uses
}
