/**
 * A WireViz cable's `length` in millimetres. WireViz treats the length unit as a label (`m` by
 * default; "2.5 ft", "500 mm" or a separate `length_unit`) and never converts it; the importer
 * converts the units it knows exactly: mm, cm, dm, m, km (SI) and in, ft, yd (international inch
 * of 25.4 mm, 1959). A length of 0 is what WireViz uses when none is given.
 */
import { pyStr } from './pyFormat'
import type { PyValue } from './pyValue'
import type { Quantity } from './wirevizModel'

/** Millimetres per length unit, by lower-case unit name. */
const MM_PER_UNIT: Readonly<Record<string, number>> = {
  mm: 1, cm: 10, dm: 100, m: 1000, km: 1_000_000,
  in: 25.4, inch: 25.4, inches: 25.4, '"': 25.4,
  ft: 304.8, foot: 304.8, feet: 304.8, "'": 304.8,
  yd: 914.4, yard: 914.4, yards: 914.4,
}

/** Cable lengths above this (mm, one kilometre) are refused as absurd, as the KBL importer refuses them. */
export const MAX_CABLE_LENGTH_MM = 1_000_000

/** A cable length in mm, or why there is none. */
export type CableLength =
  | { readonly ok: true; readonly mm: number }
  | { readonly ok: false; readonly reason: 'noLength' | 'unknownUnit' | 'invalidLength' }

/**
 * The length of a cable in mm from WireViz's `length` and `length_unit`: `noLength` when the
 * length is 0 (not given), `unknownUnit` for a unit not listed in the module comment,
 * `invalidLength` for a negative, non-finite or absurd (over 1 km) length.
 */
export function cableLengthMm(length: Quantity, unit: PyValue): CableLength {
  const value = typeof length === 'bigint' ? Number(length) : length
  if (value === 0) return { ok: false, reason: 'noLength' }
  const name = (unit === null ? 'm' : pyStr(unit)).trim().toLowerCase()
  if (!Object.prototype.hasOwnProperty.call(MM_PER_UNIT, name)) return { ok: false, reason: 'unknownUnit' }
  const mm = value * (MM_PER_UNIT[name] as number)
  if (!Number.isFinite(mm) || mm < 0 || mm > MAX_CABLE_LENGTH_MM) return { ok: false, reason: 'invalidLength' }
  // Micrometre rounding keeps 0.3 m at 300 mm rather than 300.00000000000006.
  return { ok: true, mm: Math.round(mm * 1000) / 1000 }
}
