import { cellFitsType } from './cellText'
import { COLUMN_KEY_PATTERN } from './columnNames'
import { COLUMN_TYPES, DATATABLE_LIMITS, type CellValue, type ColumnType, type DataColumn, type DataRow, type DataTable } from './DataTable'
import { textProblem } from './textChecks'

/** Why a table file was refused: a short technical message and the JSON path it is about. */
export interface DataTableError {
  /** E.g. `rows[3].cells[1]: not a whole number (column "qty" is integer)`. */
  readonly message: string
  /** E.g. `rows[3].cells[1]`; '' for the whole file. */
  readonly path: string
}

/** The outcome of reading a table file. */
export type DataTableParse = { readonly ok: true; readonly table: DataTable } | { readonly ok: false; readonly error: DataTableError }

/** Row ids follow the key rule: 1-40 characters of `[A-Za-z0-9_-]`. */
export const ROW_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

/** A refusal found deep in the checks; thrown to leave them at once and caught in `parseDataTable`, never beyond it. */
class Refusal {
  constructor(readonly path: string, readonly what: string) {}
}

function refuse(path: string, what: string): never {
  throw new Refusal(path, what)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Refuses an object whose keys are not exactly `keys`. */
function exactKeys(value: Record<string, unknown>, keys: readonly string[], path: string): void {
  for (const key of Object.keys(value)) if (!keys.includes(key)) refuse(path === '' ? key : `${path}.${key}`, 'unknown field')
  for (const key of keys) if (!(key in value)) refuse(path === '' ? key : `${path}.${key}`, 'missing')
}

function checkText(value: unknown, path: string, min: number, max: number): string {
  if (typeof value !== 'string') refuse(path, 'not a string')
  if (value.length < min) refuse(path, 'empty')
  const problem = textProblem(value, max)
  if (problem) refuse(path, problem)
  return value
}

function checkColumns(value: unknown): DataColumn[] {
  if (!Array.isArray(value)) refuse('columns', 'not an array')
  if (value.length > DATATABLE_LIMITS.columns) refuse('columns', `more than ${DATATABLE_LIMITS.columns} columns`)
  const keys = new Set<string>()
  return value.map((column: unknown, i) => {
    const at = `columns[${i}]`
    if (!isPlainObject(column)) refuse(at, 'not an object')
    exactKeys(column, ['key', 'name', 'type', 'unit'], at)
    const key = column.key
    if (typeof key !== 'string' || !COLUMN_KEY_PATTERN.test(key)) refuse(`${at}.key`, 'not 1-40 characters of A-Z a-z 0-9 _ -')
    if (keys.has(key)) refuse(`${at}.key`, `duplicate key "${key}"`)
    keys.add(key)
    const name = checkText(column.name, `${at}.name`, 1, DATATABLE_LIMITS.nameLength)
    if (!(COLUMN_TYPES as readonly unknown[]).includes(column.type)) refuse(`${at}.type`, `not one of ${COLUMN_TYPES.join(', ')}`)
    const unit = checkText(column.unit, `${at}.unit`, 0, DATATABLE_LIMITS.unitLength)
    return { key, name, type: column.type as ColumnType, unit }
  })
}

const TYPE_RULES: Readonly<Record<ColumnType, string>> = {
  text: 'not a non-empty string',
  number: 'not a finite number',
  integer: 'not a whole number within ±2^53',
  boolean: 'not true or false',
  date: 'not a calendar date YYYY-MM-DD',
}

function checkRows(value: unknown, columns: readonly DataColumn[]): DataRow[] {
  if (!Array.isArray(value)) refuse('rows', 'not an array')
  if (value.length > DATATABLE_LIMITS.rows) refuse('rows', `more than ${DATATABLE_LIMITS.rows} rows`)
  const ids = new Set<string>()
  const width = columns.length
  return value.map((row: unknown, i) => {
    const at = `rows[${i}]`
    if (!isPlainObject(row)) refuse(at, 'not an object')
    exactKeys(row, ['id', 'cells'], at)
    const id = row.id
    if (typeof id !== 'string' || !ROW_ID_PATTERN.test(id)) refuse(`${at}.id`, 'not 1-40 characters of A-Z a-z 0-9 _ -')
    if (ids.has(id)) refuse(`${at}.id`, `duplicate row id "${id}"`)
    ids.add(id)
    const cells = row.cells
    if (!Array.isArray(cells)) refuse(`${at}.cells`, 'not an array')
    if (cells.length !== width) refuse(`${at}.cells`, `${cells.length} cells for ${width} columns`)
    for (let c = 0; c < width; c++) {
      const cell = cells[c] as CellValue
      const column = columns[c]!
      if (!cellFitsType(column.type, cell)) refuse(`${at}.cells[${c}]`, `${TYPE_RULES[column.type]} (column "${column.key}" is ${column.type})`)
      if (typeof cell === 'string') {
        const problem = textProblem(cell, DATATABLE_LIMITS.cellText)
        if (problem) refuse(`${at}.cells[${c}]`, problem)
      }
    }
    return { id, cells: cells as CellValue[] }
  })
}

/**
 * Reads a table file (the text of its UTF-8 bytes) and checks everything `DataTable` promises:
 * the format and version, every limit of `DATATABLE_LIMITS`, unique column keys and row ids, one
 * cell per column, each cell of its column's type, no NUL or unpaired surrogate in any text, and
 * no field beyond those of the format. Never throws.
 */
export function parseDataTable(text: string): DataTableParse {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, error: { message: `not JSON: ${error instanceof Error ? error.message : String(error)}`, path: '' } }
  }
  try {
    if (!isPlainObject(json)) refuse('', 'not a JSON object')
    exactKeys(json, ['format', 'version', 'columns', 'rows'], '')
    if (json.format !== 'datatable') refuse('format', 'not "datatable"')
    if (json.version !== 1) refuse('version', 'not 1')
    const columns = checkColumns(json.columns)
    const rows = checkRows(json.rows, columns)
    return { ok: true, table: { format: 'datatable', version: 1, columns, rows } }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: { message: error.path === '' ? error.what : `${error.path}: ${error.what}`, path: error.path } }
    return { ok: false, error: { message: `unreadable: ${error instanceof Error ? error.message : String(error)}`, path: '' } }
  }
}
