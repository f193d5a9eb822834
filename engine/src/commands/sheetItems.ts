import type { LabelId, TableId } from '@harness/protocol'
import { isSheetPoint } from './topology'
import { cellsOfText } from '../render/inspection'
import type { SheetPoint } from '../model/records'
import { newId } from '../model/newId'
import { refuse, type Command } from '../tx/Command'
import { newIdsProblem } from './drawSegment'

/** Most rows and columns of a table on the sheet. */
export const MAX_TABLE_ROWS = 200
export const MAX_TABLE_COLS = 50


/**
 * Places a free text label at `position` (sheet mm) with `text` in `fontSize` points (the drawing
 * settings' font size by default). One undo step.
 */
export const placeLabel: Command<{ position: SheetPoint; text: string; fontSize?: number; id?: LabelId }> = (doc, args, tx) => {
  if (!isSheetPoint(args.position)) return refuse('invalidArguments', 'position must be two finite coordinates in mm')
  if (typeof args.text !== 'string' || args.text.length > 2000) return refuse('invalidArguments', 'text must be at most 2,000 characters')
  const fontSize = args.fontSize ?? doc.settings.font.size
  if (!(typeof fontSize === 'number' && fontSize >= 1 && fontSize <= 500)) return refuse('invalidArguments', 'fontSize must be 1 to 500 pt')
  const problem = newIdsProblem(doc, [args.id])
  if (problem) return refuse('invalidArguments', problem)
  tx?.put({ id: (args.id ?? newId('label')) as LabelId, typeName: 'label', position: [args.position[0], args.position[1]], text: args.text, fontSize })
  return true
}

/**
 * Places a table of `rows` × `cols` (the drawing settings' 3 × 3 by default) at `position`, its
 * top-left corner, with `cells` row-major (missing cells empty). One undo step.
 */
export const placeTable: Command<{ position: SheetPoint; rows?: number; cols?: number; cells?: readonly string[]; id?: TableId }> = (doc, args, tx) => {
  if (!isSheetPoint(args.position)) return refuse('invalidArguments', 'position must be two finite coordinates in mm')
  const rows = args.rows ?? doc.settings.table.rows
  const cols = args.cols ?? doc.settings.table.cols
  if (!(Number.isInteger(rows) && rows >= 1 && rows <= MAX_TABLE_ROWS && Number.isInteger(cols) && cols >= 1 && cols <= MAX_TABLE_COLS)) {
    return refuse('invalidArguments', `a table has 1 to ${MAX_TABLE_ROWS} rows and 1 to ${MAX_TABLE_COLS} columns`)
  }
  const cells = args.cells ?? []
  if (!Array.isArray(cells) || cells.length > rows * cols || !cells.every((c) => typeof c === 'string' && c.length <= 500)) return refuse('invalidArguments', 'cells must be at most rows × cols texts of 500 characters')
  const problem = newIdsProblem(doc, [args.id])
  if (problem) return refuse('invalidArguments', problem)
  tx?.put({ id: (args.id ?? newId('table')) as TableId, typeName: 'table', position: [args.position[0], args.position[1]], rows, cols, cells: [...cells] })
  return true
}

/**
 * Sets a table's cells from text: a line per row, cells split by "|" (as the property panel shows
 * them); missing cells are empty, cells beyond the table's rows and columns are dropped.
 */
export const setTableText: Command<{ tableId: TableId; text: string }> = (doc, { tableId, text }, tx) => {
  const table = doc.getOf('table', tableId)
  if (!table) return refuse('notFound', `table ${tableId}`)
  if (typeof text !== 'string' || text.length > 100_000) return refuse('invalidArguments', 'text must be at most 100,000 characters')
  const cells = cellsOfText(text, table.rows, table.cols)
  if (cells.some((c) => c.length > 500)) return refuse('invalidArguments', 'a cell holds at most 500 characters')
  tx?.update('table', tableId, { cells })
  return true
}
