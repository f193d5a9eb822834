import { booleanFromText, cellToText, dateFromText, integerFromText, numberFromText } from './cellText'
import { nameAndUnitFromHeading, uniqueColumnKey } from './columnNames'
import { DATATABLE_LIMITS, type CellValue, type ColumnType, type DataColumn, type DataRow, type DataTable } from './DataTable'
import { textProblem } from './textChecks'

/**
 * Builds a table from a spreadsheet's grid (CSV records or the cells of a worksheet): the first row
 * holds the headings, every later row is a table row. Each column's type is inferred from all its
 * values: integer when every value is a whole number, else number when every value is a number,
 * else boolean, else date, else text (a column with no values is text). Text values are read by
 * the rules of `cellText`; values a worksheet already types (numbers, booleans, dates) count as
 * themselves. Rows whose cells are all empty are left out; row ids are r1, r2, … in order.
 */

/** A worksheet date, already known to be one (ISO `YYYY-MM-DD`). */
export interface RawDate {
  readonly date: string
}

/** One cell of the source grid: text (CSV, text cells), a typed value from a worksheet, or empty. */
export type RawCell = string | number | boolean | RawDate | null

/** Where a problem is: the 0-based row of the grid (0 is the heading row) and the 0-based column. */
export interface GridProblem {
  readonly row: number
  readonly column: number
  readonly message: string
}

/** The outcome of building a table from a grid. */
export type GridRead = { readonly ok: true; readonly table: DataTable } | { readonly ok: false; readonly problem: GridProblem }

// Bits of the types a column can still be.
const INTEGER = 1
const NUMBER = 2
const BOOLEAN = 4
const DATE = 8
const ALL = INTEGER | NUMBER | BOOLEAN | DATE

function isRawDate(cell: RawCell): cell is RawDate {
  return typeof cell === 'object' && cell !== null
}

/** True when the cell holds nothing (null, or text that is empty or only white space). */
export function isEmptyCell(cell: RawCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')
}

/** The types `cell` can be read as, as bits. */
function possibleTypes(cell: RawCell): number {
  if (typeof cell === 'number') return !Number.isFinite(cell) ? 0 : Number.isSafeInteger(cell) ? INTEGER | NUMBER : NUMBER
  if (typeof cell === 'boolean') return BOOLEAN
  if (isRawDate(cell)) return DATE
  if (cell === null) return ALL
  let bits = 0
  const n = numberFromText(cell)
  if (n !== null) bits |= Number.isSafeInteger(n) ? INTEGER | NUMBER : NUMBER
  if (booleanFromText(cell) !== null) bits |= BOOLEAN
  if (dateFromText(cell) !== null) bits |= DATE
  return bits
}

function typeOf(bits: number): ColumnType {
  if (bits & INTEGER) return 'integer'
  if (bits & NUMBER) return 'number'
  if (bits & BOOLEAN) return 'boolean'
  if (bits & DATE) return 'date'
  return 'text'
}

/** `cell` as a value of a column of `type` (the column's type was inferred from it, so it fits). */
function convert(cell: RawCell, type: ColumnType): CellValue {
  if (isEmptyCell(cell)) return null
  if (isRawDate(cell)) return cell.date
  if (typeof cell !== 'string') return type === 'text' ? cellToText(cell) : cell === 0 ? 0 : cell
  switch (type) {
    case 'integer': return integerFromText(cell)
    case 'number': return numberFromText(cell)
    case 'boolean': return booleanFromText(cell)
    case 'date': return dateFromText(cell)
    case 'text': return cell
    default: {
      const never: never = type
      throw new RangeError(`inferDataTable: unknown column type ${String(never)}`)
    }
  }
}

/** The text of a heading cell. */
function headingText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return ''
  return isRawDate(cell) ? cell.date : typeof cell === 'string' ? cell : cellToText(cell)
}

/**
 * The table of `grid` (first row headings); fails on more than 256 columns or 1,000,000 rows, and
 * on text with NUL characters, unpaired surrogates or more than 4,000 characters.
 */
export function inferDataTable(grid: readonly (readonly RawCell[])[]): GridRead {
  const headings = grid[0] ?? []
  // Columns run to the last heading or value that is not empty.
  let width = 0
  const body: { cells: readonly RawCell[]; at: number }[] = []
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r]!
    let last = -1
    for (let c = row.length - 1; c >= 0; c--) if (!isEmptyCell(row[c]!)) { last = c; break }
    if (r > 0 && last < 0) continue
    if (r > 0) body.push({ cells: row, at: r })
    width = Math.max(width, last + 1)
  }
  if (width > DATATABLE_LIMITS.columns) return fail(0, DATATABLE_LIMITS.columns, `more than ${DATATABLE_LIMITS.columns} columns`)
  if (body.length > DATATABLE_LIMITS.rows) return fail(body[DATATABLE_LIMITS.rows]!.at, 0, `more than ${DATATABLE_LIMITS.rows} rows`)

  const bits = new Array<number>(width).fill(ALL)
  const filled = new Array<boolean>(width).fill(false)
  for (const { cells, at } of body) {
    for (let c = 0; c < width; c++) {
      const cell = cells[c] ?? null
      if (typeof cell === 'string') {
        const problem = textProblem(cell, DATATABLE_LIMITS.cellText)
        if (problem) return fail(at, c, problem)
      }
      if (isEmptyCell(cell)) continue
      bits[c]! &= possibleTypes(cell)
      filled[c] = true
    }
  }

  const taken = new Set<string>()
  const columns: DataColumn[] = []
  for (let c = 0; c < width; c++) {
    const heading = headingText(headings[c])
    const problem = textProblem(heading, Number.MAX_SAFE_INTEGER)
    if (problem) return fail(0, c, problem)
    const type = filled[c] ? typeOf(bits[c]!) : 'text'
    const { name, unit } = nameAndUnitFromHeading(heading, type, c)
    columns.push({ key: uniqueColumnKey(name, c, taken), name, type, unit })
  }

  const rows: DataRow[] = body.map(({ cells }, index) => {
    const values = new Array<CellValue>(width)
    for (let c = 0; c < width; c++) values[c] = convert(cells[c] ?? null, columns[c]!.type)
    return { id: `r${index + 1}`, cells: values }
  })
  return { ok: true, table: { format: 'datatable', version: 1, columns, rows } }
}

function fail(row: number, column: number, message: string): GridRead {
  return { ok: false, problem: { row, column, message } }
}
