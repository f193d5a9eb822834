/**
 * Length units of the drawing (specification section 9: points, millimetres, inches) and their
 * conversions. The engine computes in millimetres; the drawing settings choose what the user sees.
 */
import type { LengthUnit } from '@harness/protocol'

/** The display units a drawing can use (protocol's LengthUnit). Spec 3 stores them as numbers: 1 points, 2 millimetres, 3 inches. */
export type { LengthUnit }

/** A length in millimetres, the engine's working unit. */
export type Mm = number & { readonly __unit: 'mm' }

/** Millimetres per one of each display unit (1 pt = 1/72 in, 1 in = 25.4 mm). */
export const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = { pt: 25.4 / 72, mm: 1, in: 25.4 }

/** The unit code the specification's drawing settings store (`unit 2` means millimetres). */
export const UNIT_CODES: Readonly<Record<LengthUnit, number>> = { pt: 1, mm: 2, in: 3 }

/** Brands a plain number of millimetres. */
export function mm(value: number): Mm {
  return value as Mm
}

/** `value` in `unit`, as millimetres. */
export function toMm(value: number, unit: LengthUnit): Mm {
  return (value * MM_PER_UNIT[unit]) as Mm
}

/** `length` in millimetres, expressed in `unit`. */
export function fromMm(length: Mm, unit: LengthUnit): number {
  return length / MM_PER_UNIT[unit]
}

/** The unit whose specification code is `code`, or null for an unknown code. */
export function unitFromCode(code: number): LengthUnit | null {
  for (const [unit, c] of Object.entries(UNIT_CODES) as [LengthUnit, number][]) if (c === code) return unit
  return null
}
