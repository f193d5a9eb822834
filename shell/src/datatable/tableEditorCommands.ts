import type { UiKey } from '../i18n/uiZhCN'
import type { BooleanWords } from './cellInput'
import type { EditorCommand, GridCommand } from './gridKeys'
import { moveSelection, selectCell } from './gridSelection'
import {
  cancelEditing, clearSelection, commitEditing, deleteSelectedRows, insertRowBelow, redoEdit, startEditing, toggleFocus, undoEdit,
  type TableEditorState,
} from './tableEditorState'

/**
 * Carries out the keyboard's commands on the editor store: moves and jumps of the selection,
 * editing, clearing, undo and redo, rows. Commands the page itself answers (save, find) come back
 * as outcomes, so this module stays free of the network and the DOM.
 */

/** What the commands need from the page. */
export interface CommandContext {
  readonly words: BooleanWords
  /** Rows in one page of the grid, for PageUp and PageDown. */
  readonly pageRows: number
  /** A fresh row id for an inserted row. */
  readonly newRowId: () => string
}

/** What became of a command: done here, one the page carries out, or nothing to do. */
export type CommandOutcome = 'done' | 'save' | 'find' | 'none'

/** Runs a grid command (no cell being edited). */
export function runGridCommand(state: TableEditorState, command: GridCommand, context: CommandContext): CommandOutcome {
  const rows = state.table.rows.length
  const columns = state.table.columns.length
  const { focus } = state.selection
  const to = (row: number, column: number, extend: boolean) => {
    state.selection = moveSelection(state.selection, { row, column }, extend, rows, columns)
    return 'done' as const
  }
  switch (command.kind) {
    case 'move': return to(focus.row + command.rows, focus.column + command.columns, command.extend)
    case 'page': return to(focus.row + command.direction * Math.max(1, context.pageRows), focus.column, command.extend)
    case 'jump':
      switch (command.to) {
        case 'rowStart': return to(focus.row, 0, command.extend)
        case 'rowEnd': return to(focus.row, columns - 1, command.extend)
        case 'top': return to(0, focus.column, command.extend)
        case 'bottom': return to(rows - 1, focus.column, command.extend)
        case 'first': return to(0, 0, command.extend)
        case 'last': return to(rows - 1, columns - 1, command.extend)
        default: return 'none'
      }
    case 'edit':
      startEditing(state, 'edit', context.words)
      return 'done'
    case 'type':
      startEditing(state, 'enter', context.words, command.text)
      return 'done'
    case 'toggle':
      if (!state.readOnly && !toggleFocus(state)) startEditing(state, 'enter', context.words, ' ')
      return 'done'
    case 'clear':
      clearSelection(state)
      return 'done'
    case 'undo':
      undoEdit(state)
      return 'done'
    case 'redo':
      redoEdit(state)
      return 'done'
    case 'selectAll':
      state.selection = { anchor: { row: 0, column: 0 }, focus: { row: Math.max(0, rows - 1), column: Math.max(0, columns - 1) } }
      return 'done'
    case 'insertRow':
      if (!state.readOnly && columns > 0) insertRowBelow(state, context.newRowId())
      return 'done'
    case 'deleteRows':
      if (!state.readOnly) deleteSelectedRows(state)
      return 'done'
    case 'collapse':
      state.selection = selectCell(focus)
      return 'done'
    case 'save': return 'save'
    case 'find': return 'find'
    default: {
      const never: never = command
      throw new RangeError(`runGridCommand: unknown command ${JSON.stringify(never)}`)
    }
  }
}

/**
 * Runs a cell-editor command: commit (then move by its offset) or cancel. Answers the problem
 * when the text does not fit its column (editing goes on). A line break is the input's own work.
 */
export function runEditorCommand(state: TableEditorState, command: EditorCommand): UiKey | null {
  switch (command.kind) {
    case 'cancel':
      cancelEditing(state)
      return null
    case 'commit': {
      const problem = commitEditing(state)
      if (problem) return problem
      const { focus } = state.selection
      state.selection = moveSelection(state.selection, { row: focus.row + command.rows, column: focus.column + command.columns }, false,
        state.table.rows.length, state.table.columns.length)
      return null
    }
    case 'newline': return null
    default: {
      const never: never = command
      throw new RangeError(`runEditorCommand: unknown command ${JSON.stringify(never)}`)
    }
  }
}
