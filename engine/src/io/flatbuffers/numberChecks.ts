import { CorruptFileError } from './CheckedByteBuffer'

/**
 * Number checks shared by the writers and readers. Writing a record that breaks its type (a NaN
 * length, a fractional cavity index) is a programmer error and throws a RangeError; reading such a
 * number from a file is a corrupt file and throws {@link CorruptFileError}, caught by the decoders.
 */

const INT32_MIN = -2147483648
const INT32_MAX = 2147483647

/** `value` when finite; otherwise a RangeError naming the record and field. */
export function finiteToWrite(value: number, where: string, field: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`encode: ${where}: field ${field} is ${value}, not a finite number`)
  return value
}

/** `value` when a 32-bit integer; otherwise a RangeError naming the record and field. */
export function int32ToWrite(value: number, where: string, field: string): number {
  if (!Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) {
    throw new RangeError(`encode: ${where}: field ${field} is ${value}, not a 32-bit integer`)
  }
  return value
}

/** `value` read from a file when finite; otherwise the file is corrupt. */
export function finiteRead(value: number, where: string, field: string): number {
  if (!Number.isFinite(value)) throw new CorruptFileError(`${where}: field ${field} is ${value}, not a finite number`)
  return value
}

/** A string field read from a file: absent reads as ''. */
export function textRead(value: string | null): string {
  return value ?? ''
}

/** A required string field read from a file (an id or a reference). */
export function requiredRead(value: string | null, where: string, field: string): string {
  if (value === null) throw new CorruptFileError(`${where}: field ${field} is missing`)
  return value
}

/** A model enumeration value read from a file; a number the schema does not define is corruption. */
export function enumRead<T extends string>(codec: { readonly name: string; decode(n: number): T | undefined }, n: number, where: string, field: string): T {
  const value = codec.decode(n)
  if (value === undefined) throw new CorruptFileError(`${where}: field ${field} has no ${codec.name} numbered ${n}`)
  return value
}
