import * as fb from '@harness/protocol/generated'
import {
  DIAMETER_METHODS, FIXING_KINDS, NODE_KINDS, PAGE_SIZES, PART_STATUSES, PART_USAGES, PROTECTION_MATERIALS, WINDING_TYPES,
  WIRE_GROUP_KINDS,
} from '@harness/protocol'
import type { SealRecord, SettingsRecord, WireEndSide } from '../../model/records'

/**
 * Maps the string values of one model enumeration to the numbers of its schema enum and back, by
 * name: the schema spells each value exactly like the model (document.fbs conventions). Built once
 * per enumeration; a model value without a schema counterpart is a programmer error at load time.
 */
export class EnumCodec<T extends string> {
  private readonly numbers = new Map<string, number>()
  private readonly values: (T | undefined)[] = []

  constructor(
    readonly name: string,
    modelValues: readonly T[],
    schemaEnum: Readonly<Record<string, string | number>>,
  ) {
    for (const value of modelValues) {
      const n = schemaEnum[value]
      if (typeof n !== 'number') throw new RangeError(`EnumCodec ${name}: value ${value} has no counterpart in document.fbs`)
      this.numbers.set(value, n)
      this.values[n] = value
    }
  }

  /** The schema number of `value`; a value outside the model's enumeration is a programmer error. */
  encode(value: T): number {
    const n = this.numbers.get(value)
    if (n === undefined) throw new RangeError(`${this.name}: ${JSON.stringify(value)} is not a valid value`)
    return n
  }

  /** The model value of schema number `n`, or undefined for a number the schema does not define. */
  decode(n: number): T | undefined {
    return this.values[n]
  }
}

/** The schema numbers of NodeRecord.kind. */
export const NODE_KIND = new EnumCodec('NodeKind', NODE_KINDS, fb.NodeKind)
/** The schema numbers of PartFields.usage. */
export const PART_USAGE = new EnumCodec('PartUsage', PART_USAGES, fb.PartUsage)
/** The schema numbers of PartFields.status. */
export const PART_STATUS = new EnumCodec('PartStatus', PART_STATUSES, fb.PartStatus)
/** The schema numbers of ProtectionRecord.material. */
export const PROTECTION_MATERIAL = new EnumCodec('ProtectionMaterial', PROTECTION_MATERIALS, fb.ProtectionMaterial)
/** The schema numbers of ProtectionRecord.winding. */
export const WINDING_TYPE = new EnumCodec('WindingType', WINDING_TYPES, fb.WindingType)
/** The schema numbers of FixingRecord.kind. */
export const FIXING_KIND = new EnumCodec('FixingKind', FIXING_KINDS, fb.FixingKind)
/** The schema numbers of WireGroupRecord.kind. */
export const WIRE_GROUP_KIND = new EnumCodec('WireGroupKind', WIRE_GROUP_KINDS, fb.WireGroupKind)
/** The schema numbers of SettingsRecord.pageSize. */
export const PAGE_SIZE = new EnumCodec('PageSize', PAGE_SIZES, fb.PageSize)
/** The schema numbers of SettingsRecord.diameterMethod. */
export const DIAMETER_METHOD = new EnumCodec('DiameterMethod', DIAMETER_METHODS, fb.DiameterMethod)
/** The schema numbers of TerminalRecord.end. */
export const WIRE_END_SIDE = new EnumCodec<WireEndSide>('WireEndSide', ['A', 'B'], fb.WireEndSide)
/** The schema numbers of SealRecord.kind. */
export const SEAL_KIND = new EnumCodec<SealRecord['kind']>('SealKind', ['seal', 'plug'], fb.SealKind)
/** The schema numbers of LengthRules.roundMethod. */
export const ROUND_METHOD = new EnumCodec<SettingsRecord['lengthRules']['roundMethod']>('RoundMethod', ['nearest', 'up', 'down'], fb.RoundMethod)
/** The schema numbers of SettingsRecord.lineJoint. */
export const LINE_JOINT = new EnumCodec<SettingsRecord['lineJoint']>('LineJoint', ['sharp', 'rounded', 'curved'], fb.LineJoint)
/** The schema numbers of SettingsRecord.wire.pattern. */
export const WIRE_PATTERN = new EnumCodec<SettingsRecord['wire']['pattern']>(
  'WirePattern', ['none', 'ductTape', 'heatShrinkTube', 'pvcTube'], fb.WirePattern,
)
