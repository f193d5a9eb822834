import type { CellValue, ColumnType } from './DataTable'

/**
 * Reading and writing one cell as text: what a CSV field, a pasted spreadsheet cell or a value
 * typed into the grid means for each column type, and the text a value is written as. One set of
 * rules serves import, paste and typing, so a value reads the same wherever it comes from.
 *
 * - integer: a whole number within ±2^53 (1, -12, 1.0, 1e3); no leading zeros ("007" is a code,
 *   not seven), so part numbers survive;
 * - number: decimal notation with an optional exponent, finite, at most 17 significant digits
 *   (longer digit strings are identifiers a float would damage);
 * - boolean: true/false (any case) or 是/否;
 * - date: YYYY-MM-DD or YYYY/M/D (how Chinese-locale Excel writes dates), a real calendar day in
 *   the years 1-9999, kept as ISO `YYYY-MM-DD`;
 * - text: anything.
 * Surrounding white space is ignored for every type but text; empty text is an empty cell.
 */

/** The outcome of reading text as a value of one column type. */
export type CellRead = { readonly ok: true; readonly value: CellValue } | { readonly ok: false }

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/
const LEADING_ZERO = /^[+-]?0\d/
const DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MAX_SIGNIFICANT_DIGITS = 17
const NOT_A_VALUE: CellRead = { ok: false }

/** Significant digits of a decimal literal (mantissa without sign, point, leading and trailing zeros). */
function significantDigits(literal: string): number {
  const mantissa = literal.replace(/[eE].*$/, '').replace(/[+\-.]/g, '')
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length
}

/** `text` as a finite number, or null; see the module comment for the accepted forms. */
export function numberFromText(text: string): number | null {
  const t = text.trim()
  if (!NUMBER.test(t) || LEADING_ZERO.test(t)) return null
  // A literal of at most 17 characters cannot hold more than 17 significant digits.
  if (t.length > MAX_SIGNIFICANT_DIGITS && significantDigits(t) > MAX_SIGNIFICANT_DIGITS) return null
  const value = Number(t)
  if (!Number.isFinite(value)) return null
  return value === 0 ? 0 : value
}

/** `text` as a safe whole number, or null. */
export function integerFromText(text: string): number | null {
  const value = numberFromText(text)
  return value !== null && Number.isSafeInteger(value) ? value : null
}

/** `text` as a boolean (true/false in any case, 是/否), or null. */
export function booleanFromText(text: string): boolean | null {
  if (text.length > 12) return null
  const t = text.trim().toLowerCase()
  if (t === 'true' || t === '是') return true
  if (t === 'false' || t === '否') return false
  return null
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** The ISO date `YYYY-MM-DD` of a year, month and day, or null when that day does not exist. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || year > 9999) return null
  if (!isCalendarDay(year, month, day)) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** `text` as an ISO date (from `YYYY-MM-DD` or `YYYY/M/D`), or null. */
export function dateFromText(text: string): string | null {
  const m = DATE.exec(text.trim())
  if (!m) return null
  return isoDate(Number(m[1]), Number(m[3]), Number(m[4]))
}

/** True when `value` is exactly an ISO date `YYYY-MM-DD` of a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  return m !== null && isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === value
}

/** Reads `text` as a value of a column of `type`; empty (or, for non-text types, blank) text is an empty cell. */
export function parseCellText(type: ColumnType, text: string): CellRead {
  if (type === 'text') return { ok: true, value: text === '' ? null : text }
  if (text.trim() === '') return { ok: true, value: null }
  let value: CellValue
  switch (type) {
    case 'integer': value = integerFromText(text); break
    case 'number': value = numberFromText(text); break
    case 'boolean': value = booleanFromText(text); break
    case 'date': value = dateFromText(text); break
    default: {
      const never: never = type
      throw new RangeError(`parseCellText: unknown column type ${String(never)}`)
    }
  }
  return value === null ? NOT_A_VALUE : { ok: true, value }
}

/** The text a cell is written as in CSV and on the clipboard: '' for empty, TRUE/FALSE, numbers in JavaScript's shortest form. */
export function cellToText(value: CellValue): string {
  if (value === null) return ''
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value)
}

/** True when `value` fits a column of `type` (integers whole and safe, numbers finite, dates real ISO days). */
export function cellFitsType(type: ColumnType, value: CellValue): boolean {
  if (value === null) return true
  switch (type) {
    case 'text': return typeof value === 'string' && value !== ''
    case 'number': return typeof value === 'number' && Number.isFinite(value)
    case 'integer': return typeof value === 'number' && Number.isSafeInteger(value)
    case 'boolean': return typeof value === 'boolean'
    case 'date': return typeof value === 'string' && isIsoDate(value)
    default: {
      const never: never = type
      throw new RangeError(`cellFitsType: unknown column type ${String(never)}`)
    }
  }
}
