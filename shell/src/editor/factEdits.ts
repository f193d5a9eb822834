import { WIRE_COLOURS_MAX, readWireColours } from '@harness/protocol'
import type { EngineCommand } from '../../../workers/src/client/engineClient'

/** Why a typed value cannot be sent: the message's key in the interface catalogue and its values. */
export interface FactEditProblem {
  readonly problem: 'edColoursUnknown' | 'edColoursTooMany' | 'edValueNegative' | 'edValueNotPositive' | 'edValueNotWhole'
  readonly values: Readonly<Record<string, string | number>>
}

/** Fields that must be more than zero: a section, a diameter, a length, a font, a table's rows and columns, a fixed diameter or length. */
const POSITIVE_FIELDS: ReadonlySet<string> = new Set(['csa', 'od', 'length', 'layLength', 'fontSize', 'rows', 'cols', 'fixedDiameter', 'fixedLength'])
/** Fields that count things: whole numbers. */
const WHOLE_FIELDS: ReadonlySet<string> = new Set(['rows', 'cols'])

/** Fraction digits a number field of the property panel shows (and so gives back when committed). */
export const FIELD_FRACTION_DIGITS = 3

/**
 * Whether `draft`, committed from a number field showing `value` to {@link FIELD_FRACTION_DIGITS}
 * digits, leaves the value as it is: the same number, or the value as the field shows it. An
 * imported length of 111.547601 mm shows as 111.548; Enter in its field gives back 111.548, which
 * is no edit (writing it would round the imported length unasked).
 * Example: (111.548, 111.547601) → true; (111.55, 111.547601) → false.
 */
export function unchangedNumber(draft: number, value: number): boolean {
  if (draft === value) return true
  // Rounded as the field's number format rounds: halves away from zero (-0.0625 shows as -0.063).
  const scale = 10 ** FIELD_FRACTION_DIGITS
  return Number.isFinite(value) && draft === (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale
}

/**
 * Why number `value` typed for fact `field` (named `label` in the interface) cannot be sent, or
 * null: a negative value where the fact is not signed (a strip length, a run's start), zero or
 * less where it must be more (a cross-section, an outer diameter, a length), a fraction where
 * it counts. The panel says so and sends nothing.
 * Example: ('csa', '截面积', -1, false) → edValueNegative { field: '截面积' }.
 */
export function numberProblem(field: string, label: string, value: number, signed: boolean): FactEditProblem | null {
  if (!signed && value < 0) return { problem: 'edValueNegative', values: { field: label } }
  if (POSITIVE_FIELDS.has(field) && !(value > 0)) return { problem: 'edValueNotPositive', values: { field: label } }
  if (WHOLE_FIELDS.has(field) && !Number.isInteger(value)) return { problem: 'edValueNotWhole', values: { field: label } }
  return null
}

/**
 * The engine command a property-panel edit of fact `field` of record `id` (of type `typeName`)
 * to `value` runs, or the problem of a value that cannot be read: a wire's colours from their
 * text through `setWireColours` (codes or names, "RD/BK" or "红/黑"; an unknown word or more
 * than four colours is the problem), a segment's length through `setSegmentLength` (routes and wire lengths follow),
 * a table's cells from their text through `setTableText`, a protection run's start or end through
 * `setProtectionRange` (kept within its segment), a wire's cross-section through `setWireSection`
 * (its outer diameter follows unless it was set apart), a twisted wire's lay length through
 * `setGroupPitch` (the whole group follows), anything else as a field of the record through
 * `setProperties` (null clears an optional one). Each is one undo step; the engine refuses what
 * it cannot take.
 *
 * Example: ('S1', 'segment', 'length', 250) → setSegmentLength { segmentId: 'S1', length: 250 }.
 */
export function factEditCommand(id: string, typeName: string, field: string, value: number | string | null): EngineCommand | FactEditProblem {
  // An optional value emptied: the field is cleared (a fixed diameter or length no longer set).
  if (value === null) return { name: 'setProperties', args: { typeName, id, patch: { [field]: null } } as never }
  if (typeName === 'wire' && field === 'colors') {
    const read = readWireColours(String(value))
    if (read.ok) return { name: 'setWireColours', args: { wireId: id as never, colours: read.codes } }
    return 'unknown' in read ? { problem: 'edColoursUnknown', values: { word: read.unknown } } : { problem: 'edColoursTooMany', values: { count: read.tooMany, max: WIRE_COLOURS_MAX } }
  }
  if (typeName === 'segment' && field === 'length') return { name: 'setSegmentLength', args: { segmentId: id as never, length: value as never } }
  if (typeName === 'wire' && field === 'csa') return { name: 'setWireSection', args: { wireId: id as never, csa: value as never } }
  if (typeName === 'wire' && field === 'layLength') return { name: 'setGroupPitch', args: { wireId: id as never, pitch: value as never } }
  if (typeName === 'table' && field === 'cells') return { name: 'setTableText', args: { tableId: id as never, text: String(value) } }
  if (typeName === 'protection' && (field === 'start' || field === 'end')) return { name: 'setProtectionRange', args: { protectionId: id as never, [field]: value as never } }
  return { name: 'setProperties', args: { typeName, id, patch: { [field]: value } } as never }
}
