import type { DataTable } from '../datatable/DataTable'

/**
 * The dictionary's own tables: beside the built-in tables of `/dictionary` (colour codes, gauges,
 * the engine's diameters and defaults), a team keeps its standards as tables (its crimp-height
 * sheet, its colour conventions, a supplier's wire diameters), each with a name and where its
 * values come from. Tables live at two levels like the part library: global (administrators
 * manage them) and one set per team (its owner and admins manage them, every member reads them).
 * A table is written from a spreadsheet (xlsx or CSV) and versioned: a change names the version
 * it was made on (`baseVersion`) and is refused as `dictionaryStale` when another came first.
 */
export const DictionaryPaths = {
  /** GET: the tables the caller sees (global, then their teams'), without their rows. Answers {@link DictionaryTableView}[]. */
  listDictionaryTables: '/api/dictionary/listTables',
  /** GET query tableId: one table with its rows. Answers {@link DictionaryTableDetail}. */
  getDictionaryTable: '/api/dictionary/getTable',
  /**
   * POST raw body (a spreadsheet: .xlsx first worksheet or .csv, named by `fileName`; may be empty
   * when only the name or source of a table changes), query: for a new table `library` ('global' |
   * teamId), for a new version `tableId` and `baseVersion`; `name`, `source`, `fileName`. Answers
   * {@link DictionaryTableView}.
   */
  saveDictionaryTable: '/api/dictionary/saveTable',
  /** POST JSON {tableId, baseVersion}: deletes the table. */
  deleteDictionaryTable: '/api/dictionary/deleteTable',
} as const

/** A table of the dictionary as lists show it. */
export interface DictionaryTableView {
  readonly tableId: number
  readonly scope: 'global' | 'team'
  readonly teamId: number | null
  /** The team's name for team tables, '' for global ones. */
  readonly teamName: string
  /** 1-80 characters, unique within its library. */
  readonly name: string
  /** Where the values come from (a standard, a supplier's data sheet), 0-300 characters. */
  readonly source: string
  readonly columns: number
  readonly rows: number
  readonly version: number
  readonly updatedBy: string
  readonly updatedAt: string
  readonly canManage: boolean
}

/** `data` of getDictionaryTable: the table, its rows (columns typed and with units, as a table file holds them) and its versions, newest first. */
export interface DictionaryTableDetail {
  readonly table: DictionaryTableView
  readonly data: DataTable
  readonly history: readonly { readonly version: number; readonly author: string; readonly at: string }[]
}

/** Most rows a dictionary table holds. */
export const DICTIONARY_ROWS_MAX = 5000
/** Most columns a dictionary table holds. */
export const DICTIONARY_COLUMNS_MAX = 50
/** Longest table name, in characters. */
export const DICTIONARY_NAME_MAX = 80
/** Longest source text, in characters. */
export const DICTIONARY_SOURCE_MAX = 300
