import type { SheetPoint, TableRecord } from '../model/records'
import { boxesOverlap, tableBox, type SheetBox } from '../spatial/SpatialIndex'

/** The gap kept between a table moved down and the table it made room for, in mm. */
export const TABLE_GAP_MM = 4

/** The box `table` covers on the sheet, in mm. */
export function boxOfTable(table: Pick<TableRecord, 'position' | 'rows' | 'cols'>): SheetBox {
  return tableBox(table.position, table.rows, table.cols)
}

/**
 * Where a new table of `rows` × `cols` goes when it is wanted with its top-left corner at `wanted`
 * (sheet mm) and must not cover the tables in `taken`: at `wanted` when that is free, else moved
 * straight down, past each table it would cover, {@link TABLE_GAP_MM} below it, until it covers
 * none. It stays in its column (the x of `wanted`), so a pin-out table stays under its connector
 * however many tables of its neighbours are stacked there. Each move passes one table's bottom
 * edge, so at most `taken.length` moves are made.
 *
 * Example: a 3 × 5 table (100 × 18 mm) wanted at (0, 10) with a table already covering
 * (50, 0)-(150, 30) goes to (0, 34); with another at (0, 34)-(40, 40) as well, to (0, 44).
 */
export function freeTablePosition(wanted: SheetPoint, rows: number, cols: number, taken: readonly SheetBox[]): SheetPoint {
  let y = wanted[1]
  for (let moves = 0; moves <= taken.length; moves++) {
    const box = tableBox([wanted[0], y], rows, cols)
    const covered = taken.find((t) => boxesOverlap(box, t))
    if (!covered) break
    y = covered.maxY + TABLE_GAP_MM
  }
  return [wanted[0], y]
}
