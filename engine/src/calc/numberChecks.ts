/**
 * Argument checks shared by the calculation modules: a bad number (NaN, infinite, negative where a
 * length must be non-negative) is a programmer error and throws a RangeError naming the function and
 * the argument, so it never turns silently into a wrong length or diameter.
 */

/** Geometry tolerance of the specification (section 9), in millimetres: 1e-6 mm. */
export const GEOMETRY_TOLERANCE = 1e-6

/** Throws a RangeError unless `value` is a finite number; returns it otherwise. */
export function requireFinite(fn: string, name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${fn}: ${name} must be a finite number, got ${String(value)}`)
  }
  return value
}

/** Throws a RangeError unless `value` is a finite number ≥ 0; returns it otherwise. */
export function requireNonNegative(fn: string, name: string, value: number): number {
  requireFinite(fn, name, value)
  if (value < 0) throw new RangeError(`${fn}: ${name} must be ≥ 0, got ${value}`)
  return value
}

/** Throws a RangeError unless `value` is a finite number > 0; returns it otherwise. */
export function requirePositive(fn: string, name: string, value: number): number {
  requireFinite(fn, name, value)
  if (value <= 0) throw new RangeError(`${fn}: ${name} must be > 0, got ${value}`)
  return value
}

/** Throws a RangeError unless `value` is a ratio in [0, 1) (an overlap or a shrinkage); returns it. */
export function requireRatioBelowOne(fn: string, name: string, value: number): number {
  requireFinite(fn, name, value)
  if (value < 0 || value >= 1) throw new RangeError(`${fn}: ${name} must be in [0, 1), got ${value}`)
  return value
}

/** Throws a RangeError unless `value` is an integer ≥ 0; returns it otherwise. */
export function requireCount(fn: string, name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${fn}: ${name} must be an integer ≥ 0, got ${String(value)}`)
  }
  return value
}

/** Marks the end of an exhaustive switch over a discriminated union; reaching it at run time throws. */
export function assertNever(fn: string, value: never): never {
  throw new RangeError(`${fn}: unknown kind ${JSON.stringify(value)}`)
}
