import type { ConnectorId, LabelId, TableId } from '@harness/protocol'
import { pinoutCells } from '../rules/pinoutTables'
import { bodyOrientation, connectorBodyBox } from '../spatial/connectorBody'
import { isSheetPoint } from './topology'
import { boxOfTable, freeTablePosition } from './tablePlacement'
import { tableBox } from '../spatial/SpatialIndex'
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
  tx?.put({ id: (args.id ?? newId('table')) as TableId, typeName: 'table', position: [args.position[0], args.position[1]], rows, cols, cells: [...cells], pinoutOf: null })
  return true
}

/** Most pin-out tables one command places. */
export const MAX_PINOUT_TABLES = 50

/** Below a connector's body, the gap to its pin-out table's top edge, in mm. */
const PINOUT_GAP_MM = 4

/**
 * Places the pin-out table of each connector of `connectorIds` (1 to {@link MAX_PINOUT_TABLES}):
 * a row per wire in each cavity (see `pinoutCells`), kept in step with the connector from then on
 * by the engine and removed with it. A table's top-left corner is at `position` when one connector
 * is given with it, else just below its connector's body, left-aligned with it, moved down past
 * the tables already there (`freeTablePosition`): no two tables placed so cover each other. `ids` name the
 * new tables in order. One undo step.
 */
export const placePinoutTables: Command<{ connectorIds: readonly ConnectorId[]; position?: SheetPoint; ids?: readonly TableId[] }> = (doc, args, tx) => {
  const connectorIds = args.connectorIds
  if (!Array.isArray(connectorIds) || connectorIds.length === 0 || connectorIds.length > MAX_PINOUT_TABLES) {
    return refuse('invalidArguments', `connectorIds lists 1 to ${MAX_PINOUT_TABLES} connectors`)
  }
  if (args.position !== undefined && (!isSheetPoint(args.position) || connectorIds.length !== 1)) {
    return refuse('invalidArguments', 'position must be two finite coordinates in mm, given for one connector')
  }
  if (args.ids !== undefined && (!Array.isArray(args.ids) || args.ids.length !== connectorIds.length)) return refuse('invalidArguments', 'ids names one table per connector')
  const problem = newIdsProblem(doc, args.ids ?? [])
  if (problem) return refuse('invalidArguments', problem)
  // The tables on the sheet, and those placed here as they are: a table placed below its
  // connector is moved down past any of them it would cover.
  const taken = args.position ? [] : [...doc.all('table')].map(boxOfTable)
  for (const [i, connectorId] of connectorIds.entries()) {
    const pinout = typeof connectorId === 'string' ? pinoutCells(doc, connectorId as ConnectorId) : null
    const connector = pinout ? doc.getOf('connector', connectorId) : undefined
    const node = connector ? doc.getOf('node', connector.nodeId) : undefined
    if (!pinout || !connector || !node) return refuse('notFound', `connector ${String(connectorId)}`)
    const body = connectorBodyBox(node.position, doc.cavityCount(connector.id), bodyOrientation(connector.rotation, connector.mirrored))
    const position: SheetPoint = args.position
      ? [args.position[0], args.position[1]]
      : freeTablePosition([body.minX, body.maxY + PINOUT_GAP_MM], pinout.rows, pinout.cols, taken)
    taken.push(tableBox(position, pinout.rows, pinout.cols))
    tx?.put({ id: (args.ids?.[i] ?? newId('table')) as TableId, typeName: 'table', position, ...pinout, pinoutOf: connectorId })
  }
  return true
}

/**
 * Sets a table's cells from text: a line per row, cells split by "|" (as the property panel shows
 * them); missing cells are empty, cells beyond the table's rows and columns are dropped.
 */
export const setTableText: Command<{ tableId: TableId; text: string }> = (doc, { tableId, text }, tx) => {
  const table = doc.getOf('table', tableId)
  if (!table) return refuse('notFound', `table ${tableId}`)
  if (table.pinoutOf !== null) return refuse('invalidArguments', `the table shows the pin-out of ${doc.getOf('connector', table.pinoutOf)?.name ?? table.pinoutOf} and follows it; its cells cannot be edited`)
  if (typeof text !== 'string' || text.length > 100_000) return refuse('invalidArguments', 'text must be at most 100,000 characters')
  const cells = cellsOfText(text, table.rows, table.cols)
  if (cells.some((c) => c.length > 500)) return refuse('invalidArguments', 'a cell holds at most 500 characters')
  tx?.update('table', tableId, { cells })
  return true
}
