import type { CavityRecord, ConnectorRecord, SealRecord, SpliceRecord, TerminalRecord } from './components'
import type { FixingRecord, ProtectionRecord } from './coverings'
import type { ConfigurationRecord, LabelRecord, ModuleRecord, SettingsRecord, TableRecord } from './drawing'
import type { NodeRecord, SegmentRecord } from './topology'
import type { MulticoreRecord, WireGroupRecord, WireRecord } from './wiring'

export type * from './components'
export type * from './coverings'
export type * from './drawing'
export type * from './topology'
export type * from './wiring'
export { BOM_CATEGORIES } from './drawing'

/** Every record of a harness document: plain readonly JSON with a `typeName` and a branded id. */
export type HarnessRecord =
  | NodeRecord
  | SegmentRecord
  | ConnectorRecord
  | CavityRecord
  | TerminalRecord
  | SealRecord
  | SpliceRecord
  | WireRecord
  | MulticoreRecord
  | WireGroupRecord
  | ProtectionRecord
  | FixingRecord
  | TableRecord
  | LabelRecord
  | ModuleRecord
  | ConfigurationRecord
  | SettingsRecord

/** The `typeName` of a record. */
export type TypeName = HarnessRecord['typeName']

/** The record type whose `typeName` is `T`. */
export type RecordOf<T extends TypeName> = Extract<HarnessRecord, { typeName: T }>

/** The id of any record. */
export type AnyId = HarnessRecord['id']

/** Every type name, in the order records are written to files (topology before what refers to it). */
export const TYPE_NAMES: readonly TypeName[] = [
  'settings', 'module', 'configuration', 'node', 'segment', 'connector', 'cavity', 'splice', 'multicore', 'wireGroup',
  'wire', 'terminal', 'seal', 'protection', 'fixing', 'table', 'label',
]
