import type { ColumnType, DataColumn } from '@harness/protocol'

/**
 * The grid's geometry in CSS pixels: a fixed row height (so the row at any scroll position is one
 * division away), the heading row, the row-number column sized to the largest row number, and
 * column widths from the column type and heading, which the user may change by dragging.
 */

/** Height of every row. */
export const ROW_HEIGHT = 26
/** Height of the heading row (name, then type and unit). */
export const HEADER_HEIGHT = 44
/** Narrowest and widest a column may be dragged to. */
export const MIN_COLUMN_WIDTH = 56
export const MAX_COLUMN_WIDTH = 640

const TYPE_WIDTH: Readonly<Record<ColumnType, number>> = { text: 150, number: 104, integer: 92, boolean: 76, date: 112 }

/** Approximate width of a heading: CJK characters 13 px, others 7.5 px, plus room for the menu button. */
function headingWidth(text: string): number {
  let width = 0
  for (const ch of text) width += /[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/u.test(ch) ? 13 : 7.5
  return Math.ceil(width) + 44
}

/** The starting width of `column`. */
export function defaultColumnWidth(column: DataColumn): number {
  return Math.min(320, Math.max(TYPE_WIDTH[column.type], headingWidth(column.name)))
}

/** `width` kept between the narrowest and widest column. */
export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)))
}

/** Width of the row-number column for `rows` rows (room for the digits of the largest number). */
export function rowNumberWidth(rows: number): number {
  return Math.max(48, String(Math.max(rows, 1)).length * 8 + 24)
}

/** The left edge of each column and the total width, after the row-number column. */
export function columnOffsets(widths: readonly number[], start: number): { lefts: number[]; total: number } {
  const lefts: number[] = []
  let x = start
  for (const w of widths) {
    lefts.push(x)
    x += w
  }
  return { lefts, total: x }
}

/** The scroll position that brings the column at [left, left + width) into view beside the frozen row numbers, or null when it is in view. */
export function scrollToColumn(left: number, width: number, scrollLeft: number, viewport: number, frozen: number): number | null {
  if (left - frozen < scrollLeft) return Math.max(0, left - frozen)
  if (left + width > scrollLeft + viewport) return left + width - viewport
  return null
}
