import { DATATABLE_LIMITS, cellToText, parseCellText, textProblem, type CellValue, type ColumnType } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'

/**
 * What a user types into a cell, checked against the column type (the rules of the protocol's
 * `parseCellText`: "是"/"否" or true/false for booleans, 2025-03-01 or 2025/3/1 for dates, no
 * leading zeros for numbers), and how a value is shown in the grid and in the cell editor.
 */

/** The value typed, or the catalogue key of the problem. */
export type CellInputCheck = { readonly ok: true; readonly value: CellValue } | { readonly ok: false; readonly problem: UiKey }

const TYPE_PROBLEMS: Readonly<Record<Exclude<ColumnType, 'text'>, UiKey>> = {
  integer: 'dtNotInteger',
  number: 'dtNotNumber',
  boolean: 'dtNotBoolean',
  date: 'dtNotDate',
}

/** Checks `text` typed into a cell of a column of `type`. */
export function checkCellInput(type: ColumnType, text: string): CellInputCheck {
  if (type === 'text') {
    const problem = textProblem(text, DATATABLE_LIMITS.cellText)
    if (problem) return { ok: false, problem: problem.startsWith('longer') ? 'dtTextTooLong' : 'dtTextBadCharacter' }
  }
  const read = parseCellText(type, text)
  if (read.ok) return read
  return { ok: false, problem: TYPE_PROBLEMS[type as Exclude<ColumnType, 'text'>] }
}

/** Texts the grid shows for booleans, in the interface language. */
export interface BooleanWords {
  readonly yes: string
  readonly no: string
}

/** A value as the grid shows it: booleans as the interface's yes and no, text on one line. */
export function displayCell(value: CellValue, words: BooleanWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'string') return value.includes('\n') ? value.replace(/\r?\n/g, ' ↵ ') : value
  return cellToText(value)
}

/** A value as the cell editor starts with it; reads back to the same value. */
export function editText(value: CellValue, words: BooleanWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no
  return cellToText(value)
}
