import type { HarnessRecord, TypeName } from '../model/records'
import { wireEndKeys } from './wireEndKeys'

/**
 * One reverse relation of the store: the ids a record names (its keys, at most `positions`), for
 * the record types that can name any. A lookup by key answers the records naming it.
 */
export interface Relation {
  readonly keysOf: (record: HarnessRecord) => readonly string[]
  readonly types: readonly TypeName[]
  readonly positions: number
}

/** The relations every store indexes: what refers to what. */
export const RELATIONS = {
  cavityByConnector: { keysOf: (r) => (r.typeName === 'cavity' ? [r.connectorId] : []), types: ['cavity'], positions: 1 },
  wireByEnd: { keysOf: wireEndKeys, types: ['wire'], positions: 2 },
  segmentByNode: { keysOf: (r) => (r.typeName === 'segment' ? [r.startNodeId, r.endNodeId] : []), types: ['segment'], positions: 2 },
  partByNode: {
    keysOf: (r) => (r.typeName === 'connector' || r.typeName === 'splice' ? [r.nodeId] : []),
    types: ['connector', 'splice'],
    positions: 1,
  },
  protectionBySegment: { keysOf: (r) => (r.typeName === 'protection' ? [r.segmentId] : []), types: ['protection'], positions: 1 },
  fixingByPlace: {
    keysOf: (r) => (r.typeName === 'fixing' ? [r.place.kind === 'node' ? r.place.nodeId : r.place.segmentId] : []),
    types: ['fixing'],
    positions: 1,
  },
  coreByMulticore: { keysOf: (r) => (r.typeName === 'wire' && r.multicoreId ? [r.multicoreId] : []), types: ['wire'], positions: 1 },
  terminalByWire: { keysOf: (r) => (r.typeName === 'terminal' ? [r.wireId] : []), types: ['terminal'], positions: 1 },
  sealByCavity: { keysOf: (r) => (r.typeName === 'seal' ? [r.cavityId] : []), types: ['seal'], positions: 1 },
} satisfies Record<string, Relation>

/** The name of a relation. */
export type RelationName = keyof typeof RELATIONS

/**
 * Wires and configurations by module: few keys with many records each and any number of keys per
 * record, so stores keep it in sets rather than in fixed positions.
 */
export const MODULE_RELATION = {
  keysOf: (r: HarnessRecord): readonly string[] => (r.typeName === 'wire' ? r.moduleIds : r.typeName === 'configuration' ? r.moduleIds : []),
  types: ['wire', 'configuration'] as readonly TypeName[],
}
