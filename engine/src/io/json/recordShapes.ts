import {
  DIAMETER_METHODS, FIXING_KINDS, NODE_KINDS, PAGE_SIZES, PART_STATUSES, PART_USAGES, PROTECTION_MATERIALS, WINDING_TYPES,
  WIRE_GROUP_KINDS,
} from '@harness/protocol'
import { BOM_CATEGORIES, type RecordOf, type TypeName } from '../../model/records'

/**
 * The shape of one field value in a harness record: what the JSON reader checks and the order the
 * JSON writer emits. Numbers are finite; integers are finite whole numbers.
 */
export type Shape =
  | { readonly kind: 'string' }
  | { readonly kind: 'number' }
  | { readonly kind: 'integer' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'nullable'; readonly of: Shape }
  | { readonly kind: 'array'; readonly of: Shape }
  | { readonly kind: 'point' }
  | { readonly kind: 'object'; readonly fields: Fields }
  | { readonly kind: 'variant'; readonly variants: Readonly<Record<string, Fields>> }

/** Named field shapes of an object, in the order they are written. */
export type Fields = Readonly<Record<string, Shape>>

/** The field shapes of record type `R`: every field but `typeName`, none missing, none extra. */
export type FieldsOf<R> = { readonly [K in Exclude<keyof R, 'typeName'>]-?: Shape }

const STRING: Shape = { kind: 'string' }
const NUMBER: Shape = { kind: 'number' }
const INTEGER: Shape = { kind: 'integer' }
const BOOLEAN: Shape = { kind: 'boolean' }
const POINT: Shape = { kind: 'point' }
const enumOf = (values: readonly (string | number)[]): Shape => ({ kind: 'enum', values })
const nullable = (of: Shape): Shape => ({ kind: 'nullable', of })
const arrayOf = (of: Shape): Shape => ({ kind: 'array', of })
const object = (fields: Fields): Shape => ({ kind: 'object', fields })

const PART = { partNumber: STRING, description: STRING, usage: enumOf(PART_USAGES), status: enumOf(PART_STATUSES) } as const

const ENDPOINT: Shape = {
  kind: 'variant',
  variants: { cavity: { cavityId: STRING }, splice: { spliceId: STRING }, open: {} },
}

const PLACE: Shape = {
  kind: 'variant',
  variants: { node: { nodeId: STRING }, segment: { segmentId: STRING, offset: NUMBER } },
}

/**
 * The fields of every record type, keyed by `typeName`, in the order the JSON rendering writes
 * them. The mapped type makes the compiler reject a record field missing here or a name too many.
 */
