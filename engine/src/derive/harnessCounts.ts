import { TYPE_NAMES, type HarnessRecord, type TypeName } from '../model/records'

/** How many records of each type a document holds (every type present, 0 when none). */
export type RecordCounts = Readonly<Record<TypeName, number>>

/**
 * The numbers a project page and `harness info` show for a harness, besides the count per record
 * type: connectors (splices are counted apart), splices, wires as a designer counts them (single
 * wires plus multicore cables, as KBL counts General_wire_occurrences), the cores of those cables,
 * multicores, segments, nodes, protection runs (one per protected segment range), fixings,
 * modules and configurations.
 */
export interface HarnessCounts {
  readonly byType: RecordCounts
  readonly connectors: number
  readonly splices: number
  readonly wires: number
  readonly cores: number
  readonly multicores: number
  readonly segments: number
  readonly nodes: number
  readonly protections: number
  readonly fixings: number
  readonly modules: number
  readonly configurations: number
}

/** A count of 0 for every record type, in TYPE_NAMES order. */
export function emptyRecordCounts(): Record<TypeName, number> {
  const out = {} as Record<TypeName, number>
  for (const t of TYPE_NAMES) out[t] = 0
  return out
}

/** Counts of `records` per type. One pass, no copies. */
export function recordCounts(records: Iterable<HarnessRecord>): Record<TypeName, number> {
  const out = emptyRecordCounts()
  for (const r of records) out[r.typeName] += 1
  return out
}

/** The counts of a harness (see {@link HarnessCounts}), in one pass over its records. */
export function harnessCounts(records: Iterable<HarnessRecord>): HarnessCounts {
  const byType = emptyRecordCounts()
  let cores = 0
  for (const r of records) {
    byType[r.typeName] += 1
    if (r.typeName === 'wire' && r.multicoreId !== null) cores += 1
  }
  return {
    byType,
    connectors: byType.connector,
    splices: byType.splice,
    wires: byType.wire - cores + byType.multicore,
    cores,
    multicores: byType.multicore,
    segments: byType.segment,
    nodes: byType.node,
    protections: byType.protection,
    fixings: byType.fixing,
    modules: byType.module,
    configurations: byType.configuration,
  }
}
