/**
 * The grid's selection: an anchor cell where it started and a focus cell where it ends (the cell
 * the keyboard acts on), and the rectangle between them. Moves are clamped to the table.
 */

/** A cell position: 0-based row and column indexes. */
export interface CellPos {
  readonly row: number
  readonly column: number
}

/** A selection; anchor equals focus for a single cell. */
export interface GridSelection {
  readonly anchor: CellPos
  readonly focus: CellPos
}

/** The rectangle a selection covers, inclusive. */
export interface CellRect {
  readonly top: number
  readonly left: number
  readonly bottom: number
  readonly right: number
}

/** A one-cell selection at `pos`. */
export function selectCell(pos: CellPos): GridSelection {
  return { anchor: pos, focus: pos }
}

/** The rectangle of `selection`. */
export function selectionRect(selection: GridSelection): CellRect {
  const { anchor: a, focus: f } = selection
  return { top: Math.min(a.row, f.row), left: Math.min(a.column, f.column), bottom: Math.max(a.row, f.row), right: Math.max(a.column, f.column) }
}

/** True when `pos` lies in `rect`. */
export function rectContains(rect: CellRect, pos: CellPos): boolean {
  return pos.row >= rect.top && pos.row <= rect.bottom && pos.column >= rect.left && pos.column <= rect.right
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max))
}

/** `pos` kept inside a table of `rows` × `columns` (an empty table keeps 0, 0). */
export function clampPos(pos: CellPos, rows: number, columns: number): CellPos {
  return { row: clamp(pos.row, rows - 1), column: clamp(pos.column, columns - 1) }
}

/**
 * The selection after moving its focus to `to` (clamped): extended from the anchor when
 * `extend` (Shift held), else collapsed to the new cell.
 */
export function moveSelection(selection: GridSelection, to: CellPos, extend: boolean, rows: number, columns: number): GridSelection {
  const focus = clampPos(to, rows, columns)
  return extend ? { anchor: selection.anchor, focus } : selectCell(focus)
}

/** Every row index the selection covers, ascending. */
export function selectedRows(selection: GridSelection): number[] {
  const { top, bottom } = selectionRect(selection)
  return Array.from({ length: bottom - top + 1 }, (_, i) => top + i)
}
