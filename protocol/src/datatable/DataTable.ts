/**
 * A data table file (`datatable`): a wire list, a pin-out or any table of typed columns and rows
 * that a harness team keeps beside its harnesses. Its bytes are UTF-8 JSON written by
 * `serializeDataTable`: one row per line, so a small edit changes few bytes and consecutive versions
 * share almost all their storage.
 */

/** The value types a column may hold. Dates are ISO `YYYY-MM-DD` strings. */
export type ColumnType = 'text' | 'number' | 'integer' | 'boolean' | 'date'
/** Every column type. */
export const COLUMN_TYPES: readonly ColumnType[] = ['text', 'number', 'integer', 'boolean', 'date']

/** One column: a stable key (rows refer to cells by position, comparisons by key), a heading, a type and a unit. */
export interface DataColumn {
  /** Stable identifier, 1-40 characters of `[A-Za-z0-9_-]`, unique in the table. */
  readonly key: string
  /** Heading shown in the grid, 1-80 characters. */
  readonly name: string
  readonly type: ColumnType
  /** Unit of a number column (e.g. 'mm', 'mm²'), '' when none. */
  readonly unit: string
}

/** A cell: text, a finite number, a boolean, or empty (null). */
export type CellValue = string | number | boolean | null

/** One row: a stable id (unique in the table, kept across edits so comparisons follow rows) and one cell per column. */
export interface DataRow {
  readonly id: string
  readonly cells: readonly CellValue[]
}

/** A whole table. */
export interface DataTable {
  readonly format: 'datatable'
  readonly version: 1
  readonly columns: readonly DataColumn[]
  readonly rows: readonly DataRow[]
}

/** Limits every table keeps (checked on parse). */
export const DATATABLE_LIMITS = {
  columns: 256,
  rows: 1_000_000,
  /** Characters of one text cell. */
  cellText: 4_000,
  keyLength: 40,
  nameLength: 80,
  unitLength: 20,
  rowIdLength: 40,
} as const
