/**
 * The display unit of the drawing settings (spec 3: 1 points, 2 millimetres, 3 inches): lengths
 * are stored in mm and shown, and typed, in the unit the drawing chose. Cross-sections stay mm².
 *
 * Example: 25.4 mm shows as 1 in, or as 72 pt; 2 in typed back is 50.8 mm.
 */
export type DisplayUnit = 1 | 2 | 3

/** Millimetres per display unit. */
export const MM_PER_UNIT: Readonly<Record<DisplayUnit, number>> = { 1: 25.4 / 72, 2: 1, 3: 25.4 }

/** The symbol shown after a length in `unit`. */
export function unitSymbol(unit: DisplayUnit): string {
  return unit === 1 ? 'pt' : unit === 3 ? 'in' : 'mm'
}

/** A length of `mm` millimetres in `unit`. */
export function toDisplay(mm: number, unit: DisplayUnit): number {
  return mm / MM_PER_UNIT[unit]
}

/** A length typed in `unit`, in millimetres. */
export function fromDisplay(value: number, unit: DisplayUnit): number {
  return value * MM_PER_UNIT[unit]
}

/** A display unit from the settings, or millimetres for anything else. */
export function displayUnitOf(value: unknown): DisplayUnit {
  return value === 1 || value === 3 ? value : 2
}
