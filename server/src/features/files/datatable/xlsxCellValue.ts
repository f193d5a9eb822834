import type { CellValue as ExcelValue } from 'exceljs'
import { isoDate, type RawCell } from '@harness/protocol'

/**
 * One worksheet cell as the table import sees it: numbers, text and booleans as they are; dates
 * (cells with a date number format, which exceljs already turns into `Date`) as ISO days, or as
 * "YYYY-MM-DD HH:MM:SS" text when they hold a time of day; a formula as its cached result (a
 * number result in a date format becomes a date); rich text as its plain text; an error value
 * (#N/A, #DIV/0!) as its text. A number that is not finite is an empty cell.
 */

const MS_PER_DAY = 86_400_000
/** Serial day 25569 is 1970-01-01 in the 1900 date system; the 1904 system starts 1462 days later. */
const UNIX_EPOCH_SERIAL = 25569
const DATE_1904_OFFSET = 1462

/** True for a number format that shows a date or time (ECMA-376 18.8.31): y m d h s outside quotes and brackets. */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false
  return /[ymdhsb]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/\\./g, ''))
}

/** The `Date` of an Excel serial day number in the workbook's date system. */
export function dateOfSerial(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET : 0)) * MS_PER_DAY))
}

/** A date as an ISO day, or as date-and-time text when it holds a time of day. */
function fromDate(date: Date): RawCell {
  const time = date.getTime()
  if (!Number.isFinite(time)) return null
  const day = isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
  if (day === null) return null
  if (time % MS_PER_DAY === 0) return { date: day }
  return `${day} ${date.toISOString().slice(11, 19)}`
}

/** The raw cell of an exceljs cell value; `numFmt` is the cell's number format. */
export function rawCellOf(value: ExcelValue | undefined, numFmt: string | undefined, date1904: boolean): RawCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (value instanceof Date) return fromDate(value)
  if (typeof value !== 'object') return null
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text ?? '').join('')
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result
    if (typeof result === 'number' && isDateFormat(numFmt) && Number.isFinite(result)) return fromDate(dateOfSerial(result, date1904))
    if (result !== null && typeof result === 'object' && 'error' in result) return String((result as { error: unknown }).error)
    return rawCellOf(result as ExcelValue | undefined, numFmt, date1904)
  }
  if ('error' in value) return String(value.error)
  if ('text' in value) return typeof value.text === 'string' ? value.text : rawCellOf(value.text as ExcelValue, numFmt, date1904)
  return null
}