export const RECORD_FIELDS: { readonly [T in TypeName]: FieldsOf<RecordOf<T>> } = {
  settings: {
    id: enumOf(['settings']),
    unit: enumOf([1, 2, 3]),
    pageSize: enumOf(PAGE_SIZES),
    landscape: BOOLEAN,
    customPageWidth: NUMBER,
    customPageHeight: NUMBER,
    grid: object({ visible: BOOLEAN, size: NUMBER, color: STRING }),
    pageView: BOOLEAN,
    background: STRING,
    rulers: BOOLEAN,
    guides: BOOLEAN,
    connectionPoints: BOOLEAN,
    connectionArrows: BOOLEAN,
    nodesVisible: BOOLEAN,
    nodeLabels: BOOLEAN,
    bundleLabels: BOOLEAN,
    stroke: object({ color: STRING, width: NUMBER, opacity: NUMBER }),
    lineJoint: enumOf(['sharp', 'rounded', 'curved']),
    arcSize: NUMBER,
    font: object({ family: STRING, size: NUMBER, color: STRING }),
    wire: object({
      pattern: enumOf(['none', 'ductTape', 'heatShrinkTube', 'pvcTube']),
      headTailSpacing: NUMBER,
      layPitch: NUMBER,
      diameter: NUMBER,
      space: NUMBER,
    }),
    table: object({ rows: INTEGER, cols: INTEGER }),
    symbolEdgeWidth: NUMBER,
    lengthRules: object({
      percentAddOn: NUMBER,
      minAddOn: NUMBER,
      maxAddOn: NUMBER,
      roundTo: NUMBER,
      roundMethod: enumOf(['nearest', 'up', 'down']),
      junctionAddOn: NUMBER,
    }),
    diameterMethod: enumOf(DIAMETER_METHODS),
    packingFactor: NUMBER,
    manufacturing: arrayOf(object({
      category: enumOf(BOM_CATEGORIES), partNumber: STRING, cellCount: INTEGER, cellType: STRING, rawMaterial: BOOLEAN, autoSupply: BOOLEAN, process: STRING,
      resources: arrayOf(STRING), connectWay: STRING, moveMinutes: NUMBER, quantityRatio: NUMBER,
    })),
  },
  module: { id: STRING, name: STRING, partNumber: STRING, description: STRING },
  configuration: { id: STRING, name: STRING, moduleIds: arrayOf(STRING) },
  node: { id: STRING, kind: enumOf(NODE_KINDS), name: STRING, position: POINT, lengthAddOn: nullable(NUMBER) },
  segment: {
    id: STRING, name: STRING, startNodeId: STRING, endNodeId: STRING, length: NUMBER, points: arrayOf(POINT),
    fixedDiameter: nullable(NUMBER),
  },
  connector: {
    id: STRING, name: STRING, nodeId: STRING, ...PART, lengthAddOn: NUMBER, sealable: BOOLEAN, pluggable: BOOLEAN, rotation: NUMBER, mirrored: BOOLEAN,
  },
  cavity: { id: STRING, connectorId: STRING, name: STRING, index: INTEGER },
  splice: { id: STRING, name: STRING, nodeId: STRING, ...PART, lengthAddOn: NUMBER },
  multicore: {
    id: STRING, name: STRING, ...PART, sheathed: BOOLEAN, shielded: BOOLEAN, od: NUMBER, cutBackA: NUMBER, cutBackB: NUMBER,
  },
  wireGroup: { id: STRING, name: STRING, kind: enumOf(WIRE_GROUP_KINDS), pitch: NUMBER, wireIds: arrayOf(STRING) },
  wire: {
    id: STRING, name: STRING, ...PART, csa: NUMBER, od: NUMBER, colors: arrayOf(STRING), endA: ENDPOINT, endB: ENDPOINT,
    stripA: NUMBER, stripB: NUMBER, fixedLength: nullable(NUMBER), multicoreId: nullable(STRING), groupId: nullable(STRING),
    moduleIds: arrayOf(STRING),
  },
  terminal: { id: STRING, wireId: STRING, end: enumOf(['A', 'B']), ...PART, lengthAddOn: NUMBER },
  seal: { id: STRING, kind: enumOf(['seal', 'plug']), cavityId: STRING, ...PART },
  protection: {
    id: STRING, name: STRING, segmentId: STRING, ...PART, start: NUMBER, end: NUMBER, material: enumOf(PROTECTION_MATERIALS),
    winding: enumOf(WINDING_TYPES), width: NUMBER, thickness: NUMBER, overlap: NUMBER, gap: NUMBER, pitch: NUMBER,
    innerDiameter: NUMBER, layer: INTEGER,
  },
  fixing: { id: STRING, name: STRING, ...PART, kind: enumOf(FIXING_KINDS), place: PLACE },
  table: { id: STRING, position: POINT, rows: INTEGER, cols: INTEGER, cells: arrayOf(STRING), pinoutOf: nullable(STRING) },
  label: { id: STRING, position: POINT, text: STRING, fontSize: NUMBER },
}

/** True when `typeName` names a record type. */
export function isTypeName(typeName: unknown): typeName is TypeName {
  return typeof typeName === 'string' && Object.prototype.hasOwnProperty.call(RECORD_FIELDS, typeName)
}
