import { proxy, ref } from 'valtio'
import type { DataTable } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import { checkCellInput, editText, type BooleanWords } from './cellInput'
import { emptyHistory, historyPosition, perform, redo, undo, type EditHistory } from './editHistory'
import { clampPos, selectCell, selectedRows, selectionRect, type CellPos, type GridSelection } from './gridSelection'
import type { TableEdit } from './tableEdits'

/**
 * The table editor's store (valtio): the table and its edit history (held by reference, never
 * proxied, so 100,000 rows cost nothing to observe), the version it is based on, the selection
 * and the cell being edited. The functions below are the only writers; components read the store
 * with `useSnapshot`. Every change of the table goes through `performEdit`, so every change can be
 * undone, and the state last saved is known by its history position.
 */

/** A cell being edited: where, the text so far, how editing began, and the problem of the text when it was last committed. */
export interface CellEditing {
  readonly pos: CellPos
  text: string
  /** 'enter': began by typing (arrows commit and move); 'edit': began with F2, Enter or a double click. */
  readonly mode: 'enter' | 'edit'
  problem: UiKey | null
}

/** The editor's state. */
export interface TableEditorState {
  table: DataTable
  history: EditHistory
  /** The history position of the state last loaded or saved. */
  savedPosition: number
  /** The file version the table was loaded from or last saved as. */
  version: number
  readOnly: boolean
  selection: GridSelection
  editing: CellEditing | null
}

/** A store for `table`, loaded as `version`. */
export function createTableEditor(table: DataTable, version: number, readOnly: boolean): TableEditorState {
  return proxy<TableEditorState>({
    table: ref(table),
    history: ref(emptyHistory()),
    savedPosition: 0,
    version,
    readOnly,
    selection: selectCell({ row: 0, column: 0 }),
    editing: null,
  })
}

/** True when the table differs from the state last loaded or saved. */
export function isDirty(state: Pick<TableEditorState, 'history' | 'savedPosition'>): boolean {
  return historyPosition(state.history) !== state.savedPosition
}

function keepSelectionInside(state: TableEditorState): void {
  const rows = state.table.rows.length
  const columns = state.table.columns.length
  state.selection = { anchor: clampPos(state.selection.anchor, rows, columns), focus: clampPos(state.selection.focus, rows, columns) }
}

/** Carries out `edit` as one undoable step (nothing happens when read-only). */
export function performEdit(state: TableEditorState, edit: TableEdit): void {
  if (state.readOnly) return
  const done = perform(state.table, state.history, edit)
  state.table = ref(done.table)
  state.history = ref(done.history)
  keepSelectionInside(state)
}

/** Moves through the history with `move` (undo or redo); false when there was nothing to move over. */
function travel(state: TableEditorState, move: typeof undo): boolean {
  const done = state.readOnly ? null : move(state.table, state.history)
  if (!done) return false
  state.editing = null
  state.table = ref(done.table)
  state.history = ref(done.history)
  keepSelectionInside(state)
  return true
}

/** Undoes the last step; false when there was none. */
export function undoEdit(state: TableEditorState): boolean {
  return travel(state, undo)
}

/** Redoes the last undone step; false when there was none. */
export function redoEdit(state: TableEditorState): boolean {
  return travel(state, redo)
}

/**
 * Records that the table as it was at history `position` (by default the current one) was saved
 * as `version`; edits made while the save was on its way stay unsaved.
 */
export function markSaved(state: TableEditorState, version: number, position: number = historyPosition(state.history)): void {
  state.version = version
  state.savedPosition = position
}

/** Replaces everything with `table` loaded as `version` (opening another version): no history, nothing unsaved. */
export function loadTable(state: TableEditorState, table: DataTable, version: number): void {
  state.table = ref(table)
  state.history = ref(emptyHistory())
  state.savedPosition = 0
  state.version = version
  state.editing = null
  keepSelectionInside(state)
}

/** Starts editing the focus cell, with `text` (typing) or its current value (F2, Enter, double click). */
export function startEditing(state: TableEditorState, mode: 'enter' | 'edit', words: BooleanWords, text?: string): void {
  const pos = state.selection.focus
  const row = state.table.rows[pos.row]
  if (state.readOnly || !row || pos.column >= state.table.columns.length) return
  state.editing = { pos, mode, problem: null, text: text ?? editText(row.cells[pos.column] ?? null, words) }
}

/** Stops editing without changing the cell. */
export function cancelEditing(state: TableEditorState): void {
  state.editing = null
}

/**
 * Writes the edited text into its cell when it fits the column type, and stops editing; when it
 * does not fit, editing goes on and the problem is kept (and answered) for the editor to show.
 */
export function commitEditing(state: TableEditorState): UiKey | null {
  const editing = state.editing
  if (!editing) return null
  const column = state.table.columns[editing.pos.column]
  const row = state.table.rows[editing.pos.row]
  if (!column || !row) {
    state.editing = null
    return null
  }
  const check = checkCellInput(column.type, editing.text)
  if (!check.ok) {
    editing.problem = check.problem
    return check.problem
  }
  state.editing = null
  if (check.value !== (row.cells[editing.pos.column] ?? null)) {
    performEdit(state, { kind: 'setCells', changes: [{ row: editing.pos.row, column: editing.pos.column, value: check.value }] })
  }
  return null
}

/** Empties every cell of the selection (one undoable step). */
export function clearSelection(state: TableEditorState): void {
  const rect = selectionRect(state.selection)
  const changes = []
  for (let row = rect.top; row <= Math.min(rect.bottom, state.table.rows.length - 1); row++) {
    for (let column = rect.left; column <= Math.min(rect.right, state.table.columns.length - 1); column++) {
      if ((state.table.rows[row]!.cells[column] ?? null) !== null) changes.push({ row, column, value: null })
    }
  }
  if (changes.length > 0) performEdit(state, { kind: 'setCells', changes })
}

/** Flips the focus cell of a boolean column (empty becomes yes); false when the column is not boolean. */
export function toggleFocus(state: TableEditorState): boolean {
  const { row, column } = state.selection.focus
  if (state.table.columns[column]?.type !== 'boolean' || !state.table.rows[row]) return false
  const value = state.table.rows[row]!.cells[column]
  performEdit(state, { kind: 'setCells', changes: [{ row, column, value: value !== true }] })
  return true
}

/** Inserts an empty row with id `id` below the focus (or as the first row of an empty table) and moves there. */
export function insertRowBelow(state: TableEditorState, id: string): void {
  const at = state.table.rows.length === 0 ? 0 : state.selection.focus.row + 1
  performEdit(state, { kind: 'insertRows', rows: [{ index: at, row: { id, cells: state.table.columns.map(() => null) } }] })
  state.selection = selectCell({ row: at, column: state.selection.focus.column })
}

/** Appends an empty row with id `id` and moves to its first cell. */
export function appendRow(state: TableEditorState, id: string): void {
  const at = state.table.rows.length
  performEdit(state, { kind: 'insertRows', rows: [{ index: at, row: { id, cells: state.table.columns.map(() => null) } }] })
  state.selection = selectCell({ row: at, column: 0 })
}

/** Deletes the rows the selection covers (one undoable step). */
export function deleteSelectedRows(state: TableEditorState): void {
  const rows = selectedRows(state.selection).filter((r) => r < state.table.rows.length)
  if (rows.length === 0) return
  performEdit(state, { kind: 'deleteRows', indexes: rows })
  state.selection = selectCell(clampPos({ row: rows[0]!, column: state.selection.focus.column }, state.table.rows.length, state.table.columns.length))
}
